/// The generated app of the compile-time benchmark: a SwiftPM package of ``appGroups`` groups of
/// ten features, each group using every composition operator of the library as a user writes them
/// (the articles' samples), wired into one root.
///
/// Each group has these features, one file each, plus its hub's destination and path reducers in
/// `Hub+Destination.swift` and `Hub+Path.swift` files, as the examples split them:
///
/// - `Profile`: `BindingReducer` with a `BindableAction`, `onChange`, `@Shared` state.
/// - `Search`: `.run` effects made `.cancellable`, `.cancel`, `@Shared` state.
/// - `Banner`: the child of an `ifLet` on an optional, a `.cancellable` clock loop.
/// - `Session` and `Account`: an enum state whose case runs `Account` through `ifCaseLet`.
/// - `Row`: the element of a `forEach` over an `IdentifiedArray`, with `IdentifiedAction`.
/// - `Detail` and `Editor`: the destination's features (`@Dependency(\.dismiss)`, a
///   `BindingReducer`, `.merge`), and `Screen`: the navigation stack's.
/// - `Hub`: `Scope` to struct children, `ifLet`, `forEach` over rows, the presentation `ifLet` on
///   a `@Presents` destination (an enum reducer with a `Scope` to each case, and a confirmation
///   dialog case), an `AlertState` in its own `@Presents` slot, and `forEach(\.path, ...)` over a
///   `StackState`.
extension CompileTime {
  static let appGroups = 5
  static let featuresPerGroup = 10
  static let appFeatureCount = appGroups * featuresPerGroup

  /// A file of the generated package: its path in the package, and its text.
  struct AppFile: Equatable {
    var path: String
    var text: String
  }

  /// What every group's files write, one string for each operator of the issue: the app's test
  /// checks that each group has them all.
  static let appOperators = [
    "Scope(state: \\.profile, action: Action.profile)",
    "Scope(state: State.detail, action: Action.detail)",
    ".ifLet(\\.banner, action: Action.banner)",
    ".ifCaseLet(State.loggedIn, action: Action.account)",
    ".forEach(\\.rows, action: Action.rows)", "IdentifiedActionOf<",
    ".ifLet(\\.$destination, action: Action.destination)", "@Presents var destination",
    "@Presents var alert: AlertState<", ".ifLet(\\.$alert, action: Action.alert)",
    "ConfirmationDialogState(", "StackState<", "StackActionOf<",
    ".forEach(\\.path, action: Action.path)", "BindingReducer()", "BindableAction",
    "@Shared(", ".run {", ".cancellable(id:", ".cancel(id:", ".merge(", ".onChange(of:",
    "@Dependency(",
  ]

  /// The generated package, `Package.swift` first, depending on the Statecraft package at
  /// `repository` by path.
  static func generatedApp(repository: String) -> [AppFile] {
    let identity = repository.split(separator: "/").last.map { $0.lowercased() } ?? "statecraft"
    var files = [
      AppFile(path: "Package.swift", text: appManifest(repository, identity)),
      AppFile(path: "Sources/GeneratedApp/main.swift", text: appMain),
      AppFile(path: "Sources/GeneratedApp/AppFeature.swift", text: appFeature()),
      AppFile(path: "Sources/GeneratedApp/Support/Entry.swift", text: appEntry),
      AppFile(path: "Sources/GeneratedApp/Support/CatalogClient.swift", text: appClient),
    ]
    for group in 1...appGroups {
      let folder = "Sources/GeneratedApp/Group\(group)/"
      files += groupFeatures(group).map { name, text in
        AppFile(path: folder + name + ".swift", text: text)
      }
    }
    return files
  }

  /// The features of one group, by file name (without `.swift`); the ten features first.
  static func groupFeatures(_ group: Int) -> [(String, String)] {
    [
      ("Profile\(group)", profile(group)), ("Search\(group)", search(group)),
      ("Banner\(group)", banner(group)), ("Account\(group)", account(group)),
      ("Session\(group)", session(group)), ("Row\(group)", row(group)),
      ("Detail\(group)", detail(group)), ("Editor\(group)", editor(group)),
      ("Screen\(group)", screen(group)), ("Hub\(group)", hub(group)),
      ("Hub\(group)+Destination", hubDestination(group)), ("Hub\(group)+Path", hubPath(group)),
    ]
  }

  private static func appManifest(_ repository: String, _ identity: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "GeneratedApp",
      platforms: [.macOS(.v15), .iOS(.v18)],
      dependencies: [.package(path: "\(repository)")],
      targets: [
        .executableTarget(
          name: "GeneratedApp",
          dependencies: [.product(name: "Statecraft", package: "\(identity)")]
        )
      ]
    )

    """
  }

  private static let appMain = """
    import Statecraft

    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    store.send(.tabSelected(.hub2))
    store.send(.hub2(.addTapped))
    print(store.state.hub2.rows.count)

    """

  private static func appFeature() -> String {
    let groups = 1...appGroups
    let savedPatterns = groups.map {
      ".hub\($0)(.destination(.presented(.editor(.delegate(.saved)))))"
    }
    return """
      import Statecraft

      struct AppFeature: Reducer {
        struct State: Equatable {
          var selectedTab = Tab.hub1
      \(groups.map { "    var hub\($0) = Hub\($0).State()" }.joined(separator: "\n"))
          @Shared(.badgeCount) var badgeCount
        }

        enum Tab: Equatable, Sendable {
      \(groups.map { "    case hub\($0)" }.joined(separator: "\n"))
        }

        enum Action: Equatable {
          case tabSelected(Tab)
      \(groups.map { "    case hub\($0)(Hub\($0).Action)" }.joined(separator: "\n"))
        }

        var body: some ReducerOf<Self> {
      \(groups.map { "    Scope(state: \\.hub\($0), action: Action.hub\($0)) { Hub\($0)() }" }
        .joined(separator: "\n"))
          Reduce { state, action in
            switch action {
            case .tabSelected(let tab):
              state.selectedTab = tab
              return .none
            case \(savedPatterns.joined(separator: ",\n           ")):
              state.$badgeCount.withLock { $0 += 1 }
              return .none
            case \(groups.map { ".hub\($0)" }.joined(separator: ", ")):
              return .none
            }
          }
        }
      }

      """
  }

  private static let appEntry = """
    import Foundation

    struct Entry: Equatable, Identifiable, Sendable {
      let id: UUID
      var title: String
      var count = 0
    }

    """

  private static let appClient = """
    import Statecraft

    struct CatalogClient: Sendable {
      var search: @Sendable (_ query: String) async throws -> [String]
      var save: @Sendable (_ title: String) async throws -> Void
    }

    extension CatalogClient: DependencyKey {
      static let liveValue = CatalogClient(
        search: { query in [query, query + " 2"] },
        save: { _ in }
      )
      static let testValue = CatalogClient(
        search: unimplemented("CatalogClient.search", placeholder: []),
        save: unimplemented("CatalogClient.save")
      )
    }

    extension DependencyValues {
      var catalog: CatalogClient {
        get { self[CatalogClient.self] }
        set { self[CatalogClient.self] = newValue }
      }
    }

    extension SharedKey where Self == InMemoryKey<Int>.Default {
      static var badgeCount: Self { Self[.inMemory("badgeCount"), default: 0] }
    }

    """
}
