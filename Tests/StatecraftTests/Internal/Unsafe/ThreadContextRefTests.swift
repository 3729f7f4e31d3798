import Foundation
import Testing

@testable import Statecraft

/// `ThreadContextRef`, the calling thread's context as an `ifLet` or a stack `forEach` reads its
/// counters through.
@Suite("ThreadContextRef")
struct ThreadContextRefTests {
  @Test("A write through the reference is the calling thread's counter")
  func writesTheThreadsContext() {
    let before = ReductionSignal.presentationsHandled
    let context = ThreadContextRef.current
    context.value.presentationsHandled &+= 1
    #expect(ReductionSignal.presentationsHandled == before &+ 1)
    ReductionSignal.caseScopeMatched()
    #expect(context.value.caseScopesMatched == ReductionSignal.caseScopesMatched)
  }

  @Test("Another thread has a context of its own")
  func perThread() {
    let here = UInt(bitPattern: ThreadContextRef.current.pointer)
    let there = Locked<UInt?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      there.withLock { $0 = UInt(bitPattern: ThreadContextRef.current.pointer) }
      done.signal()
    }.start()
    done.wait()
    let other = there.withLock { $0 }
    #expect(other != nil)
    #expect(other != here)
  }
}
