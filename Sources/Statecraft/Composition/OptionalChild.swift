/// An optional child (`ifLet` on a plain optional) or one case of an enum state (`ifCaseLet`):
/// at most one child at a time, named by its identity (its case tags and `Identifiable` ids).
@usableFromInline
struct OptionalChild<Parent, Child>: SingleChildAccess {
  /// A child is named by its identity.
  @usableFromInline typealias Key = PresentationID

  @usableFromInline enum Path {
    case keyPath(WritableKeyPath<Parent, Child?>)
    case casePath(CasePath<Parent, Child>)
  }

  @usableFromInline let path: Path
  @usableFromInline let plan: IdentityPlan<Child>

  @inlinable
  init(_ path: Path) {
    self.path = path
    self.plan = IdentityPlan.of(Child.self)
  }

  /// The child in `state`, copied, or `nil` when it is not there.
  @inlinable
  func child(in state: Parent) -> Child? {
    switch path {
    case .keyPath(let keyPath): return state[keyPath: keyPath]
    case .casePath(let casePath): return casePath.extract(from: state)
    }
  }

  @inlinable
  func holdings(in state: StateRef<Parent>) -> PresentationID? {
    child(in: state.value).map(plan.identity(of:))
  }

  @inlinable
  func withChild(at _: Void, in state: StateRef<Parent>, _ body: (StateRef<Child>) -> Void) {
    guard let child = child(in: state.value) else { return }
    StateRef.with(child, body)
  }
}
