import Testing

@testable import Statecraft

private struct TimerSettings: Equatable {
  var minutes: Int
  var sound: String = "bell"
}

private enum TimerDestination: Equatable {
  case settings(TimerSettings)
  // Same payload type as `settings`: the subscript must still tell the two apart.
  case copy(TimerSettings)
  case alert(String)
}

private struct TimerScreen: Equatable {
  @Presents var destination: TimerDestination?
}

@Suite("Optional subscript(case:)")
struct OptionalCaseTests {
  @Test("Reads the payload of the case held, nil for another case or nil")
  func get() {
    let settings: TimerDestination? = .settings(TimerSettings(minutes: 5))
    let copy: TimerDestination? = .copy(TimerSettings(minutes: 7))
    let none: TimerDestination? = nil
    #expect(settings[case: TimerDestination.settings] == TimerSettings(minutes: 5))
    #expect(settings[case: TimerDestination.copy] == nil)
    #expect(copy[case: TimerDestination.copy] == TimerSettings(minutes: 7))
    #expect(copy[case: TimerDestination.settings] == nil)
    #expect(settings[case: CasePath(TimerDestination.alert)] == nil)
    #expect(none[case: TimerDestination.settings] == nil)
  }

  @Test("Changes one field of the case held, in a @Presents slot and a plain optional")
  func setField() {
    var screen = TimerScreen(destination: .settings(TimerSettings(minutes: 5)))
    let reported = reportedIssues {
      screen.destination[case: TimerDestination.settings]?.minutes = 25
    }
    #expect(reported.isEmpty)
    #expect(screen.destination == .settings(TimerSettings(minutes: 25)))

    var plain: TimerDestination? = .copy(TimerSettings(minutes: 1, sound: "gong"))
    plain[case: CasePath(TimerDestination.copy)]?.minutes += 1
    #expect(plain == .copy(TimerSettings(minutes: 2, sound: "gong")))
  }

  @Test("A value set on nil presents the case; nil set on the case held clears the optional")
  func setWhole() {
    var destination: TimerDestination?
    destination[case: TimerDestination.alert] = "Saved"
    #expect(destination == .alert("Saved"))
    destination[case: TimerDestination.alert] = "Saved again"
    #expect(destination == .alert("Saved again"))
    destination[case: TimerDestination.alert] = nil
    #expect(destination == nil)
  }

  @Test("A value set while another case is held is reported at the call site, changes nothing")
  func wrongCase() {
    var destination: TimerDestination? = .copy(TimerSettings(minutes: 5))
    let line = UInt(#line) + 2
    let reported = reportedIssues {
      destination[case: TimerDestination.settings] = TimerSettings(minutes: 25)
      destination[case: CasePath(TimerDestination.alert)] = "Hi"
      // What the getter gives for a case not held: no change, no mistake.
      destination[case: TimerDestination.alert] = nil
    }
    #expect(destination == .copy(TimerSettings(minutes: 5)))
    #expect(reported.map(\.line) == [line, line + 1])
    #expect(
      reported.map(\.message) == [
        """
        A case subscript set TimerDestination.settings(…), but the optional holds another case: \
        TimerDestination.copy(…). Nothing was changed.
        """,
        """
        A case subscript set TimerDestination.alert(…), but the optional holds another case: \
        TimerDestination.copy(…). Nothing was changed.
        """,
      ]
    )
  }

  @Test("A field changed through optional chaining on another case changes nothing, silently")
  func chainingOnAnotherCase() {
    // The getter gives nil, so there is nothing to set: the same as `?.` on any nil optional.
    var destination: TimerDestination? = .alert("Hi")
    let reported = reportedIssues {
      destination[case: TimerDestination.settings]?.minutes = 25
    }
    #expect(reported.isEmpty)
    #expect(destination == .alert("Hi"))
  }
}
