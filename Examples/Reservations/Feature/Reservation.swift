import Foundation
import Statecraft

/// A meeting room booked from a start time.
struct Reservation: Hashable, Identifiable {
  let id: UUID
  var roomName: String
  var startsAt: Date
}

extension IdentifiedArray where ID == Reservation.ID, Element == Reservation {
  /// The reservations the app starts with.
  static var sample: Self {
    [
      Reservation(id: .sample(0x11), roomName: "Sala Turing", startsAt: .sampleDay(at: 9, 30)),
      Reservation(id: .sample(0x12), roomName: "Sala Lovelace", startsAt: .sampleDay(at: 11, 0)),
      Reservation(id: .sample(0x13), roomName: "Sala Hopper", startsAt: .sampleDay(at: 16, 15)),
    ]
  }
}

extension UUID {
  /// A fixed id for sample data, away from the ids a test's incrementing `uuid` dependency makes.
  static func sample(_ number: UInt8) -> UUID {
    UUID(uuid: (0xA0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
  }
}

extension Date {
  /// A time on the day the sample data is about, in the current time zone.
  static func sampleDay(at hour: Int, _ minute: Int) -> Date {
    let components = DateComponents(year: 2026, month: 3, day: 2, hour: hour, minute: minute)
    return Calendar.current.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
  }

  /// The same day at another time: `nil` for a time that does not exist.
  func at(hour: Int, minute: Int) -> Date? {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    return Calendar.current.date(bySettingHour: hour, minute: minute, second: 0, of: self)
  }

  /// `09:30`, in the current time zone: the one the sample dates were made in.
  var hourAndMinute: String {
    let time = Calendar.current.dateComponents([.hour, .minute], from: self)
    let pad = { (value: Int?) in (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
    return "\(pad(time.hour)):\(pad(time.minute))"
  }
}
