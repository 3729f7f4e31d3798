/// How a parent's state holds one kind of child: a presentation slot, an optional, a case of an
/// enum, the elements of an `IdentifiedArray`, the screens of a stack.
///
/// The one place where what a parent holds is read. A composition operator reads it before and
/// after each action (``ChildLevels``), and the probe of each child's level, which the store's
/// sweep calls after every action while the child has effects, reads it through the same
/// functions: the operator and the sweep cannot disagree about whether a child left (rule R5).
///
/// Each child's effects run in a level of its own named by a ``Key``: the child's identity (a
/// presentation's, an optional's), its id (an element's), or both (a screen's). A child whose key
/// changes is another child.
@usableFromInline
protocol ChildAccess<Parent> {
  /// The state that holds the children.
  associatedtype Parent
  /// The state of one child.
  associatedtype Child
  /// What the parent holds, all children at once: compared before and after an action, and
  /// kept by the store's sweep from one action to the next.
  associatedtype Holdings
  /// Where one child is: nothing for a slot or an optional, the id for an element or a screen.
  associatedtype Place
  /// The name of one child's level.
  associatedtype Key: Hashable & Sendable

  /// What `state` holds now, read in place.
  func holdings(in state: StateRef<Parent>) -> Holdings

  /// Whether no child left or changed identity from `before` to `after`. Cheap when nothing
  /// changed: copy-on-write storage compares by identity first.
  func isSame(_ before: Holdings, _ after: Holdings) -> Bool

  /// The keys of the children that `before` holds and `after` does not.
  func leaving(_ before: Holdings, _ after: Holdings) -> [Key]

  /// The key of the child that left from `before` to `after`, for an access that holds at most
  /// one child, given holdings that are not the same; `nil` for an access to a collection, whose
  /// children that left ``leaving(_:_:)`` lists. A dismissal then ends its level without making
  /// an array of one key.
  func onlyLeaving(_ before: Holdings, _ after: Holdings) -> Key?

  /// The key of the child at `place` in `state`, or `nil` when no child is there.
  func key(at place: Place, in state: StateRef<Parent>) -> Key?

  /// Calls `body` with the child at `place`, in place, when one is there.
  func withChild(at place: Place, in state: StateRef<Parent>, _ body: (StateRef<Child>) -> Void)
}

extension ChildAccess {
  @inlinable
  func onlyLeaving(_: Holdings, _: Holdings) -> Key? { nil }
}

/// An access to at most one child at a time (a `@Presents` slot, an optional, an enum case),
/// whose holdings are that child's key: the child is there or not, and a new key is a new child.
@usableFromInline
protocol SingleChildAccess<Parent>: ChildAccess where Holdings == Key?, Place == Void {}

extension SingleChildAccess {
  @inlinable
  func isSame(_ before: Key?, _ after: Key?) -> Bool {
    before == after
  }

  @inlinable
  func leaving(_ before: Key?, _ after: Key?) -> [Key] {
    guard let before = onlyLeaving(before, after) else { return [] }
    return [before]
  }

  @inlinable
  func onlyLeaving(_ before: Key?, _ after: Key?) -> Key? {
    guard let before, before != after else { return nil }
    return before
  }

  @inlinable
  func key(at _: Void, in state: StateRef<Parent>) -> Key? {
    holdings(in: state)
  }
}
