import Synchronization

/// The cases of an action enum whose payload is a `PresentationAction` or a `StackAction`: the
/// actions that only a presentation `ifLet`, or a `forEach` over a stack, can take. Used to report
/// such an action that reached a feature's reducer and that none took (a `@Presents` slot without
/// its `ifLet`, a `StackState` without its `forEach`).
@usableFromInline
// Safe: immutable but for the atomic "reported" flags.
final class PresentationCases<Action>: @unchecked Sendable {
  private let metadata: EnumMetadata
  private let tags: CaseTagSet
  private let stackTags: CaseTagSet
  private let reported = Atomic<Bool>(false)
  private let reportedStack = Atomic<Bool>(false)

  /// The cases of `Action` holding a `PresentationAction` or a `StackAction`, or `nil` when it has
  /// none.
  @usableFromInline
  static func of(_: Action.Type) -> PresentationCases? {
    guard let metadata = EnumMetadata.of(Action.self) else { return nil }
    func casesHolding(_ isMarked: (any Any.Type) -> Bool) -> CaseTagSet {
      CaseTagSet(
        metadata.cases.indices.filter { index in
          metadata.cases[index].payloadType.map(isMarked) ?? false
        }.map(UInt32.init)
      )
    }
    let tags = casesHolding { $0 is any _PresentationActionMarker.Type }
    let stackTags = casesHolding { $0 is any _StackActionMarker.Type }
    guard !tags.isEmpty || !stackTags.isEmpty else { return nil }
    return PresentationCases(metadata: metadata, tags: tags, stackTags: stackTags)
  }

  private init(metadata: EnumMetadata, tags: CaseTagSet, stackTags: CaseTagSet) {
    self.metadata = metadata
    self.tags = tags
    self.stackTags = stackTags
  }

  /// Reports `action`, once, when it is one only an `ifLet` (or a stack `forEach`) can take and
  /// none did while it was reduced (`handledBefore` is ``ReductionSignal/presentationsHandled``
  /// from before, `handledNow` from after).
  @usableFromInline
  func check(
    _ action: Action, handledBefore: UInt,
    handledNow: UInt = ReductionSignal.presentationsHandled,
    in feature: @autoclosure () -> String
  ) {
    guard handledNow == handledBefore else { return }
    let tag = metadata.tag(of: action)
    if tags.contains(tag), !reported.exchange(true, ordering: .relaxed) {
      // The slot is named as its action case is (`@Presents var destination` and `case
      // destination(PresentationAction<…>)`), as the docs and TCA name them.
      let slot = metadata.hasCaseNames ? metadata.cases[Int(tag)].name : "<slot>"
      reportIssue(
        """
        A presentation action reached \(feature()), and no ifLet took it: the @Presents slot it \
        is for has no ifLet, so what the slot presents never runs.

          Action: \(describeAction(action))

        Add one to the feature's body, after the reducer that fills the slot: \
        .ifLet(\\.$\(slot), action: Action.\(slot)) { … }
        """
      )
    } else if stackTags.contains(tag), !reportedStack.exchange(true, ordering: .relaxed) {
      reportIssue(
        """
        A stack action reached \(feature()), and no forEach took it: the StackState it is for \
        has no forEach, so the screens on it never run.

          Action: \(describeAction(action))

        Add one to the feature's body, after the reducer that pushes: \
        .forEach(\\.path, action: Action.path) { … }
        """
      )
    }
  }
}

/// `PresentationAction`, as a type that generic code can recognize.
protocol _PresentationActionMarker {}

extension PresentationAction: _PresentationActionMarker {}

/// `StackAction`, as a type that generic code can recognize.
protocol _StackActionMarker {}

extension StackAction: _StackActionMarker {}
