/// Which cases an exploration reached, and which it never did: of the feature's actions, and of
/// what its slots can present.
///
/// A case the generator should reach and that is in ``Cases/never`` is a gap in the generator, or
/// a part of the feature no input leads to.
public struct ExplorationCoverage: Sendable, Equatable {
  /// Cases reached and never reached, each written as a case path.
  public struct Cases: Sendable, Equatable {
    /// The cases reached, sorted.
    public let reached: [String]
    /// The cases never reached, sorted.
    public let never: [String]
  }

  /// The cases of the feature's actions reduced in some transition (sent, or fed back by an
  /// effect), down through enum payloads:
  /// `.destino(.presented(.detalle(.nombreCambiado)))`.
  public let actions: Cases

  /// What the slots presented in some state, by slot and case: `$destino .detalle`, and the
  /// screens of a stack, by its path and case: `path[_] .detail`; with
  /// ``StateExplorer/presentations(_:)``, the names it gave (and nothing in ``Cases/never``).
  public let presentations: Cases
}

/// Collects an exploration's coverage as it goes; see ``ExplorationCoverage``.
@MainActor
@usableFromInline
struct CoverageRecorder<Action: Equatable> {
  let usesSlots: Bool
  private var actionPaths: Set<String> = []
  /// Actions seen, by their case's tag (their paths are in `actionPaths`): most inputs repeat from
  /// state to state, and comparing costs less than reflecting.
  @usableFromInline var known: [UInt32: [Action]] = [:]
  private let tags = EnumTagReader(Action.self)
  private var presented: Set<String> = []
  private var slotTypes: [String: any Any.Type] = [:]
  /// The serials of the summaries noted (``LayoutSummary/serial``).
  private var recordedSummaries: Set<Int> = []

  init(usesSlots: Bool) {
    self.usesSlots = usesSlots
  }

  /// Notes an action the store reduced: sent by a step, or fed back by an effect.
  ///
  /// Inlinable: the explorer calls it on every reduction, from code specialized for the feature.
  @inlinable
  mutating func record(_ action: Action) {
    let tag = tag(of: action)
    // NB: a plain array of actions, not of (action, path) pairs: comparing through a tuple costs
    // the tuple's metadata on each element in code that is not specialized.
    if known[tag]?.contains(action) == true { return }
    recordNew(action, tag: tag)
  }

  /// The tag of the case of `action`.
  @usableFromInline
  func tag(of action: Action) -> UInt32 {
    tags?.tag(of: action) ?? 0
  }

  /// Notes an action not seen before, by its case path.
  @usableFromInline
  mutating func recordNew(_ action: Action, tag: UInt32) {
    let path = CasePaths.path(of: action) ?? "\(action)"
    actionPaths.insert(path)
    if known[tag, default: []].count < 32 { known[tag, default: []].append(action) }
  }

  /// Notes what a new state presents, and what its slots and stacks can present.
  @usableFromInline
  mutating func record(_ summary: LayoutSummary) {
    // Most new states present what an earlier one did, and share its summary: what a summary
    // presents is noted the first time only.
    guard usesSlots else { return }
    if summary.serial != 0 {
      // Bounded: noting a summary again only inserts what is there already.
      if recordedSummaries.count >= 65_536 { recordedSummaries.removeAll() }
      guard recordedSummaries.insert(summary.serial).inserted else { return }
    }
    // A stack's screens count as what its path presents: `path[_] .detail`.
    for slot in summary.presented {
      presented.insert("\(slot.pattern) \(slot.content)")
      if slotTypes[slot.pattern] == nil { slotTypes[slot.pattern] = slot.type }
    }
    for slot in summary.possible where slotTypes[slot.pattern] == nil {
      slotTypes[slot.pattern] = slot.type
    }
  }

  @usableFromInline
  mutating func record(presentations names: [String]) {
    presented.formUnion(names)
  }

  var coverage: ExplorationCoverage {
    let allActions = Set(CasePaths.all(of: Action.self))
    var possible: Set<String> = []
    for (pattern, type) in slotTypes {
      let cases = CasePaths.all(of: type, depth: 1)
      if cases.isEmpty {
        possible.insert("\(pattern) \(typeName(type))")
      } else {
        for path in cases { possible.insert("\(pattern) \(path)") }
      }
    }
    return ExplorationCoverage(
      actions: .init(
        reached: actionPaths.sorted(), never: allActions.subtracting(actionPaths).sorted()),
      presentations: .init(
        reached: presented.sorted(), never: possible.subtracting(presented).sorted())
    )
  }
}

/// Case paths: `.destino(.presented(.detalle(.nombreCambiado)))`, from a value and from a type.
enum CasePaths {
  /// The case path of an enum value, down through payloads that are enums (a single labelled
  /// payload and an optional payload looked through); `nil` when `value` is not an enum.
  static func path(of value: Any, depth: Int = 0) -> String? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { path(of: $0.value, depth: depth) }
    }
    guard mirror.displayStyle == .enum else { return nil }
    // A stack screen's action counts by the screen's case and its action's case, as a presented
    // feature's does: `.element(.detail(.startTimerTapped))`, the element's id left out.
    if let stack = value as? any ReflectedStackAction, let action = stack.screenAction {
      guard depth < maxDepth, let inner = path(of: action, depth: depth + 1) else {
        return ".element"
      }
      return ".element(\(inner))"
    }
    func name() -> String { enumCaseName(of: value) ?? "\(value)" }
    guard let child = mirror.children.first else { return ".\(name())" }
    let label = child.label ?? name()
    var payload = child.value
    let payloadMirror = Mirror(reflecting: payload)
    if payloadMirror.displayStyle == .tuple, payloadMirror.children.count == 1,
      let element = payloadMirror.children.first
    {
      payload = element.value
    }
    guard depth < maxDepth, let inner = path(of: payload, depth: depth + 1) else {
      return ".\(label)"
    }
    return ".\(label)(\(inner))"
  }

  /// Every case path of an enum type, to `maxDepth` levels (a feature that presents itself
  /// stops at the first repetition); empty when `type` is not an enum.
  static func all(
    of type: any Any.Type, depth: Int = maxDepth + 1, visiting: Set<ObjectIdentifier> = []
  ) -> [String] {
    if let optional = type as? any ReflectedOptional.Type {
      return all(of: optional.wrappedType, depth: depth, visiting: visiting)
    }
    let key = ObjectIdentifier(type)
    guard depth > 0, !visiting.contains(key), let cases = enumCases(of: type) else { return [] }
    let screenActions = (type as? any ReflectedStackAction.Type)?.screenActionType
    return cases.flatMap { name, payload -> [String] in
      // A stack's `.element(id:action:)` enumerates the screens' actions, as `path(of:)` names them.
      let payload = name == "element" ? screenActions ?? payload : payload
      let inner = payload.map { all(of: $0, depth: depth - 1, visiting: visiting.union([key])) }
      guard let inner, !inner.isEmpty else { return [".\(name)"] }
      return inner.map { ".\(name)(\($0))" }
    }
  }

  static let maxDepth = 8
}

/// A ``StackAction``, whose `.element(id:action:)` the coverage counts by the screen's action.
protocol ReflectedStackAction {
  /// The type of the screens' actions.
  static var screenActionType: any Any.Type { get }
  /// The screen's action of an `.element(id:action:)`; `nil` for a push or a pop.
  var screenAction: Any? { get }
}

extension StackAction: ReflectedStackAction {
  static var screenActionType: any Any.Type { Action.self }

  var screenAction: Any? {
    if case .element(_, let action) = self { action } else { nil }
  }
}
