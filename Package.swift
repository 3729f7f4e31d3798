// swift-tools-version: 6.0
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
          name: "\(name)Feature", dependencies: ["Statecraft", "ExampleSupport"],
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
  ] + examples(["Inventario", "Cuenta", "Reservations"])
}

/// The library's own tests: `.ci/run`'s sanitizer steps run these alone, and with
/// `STATECRAFT_LIBRARY_TESTS_ONLY` set the package declares nothing else, so that a sanitized
/// build compiles only what those steps run (not the examples, the documentation samples and the
/// benchmarks, which the other steps build and run).
let libraryTestsOnly = Context.environment["STATECRAFT_LIBRARY_TESTS_ONLY"] != nil

let package = Package(
  name: "Statecraft",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Statecraft", targets: ["Statecraft"]),
    .library(name: "StatecraftTesting", targets: ["StatecraftTesting"]),
  ],
  targets: [
    .target(name: "Statecraft", swiftSettings: settings),
    .target(name: "StatecraftTesting", dependencies: ["Statecraft"], swiftSettings: settings),
    .testTarget(
      name: "StatecraftTests",
      dependencies: ["Statecraft", "StatecraftTesting"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "StatecraftTestingTests",
      dependencies: ["Statecraft", "StatecraftTesting"],
      swiftSettings: settings
    ),
  ] + (libraryTestsOnly ? [] : examplesBenchmarksAndSamples)
)
