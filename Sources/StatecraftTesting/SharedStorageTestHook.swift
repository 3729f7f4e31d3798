import Foundation
import Statecraft
import Testing
import XCTest

/// One registry of `@Shared` keys for each running test: what `\.sharedStorage` is by default in a
/// test, so that tests running in parallel never see each other's shared values (TCA #3468).
///
/// Statecraft finds this type by name when a test first needs a registry, so it is in place
/// before any `TestStore` exists. A Swift Testing test is told apart by its id and its case (the
/// cases of a parameterized test run in parallel); an XCTest test, which runs alone, by its name.
/// The `.dependencies` trait gives its test a fresh storage of its own besides.
package enum SharedStorageTestHook: SharedTestRegistries {
  private static let registries = Locked<[String: SharedRegistry]>([:])

  package static func registryForCurrentTest() -> SharedRegistry {
    let test: String
    if let current = Test.current {
      // A case has no public identity; its description (its arguments) tells the cases apart.
      test = "\(current.id) \(Test.Case.current.map { String(describing: $0) } ?? "")"
    } else {
      XCTestTracker.install()
      test = "XCTest \(XCTestTracker.current ?? "")"
    }
    return registries.withLock { registries in
      if let registry = registries[test] { return registry }
      let registry = SharedRegistry(fileSystem: .inMemory(), clock: nil)
      registries[test] = registry
      return registry
    }
  }
}

/// The name of the XCTest test running now, from XCTest's observation of its tests.
final class XCTestTracker: NSObject, XCTestObservation, @unchecked Sendable {
  // Safe: only touched with `lock` held.
  private var name: String?
  private let lock = NSLock()

  private static let shared = XCTestTracker()
  private static let installed = Locked(false)

  /// Starts observing XCTest's tests, once.
  static func install() {
    let isNew = installed.withLock { installed -> Bool in
      defer { installed = true }
      return !installed
    }
    guard isNew else { return }
    XCTestObservationCenter.shared.addTestObserver(shared)
  }

  /// The running XCTest test's name, once the tracker has seen it start.
  static var current: String? {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    return shared.name
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    lock.lock()
    name = testCase.name
    lock.unlock()
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    lock.lock()
    name = nil
    lock.unlock()
  }
}
