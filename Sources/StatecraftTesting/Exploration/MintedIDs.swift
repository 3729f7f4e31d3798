import Foundation
import Statecraft

/// How many ids each generator the explorer owns has made on the way to a state: a state's own
/// counters, so that the transitions from it, and the replays of the trace to it, make the ids a
/// test store would make there (rule X6).
///
/// One counter per ``IDMinter``: the `\.uuid` dependency's, and a second slot for the
/// `\.stackElementID` generator of navigation stacks.
@usableFromInline
struct MintCounters: Hashable {
  private var uuid: UInt64 = 0
  private var stackElementID: UInt64 = 0

  subscript(minter: IDMinter.Kind) -> UInt64 {
    get {
      switch minter {
      case .uuid: uuid
      case .stackElementID: stackElementID
      }
    }
    set {
      switch minter {
      case .uuid: uuid = newValue
      case .stackElementID: stackElementID = newValue
      }
    }
  }

  /// Whether some id has been made.
  @usableFromInline
  var hasMinted: Bool { uuid > 0 || stackElementID > 0 }
}

/// A generator of ids whose values the explorer makes itself, counting per state, and can tell
/// apart from every other value of their type: what it renames in keys (rule X6).
struct IDMinter: Sendable {
  enum Kind: Sendable { case uuid, stackElementID }

  let kind: Kind
  /// The type of the ids.
  let idType: ObjectIdentifier
  /// Sets the generator in `dependencies`, drawing from `counters`.
  let install: @Sendable (inout DependencyValues, MintBox) -> Void
  /// The count at which `value` (of ``idType``) was made, when it is an id this generator makes.
  let index: @Sendable (Any) -> UInt64?

  /// The `\.uuid` dependency: `UUID(0)`, `UUID(1)`, … as a test store's incrementing generator
  /// makes them.
  static let uuid = IDMinter(
    kind: .uuid, idType: ObjectIdentifier(UUID.self),
    install: { dependencies, box in
      dependencies.uuid = UUIDGenerator { UUID(Int(truncatingIfNeeded: box.next(.uuid))) }
    },
    index: { value in
      guard let uuid = value as? UUID else { return nil }
      let bytes = uuid.uuid
      guard
        bytes.0 | bytes.1 | bytes.2 | bytes.3 | bytes.4 | bytes.5 | bytes.6 | bytes.7 == 0
      else { return nil }
      let tail: [UInt8] = [
        bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15,
      ]
      return tail.reduce(0) { $0 << 8 | UInt64($1) }
    }
  )

  /// The `\.stackElementID` dependency: `#0`, `#1`, … as a test store's generator mints them.
  static let stackElementID = IDMinter(
    kind: .stackElementID, idType: ObjectIdentifier(StackElementID.self),
    install: { dependencies, box in dependencies.stackElementID = box.stackElementIDs },
    index: { value in
      guard let id = value as? StackElementID, id.generation >= 0 else { return nil }
      return UInt64(id.generation)
    }
  )

  /// The generators the explorer owns.
  static let all: [IDMinter] = [.uuid, .stackElementID]
}

/// The counters of the state being transitioned from, read and advanced by the generators the
/// explorer installs (from any thread an effect runs on).
@usableFromInline
final class MintBox: Sendable {
  private let counters = Locked(MintCounters())
  /// The `\.stackElementID` generator the explorer installs. A stack mints through the
  /// generator's own counter, so it is moved to the state's count before a transition and read
  /// back after it.
  let stackElementIDs = StackElementIDGenerator.incrementing

  /// The counters, set before a transition and read after it.
  @usableFromInline
  var value: MintCounters {
    get {
      var value = counters.withLock { $0 }
      value[.stackElementID] = UInt64(max(0, stackElementIDs.peek().generation))
      return value
    }
    set {
      counters.withLock { $0 = newValue }
      stackElementIDs.reset(to: Int(truncatingIfNeeded: newValue[.stackElementID]))
    }
  }

  /// The next count of `kind`, advancing it.
  func next(_ kind: IDMinter.Kind) -> UInt64 {
    counters.withLock { counters in
      defer { counters[kind] += 1 }
      return counters[kind]
    }
  }
}
