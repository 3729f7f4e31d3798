// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

extension Effect {
  /// This effect, started only once `dueTime` has passed without another effect of the same id.
  ///
  /// Each new debounced effect cancels the one waiting before it, so only the last of a burst
  /// runs:
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await client.search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// > Important: A `public` feature declares its ids `Sendable`: `public enum CancelID: Sendable
  /// > { case search }`. Swift infers `Sendable` only for a type that is not `public`, so a public
  /// > id without it fails to compile here with "type 'CancelID' does not conform to the
  /// > 'Sendable' protocol".
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects to debounce together; also cancels them.
  ///   - dueTime: How long to wait for quiet.
  ///   - clock: The clock to wait on; pass the `\.continuousClock` dependency so tests control
  ///     time.
  public func debounce(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    guard !isNone else { return .none }
    return Effect.concatenate(
      .run { _ in try await clock.sleep(for: dueTime) },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// This effect with its actions let through at most once per `interval` for the same id.
  ///
  /// The first action goes through at once: a `.send` is reduced before ``Store/send(_:)``
  /// returns, a `.run` effect's action as soon as the effect sends it. Actions arriving within the
  /// interval after it are held: when the interval ends, the latest of them (`latest: true`) or
  /// the first of them (`latest: false`) goes through. A new throttled effect with the same id
  /// replaces a waiting one, keeping the held action as `latest` says.
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.saveScrollPosition(offset))
  ///     .throttle(id: CancelID.scroll, for: .seconds(1), clock: clock, latest: true)
  /// ```
  ///
  /// The timing state belongs to the store that runs the effect. A `public` feature declares its
  /// ids `Sendable`, as for ``debounce(id:for:clock:)``.
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    guard !isNone else { return .none }
    let id = CancelID(id)
    let gate = ThrottleGate(id: id, interval: interval, clock: clock, latest: latest)
    return gated(gate).cancellable(id: id, cancelInFlight: true)
  }

  /// This effect with every action it produces handed to `gate`, in order. An action known now
  /// (`.send`) is decided by the store as the effect starts, so the first one goes through at
  /// once; a `.run` effect's actions are decided from its task as they come.
  private func gated(_ gate: ThrottleGate) -> Self {
    switch operation {
    case .none, .cancel, .endLevel, .throttledSend:
      return self
    case .send(let action):
      return Self(operation: .throttledSend(action, gate))
    case .run(let run):
      return Self(
        operation: .run(
          RunOperation(priority: run.priority, dependencies: run.dependencies) { send in
            let (actions, continuation) = AsyncStream<UncheckedAction<Action>>.makeStream()
            await withTaskGroup(of: Void.self) { group in
              group.addTask {
                await run.body(Send { continuation.yield(UncheckedAction($0)) })
                continuation.finish()
              }
              group.addTask {
                for await action in actions { await gate.pass(action, to: send) }
              }
            }
          }
        )
      )
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.gated(gate) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.gated(gate) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Self(
        operation: .cancellable(effect.gated(gate), id: id, cancelInFlight: cancelInFlight)
      )
    case .scoped(let effect, let scope):
      return Self(operation: .scoped(effect.gated(gate), scope))
    }
  }
}

/// Lets actions through at most once per interval, with its state kept by the store that runs the
/// effect, per id and level.
@usableFromInline
package struct ThrottleGate: Sendable {
  package let id: CancelID
  let interval: Duration
  let clock: any Clock<Duration>
  let latest: Bool

  /// Decides on `action` now: `true` when it goes through (the interval has passed since the
  /// last one), `false` when it is held in `record` for the interval's end (as `latest` says).
  package func admit(_ action: Any, into record: inout ThrottleRecord) -> Bool {
    admit(action, into: &record, on: clock)
  }

  private func admit<C: Clock<Duration>>(
    _ action: Any, into record: inout ThrottleRecord, on clock: C
  ) -> Bool {
    let now = clock.now
    guard let lastSent = record.lastSent as? C.Instant, now < lastSent.advanced(by: interval)
    else {
      record = ThrottleRecord(lastSent: now, held: nil)
      return true
    }
    if latest || record.held == nil { record.held = action }
    return false
  }

  /// The work that sends the held action (an `UncheckedAction<Action>`) when the interval ends:
  /// started by the store for an action ``admit(_:into:)`` held.
  package func releaser<Action>() -> RunOperation<Action> {
    let gate = self
    return RunOperation(priority: nil) { send in
      await gate.releaseHeld(to: send, on: gate.clock)
    }
  }

  func pass<Action>(_ action: UncheckedAction<Action>, to send: Send<Action>) async {
    await pass(action, to: send, on: clock)
  }

  private func pass<C: Clock<Duration>, Action>(
    _ action: UncheckedAction<Action>, to send: Send<Action>, on clock: C
  ) async {
    guard let token = EffectContext.current?.token else { return }
    let id = self.id
    let passes: Bool? = await MainActor.run {
      let decision = token.host?.withThrottle(id, from: token) { admit(action, into: &$0) }
      if decision == true { send(action.value) }
      return decision
    }
    guard passes == false else { return }
    await releaseHeld(to: send, on: clock)
  }

  /// Waits for the end of the interval since the last action went through, then sends the held
  /// action, if any.
  private func releaseHeld<C: Clock<Duration>, Action>(
    to send: Send<Action>, on clock: C
  ) async {
    guard let token = EffectContext.current?.token else { return }
    let (id, interval) = (self.id, self.interval)
    let release: C.Instant? = await MainActor.run {
      let instant = token.host?.withThrottle(id, from: token) { state -> C.Instant? in
        (state.lastSent as? C.Instant)?.advanced(by: interval)
      }
      return instant.flatMap { $0 }
    }
    guard let release else { return }
    do {
      try await clock.sleep(until: release, tolerance: nil)
    } catch {
      return  // replaced by a newer throttled effect, which keeps the held action
    }
    await MainActor.run {
      let held = token.host?.withThrottle(id, from: token) { state -> UncheckedAction<Action>? in
        guard let held = state.held as? UncheckedAction<Action> else { return nil }
        state = ThrottleRecord(lastSent: clock.now, held: nil)
        return held
      }
      if let held = held.flatMap({ $0 }) { send(held.value) }
    }
  }
}
