import Testing

@testable import Statecraft

/// Rules R1, R2, R3, R8, R8a and R9 as transitions of the state machine: no store, no task.
@MainActor
@Suite("StoreStateMachine")
struct StoreStateMachineTests {
  // MARK: - R1, R2: the queue

  @Test("R1: .send actions are reduced breadth-first, after the action that returned them")
  func breadthFirst() {
    var harness = Harness(mode: .live) { action in
      switch action {
      case "a": .merge(.send("b"), .send("c"))
      case "b": .send("d")
      default: .none
      }
    }
    harness.send("a")
    #expect(harness.reduced == ["a", "b", "c", "d"])
    #expect(harness.machine.phase == .idle)
  }

  @Test("R2: an action submitted while reducing or notifying is queued, and reduced after")
  func reentrancy() {
    var machine = StoreStateMachine<String>(mode: .live, rootState: Int.self)
    let result1 = machine.submit("first")
    #expect(result1)
    #expect(machine.phase == .reducing)
    let result2 = machine.submit("re-entrant")
    #expect(!result2)
    let result3 = machine.nextQueued()
    #expect(result3 == "re-entrant")
    let result4 = machine.nextQueued()
    #expect(result4 == nil)
    machine.beginNotifying()
    let result5 = machine.submit("from an observer")
    #expect(!result5)
    let result6 = machine.endNotifying()
    #expect(result6 == "from an observer")
    #expect(machine.phase == .reducing)
    machine.beginNotifying()
    let result7 = machine.endNotifying()
    #expect(result7 == nil)
    #expect(machine.phase == .idle)
  }

  // MARK: - R3: cancellation by level

  @Test("R3: a presented child's cancel(id:) never reaches its parent's effect with that id")
  func childCancelStaysInItsLevel() {
    var harness = Harness(mode: .live) { _ in .none }
    let parent = harness.start(Effect<String>.run { _ in }.cancellable(id: "work"))
    let child = harness.start(
      Effect<String>.run { _ in }.cancellable(id: "work").scoped(in: level("sheet", 1))
    )
    harness.start(Effect<String>.cancel(id: "work").scoped(in: level("sheet", 1)))
    #expect(harness.machine.isRunning(parent))
    #expect(!harness.machine.isRunning(child))
  }

  @Test(
    "R3: a parent's cancel(id:) reaches its children's and grandchildren's effects with that id")
  func parentCancelReachesDown() {
    var harness = Harness(mode: .live) { _ in .none }
    let work = Effect<String>.run { _ in }.cancellable(id: "work")
    let sheet = harness.start(work.scoped(in: level("sheet", 1)))
    let grandchild = harness.start(work.scoped(in: level("alert", 2)).scoped(in: level("sheet", 1)))
    let other = harness.start(work.scoped(in: level("other slot", 1)))
    let unrelated = harness.start(
      Effect<String>.run { _ in }.cancellable(id: "other").scoped(in: level("sheet", 1))
    )
    let parent = harness.start(work)
    harness.start(Effect<String>.cancel(id: "work"))
    #expect(!harness.machine.isRunning(parent))
    #expect(!harness.machine.isRunning(sheet))
    #expect(!harness.machine.isRunning(grandchild))
    #expect(!harness.machine.isRunning(other))
    #expect(harness.machine.isRunning(unrelated))
  }

  @Test("R3: a child's cancel(id:) reaches its own level and below, never a sibling's or parent's")
  func childCancelReachesItsSubtreeOnly() {
    var harness = Harness(mode: .live) { _ in .none }
    let work = Effect<String>.run { _ in }.cancellable(id: "work")
    let sheet = harness.start(work.scoped(in: level("sheet", 1)))
    let grandchild = harness.start(work.scoped(in: level("alert", 2)).scoped(in: level("sheet", 1)))
    let other = harness.start(work.scoped(in: level("other slot", 1)))
    let nephew = harness.start(
      work.scoped(in: level("alert", 2)).scoped(in: level("other slot", 1))
    )
    let parent = harness.start(work)
    harness.start(Effect<String>.cancel(id: "work").scoped(in: level("sheet", 1)))
    #expect(!harness.machine.isRunning(sheet))
    #expect(!harness.machine.isRunning(grandchild))
    #expect(harness.machine.isRunning(other))
    #expect(harness.machine.isRunning(nephew))
    #expect(harness.machine.isRunning(parent))
  }

  @Test("R3: cancelInFlight replaces the effects with that id at its own level only")
  func cancelInFlightStaysInItsLevel() {
    var harness = Harness(mode: .live) { _ in .none }
    let sheet = harness.start(
      Effect<String>.run { _ in }.cancellable(id: "work").scoped(in: level("sheet", 1))
    )
    let parent = harness.start(Effect<String>.run { _ in }.cancellable(id: "work"))
    let replacement = harness.start(
      Effect<String>.run { _ in }.cancellable(id: "work", cancelInFlight: true)
    )
    #expect(!harness.machine.isRunning(parent))
    #expect(harness.machine.isRunning(sheet))
    #expect(harness.machine.isRunning(replacement))
  }

  @Test("R3: removing row 1 of group A leaves row 1 of group B running")
  func nestedElements() {
    var harness = Harness(mode: .live) { _ in .none }
    func rowEffect(group: String) -> Effect<String> {
      Effect<String>.run { _ in }.scoped(in: level("rows", 1)).scoped(in: level("groups", group))
    }
    let a = harness.start(rowEffect(group: "A"))
    let b = harness.start(rowEffect(group: "B"))
    // Group A's forEach removed its row 1: it ends that level below group A's.
    harness.start(
      Effect<String>(operation: .endLevel(component("rows", 1))).scoped(in: level("groups", "A"))
    )
    #expect(!harness.machine.isRunning(a))
    #expect(harness.machine.isRunning(b))
  }

  @Test("Ending a level cancels every effect at it and below it, and forgets the levels")
  func endingALevel() {
    var harness = Harness(mode: .live) { _ in .none }
    let child = harness.start(Effect<String>.run { _ in }.scoped(in: level("sheet", 1)))
    let grandchild = harness.start(
      Effect<String>.run { _ in }.scoped(in: level("alert", 2)).scoped(in: level("sheet", 1))
    )
    let root = harness.start(Effect<String>.run { _ in })
    #expect(harness.machine.hasLevels)
    _ = harness.machine.endLevel(component("sheet", 1), below: .root)
    #expect(!harness.machine.isRunning(child))
    #expect(!harness.machine.isRunning(grandchild))
    #expect(harness.machine.isRunning(root))
    #expect(!harness.machine.hasLevels)
  }

  @Test("A level whose probe reads another identity from the root state ends (R5)")
  func sweep() {
    var harness = Harness(mode: .live) { _ in .none }
    let probe = LevelProbe(Int.self) { LevelIdentity($0.value) }
    let entry = LevelEntry(component: component("sheet", 1), probe: probe)
    let effect = Effect<String>(
      operation: .scoped(.run { _ in }, EffectScope(lens: nil, level: entry))
    )
    let id = harness.start(effect)
    var state = 1
    _ = withUnsafePointer(to: &state) { harness.machine.sweepLevels(rootState: StateAddress($0)) }
    #expect(harness.machine.isRunning(id))
    state = 2
    _ = withUnsafePointer(to: &state) { harness.machine.sweepLevels(rootState: StateAddress($0)) }
    let stillRunning = harness.machine.isRunning(id)
    #expect(!stillRunning)
  }

  @Test("A sweep reads an operator's levels only when what it holds changed, and levels made since")
  func sweepCostsWhatChanged() {
    final class Reads { var count = 0 }
    var harness = Harness(mode: .live) { _ in .none }
    let reads = Reads()
    // Rows 0 to 99 of one operator; a row is there while its id is below the root state.
    func startRow(_ row: Int) -> EffectID {
      let probe = LevelProbe(
        Int.self,
        read: { state in
          reads.count += 1
          return row < state.value ? LevelIdentity(row) : nil
        },
        holdings: { $0.value },
        isSame: { $0 == $1 }
      )
      let entry = LevelEntry(component: component("rows", row), probe: probe)
      return harness.start(
        Effect<String>(operation: .scoped(.run { _ in }, EffectScope(lens: nil, level: entry)))
      )
    }
    let rows = (0..<100).map(startRow)
    var state = 100
    // The harness and state go in as arguments: a nested function that captured them would be
    // main-actor isolated, and a release build rejects sending the harness to it.
    func sweep(_ harness: inout Harness, _ state: inout Int) {
      _ = withUnsafePointer(to: &state) { harness.machine.sweepLevels(rootState: StateAddress($0)) }
    }
    sweep(&harness, &state)
    #expect(reads.count == 100)
    sweep(&harness, &state)
    sweep(&harness, &state)
    #expect(reads.count == 100)
    // A row made since is checked alone, though what the operator holds is unchanged.
    let late = startRow(100)
    sweep(&harness, &state)
    #expect(reads.count == 101)
    #expect(!harness.machine.isRunning(late))
    state = 50
    sweep(&harness, &state)
    #expect(reads.count == 201)
    #expect(rows.prefix(50).allSatisfy { harness.machine.isRunning($0) })
    #expect(rows.suffix(50).allSatisfy { !harness.machine.isRunning($0) })
  }

  // MARK: - Concatenation

  @Test("A concatenation starts its next part when the running one returns")
  func concatenation() {
    var harness = Harness(mode: .live) { _ in .none }
    let sequence = harness.start(.concatenate(.run { _ in }, .send("between"), .run { _ in }))
    #expect(harness.startedRuns.count == 1)
    harness.returned(harness.startedRuns[0])
    let result8 = harness.machine.nextQueued()
    #expect(result8 == "between")
    #expect(harness.startedRuns.count == 2)
    #expect(harness.machine.isRunning(sequence))
    harness.returned(harness.startedRuns[1])
    #expect(!harness.machine.isRunning(sequence))
  }

  @Test("Cancelling a concatenation drops the parts that have not started")
  func cancelledConcatenation() {
    var harness = Harness(mode: .live) { _ in .none }
    let sequence = harness.start(
      Effect<String>.concatenate(.run { _ in }, .run { _ in }).cancellable(id: "save")
    )
    harness.start(Effect<String>.cancel(id: "save"))
    #expect(!harness.machine.isRunning(sequence))
    #expect(!harness.machine.isRunning(harness.startedRuns[0]))
    harness.returned(harness.startedRuns[0])
    #expect(harness.startedRuns.count == 1)
  }

  @Test(
    "An effect built with merge(with:) or concatenate(with:) in a loop starts without recursion")
  func deepNesting() {
    var merged = Effect<String>.none
    var concatenated = Effect<String>.none
    // 10,000 overflowed the stack in a debug build when starting, mapping and wrapping recursed.
    for index in 0..<20_000 {
      merged = merged.merge(with: .send("\(index)"))
      concatenated = concatenated.concatenate(with: .send("\(index)"))
    }
    var harness = Harness(mode: .live) { _ in .none }
    harness.start(merged)
    harness.start(concatenated)
    var count = 0
    while harness.machine.nextQueued() != nil { count += 1 }
    #expect(count == 40_000)
    // Mapping them is iterative too.
    var mapped = Harness(mode: .live) { _ in .none }
    mapped.start(merged.map { $0 + "!" })
    let first = mapped.machine.nextQueued()
    #expect(first == "0!")
  }

  @Test(
    "The end of a level, which one storage serves for every action type, maps, merges and is freed as any other effect"
  )
  func levelEndStorage() {
    let component = LevelComponent(
      site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column), key: 1)
    let end = Effect<String>.endingLevel(component)
    #expect(end.hasLevels && end.onlyEndsLevels)
    // Mapped, it keeps its one storage: nothing of it depends on the action type.
    let mapped = end.map { $0.count }
    #expect(mapped.storage === end.storage)
    guard case .endLevel(let read) = mapped.operation else {
      Issue.record("mapped to \(mapped.operation)")
      return
    }
    #expect(read == component)
    // A tree of boxes and level ends, held by nothing else, is freed one child at a time: the
    // loop that frees it tells the two storages apart.
    var merged = Effect<String>.none
    for index in 0..<20_000 {
      merged = merged.merge(with: index.isMultiple(of: 2) ? .send("\(index)") : end)
    }
    #expect(merged.hasLevels && !merged.onlyEndsLevels)
    weak let freedEnd = end.storage
    merged = .none
    _ = consume end
    _ = consume mapped
    #expect(freedEnd == nil)
    // Ends only: still a dismissal's effect, through a merge and a map.
    let ends = Effect<String>.merge(.endingLevel(component), .endingLevel(component))
    #expect(ends.onlyEndsLevels && ends.map { $0 + "!" }.onlyEndsLevels)
  }

  @Test(
    "Effects that wrap one effect, nested 100,000 deep, start, map and are freed without recursion"
  )
  func deepWrapping() {
    let leaf = Effect<String>.send("leaf")
    weak let freedLeaf = leaf.storage
    var scoped = leaf
    var cancellable = leaf
    for index in 0..<100_000 {
      scoped = Effect(operation: .scoped(scoped, EffectScope(lens: nil)))
      cancellable = cancellable.cancellable(id: index)
    }
    _ = consume leaf
    var harness = Harness(mode: .live) { _ in .none }
    harness.start(scoped)
    #expect(harness.machine.nextQueued() == "leaf")
    var mappedScoped = scoped.map { $0 + "!" }
    var mappedCancellable = cancellable.map { $0 + "?" }
    #expect(mappedCancellable.storage?.kind == .cancellable)
    var mapped = Harness(mode: .live) { _ in .none }
    mapped.start(mappedScoped)
    #expect(mapped.machine.nextQueued() == "leaf!")
    // Each chain is freed one storage at a time, down to the leaf they share.
    scoped = .none
    mappedScoped = .none
    mappedCancellable = .none
    #expect(freedLeaf != nil)
    cancellable = .none
    #expect(freedLeaf == nil)
  }

  @Test("A cancellation holds no action: mapped, it keeps its one storage")
  func cancelStorageIsShared() {
    let cancel = Effect<String>.cancel(id: "search")
    let mapped = cancel.map { $0.count }
    #expect(mapped.storage === cancel.storage)
    guard case .cancel(let id) = mapped.operation else {
      Issue.record("mapped to \(mapped.operation)")
      return
    }
    #expect(id == CancelID("search"))
  }

  // MARK: - R9, R8a: delivery

  @Test("R9: in test mode, actions of .send effects and of Sends are held, not queued")
  func held() {
    var harness = Harness(mode: .test) { _ in .none }
    let run = harness.start(.merge(.send("sent"), .run { _ in }))
    let result10 = harness.machine.nextQueued()
    #expect(result10 == nil)
    let result11 = harness.machine.deliver("delivered", from: run)
    #expect(result11 == .held)
    #expect(harness.machine.heldActions.map(\.action) == ["sent", "delivered"])
    #expect(harness.machine.heldActions.map(\.sender) == [nil, run])
  }

  @Test("R8a: a Send of a cancelled effect delivers nothing")
  func deliveryAfterCancellation() {
    var harness = Harness(mode: .live) { _ in .none }
    let id = harness.start(Effect<String>.run { _ in }.cancellable(id: "load"))
    harness.start(Effect<String>.cancel(id: "load"))
    let result12 = harness.machine.deliver("late", from: id)
    #expect(result12 == .dropped)
    let result13 = harness.machine.runReturned(id).finished
    #expect(result13 == false)
  }

  @Test("R8a: a Send of a finished effect delivers nothing; the effect finished")
  func deliveryAfterFinishing() {
    var harness = Harness(mode: .live) { _ in .none }
    let id = harness.start(Effect<String>.run { _ in })
    let result14 = harness.machine.runReturned(id).finished
    #expect(result14 == true)
    let result15 = harness.machine.deliver("late", from: id)
    #expect(result15 == .dropped)
  }

  // MARK: - R8: dismissal

  @Test(
    "R8: a dismissal from a cancelled effect does nothing and blocks nothing; a second does nothing"
  )
  func dismissal() {
    var harness = Harness(mode: .live) { _ in .none }
    let entry = LevelEntry(
      component: component("sheet", 1), probe: nil, dismissal: ActionBox("dismiss sheet")
    )
    func presented() -> Effect<String> {
      Effect(operation: .scoped(Effect<String>.run { _ in }, EffectScope(lens: nil, level: entry)))
    }
    let cancelled = harness.start(presented().cancellable(id: "a"))
    let first = harness.start(presented())
    let second = harness.start(presented())
    // `.cancellable` around the presented effect registers it at the level where it was applied.
    harness.start(Effect<String>.cancel(id: "a"))
    guard case .ignored = harness.machine.requestDismissal(from: cancelled) else {
      Issue.record("a cancelled effect dismissed")
      return
    }
    guard case .send("dismiss sheet") = harness.machine.requestDismissal(from: first) else {
      Issue.record("the first dismissal was not sent")
      return
    }
    guard case .ignored = harness.machine.requestDismissal(from: second) else {
      Issue.record("a second dismissal was sent")
      return
    }
  }

  @Test("A dismissal from the root feature has nothing to dismiss")
  func rootDismissal() {
    var harness = Harness(mode: .test) { _ in .none }
    let id = harness.start(Effect<String>.run { _ in })
    guard case .root = harness.machine.requestDismissal(from: id) else {
      Issue.record("expected the root")
      return
    }
  }

  @Test("Effects sharing an id are all registered and all unregistered")
  func manyEffectsUnderOneID() {
    var harness = Harness(mode: .live) { _ in .none }
    let ids = (0..<10_000).map { _ in
      harness.start(Effect<String>.run { _ in }.cancellable(id: "shared"))
    }
    for id in ids { harness.returned(id) }
    #expect(harness.machine.runningCount == 0)
    #expect(harness.machine.keyed.isEmpty)
  }
}

// MARK: - Helpers

/// A component of an operator at a made-up call site: one line per name.
private func component(_ site: String, _ key: some Hashable) -> LevelComponent {
  let line: UInt = ["sheet": 1, "other slot": 2, "rows": 3, "groups": 4, "alert": 5][site] ?? 9
  return LevelComponent(
    site: CallSite(fileID: "Test/Feature.swift", filePath: "", line: line, column: 1),
    key: key
  )
}

private func level(_ site: String, _ key: some Hashable) -> LevelEntry {
  LevelEntry(component: component(site, key), probe: nil)
}

extension Effect {
  fileprivate func scoped(in level: LevelEntry) -> Self {
    Self(operation: .scoped(self, EffectScope(lens: nil, level: level)))
  }
}

/// A machine with a reducer of string actions, driven as a store's runtime would, without tasks.
private struct Harness {
  var machine: StoreStateMachine<String>
  let reducer: (String) -> Effect<String>
  var reduced: [String] = []
  var startedRuns: [EffectID] = []

  init(mode: StoreStateMachine<String>.Mode, reducer: @escaping (String) -> Effect<String>) {
    machine = StoreStateMachine(mode: mode, rootState: Int.self)
    self.reducer = reducer
  }

  mutating func send(_ action: String) {
    guard machine.submit(action) else { return }
    var next: String? = action
    while let action = next {
      reduced.append(action)
      start(reducer(action))
      next = machine.nextQueued()
    }
    machine.endReducing()
  }

  /// Starts `effect` at the root; returns the first effect it started directly.
  @discardableResult
  mutating func start(_ effect: Effect<String>) -> EffectID {
    let (started, commands) = machine.start(effect, origin: EffectOrigin(action: .init("test")))
    record(commands)
    return started.first ?? EffectID(rawValue: 0)
  }

  mutating func returned(_ id: EffectID) {
    record(machine.runReturned(id).commands)
  }

  private mutating func record(_ commands: [StoreStateMachine<String>.Command]) {
    for command in commands {
      if case .start(let id, _) = command { startedRuns.append(id) }
    }
  }
}
