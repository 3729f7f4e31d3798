/// A `@Presents` slot, as the presentation `ifLet` holds its child: at most one presentation at a
/// time, named by its identity (the slot's generation, the case and the `Identifiable` ids of
/// what it holds). Read at the slot's place in memory once proven (``SlotAccess``).
@usableFromInline
struct SlotChild<Parent, Child>: SingleChildAccess {
  /// A child is named by its identity.
  @usableFromInline typealias Key = PresentationID

  @usableFromInline let slots: SlotAccess<Parent, Child>
  @usableFromInline let plan: IdentityPlan<Child>

  @inlinable
  init(_ keyPath: WritableKeyPath<Parent, Presents<Child>>) {
    self.slots = SlotAccess(keyPath)
    self.plan = IdentityPlan.of(Child.self)
  }

  @inlinable
  func holdings(in state: StateRef<Parent>) -> PresentationID? {
    slots.read(state) { $0.presentationID(with: plan) }
  }

  @inlinable
  func withChild(at _: Void, in state: StateRef<Parent>, _ body: (StateRef<Child>) -> Void) {
    slots.read(state) { slot in
      guard let storage = slot.storage else { return }
      storage.withValue(body)
    }
  }
}
