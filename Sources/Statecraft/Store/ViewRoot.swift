import Foundation

/// What the view layer keeps for one root store and every store scoped from it: the tokens of
/// stack elements pushed by a link (rule V11), and the `nil` writes of presentation bindings held
/// to the end of the main actor's turn (rule V7).
@MainActor
final class ViewRoot {
  /// The link token each element pushed through a path write of a link keeps as its path id.
  /// Stack element ids are unique in a store, so one table serves every stack of the store.
  private(set) var linkTokens: [StackElementID: UUID] = [:]
  /// The element each link token pushed: `linkTokens` the other way round.
  private var linkedElements: [UUID: StackElementID] = [:]

  /// Records that the element `id` was pushed by the link `token`.
  func link(_ id: StackElementID, token: UUID) {
    linkTokens[id] = token
    linkedElements[token] = id
  }

  /// Forgets the link token of the element `id`, which left its stack.
  func unlink(_ id: StackElementID) {
    guard let token = linkTokens.removeValue(forKey: id) else { return }
    linkedElements[token] = nil
  }

  /// The element the link `token` pushed, if one was.
  func element(linkedBy token: UUID) -> StackElementID? {
    linkedElements[token]
  }

  /// The `nil` writes of alert and dialog bindings held until the end of the turn, by the
  /// identity of the presentation they dismiss, in the order they were written.
  private var holds: [(target: PresentationID, apply: @MainActor () -> Void)] = []
  /// Whether a job that ends the turn is queued on the main actor.
  private var endOfTurnIsQueued = false

  /// Whether a `nil` write for the presentation `id` is held: its bindings read `nil` meanwhile.
  func isHeld(_ id: PresentationID) -> Bool {
    holds.contains { $0.target == id }
  }

  /// Holds a `nil` write for the presentation `target` to the end of the turn, when `apply`
  /// runs unless a button of that presentation released it first. A second write for the same
  /// presentation adds nothing.
  func hold(_ target: PresentationID, apply: @escaping @MainActor () -> Void) {
    guard !isHeld(target) else { return }
    holds.append((target, apply))
    guard !endOfTurnIsQueued else { return }
    endOfTurnIsQueued = true
    // A job queued on the main actor runs after the job that is running now: the end of its turn.
    Task { @MainActor [weak self] in self?.endTurn() }
  }

  /// Releases the held write for the presentation `target` without applying it (a button of that
  /// presentation was tapped: the button's own action goes through instead).
  func release(_ target: PresentationID) {
    holds.removeAll { $0.target == target }
  }

  /// Ends the turn: applies every held write, oldest first.
  func endTurn() {
    endOfTurnIsQueued = false
    while !holds.isEmpty {
      holds.removeFirst().apply()
    }
  }
}

/// Whether the send under way is a write the UI made on its own: a field's setter, a binding, a
/// presentation or path binding, an alert or dialog button.
///
/// A store whose presentation, element or row has ended drops such writes silently: they are races
/// with a dismissal's animation (a focused text field writing as its sheet goes away), not bugs.
/// Anything else sent on such a store is reported (rule V3).
@MainActor
@usableFromInline
enum UIWrite {
  /// Whether a UI write is being sent.
  @usableFromInline static var isActive = false

  /// Runs `body` as a UI write.
  @inlinable
  static func perform<R>(_ body: () -> R) -> R {
    let wasActive = isActive
    isActive = true
    defer { isActive = wasActive }
    return body()
  }
}

extension Store {
  /// Ends the main actor's turn for the view layer of this store's root: applies the `nil`
  /// writes of alert and dialog bindings held until then (rule V7). A view driver calls it where
  /// SwiftUI's turn would end.
  package func endViewTurn() {
    viewRoot.endTurn()
  }

  /// Runs this root store's effects on `executor` (a test lane), from the next effect on.
  package func runEffects(on executor: (any TaskExecutor)?) {
    runtime?.taskExecutor = executor
  }

  /// The executor this root store's effects run on, if one was given.
  package var effectExecutor: (any TaskExecutor)? {
    runtime?.taskExecutor
  }

  /// Whether an effect of this root store is running.
  package var hasRunningEffects: Bool {
    guard let runtime else { return false }
    return runtime.hasEffectsInFlight
  }
}
