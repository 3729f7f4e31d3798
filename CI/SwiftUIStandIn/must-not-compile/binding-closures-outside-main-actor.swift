// expected-error: main actor-isolated property 'isOn' can not be referenced from a Sendable closure
// expected-error: call to main actor-isolated instance method 'set' in a synchronous nonisolated context
//
// `Binding(get:set:)` takes `@isolated(any) @Sendable` closures. Formed in a view's body they take
// the main actor from it; in a nonisolated extension (as the adapters' on `Bindable` and
// `Binding`) they do not, and must be written `{ @MainActor in … }`. (Warnings, as the initializer
// is `@preconcurrency`; the check compiles these files with warnings as errors.)
import SwiftUI

@MainActor final class Settings {
  var isOn = false
  func set(_ value: Bool) { isOn = value }
}

extension Bindable where Value == Settings {
  var isOn: Binding<Bool> {
    Binding(get: { wrappedValue.isOn }, set: { wrappedValue.set($0) })
  }
}
