// swift-tools-version: 6.0
import PackageDescription

/// Settings shared by every target: strict, explicit and warning-free under Swift 6.
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

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
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Statecraft", "StatecraftTesting"],
      path: "Benchmarks",
      swiftSettings: settings
    ),
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
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks"], swiftSettings: settings),
  ]
)
