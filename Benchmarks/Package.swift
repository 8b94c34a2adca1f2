// swift-tools-version: 6.2

import PackageDescription

/// Whether the routes suite also measures Hummingbird's router. `run.sh` sets it for the full
/// run only: building Hummingbird (SwiftNIO and friends) adds minutes that the quick run in CI
/// should not pay.
let comparesWithHummingbird = Context.environment["STATECONTAINER_BENCHMARKS_HUMMINGBIRD"] == "1"

let package = Package(
  name: "StateContainerBenchmarks",
  platforms: [.macOS("15.4")],
  dependencies: [
    // The library under test, by path, so that the library itself keeps no dependencies.
    .package(name: "StateContainer", path: ".."),
    // The peer that `SimulatedClock` is compared with.
    .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
  ]
    + (comparesWithHummingbird
      // The peer that the route matcher is compared with (its trie, through its SPI).
      ? [.package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1")] : []),
  targets: [
    .executableTarget(
      name: "StateContainerBenchmarks",
      dependencies: [
        "CHeapStatistics",
        .product(name: "StateContainer", package: "StateContainer"),
        .product(name: "Clocks", package: "swift-clocks"),
      ] + (comparesWithHummingbird ? [.product(name: "Hummingbird", package: "hummingbird")] : []),
      swiftSettings: comparesWithHummingbird ? [.define("HUMMINGBIRD_COMPARISON")] : []
    ),
    // What only a release build can break (Scripts/release-checks.sh): receiving
    // diagnostics, and the report of a runaway chain.
    .executableTarget(
      name: "ReleaseChecks",
      dependencies: [.product(name: "StateContainer", package: "StateContainer")]
    ),
    // The allocator's own statistics (glibc `mallinfo2`), which Swift's Glibc module does not export.
    .target(name: "CHeapStatistics"),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "CHeapStatistics" {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    // `any` spelled out for existentials, as Swift 7 will require.
    .enableUpcomingFeature("ExistentialAny"),
    // Member imports only from modules imported by the file itself.
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
