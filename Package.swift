// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Settings shared by every target: strict, explicit and warning-free under Swift 6.
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// Each example: a feature library, its terminal executable (`swift run Inventario`) and its tests;
/// one shared support target for the terminal, and one end-to-end test target that runs the apps.
func examples(_ names: [String]) -> [Target] {
  let support = Target.target(
    name: "ExampleSupport", dependencies: ["Statecraft"], path: "Examples/Support",
    swiftSettings: settings
  )
  let endToEnd = Target.testTarget(
    name: "ExamplesEndToEndTests", dependencies: names.map { .target(name: $0) },
    swiftSettings: settings
  )
  return [support, endToEnd]
    + names.flatMap { name -> [Target] in
      [
        .target(
          name: "\(name)Feature",
          dependencies: ["Statecraft", "ExampleSupport"] + SwiftUIStandIn.exampleDependencies,
          path: "Examples/\(name)/Feature", swiftSettings: settings
        ),
        .executableTarget(
          name: name, dependencies: [.target(name: "\(name)Feature")],
          path: "Examples/\(name)/App", swiftSettings: settings
        ),
        .testTarget(
          name: "\(name)Tests",
          dependencies: [.target(name: "\(name)Feature"), "StatecraftTesting"],
          swiftSettings: settings
        ),
      ]
    }
}

/// Stand-in `SwiftUI` and `UIKit` modules, to type-check the view layer on Linux
/// (CI/SwiftUIStandIn/README.md), added only when `STATECRAFT_SWIFTUI_STANDIN` is `26` (the Xcode 26
/// SDK) or `27` (the Xcode 27 SDK: item-driven alert and dialog, `ContentBuilder`). It is never set
/// on Apple platforms, where the real modules exist; without it the package is as it was.
enum SwiftUIStandIn {
  static let flavour: String? = {
    guard let value = Context.environment["STATECRAFT_SWIFTUI_STANDIN"], !value.isEmpty else {
      return nil
    }
    guard value == "26" || value == "27" else {
      FileHandle.standardError.write(
        Data("STATECRAFT_SWIFTUI_STANDIN is '\(value)': set it to 26 or 27, or unset it\n".utf8))
      exit(1)
    }
    return value
  }()

  /// `STATECRAFT_STANDIN_SDK27` in the Xcode 27 flavour, for code that checks the SDK at compile time
  /// (`#if compiler(>=6.4) || STATECRAFT_STANDIN_SDK27`): Swift 6.3 here, 6.4 in Xcode 27.
  static let sdk: [SwiftSetting] = flavour == "27" ? [.define("STATECRAFT_STANDIN_SDK27")] : []

  /// What a target that imports SwiftUI or UIKit depends on: the stand-ins when they are built.
  static let dependencies: [Target.Dependency] = flavour == nil ? [] : ["SwiftUI", "UIKit"]

  /// The stand-ins build in the Swift 5 language mode, as Apple's modules do (their pages print
  /// `action: @escaping @MainActor () -> Void`, which a Swift 6 module makes `@Sendable` too).
  static let standInSettings: [SwiftSetting] =
    sdk + [.swiftLanguageMode(.v5)]

  static var targets: [Target] {
    guard flavour != nil else { return [] }
    return [
      .target(name: "SwiftUI", path: "CI/SwiftUIStandIn/SwiftUI", swiftSettings: standInSettings),
      .target(name: "UIKit", path: "CI/SwiftUIStandIn/UIKit", swiftSettings: standInSettings),
      // Plain SwiftUI and UIKit code as the articles write it, and the same screens on stores
      // through the adapters, and the examples' SwiftUI views (through their features): it must
      // compile in both flavours.
      .target(
        name: "SwiftUIFixtures",
        dependencies: ["Statecraft", "StatecraftSwiftUI"] + dependencies
          + ["InventarioFeature", "CuentaFeature", "ReservationsFeature"],
        path: "CI/SwiftUIStandIn/Fixtures",
        swiftSettings: settings + sdk
      ),
    ]
  }

  /// Whether the adapters are built: on Apple platforms, where SwiftUI is, always; elsewhere only
  /// against the stand-ins, so that `swift build` on Linux without the variable is unchanged.
  static let hasAdapters: Bool = {
    #if canImport(Darwin)
      return true
    #else
      return flavour != nil
    #endif
  }()

  /// The SwiftUI and UIKit adapters, `StatecraftSwiftUI` (its files are all
  /// `#if canImport(SwiftUI)`), where they are built.
  static var adapterTargets: [Target] {
    guard hasAdapters else { return [] }
    return [
      .target(
        name: "StatecraftSwiftUI", dependencies: ["Statecraft"] + dependencies,
        swiftSettings: settings + sdk)
    ]
  }

  /// The adapters' product, where they are built.
  static var adapterProducts: [Product] {
    hasAdapters ? [.library(name: "StatecraftSwiftUI", targets: ["StatecraftSwiftUI"])] : []
  }

  /// What an example's feature library adds for its SwiftUI views (`#if canImport(SwiftUI)`):
  /// the adapters, where they are built.
  static var exampleDependencies: [Target.Dependency] {
    hasAdapters ? ["StatecraftSwiftUI"] + dependencies : []
  }
}

/// Everything but the libraries and their tests.
var examplesBenchmarksAndSamples: [Target] {
  [
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Statecraft", "StatecraftTesting"],
      path: "Benchmarks",
      swiftSettings: settings
    ),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks"], swiftSettings: settings),
    // The code samples of the DocC articles, compiled and run (see Docs/Documentation.md).
    // The State Exploration article explores the Inventario example itself.
    .testTarget(
      name: "DocumentationSamples",
      dependencies: ["Statecraft", "StatecraftTesting", "InventarioFeature"],
      swiftSettings: settings
    ),
  ] + examples(["Inventario", "Cuenta", "Reservations"]) + SwiftUIStandIn.targets
}

/// The library's own tests: `.ci/run`'s sanitizer steps run these alone, and with
/// `STATECRAFT_LIBRARY_TESTS_ONLY` set the package declares nothing else, so that a sanitized
/// build compiles only what those steps run (not the examples, the documentation samples and the
/// benchmarks, which the other steps build and run).
let libraryTestsOnly = Context.environment["STATECRAFT_LIBRARY_TESTS_ONLY"] != nil

/// The settings of the library's test targets. `.ci/run` runs them against the library built
/// optimised (what a miscompile of the library would show in), and builds the tests themselves
/// unoptimised there (`STATECRAFT_UNOPTIMISED_TESTS`), as a debug build does: the whole-module
/// optimisation of the large test modules, on one core each, took 7 of that build's 10 minutes,
/// and optimises no line of the library.
let libraryTestSettings: [SwiftSetting] =
  settings
  + (Context.environment["STATECRAFT_UNOPTIMISED_TESTS"] == nil
    ? []
    : [.unsafeFlags(["-Onone", "-no-whole-module-optimization"], .when(configuration: .release))])

/// The library built as Xcode builds an app target whose "Reflection Metadata Level" is below "All"
/// (`STATECRAFT_STRIPPED_REFLECTION` set to `names` or `metadata`): what the library does must not
/// depend on its own types' reflection names or metadata.
let libraryReflection: [SwiftSetting] =
  switch Context.environment["STATECRAFT_STRIPPED_REFLECTION"] {
  case "names": [.unsafeFlags(["-Xfrontend", "-disable-reflection-names"])]
  case "metadata": [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
  default: []
  }

let package = Package(
  name: "Statecraft",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Statecraft", targets: ["Statecraft"]),
    .library(name: "StatecraftTesting", targets: ["StatecraftTesting"]),
  ] + SwiftUIStandIn.adapterProducts,
  targets: [
    .target(name: "Statecraft", swiftSettings: settings + libraryReflection),
    .target(
      name: "StatecraftTesting", dependencies: ["Statecraft"],
      swiftSettings: settings + libraryReflection
    ),
    .testTarget(
      name: "StatecraftTests",
      dependencies: ["Statecraft", "StatecraftTesting"],
      swiftSettings: libraryTestSettings
    ),
    .testTarget(
      name: "StatecraftTestingTests",
      dependencies: ["Statecraft", "StatecraftTesting"],
      swiftSettings: libraryTestSettings
    ),
    // Features built as app targets are with Xcode's "Reflection Metadata Level" below "All":
    // "Without Names" (case and property names stripped) and "None" (no reflection metadata).
    .testTarget(
      name: "ReflectionWithoutNamesTests",
      dependencies: ["Statecraft", "StatecraftTesting"],
      swiftSettings: libraryTestSettings
        + [.unsafeFlags(["-Xfrontend", "-disable-reflection-names"])]
    ),
    .testTarget(
      name: "ReflectionStrippedTests",
      dependencies: ["Statecraft", "StatecraftTesting"],
      swiftSettings: libraryTestSettings
        + [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
    ),
  ] + SwiftUIStandIn.adapterTargets + (libraryTestsOnly ? [] : examplesBenchmarksAndSamples)
)
