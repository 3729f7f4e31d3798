import ExampleSupport

/// The Reservations app in the terminal: `swift run Reservations`.
public enum ReservationsApp {
  /// Runs the app on standard input and output until the user quits.
  @MainActor
  public static func run() async {
    await TerminalApp.run(Tabs(), initialState: .sample, view: TabsView.self)
  }
}
