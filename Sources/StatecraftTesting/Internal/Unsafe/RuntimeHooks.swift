import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift runtime's hook variables and entry points that ownership tracking uses, looked up by
/// name through ``RuntimeSymbol``, in this one place.
///
/// The concurrency runtime exports a hook variable for each of its scheduling entry points; a
/// non-nil hook is called instead of the runtime's own implementation, with that implementation
/// passed along as `original`. Four are replaced here:
///
/// - `swift_task_enqueueGlobal_hook`: every job for the global concurrent executor goes to
///   ``JobPool`` instead of Dispatch, with the enqueuing thread's ``WorkOwner``, so that it is
///   counted for that owner until it has run.
/// - `swift_task_enqueueMainExecutor_hook`: a main-actor job enqueued by a thread with an owner
///   is counted for it and goes to the main queue wrapped, so that it runs with that owner as the
///   thread's and is counted down once it has run; any other job goes to the original.
/// - `swift_task_getMainExecutor_hook`: from Swift 6.2 the runtime enqueues main-actor jobs
///   straight on the main executor object, bypassing the hook above; answering
///   ``CountedMainExecutor`` here routes them through it again.
/// - `swift_task_isMainExecutor_hook`: so that the runtime knows that executor is the main one.
///
/// The signatures mirror `ConcurrencyHooks.def` in the Swift runtime; `@convention(thin)` is the
/// Swift calling convention those hooks are declared with.
enum RuntimeHooks {
  typealias Enqueue = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, Enqueue) -> Void
  typealias GetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
  typealias GetMainExecutorHook = @convention(thin) (GetMainExecutor) -> UnownedSerialExecutor
  typealias IsMainExecutor = @convention(thin) (UnownedSerialExecutor) -> Bool
  typealias IsMainExecutorHook = @convention(thin) (UnownedSerialExecutor, IsMainExecutor) -> Bool

  /// The runtime's variables and functions, found by name.
  struct Symbols: @unchecked Sendable {
    // Safe: the pointers address process-wide variables of the Swift runtime, which live as long
    // as the process. They are written once, by `install`, while the runtime only reads them.
    let enqueueGlobalHook: UnsafeMutablePointer<EnqueueHook?>
    let enqueueMainExecutorHook: UnsafeMutablePointer<EnqueueHook?>
    let getMainExecutorHook: UnsafeMutablePointer<GetMainExecutorHook?>
    let isMainExecutorHook: UnsafeMutablePointer<IsMainExecutorHook?>
    /// The runtime's public entry point for a main-actor job: its hook (if any), then the main
    /// executor.
    let enqueueMainExecutor: Enqueue
  }

  /// The symbols, or the name of the first one this runtime does not export.
  static let lookup: Result<Symbols, MissingSymbol> = lookUp()

  /// A runtime symbol that could not be found.
  struct MissingSymbol: Error, CustomStringConvertible {
    let name: String
    var description: String { "the Swift runtime does not export `\(name)`" }
  }

  private static func lookUp() -> Result<Symbols, MissingSymbol> {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      // `UnownedSerialExecutor` is passed to and from the hooks as the runtime's two-word
      // `SerialExecutorRef`; any other layout means a runtime this code does not know.
      guard MemoryLayout<UnownedSerialExecutor>.size == 2 * MemoryLayout<UInt>.size else {
        return .failure(MissingSymbol(name: "a two-word SerialExecutorRef"))
      }
      func find<Value>(
        _ name: String, as type: Value.Type
      ) throws(MissingSymbol)
        -> UnsafeMutablePointer<Value>
      {
        guard let variable = RuntimeSymbol.variable(name, as: type) else {
          throw MissingSymbol(name: name)
        }
        return variable
      }
      func function<Function>(
        _ name: String, as type: Function.Type
      ) throws(MissingSymbol)
        -> Function
      {
        guard let function = RuntimeSymbol.function(name, as: type) else {
          throw MissingSymbol(name: name)
        }
        return function
      }
      do {
        return .success(
          Symbols(
            enqueueGlobalHook: try find("swift_task_enqueueGlobal_hook", as: EnqueueHook?.self),
            enqueueMainExecutorHook: try find(
              "swift_task_enqueueMainExecutor_hook", as: EnqueueHook?.self),
            getMainExecutorHook: try find(
              "swift_task_getMainExecutor_hook", as: GetMainExecutorHook?.self),
            isMainExecutorHook: try find(
              "swift_task_isMainExecutor_hook", as: IsMainExecutorHook?.self),
            enqueueMainExecutor: try function("swift_task_enqueueMainExecutor", as: Enqueue.self)
          )
        )
      } catch {
        return .failure(error)
      }
    #else
      return .failure(MissingSymbol(name: "dlsym"))
    #endif
  }

  /// Points the runtime's hooks at ``JobPool/shared`` and the owners, and returns what was written so
  /// that ``isIntact(_:)`` can later tell whether something else replaced it.
  static func install(_ symbols: Symbols) -> Installed {
    symbols.enqueueGlobalHook.pointee = { job, _ in
      JobPool.shared.enqueue(job, owner: WorkOwner.current)
    }
    symbols.enqueueMainExecutorHook.pointee = { job, original in
      guard let owner = WorkOwner.current else { return original(job) }
      owner.jobWasEnqueued()
      // The main queue is first in, first out, whether a job arrives through the original or
      // through this block, so wrapping changes no job's turn.
      DispatchQueue.main.async {
        let task = ObservedTask(job)
        owner.jobWillRun()
        WorkOwner.withCurrent(owner) {
          job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        }
        owner.jobDidRun(task: task)
      }
    }
    if mainExecutorIsAnObject {
      // The main executor is recognised as such before it is handed out.
      symbols.isMainExecutorHook.pointee = { executor, original in
        // NB: `RuntimeHooks.` spelled out: a bare `identity` would capture the metatype `self`,
        // and a thin function can capture nothing.
        RuntimeHooks.identity(of: executor)
          == RuntimeHooks.identity(of: CountedMainExecutor.unowned)
          || original(executor)
      }
      symbols.getMainExecutorHook.pointee = { _ in CountedMainExecutor.unowned }
    }
    return Installed(
      enqueueGlobalHook: bits(symbols.enqueueGlobalHook.pointee),
      enqueueMainExecutorHook: bits(symbols.enqueueMainExecutorHook.pointee),
      getMainExecutorHook: bits(symbols.getMainExecutorHook.pointee)
    )
  }

  /// The hooks ``install(_:)`` wrote, as addresses.
  struct Installed: Equatable {
    let enqueueGlobalHook: UInt
    let enqueueMainExecutorHook: UInt
    let getMainExecutorHook: UInt
  }

  /// Whether the runtime's hooks are still the ones ``install(_:)`` wrote (another library, such
  /// as one that serialises tests onto the main actor, may have replaced them since).
  static func isIntact(_ installed: Installed, in symbols: Symbols) -> Bool {
    installed
      == Installed(
        enqueueGlobalHook: bits(symbols.enqueueGlobalHook.pointee),
        enqueueMainExecutorHook: bits(symbols.enqueueMainExecutorHook.pointee),
        getMainExecutorHook: bits(symbols.getMainExecutorHook.pointee)
      )
  }

  /// Whether this runtime enqueues main-actor jobs on the main executor object (Swift 6.2 and
  /// later), which bypasses `swift_task_enqueueMainExecutor` unless that object is replaced.
  static var mainExecutorIsAnObject: Bool {
    #if compiler(>=6.2)
      if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        return true
      }
    #endif
    return false
  }

  private static func bits<Function>(_ function: Function?) -> UInt {
    // A thin function is one code address; `nil` is zero.
    unsafeBitCast(function, to: UInt.self)
  }

  /// The identity word of an executor reference: what the runtime compares to tell executors apart.
  static func identity(of executor: UnownedSerialExecutor) -> UInt {
    withUnsafeBytes(of: executor) { $0.load(as: UInt.self) }
  }
}
