/// The account's public face: what the Cuenta screen shows.
struct Perfil: Hashable {
  var nombre: String
  var correo: String
}

extension Perfil {
  /// The profile the app starts with, and the tests too.
  static let prueba = Perfil(nombre: "Ana Pérez", correo: "ana@ejemplo.com")
}
