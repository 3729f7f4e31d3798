// expected-error: main actor-isolated property 'isOn' can not be referenced from a Sendable closure
// expected-error: call to main actor-isolated instance method 'set' in a synchronous nonisolated context
//
// `Binding(get:set:)` takes `@isolated(any) @Sendable` closures: they do not take the main actor
// from the view (or the adapter) that forms them. Swift 6 says so in warnings, the initializer
// being `@preconcurrency`; the check compiles these files with warnings as errors. Written
// `{ @MainActor in … }` they type-check, but Swift 6.3.1 on Linux crashes building them (README.md);
// Fixtures/Inventory.swift derives such bindings from another binding instead.
import SwiftUI

@MainActor final class Settings {
  var isOn = false
  func set(_ value: Bool) { isOn = value }
}

struct SettingsView: View {
  let settings: Settings

  var body: some View {
    Toggle("Activo", isOn: Binding(get: { settings.isOn }, set: { settings.set($0) }))
  }
}
