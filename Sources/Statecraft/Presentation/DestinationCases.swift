import Synchronization

/// How the cases of a destination's actions map to the cases of its state, by name, as a
/// destination enum declares them (`State.detail` and `Action.detail`): what lets the
/// presentation `ifLet` tell an action for another case than the one presented (rule R7), and a
/// case whose `Scope` line is missing.
///
/// Worked out on first use from both enums' metadata. Built without case names (Xcode's
/// "Reflection Metadata Level" set to "Without Names"), the cases pair by what they hold: a
/// `Detail.State` with a `Detail.Action` (one feature declares both), an `AlertState<Alert>` with
/// an `Alert`; a case that pairs with none, or with several, is left out. Inactive (answers "no"
/// to everything) when either type is not an enum, such as a feature presented directly or a lone
/// alert, or was built without reflection metadata: a `Scope` line then still sees a wrong case.
@usableFromInline
// Safe: immutable but for the atomic flag.
final class DestinationCases<State, Action>: @unchecked Sendable {
  @usableFromInline let hasDestinationReducer: Bool
  /// Whether the cases were worked out (both types are enums with metadata): when not, each
  /// question below answers "no" where it is asked, without a call (a struct presented directly,
  /// a stack of one feature).
  @usableFromInline let isActive: Bool
  private let table: Table?
  // What `isWrongCase` reads on every presented action, copied out of `table` as plain values:
  // reading them takes no retain. Set exactly when `table` is.
  private let stateTags: StateTags?
  private let reportedUnscoped = Atomic<Bool>(false)

  private struct Table {
    let state: EnumMetadata
    let action: EnumMetadata
    /// For each action tag, the state tag of the case with the same name, if any.
    let stateTag: [UInt32?]
    /// For each state tag, whether its payload is ephemeral (an alert's case needs no line).
    let isEphemeralCase: [Bool]
  }

  /// The state tag that each action tag needs, in a table this object owns.
  private struct StateTags {
    let state: EnumTagReader<State>
    let action: EnumTagReader<Action>
    /// Made in `init` and freed in `deinit` of the one object that holds it; only read.
    let byActionTag: FixedTable<UInt32>
    /// Marks an action case with no state case of the same name.
    static var none: UInt32 { .max }
  }

  @usableFromInline
  init(hasDestinationReducer: Bool) {
    self.hasDestinationReducer = hasDestinationReducer
    let table = Self.makeTable()
    self.table = table
    self.isActive = table != nil
    self.stateTags = table.flatMap { table in
      guard let state = EnumTagReader<State>(metadata: table.state),
        let action = EnumTagReader<Action>(metadata: table.action)
      else { return nil }
      let byActionTag = FixedTable(copying: table.stateTag.map { $0 ?? StateTags.none })
      return StateTags(state: state, action: action, byActionTag: byActionTag)
    }
  }

  deinit {
    stateTags?.byActionTag.deallocate()
  }

  /// Whether `action` is for another case of the destination than the one `state` refers to.
  @inlinable
  func isWrongCase(_ action: Action, for state: StateRef<State>) -> Bool {
    isActive && isWrongCaseOfActive(action, for: state)
  }

  /// ``isWrongCase(_:for:)`` once the cases were worked out.
  @usableFromInline
  func isWrongCaseOfActive(_ action: Action, for state: StateRef<State>) -> Bool {
    guard let stateTags else { return false }
    let actionTag = Int(stateTags.action.tag(of: action))
    guard actionTag < stateTags.byActionTag.count else { return false }
    let expected = stateTags.byActionTag[actionTag]
    guard expected != StateTags.none else { return false }
    return stateTags.state.tag(at: state) != expected
  }

  /// Whether `action` is for a case of the destination that needs a `Scope` line (one with a
  /// state case of the same name, not ephemeral): when no line took it, the line is missing.
  @inlinable
  func needsScopeLine(_ action: Action) -> Bool {
    isActive && hasDestinationReducer && needsScopeLineOfActive(action)
  }

  /// ``needsScopeLine(_:)`` once the cases were worked out.
  @usableFromInline
  func needsScopeLineOfActive(_ action: Action) -> Bool {
    guard let table, let tag = stateTag(of: action, in: table) else {
      return false
    }
    return !table.isEphemeralCase[Int(tag)]
  }

  /// Reports, once for this `ifLet` (or stack `forEach`, `operation`), that `action` (for a
  /// non-ephemeral case) ran through the destination reducer without any `Scope` line taking it.
  @inlinable
  func noteUnscoped<ParentAction>(
    _ action: Action, action parentAction: ParentAction, at callSite: CallSite,
    operation: String = "ifLet", shown: String = "presented"
  ) {
    guard isActive, hasDestinationReducer else { return }
    noteUnscopedOfActive(
      action, action: parentAction, at: callSite, operation: operation, shown: shown)
  }

  /// ``noteUnscoped(_:action:at:operation:shown:)`` once the cases were worked out.
  @usableFromInline
  func noteUnscopedOfActive<ParentAction>(
    _ action: Action, action parentAction: ParentAction, at callSite: CallSite,
    operation: String, shown: String
  ) {
    guard needsScopeLine(action), let table, let tag = stateTag(of: action, in: table),
      !reportedUnscoped.exchange(true, ordering: .relaxed)
    else { return }
    let name = table.state.hasCaseNames ? table.state.cases[Int(tag)].name : "<case>"
    reportIssue(
      """
      The destination reducer of this \(operation) has no Scope line for the case '\(name)', so \
      the \(shown) feature did not run.

        Action: \(describeAction(parentAction))

      Add the line to the destination's body: \
      Scope(state: State.\(name), action: Action.\(name)) { … }
      """,
      at: callSite
    )
  }

  private func stateTag(of action: Action, in table: Table) -> UInt32? {
    let tag = Int(table.action.tag(of: action))
    return tag < table.stateTag.count ? table.stateTag[tag] : nil
  }

  private static func makeTable() -> Table? {
    guard let state = EnumMetadata.of(State.self), let action = EnumMetadata.of(Action.self),
      state.hasFieldRecords, action.hasFieldRecords
    else { return nil }
    let stateTag: [UInt32?]
    if state.hasCaseNames && action.hasCaseNames {
      let tagsByName = Dictionary(
        state.cases.enumerated().map { ($0.element.name, UInt32($0.offset)) },
        uniquingKeysWith: { first, _ in first }
      )
      stateTag = action.cases.map { tagsByName[$0.name] }
    } else {
      stateTag = action.cases.map { actionCase in
        let matches = state.cases.indices.filter { index in
          Self.holdTheSameFeature(state.cases[index].payloadType, actionCase.payloadType)
        }
        return matches.count == 1 ? UInt32(matches[0]) : nil
      }
    }
    return Table(
      state: state, action: action, stateTag: stateTag,
      isEphemeralCase: state.cases.map { $0.payloadType is any _EphemeralState.Type }
    )
  }

  /// Whether a state case holding `state` and an action case holding `action` are one case of a
  /// destination, told from their payload types alone: an alert's or a dialog's state and its
  /// actions, or a state and an action that one type declares (`Detail.State`, `Detail.Action`).
  static func holdTheSameFeature(_ state: (any Any.Type)?, _ action: (any Any.Type)?) -> Bool {
    guard let state, let action else { return false }
    if let ephemeral = state as? any _EphemeralState.Type {
      return ephemeral._actionType == action
    }
    guard let parent = EnumMetadata.typeContext(of: state) else { return false }
    return EnumMetadata.typeContext(of: action) == parent
  }
}
