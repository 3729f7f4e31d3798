import Synchronization

/// The cases of an action enum that hold a ``BindingAction``, directly or inside other enum
/// payloads (`.binding(…)`, `.child(.binding(…))`, `.form(.presented(.binding(…)))`): used to
/// report a binding action that reached the end of a feature (a store's root, a `Scope`'s child)
/// with no ``BindingReducer`` having applied it (B2).
@usableFromInline
// Safe: immutable but for the atomic "reported" flag.
final class BindingCases<Action>: @unchecked Sendable {
  private let metadata: EnumMetadata
  private let tags: CaseTagSet
  /// The cases whose payload is a ``BindingAction`` itself (the feature's own `binding` case), as
  /// bits of a mask by tag; cases past the 64th are not in it.
  @usableFromInline let ownTags: UInt64
  /// Reads an action's tag, in code specialized for the feature.
  @usableFromInline let reader: EnumTagReader<Action>?
  private let reported = Atomic<Bool>(false)

  /// The cases of `Action` that can hold a binding action, or `nil` when none can.
  @usableFromInline
  static func of(_: Action.Type) -> BindingCases? {
    guard let metadata = EnumMetadata.of(Action.self) else { return nil }
    let holding = metadata.cases.indices.filter {
      canHoldBinding(metadata.cases[$0].payloadType, depth: 0)
    }
    guard !holding.isEmpty else { return nil }
    let tags = CaseTagSet(holding.map(UInt32.init))
    var ownTags: UInt64 = 0
    for tag in holding where tag < 64 {
      if metadata.cases[tag].payloadType is any _BindingActionMarker.Type {
        ownTags |= 1 << UInt64(tag)
      }
    }
    return BindingCases(metadata: metadata, tags: tags, ownTags: ownTags)
  }

  private init(metadata: EnumMetadata, tags: CaseTagSet, ownTags: UInt64) {
    self.metadata = metadata
    self.tags = tags
    self.ownTags = ownTags
    self.reader = EnumTagReader(metadata: metadata)
  }

  /// Whether `action` is a binding action of the feature's own `binding` case, which its
  /// `BindingReducer` applies: a batch that starts with one notifies the store's observers
  /// whatever the state after it (B3), so the store keeps no copy of the state from before it to
  /// compare. One read of the action's tag.
  @inlinable @inline(__always)
  func isOwnBinding(_ action: Action) -> Bool {
    guard ownTags != 0, let reader else { return false }
    return (ownTags >> UInt64(reader.tag(of: action))) & 1 == 1
  }

  /// Whether a payload of `type` can hold a binding action; a few enum levels deep (an action
  /// type that presents itself would otherwise never end).
  private static func canHoldBinding(_ type: (any Any.Type)?, depth: Int) -> Bool {
    guard let type, depth < 6 else { return false }
    if type is any _BindingActionMarker.Type { return true }
    guard let metadata = EnumMetadata.of(type) else { return false }
    return metadata.cases.contains { canHoldBinding($0.payloadType, depth: depth + 1) }
  }

  /// Reports `action`, once, when it holds a binding action and no `BindingReducer` applied one
  /// while it was reduced (`appliedBefore` is ``ReductionSignal/bindingsApplied`` from before,
  /// `appliedNow` from after), at `callSite` (the operator that ran the feature; `nil` for a
  /// store's root).
  @usableFromInline
  func check(
    _ action: Action, appliedBefore: UInt, appliedNow: UInt = ReductionSignal.bindingsApplied,
    in feature: @autoclosure () -> String, at callSite: CallSite? = nil
  ) {
    guard appliedNow == appliedBefore,
      tags.contains(metadata.tag(of: action)),
      Self.holdsBinding(action, depth: 0),
      !reported.exchange(true, ordering: .relaxed)
    else { return }
    let message = """
      A binding action reached \(feature()), and no BindingReducer applied it: it changed nothing.

        Action: \(describeAction(action))

      Add BindingReducer() first in the body of the feature it is for, or check that that \
      feature runs for this action (a Scope, ifLet or forEach for it in its parent).
      """
    if let callSite { reportIssue(message, at: callSite) } else { reportIssue(message) }
  }

  /// Runs `body` (a feature's reduce of `action`), then reports a binding action in `action`
  /// that no `BindingReducer` applied. An unapplied one then counts as applied, so that the
  /// features around this one do not report it again.
  @usableFromInline
  func watching<R>(
    _ action: Action, in feature: @autoclosure () -> String, at callSite: CallSite,
    _ body: () -> R
  ) -> R {
    let before = ReductionSignal.bindingsApplied
    let result = body()
    settle(action, appliedBefore: before, in: feature(), at: callSite)
    return result
  }

  /// After a feature's reduce of `action` (`appliedBefore` read before it): reports a binding
  /// action in it that no `BindingReducer` applied, once for this feature, and counts it as
  /// applied, so that the features around this one do not report it again.
  @usableFromInline
  func settle(
    _ action: Action, appliedBefore: UInt, in feature: @autoclosure () -> String,
    at callSite: CallSite
  ) {
    guard ReductionSignal.bindingsApplied == appliedBefore, tags.contains(metadata.tag(of: action)),
      Self.holdsBinding(action, depth: 0)
    else { return }
    check(action, appliedBefore: appliedBefore, in: feature(), at: callSite)
    ReductionSignal.bindingApplied()
  }

  /// Whether `action` holds a binding action.
  @usableFromInline
  func holdsBinding(_ action: Action) -> Bool {
    tags.contains(metadata.tag(of: action)) && Self.holdsBinding(action, depth: 0)
  }

  private static func holdsBinding(_ value: Any, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    if value is any _BindingActionMarker { return true }
    return Mirror(reflecting: value).children.contains { holdsBinding($0.value, depth: depth + 1) }
  }
}

/// Counts a binding action that no `BindingReducer` applied since `appliedBefore` as applied,
/// without reporting it: another report (an empty slot, a missing `Scope` line) already names
/// why nothing applied it, and nothing is reported twice.
@usableFromInline
func absorbUnappliedBinding(since appliedBefore: UInt) {
  guard ReductionSignal.bindingsApplied == appliedBefore else { return }
  ReductionSignal.bindingApplied()
}

/// `BindingAction`, as a type that generic code can recognize.
protocol _BindingActionMarker {}

extension BindingAction: _BindingActionMarker {}
