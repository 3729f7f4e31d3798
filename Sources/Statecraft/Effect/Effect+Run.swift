extension Effect {
  /// An effect that runs asynchronous work and sends actions back into the store as it goes.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await event in client.events() {
  ///     await send(.received(event))
  ///   }
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// The operation runs in a task of its own that sees the dependencies of the store that started
  /// it. Cancelling the effect cancels the task, and its ``Send`` then delivers nothing.
  ///
  /// - Parameters:
  ///   - priority: The priority of the effect's task.
  ///   - operation: The work. Call `send` to feed actions back.
  ///   - handler: Called when `operation` throws an error other than cancellation. Without a handler
  ///     such an error is reported as a runtime issue (a test failure under a `TestStore`).
  ///   - fileID: The file of the call site, for runtime issues; leave the default.
  ///   - filePath: The file path of the call site, for runtime issues; leave the default.
  ///   - line: The line of the call site, for runtime issues; leave the default.
  ///   - column: The column of the call site, for runtime issues; leave the default.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      storage: RunStorage(
        RunOperation(priority: priority) { send in
          do {
            try await operation(send)
          } catch {
            guard !Task.isCancelled, !(error is CancellationError) else { return }
            if let handler {
              await handler(error, send)
            } else {
              reportIssue(
                """
                An effect returned by Effect.run threw an unhandled error: \(error)

                Handle it with the run's catch: parameter, or catch it inside the operation.
                """,
                at: callSite
              )
            }
          }
        }
      )
    )
  }
}
