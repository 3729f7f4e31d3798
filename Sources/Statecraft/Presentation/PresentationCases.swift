import Synchronization

/// The cases of an action enum whose payload is a `PresentationAction`: the actions that only a
/// presentation `ifLet` can take. Used to report such an action that reached a feature's
/// reducer and that no `ifLet` took (a `@Presents` slot without its `ifLet`).
@usableFromInline
// Safe: immutable but for the atomic "reported" flag.
final class PresentationCases<Action>: @unchecked Sendable {
  private let metadata: EnumMetadata
  private let tags: Set<UInt32>
  private let reported = Atomic<Bool>(false)

  /// The cases of `Action` holding a `PresentationAction`, or `nil` when it has none.
  @usableFromInline
  static func of(_: Action.Type) -> PresentationCases? {
    guard let metadata = EnumMetadata.of(Action.self) else { return nil }
    let tags = Set(
      metadata.cases.indices.filter { index in
        metadata.cases[index].payloadType is any _PresentationActionMarker.Type
      }.map(UInt32.init)
    )
    return tags.isEmpty ? nil : PresentationCases(metadata: metadata, tags: tags)
  }

  private init(metadata: EnumMetadata, tags: Set<UInt32>) {
    self.metadata = metadata
    self.tags = tags
  }

  /// Reports `action`, once, when it is one only an `ifLet` can take and none did while it was
  /// reduced (`handledBefore` is ``ReductionSignal/presentationsHandled`` from before).
  @usableFromInline
  func check(_ action: Action, handledBefore: UInt, in feature: @autoclosure () -> String) {
    guard ReductionSignal.presentationsHandled == handledBefore,
      tags.contains(metadata.tag(of: action)),
      !reported.exchange(true, ordering: .relaxed)
    else { return }
    reportIssue(
      """
      A presentation action reached \(feature()), and no ifLet took it: the @Presents slot it is \
      for has no ifLet, so what the slot presents never runs.

        Action: \(describeAction(action))

      Add one to the feature's body, after the reducer that fills the slot: \
      .ifLet(\\.$slot, action: Action.slot) { … }
      """
    )
  }
}

/// `PresentationAction`, as a type that generic code can recognize.
protocol _PresentationActionMarker {}

extension PresentationAction: _PresentationActionMarker {}
