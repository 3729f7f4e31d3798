import Foundation
import Statecraft
import XCTest

/// Whether XCTest recorded a failure: `XCTFail` records one only while an XCTest case runs, and
/// says nothing otherwise.
///
/// An observer of XCTest counts the failures it records; a failure counted between the call and
/// its return was recorded. The observer is added on first use, before the first `XCTFail` it
/// must see.
enum XCTestFailures {
  /// Calls `XCTFail` with `message` at `filePath` and `line`; `true` when a running XCTest case
  /// recorded it.
  static func record(_ message: String, filePath: StaticString, line: UInt) -> Bool {
    #if canImport(Darwin)
      // Apple's XCTest reports a failure outside a test case itself.
      XCTFail(message, file: filePath, line: line)
      return true
    #else
      let observer = FailureObserver.shared
      let before = observer.failures
      XCTFail(message, file: filePath, line: line)
      return observer.failures != before
    #endif
  }
}

#if !canImport(Darwin)
  /// Counts the failures XCTest records.
  private final class FailureObserver: NSObject, XCTestObservation, Sendable {
    static let shared: FailureObserver = {
      let observer = FailureObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    private let count = Locked(0)

    var failures: Int { count.withLock { $0 } }

    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      count.withLock { $0 += 1 }
    }
  }
#endif
