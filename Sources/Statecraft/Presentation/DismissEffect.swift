/// Dismisses the presentation that presents the current feature; the `\.dismiss` dependency.
///
/// A presented feature closes itself from an effect, without knowing who presented it:
///
/// ```swift
/// struct Form: Reducer {
///   @Dependency(\.dismiss) var dismiss
///   ...
///     case .saveTapped:
///       return .run { send in
///         await send(.delegate(.saved(draft)))
///         await dismiss()
///       }
/// }
/// ```
///
/// `dismiss()` sends `.dismiss` through the `ifLet` that presents the feature, so the parent sees
/// it and the slot is cleared (rule R8). A second call for the same presentation does nothing.
/// Called from an effect that no presentation started, it reports a runtime issue.
public struct DismissEffect: Sendable {
  private let dismiss: (@Sendable () async -> Void)?

  /// The dismissal of whatever presentation started the current effect.
  public init() {
    self.dismiss = nil
  }

  /// A dismissal that runs `dismiss` instead, for testing a presented feature on its own.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the presentation that started the current effect.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let dismiss {
      await dismiss()
      return
    }
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let token = EffectContext.current?.token else {
      Self.reportNothingToDismiss(at: callSite)
      return
    }
    await MainActor.run {
      token.host?.dismiss(from: token, at: callSite)
    }
  }

  /// Reports a `dismiss()` that no presentation can answer.
  static func reportNothingToDismiss(at callSite: CallSite) {
    reportIssue(
      """
      dismiss() was called from an effect that no presentation started, so there is nothing \
      to dismiss.

      Call it from an effect of a feature that a parent presents with ifLet on a @Presents \
      slot, or set the dismiss dependency (DismissEffect { ... }) when testing the feature \
      on its own.
      """,
      at: callSite
    )
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the presentation that presents the current feature. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
