// expected-error(26): incorrect argument label in call (have '_:item:_:', expected '_:isPresented:_:')
// expected-error(26): cannot convert value of type 'Binding<Int?>' to expected argument type 'Binding<Bool>'
// expected-error(26): contextual closure type '() -> Button<Text>' expects 0 arguments, but 1 was used in closure body
//
// The item-driven alert is in the Xcode 27 SDK only: code that calls it needs the compile-time
// check (Fixtures/ItemPresentation.swift). In the 27 flavour this file compiles.
import SwiftUI

struct ReservationView: View {
  @State private var reservationToCancel: Int?

  var body: some View {
    Text("Reservas")
      .alert("¿Cancelar?", item: $reservationToCancel) { _ in
        Button("Sí", role: .destructive) {}
      }
  }
}
