import Foundation
import Statecraft
import Testing

@testable import StatecraftTesting

private struct NumberClient: Sendable {
  var fetch: @Sendable () async throws -> Int
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient(fetch: { 42 })
  static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch"))
}

private enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live"
}

extension DependencyValues {
  fileprivate var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

/// Reads dependencies in its reducer and in its effect.
private struct Reader: Reducer {
  struct State: Equatable { var values: [String] = [] }
  enum Action: Equatable { case read, fetch, fetched(String) }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  @Dependency(\.context) var context
  @Dependency(\.numberClient) var numberClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .read:
      state.values.append(uuid().uuidString)
      state.values.append("\(date.now.timeIntervalSinceReferenceDate)")
      state.values.append("\(context)")
      return .none
    case .fetch:
      return .run { send in
        let number = try await numberClient.fetch()
        await send(.fetched("\(number) \(uuid().uuidString)"))
      }
    case .fetched(let value):
      state.values.append(value)
      return .none
    }
  }
}

@MainActor
@Suite("Dependencies")
struct DependencyTests {
  @Test("In a process running tests the context is .test and keys give their test values")
  func testContext() {
    #expect(DependencyValues().context == .test)
    let store = Store(initialState: Reader.State()) { Reader() }
    store.send(.read)
    store.send(.read)
    #expect(
      store.values == [
        "00000000-0000-0000-0000-000000000000", "0.0", "test",
        "00000000-0000-0000-0000-000000000001", "0.0", "test",
      ]
    )
  }

  @Test("uuid counts per store")
  func uuidPerStore() {
    let first = Store(initialState: Reader.State()) { Reader() }
    let second = Store(initialState: Reader.State()) { Reader() }
    first.send(.read)
    second.send(.read)
    #expect(first.values[0] == "00000000-0000-0000-0000-000000000000")
    #expect(second.values[0] == "00000000-0000-0000-0000-000000000000")
  }

  @Test("A store's withDependencies is seen by its reducer and inside its effects")
  func storeDependencies() async {
    let id = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
    let store = Store(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.uuid = .constant(id)
      $0.numberClient.fetch = { 7 }
      $0.context = .live
    }
    store.send(.read)
    await store.send(.fetch).finish()
    #expect(store.values.count == 4)
    #expect(store.values[0] == id.uuidString)
    #expect(store.values[1] != "0.0")  // the live date, as the context is .live
    #expect(store.values[2] == "live")
    #expect(store.values[3] == "7 \(id.uuidString)")
  }

  @Test("withDependencies scopes values to its operation, sync and async")
  func withDependenciesScopes() async {
    let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!
    let inside = withDependencies {
      $0.uuid = .constant(id)
    } operation: {
      DependencyValues.current.uuid()
    }
    #expect(inside == id)
    let asyncInside = await withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 5))
    } operation: {
      await Task.yield()
      return DependencyValues.current.date.now
    }
    #expect(asyncInside == Date(timeIntervalSince1970: 5))
    let store = withDependencies {
      $0.uuid = .constant(id)
    } operation: {
      Store(initialState: Reader.State()) { Reader() }
    }
    store.send(.read)
    #expect(store.values.first == id.uuidString)
  }

  @Test("The .dependency modifier overrides a value for one reducer and its effects")
  func dependencyModifier() async {
    let store = Store(initialState: Reader.State()) {
      Reader().dependency(\.numberClient, NumberClient(fetch: { 9 }))
    }
    await store.send(.fetch).finish()
    #expect(store.values == ["9 00000000-0000-0000-0000-000000000000"])
  }

  @Test("An unimplemented endpoint reports its name and throws")
  func unimplementedEndpoint() async {
    let store = Store(initialState: Reader.State()) { Reader() }
    let (_, issues) = await withCapturedIssues { await store.send(.fetch).finish() }
    #expect(store.values == [])
    #expect(issues.count == 2)
    #expect(issues.first?.hasPrefix("Unimplemented: 'NumberClient.fetch' was called.") == true)
    #expect(issues.last?.contains("UnimplementedFailure") == false)
  }

  @Test("A key without a testValue uses its liveValue in tests, and says so")
  func missingTestValue() {
    let (value, issues) = withCapturedIssues { DependencyValues()[LiveOnlyKey.self] }
    #expect(value == "live")
    #expect(
      issues == [
        """
        LiveOnlyKey has no testValue, so this test is using its liveValue.

        Give the key a testValue, or override the dependency in the test with withDependencies.
        """
      ]
    )
  }

  @Test("The test clock is unimplemented: a use reports, and a sleep throws CancellationError")
  func unimplementedClock() async throws {
    let clock = DependencyValues().continuousClock
    let (cancelled, issues) = await withCapturedIssues { () async -> Bool in
      do {
        try await clock.sleep(for: .seconds(60))
        return false
      } catch {
        return error is CancellationError
      }
    }
    #expect(cancelled)
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Unimplemented: the 'continuousClock' dependency") == true)
  }

  @Test("Unimplemented non-throwing endpoints report and return their placeholder")
  func unimplementedPlaceholders() async {
    let count: @Sendable (String) -> Int = unimplemented("Counter.count", placeholder: -1)
    let log: @Sendable (String) async -> Void = unimplemented("Logger.log")
    let (value, issues) = await withCapturedIssues {
      await log("x")
      return count("y")
    }
    #expect(value == -1)
    #expect(issues.count == 2)
  }
}

@Suite("unimplemented(_:) overloads")
struct UnimplementedOverloadTests {
  @Test("Throwing endpoints that return Void pick the throwing overload")
  func throwingVoid() async {
    let asyncThrowing: @Sendable () async throws -> Void = unimplemented("Client.delete")
    let syncThrowing: @Sendable (Int) throws -> Void = unimplemented("Client.remove")
    let (_, issues) = await withCapturedIssues {
      await #expect(throws: UnimplementedFailure.self) { try await asyncThrowing() }
      #expect(throws: UnimplementedFailure.self) { try syncThrowing(1) }
    }
    #expect(issues.count == 2)
  }

  @MainActor
  @Test("date.now is settable in withDependencies, and a store's reducer reads the date set")
  func settableNow() {
    let set = Date(timeIntervalSince1970: 1_234_567_890)
    let store = withDependencies {
      $0.date.now = set
    } operation: {
      Store(initialState: Reader.State()) { Reader() }
    }
    store.send(.read)
    #expect(store.values.dropFirst().first == "\(set.timeIntervalSinceReferenceDate)")
    var generator = DateGenerator.live
    generator.now = Date(timeIntervalSince1970: 7)
    #expect(generator() == Date(timeIntervalSince1970: 7))
    #expect(generator.now == Date(timeIntervalSince1970: 7))
  }
}
