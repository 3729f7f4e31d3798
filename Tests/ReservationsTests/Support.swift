import Foundation

@testable import ReservationsFeature

extension Reservation {
  static let turing = Reservation(
    id: .sample(0x11), roomName: "Sala Turing", startsAt: .sampleDay(at: 9, 30))
  static let lovelace = Reservation(
    id: .sample(0x12), roomName: "Sala Lovelace", startsAt: .sampleDay(at: 11, 0))
  static let hopper = Reservation(
    id: .sample(0x13), roomName: "Sala Hopper", startsAt: .sampleDay(at: 16, 15))
}

extension Book {
  static let swift = Book(
    id: .sample(0x21), title: "The Swift Programming Language", shelf: "Programación")
}

extension Stop {
  static let madrid = Stop(id: .sample(0x31), name: "Madrid", arrival: .sampleDay(at: 8, 0))
  static let zaragoza = Stop(id: .sample(0x32), name: "Zaragoza", arrival: .sampleDay(at: 9, 30))
  static let barcelona = Stop(id: .sample(0x33), name: "Barcelona", arrival: .sampleDay(at: 11, 15))
}

extension UUID {
  /// The first id the test context's incrementing `uuid` dependency makes.
  static let primero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
}
