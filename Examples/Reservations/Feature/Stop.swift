import Foundation
import Statecraft

/// A stop on a trip, and when the trip gets there.
struct Stop: Hashable, Identifiable {
  let id: UUID
  var name: String
  var arrival: Date
}

extension IdentifiedArray where ID == Stop.ID, Element == Stop {
  /// The trip the app starts with.
  static var sample: Self {
    [
      Stop(id: .sample(0x31), name: "Madrid", arrival: .sampleDay(at: 8, 0)),
      Stop(id: .sample(0x32), name: "Zaragoza", arrival: .sampleDay(at: 9, 30)),
      Stop(id: .sample(0x33), name: "Barcelona", arrival: .sampleDay(at: 11, 15)),
    ]
  }
}
