import Foundation

/// A task that a test's job pool ran a job of, kept alive so that the pool can later ask whether
/// the task is scheduled somewhere: queued on an executor, or running. What StatecraftTesting's
/// settling reads when an owned task's job ended with the task sent where no runtime hook sees,
/// a default actor busy with another caller's job (`WorkOwner` in StatecraftTesting).
///
/// The answer is read from the task's status word, the flags the concurrency runtime keeps for
/// each task (the ones swift-inspect shows), at the place this runtime's published debug layout
/// (`_swift_concurrency_debug_internal_layout_version`, version 1, 64-bit) puts them. On any other
/// layout, or without the runtime functions used, no task is observed (``init(_:)`` is `nil`), and
/// settling works as it did before this type: by counting hooked jobs alone.
///
/// Reading is safe because the task is retained from ``init(_:)`` until ``release()``, and the
/// flags are one aligned 32-bit word, which the runtime writes atomically. A task is observed only
/// when the priority found beside its flags is what the runtime's own `swift_task_currentPriority`
/// reads. With `STATECRAFT_INTERNAL_CHECKS`, every read makes that comparison, and the job's flags
/// are compared with `UnownedJob.priority`, so that a layout this type misreads stops the program
/// at once.
///
/// A copy is the same retained reference: exactly one copy calls ``release()``.
package struct ObservedTask: @unchecked Sendable {
  // Safe: the address is of a task retained by `init` and released by `release()`, read only
  // through `Layout`'s offsets, which are checked against the runtime (see above).
  private let address: UnsafeMutableRawPointer

  /// The task that `job` resumes, retained; `nil` when `job` is no task (an actor's processing
  /// job, a continuation job), or when task status cannot be read on this runtime.
  package init?(_ job: UnownedJob) {
    guard let layout = Layout.current else { return nil }
    // `UnownedJob` is one word, the job's address.
    let address = unsafeBitCast(job, to: UnsafeMutableRawPointer.self)
    let jobFlags = address.load(fromByteOffset: Layout.jobFlagsOffset, as: UInt32.self)
    #if STATECRAFT_INTERNAL_CHECKS
      // Read again around the runtime's answer, as for the status below: an escalation between
      // the reads is no disagreement.
      while true {
        let before = address.load(fromByteOffset: Layout.jobFlagsOffset, as: UInt32.self)
        let runtime = UInt32(job.priority.rawValue)
        let after = address.load(fromByteOffset: Layout.jobFlagsOffset, as: UInt32.self)
        guard before == after else { continue }
        if (before >> 8) & 0xFF != runtime {
          InternalChecks.failed("a job's flags read at their offset disagree with its priority")
        }
        break
      }
    #endif
    guard jobFlags & Layout.jobKindMask == Layout.taskKind else { return nil }
    // The priority beside the flags is what the runtime reads too, or the layout is not this one.
    guard layout.statusAgreesWithPriority(address) else {
      #if STATECRAFT_INTERNAL_CHECKS
        InternalChecks.failed("a task's status read at its offset disagrees with its priority")
      #else
        return nil
      #endif
    }
    _ = layout.retain(address)
    self.address = address
  }

  /// The task that runs the caller, retained; `nil` outside a task, or when task status cannot be
  /// read on this runtime.
  package static func current() -> ObservedTask? {
    // `UnsafeCurrentTask` is one word, the task's address, and a task is its own first job, so
    // that word is also the task's `UnownedJob` (as ``isCurrent`` reads it).
    withUnsafeCurrentTask { current in
      current.flatMap { ObservedTask(unsafeBitCast($0, to: UnownedJob.self)) }
    }
  }

  /// Whether the task is queued on an executor or running now; `false` when it is suspended
  /// (awaiting a continuation, a child, a sleep) or has completed.
  package var isScheduled: Bool {
    #if STATECRAFT_INTERNAL_CHECKS
      if let layout = Layout.current, !layout.statusAgreesWithPriority(address) {
        InternalChecks.failed("a task's status read at its offset disagrees with its priority")
      }
    #endif
    let status = address.load(fromByteOffset: Layout.statusOffset, as: UInt32.self)
    return status & (Layout.isRunning | Layout.isEnqueued) != 0
  }

  /// Whether this is the task that runs the caller: a task that asks where its own work went is
  /// running, and is not work going on elsewhere.
  package var isCurrent: Bool {
    // `UnsafeCurrentTask` is one word, the task's address, as `UnownedJob` is the job's; a task
    // is its own first job.
    #if STATECRAFT_INTERNAL_CHECKS
      if MemoryLayout<UnsafeCurrentTask>.size != MemoryLayout<UnsafeMutableRawPointer>.size {
        InternalChecks.failed("UnsafeCurrentTask is not one word")
      }
    #endif
    return withUnsafeCurrentTask { current in
      current.map { unsafeBitCast($0, to: UnsafeMutableRawPointer.self) } == address
    }
  }

  /// Ends the observation: the task may be freed from here on.
  package func release() {
    Layout.current?.release(address)
  }

  /// Where the runtime keeps what this type reads, and the functions it calls.
  private struct Layout {
    typealias Retain = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    typealias Release = @convention(c) (UnsafeMutableRawPointer) -> Void
    /// `swift_task_currentPriority`: one pointer in, one word out, passed alike by the Swift and
    /// C calling conventions.
    typealias Priority = @convention(c) (UnsafeMutableRawPointer) -> Int

    let retain: Retain
    let release: Release
    let priority: Priority

    /// A job's flags follow its heap-object header and two words of scheduler storage.
    static let jobFlagsOffset = 32
    static let jobKindMask: UInt32 = 0xFF
    static let taskKind: UInt32 = 0
    /// A task's status follows the job (64 bytes), its resume context, a reserved word and the
    /// exclusivity access set.
    static let statusOffset = 96
    static let isRunning: UInt32 = 0x800
    static let isEnqueued: UInt32 = 0x1000

    /// Whether the priority in the status word at ``statusOffset`` is the task's priority as the
    /// runtime reads it. An escalation between the two reads changes both: the status is read
    /// again around the runtime's answer until it held still.
    func statusAgreesWithPriority(_ task: UnsafeMutableRawPointer) -> Bool {
      while true {
        let before = task.load(fromByteOffset: Layout.statusOffset, as: UInt32.self) & 0xFF
        let runtime = UInt32(truncatingIfNeeded: priority(task)) & 0xFF
        let after = task.load(fromByteOffset: Layout.statusOffset, as: UInt32.self) & 0xFF
        if before == after { return before == runtime }
      }
    }

    static let current: Layout? = {
      guard MemoryLayout<UnsafeRawPointer>.size == 8,
        let version = RuntimeSymbol.address(of: "_swift_concurrency_debug_internal_layout_version"),
        version.load(as: UInt32.self) == 1,
        let size = RuntimeSymbol.address(of: "_swift_concurrency_debug_asyncTaskSize"),
        size.load(as: Int.self) >= statusOffset + 16,
        let retain = RuntimeSymbol.function("swift_retain", as: Retain.self),
        let release = RuntimeSymbol.function("swift_release", as: Release.self),
        let priority = RuntimeSymbol.function("swift_task_currentPriority", as: Priority.self)
      else { return nil }
      return Layout(retain: retain, release: release, priority: priority)
    }()
  }
}
