import Foundation

/// Standard input as an asynchronous sequence of lines.
///
/// `readLine()` blocks its thread until a line arrives. Called on the main actor it would also
/// block every effect that delivers its actions there, so it runs on a thread of its own and hands
/// each line over through an `AsyncStream`. The stream ends at the end of input.
enum LineReader {
  static func lines() -> AsyncStream<String> {
    AsyncStream { continuation in
      let thread = Thread {
        while let line = readLine() {
          continuation.yield(line)
        }
        continuation.finish()
      }
      thread.start()
    }
  }
}
