import Foundation
import Statecraft

/// A state's key with the ids the explorer minted renamed by their first appearance in it (rule
/// X6): `[UUID(3), UUID(1)]` and `[UUID(0), UUID(2)]` both become "first minted id, second minted
/// id", so states that differ only in which ids they were given are one state.
///
/// The key is an encoding of the value, found by reflection: its leaves as bytes (minted ids as
/// their new names), its structure as markers, and the values of types that can hold no id as
/// themselves. Dictionaries and sets are encoded in the order of their entries' text, so the
/// encoding does not depend on the process's hash seed.
@usableFromInline
struct RenamedKey: Hashable {
  let bytes: [UInt8]
  let values: [AnyHashable]

  /// The key of `value`, and how many distinct minted ids it renamed; `nil` when it holds no id
  /// minted below `counters`, whose key is then the value itself.
  @MainActor
  @usableFromInline
  static func of(
    _ value: Any, extra: [AnyHashable] = [], counters: MintCounters
  ) -> RenamedKey? {
    var encoder = RenamingEncoder(counters: counters)
    encoder.encode(value, depth: 0)
    guard encoder.renamedCount > 0 else { return nil }
    encoder.values.append(contentsOf: extra)
    return RenamedKey(bytes: encoder.bytes, values: encoder.values)
  }
}

/// The key of a state explored ``StateExplorer/keyedByValue()``: its value encoded by
/// reflection, field by field, shared values as their values.
///
/// Two keys are equal when the states' values are alike in every field; a key keeps its state,
/// so that symmetry renames the ids in it.
public struct ExplorationValueKey: Hashable, CustomReflectable {
  let state: Any
  private let bytes: [UInt8]
  private let values: [AnyHashable]

  /// The key of `state`; made on the main actor, where the explorer runs.
  init(of state: Any) {
    // Safe: written and read on this thread, within this call (the closure below runs
    // synchronously, on the main actor the explorer runs on).
    nonisolated(unsafe) var encoded: (bytes: [UInt8], values: [AnyHashable]) = ([], [])
    // Safe: read by that closure only, on this thread, within this call.
    nonisolated(unsafe) let value = state
    MainActor.assumeIsolated {
      var encoder = RenamingEncoder(counters: MintCounters())
      encoder.encode(value, depth: 0)
      encoded = (encoder.bytes, encoder.values)
    }
    self.state = state
    bytes = encoded.bytes
    values = encoded.values
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.bytes == rhs.bytes && lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(bytes)
    hasher.combine(values)
  }

  /// The state the key is of.
  public var customMirror: Mirror { Mirror(self, children: ["state": state]) }
}

/// Writes a ``RenamedKey``.
@MainActor
private struct RenamingEncoder {
  let counters: MintCounters
  var bytes: [UInt8] = []
  var values: [AnyHashable] = []
  private var names: [IDMinter.Kind: [UInt64: UInt32]] = [:]
  private(set) var renamedCount = 0

  init(counters: MintCounters) {
    self.counters = counters
    bytes.reserveCapacity(256)
  }

  /// Encodes `value`; returns whether its type can hold no minted id (see ``Kind/free``).
  @discardableResult
  mutating func encode(_ value: Any, depth: Int) -> Bool {
    guard depth < 64 else {
      write("…")
      return false
    }
    let type = Swift.type(of: value)
    switch Self.kind(of: type) {
    case .minted(let minter):
      if let index = minter.index(value), index < counters[minter.kind] {
        bytes.append(6)
        var known = names[minter.kind, default: [:]]
        let name: UInt32
        if let existing = known[index] {
          name = existing
        } else {
          name = UInt32(known.count)
          known[index] = name
          names[minter.kind] = known
          renamedCount += 1
        }
        append(UInt64(name))
      } else {
        bytes.append(5)
        values.append(value as? AnyHashable ?? AnyHashable("\(value)"))
      }
      return false
    case .free:
      if let hashable = value as? AnyHashable {
        bytes.append(7)
        values.append(hashable)
        return true
      }
    case .other:
      break
    }
    // A shared value is its value (as the overlay in force shows it), never its box.
    if let shared = value as? any SharedReflecting {
      bytes.append(17)
      encode(shared.reflectedValue, depth: depth + 1)
      return false
    }
    if let leaf = leaf(value) { return leaf }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else {
        bytes.append(12)
        return false
      }
      bytes.append(13)
      encode(wrapped, depth: depth + 1)
      return false
    case .enum:
      bytes.append(11)
      append(type)
      write(mirror.children.first?.label ?? "\(value)")
      for child in mirror.children { encode(child.value, depth: depth + 1) }
      return false
    case .collection:
      bytes.append(14)
      append(UInt64(mirror.children.count))
      for child in mirror.children { encode(child.value, depth: depth + 1) }
      return false
    case .dictionary where (value as? any ReflectedElements)?.isStack == true:
      // A stack reflects as its ids and elements in stack order, which is part of the value:
      // encoded in that order, each id (renamed when minted) before its element.
      bytes.append(16)
      append(UInt64(mirror.children.count))
      for child in mirror.children { encode(child.value, depth: depth + 1) }
      return false
    case .dictionary, .set:
      // In the order of their text: a dictionary's own order depends on the hash seed.
      let entries = mirror.children.map(\.value).sorted {
        SwiftLiteral.text(of: $0) < SwiftLiteral.text(of: $1)
      }
      bytes.append(15)
      append(UInt64(entries.count))
      for entry in entries { encode(entry, depth: depth + 1) }
      return false
    default:
      let start = (bytes: bytes.count, values: values.count)
      bytes.append(10)
      append(type)
      append(UInt64(mirror.children.count))
      var isFree = mirror.displayStyle == .struct || mirror.displayStyle == .tuple
      for child in mirror.children {
        let childIsFree = encode(child.value, depth: depth + 1)
        isFree = isFree && childIsFree
      }
      // NB: a struct's fields have fixed types, so one whose every field can hold no minted id
      // never can, as `PresentationLayout` reasons about slots.
      if isFree, mirror.displayStyle == .struct, let hashable = value as? AnyHashable {
        Self.kinds[ObjectIdentifier(type)] = .free
        // Encoded as every later value of the type will be, so that equal values encode alike.
        bytes.removeSubrange(start.bytes...)
        values.removeSubrange(start.values...)
        bytes.append(7)
        values.append(hashable)
      }
      return isFree
    }
  }

  /// Encodes a leaf; `nil` when `value` is not one.
  private mutating func leaf(_ value: Any) -> Bool? {
    switch value {
    case let string as String:
      bytes.append(1)
      write(string)
    case let bool as Bool:
      bytes.append(2)
      bytes.append(bool ? 1 : 0)
    case let number as any BinaryInteger:
      bytes.append(3)
      append(UInt64(truncatingIfNeeded: Int64(truncatingIfNeeded: number)))
    case let number as any BinaryFloatingPoint:
      bytes.append(4)
      append(Double(number).bitPattern)
    default:
      guard Mirror(reflecting: value).children.isEmpty else { return nil }
      bytes.append(8)
      values.append(value as? AnyHashable ?? AnyHashable("\(value)"))
    }
    return true
  }

  mutating func write(_ text: String) {
    let utf8 = text.utf8
    append(UInt64(utf8.count))
    bytes.append(contentsOf: utf8)
  }

  private mutating func append(_ number: UInt64) {
    withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ type: any Any.Type) {
    append(UInt64(UInt(bitPattern: ObjectIdentifier(type))))
  }

  enum Kind {
    /// The ids of a generator the explorer owns.
    case minted(IDMinter)
    /// A type that can hold no minted id and is `Hashable`: encoded as itself.
    case free
    /// Anything else: reflected.
    case other
  }

  private static var kinds: [ObjectIdentifier: Kind] = {
    var kinds: [ObjectIdentifier: Kind] = [:]
    for minter in IDMinter.all { kinds[minter.idType] = .minted(minter) }
    for type: any Any.Type in [String.self, Bool.self, Int.self, Double.self, Date.self] {
      kinds[ObjectIdentifier(type)] = .free
    }
    return kinds
  }()

  private static func kind(of type: any Any.Type) -> Kind {
    kinds[ObjectIdentifier(type)] ?? .other
  }
}
