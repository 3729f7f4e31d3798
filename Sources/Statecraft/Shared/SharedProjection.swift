import Foundation

/// A property of a shared value (`$settings.isOn`): reads and writes go through the base, under
/// the base's box's lock.
final class SharedMember<Base, Value>: SharedWriting {
  let base: any SharedWriting<Base>
  let keyPath: any WritableKeyPath<Base, Value> & Sendable

  init(_ base: any SharedWriting<Base>, _ keyPath: any WritableKeyPath<Base, Value> & Sendable) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any SharedRoot { base.root }

  func read() -> Value {
    base.read()[keyPath: keyPath]
  }

  func withLock<R>(_ body: (inout Value) throws -> R, at site: CallSite) rethrows -> R {
    try base.withLock({ try body(&$0[keyPath: keyPath]) }, at: site)
  }
}

/// A read-only property of a shared value (`$settings.reader.isOn`).
final class SharedReaderMember<Base, Value>: SharedReading {
  let base: any SharedReading<Base>
  let keyPath: any KeyPath<Base, Value> & Sendable

  init(_ base: any SharedReading<Base>, _ keyPath: any KeyPath<Base, Value> & Sendable) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any SharedRoot { base.root }

  func read() -> Value {
    base.read()[keyPath: keyPath]
  }
}

/// The element with one id of a shared `IdentifiedArray` (`$items[id: id]`), found by its id on
/// every read and write, never by its position: an element removed or moved by anyone else is
/// never mistaken for another (swift-sharing #24, TCA #3187).
///
/// Once the element is gone it reads as it last was, and a `withLock` changes nothing and is
/// reported: a view or an effect still holding it does not crash, and does not write into another
/// element.
final class SharedElement<ID: Hashable & Sendable, Element>: SharedWriting, @unchecked Sendable {
  let base: any SharedWriting<IdentifiedArray<ID, Element>>
  let id: ID
  // Safe: only touched with `lock` held.
  private var last: Element
  private let lock = NSLock()

  init(_ base: any SharedWriting<IdentifiedArray<ID, Element>>, id: ID, element: Element) {
    self.base = base
    self.id = id
    self.last = element
  }

  var root: any SharedRoot { base.root }

  func read() -> Element {
    if let element = base.read()[id: id] {
      // What an assertion closure sees is not what the element last was.
      if SharedOverlay.current == nil { remember(element) }
      return element
    }
    lock.lock()
    defer { lock.unlock() }
    return last
  }

  func withLock<R>(_ body: (inout Element) throws -> R, at site: CallSite) rethrows -> R {
    var changed: Element?
    let result = try base.withLock(
      { elements in
        try elements._modifyElement(id: id) { element in
          defer { changed = element }
          return try body(&element)
        }
      },
      at: site
    )
    if let changed, SharedOverlay.current == nil { remember(changed) }
    if let result { return result }
    reportIssue(
      """
      withLock was called on the shared element with id \(id), which is no longer in its \
      collection; nothing was changed.

      An element removed from a shared IdentifiedArray keeps its last value for whoever still \
      holds it, but it cannot be changed any more.
      """,
      at: site
    )
    lock.lock()
    var scratch = last
    lock.unlock()
    return try body(&scratch)
  }

  private func remember(_ element: Element) {
    lock.lock()
    last = element
    lock.unlock()
  }
}

extension SharedElement: SharedElementReading {
  var part: SharedPart {
    guard base === base.root else { return .other }
    let id = id
    return .element(
      SharedElementPart(
        id: DumpRenderer.compactText(of: id),
        isIn: { ($0 as? IdentifiedArray<ID, Element>)?[id: id] != nil },
        removed: { value in
          guard var elements = value as? IdentifiedArray<ID, Element> else { return value }
          _ = elements.remove(id: id)
          return elements
        }
      ))
  }
}
