import Statecraft

/// A switch that the test's client closures turn on, from whatever task runs them.
final class Interruptor: Sendable {
  private let estado = Locked(false)

  var encendido: Bool { estado.withLock { $0 } }

  func encender() {
    estado.withLock { $0 = true }
  }
}
