// swift-tools-version: 6.2
//
// StateContainer: headless state-driven containers with a strict, documented lifecycle.
// The library has no dependencies; the benchmarks live in their own package in Benchmarks/.

import PackageDescription

/// `STATECONTAINER_INTERNAL_CHECKS=1` in the environment compiles the library's internal
/// consistency checks in (CI sets it for its test run); users never pay for them.
let internalChecks: [SwiftSetting] =
  Context.environment["STATECONTAINER_INTERNAL_CHECKS"] == "1"
  ? [.define("STATECONTAINER_INTERNAL_CHECKS")] : []

/// `STATECONTAINER_WARNINGS_AS_ERRORS=1` makes every warning an error (CI sets it for all its
/// steps, so that its build and the README's `swift test` share one build).
let warningsAsErrors: [SwiftSetting] =
  Context.environment["STATECONTAINER_WARNINGS_AS_ERRORS"] == "1"
  ? [.treatAllWarnings(as: .error)] : []

let package = Package(
  name: "StateContainer",
  // 15.4 and its peers: services stop in an `isolated deinit`, which needs their runtime.
  platforms: [.macOS("15.4"), .iOS("18.4"), .tvOS("18.4"), .watchOS("11.4"), .visionOS("2.4")],
  products: [
    .library(name: "StateContainer", targets: ["StateContainer"]),
    .executable(name: "StateContainerExample", targets: ["StateContainerExample"]),
    .executable(name: "NotesExample", targets: ["NotesExample"]),
  ],
  dependencies: [],
  targets: [
    // Library
    .target(name: "StateContainer", swiftSettings: internalChecks),

    // Examples, and what their stories share (the output, the timeline chart); not a product.
    .target(
      name: "ExampleSupport",
      dependencies: ["StateContainer"]
    ),
    .executableTarget(
      name: "StateContainerExample",
      dependencies: ["StateContainer", "ExampleSupport"]
    ),
    .executableTarget(
      name: "NotesExample",
      dependencies: ["StateContainer", "ExampleSupport"]
    ),

    // Tests
    // NotesExample: its terminal parts (key decoding, drawing at a size) are unit-tested
    // with `@testable import`; the rest through the built executable.
    .testTarget(
      name: "StateContainerTests",
      dependencies: ["StateContainer", "NotesExample"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = (target.swiftSettings ?? []) + warningsAsErrors
  settings.append(contentsOf: [
    // Public types state their sendability explicitly: clients rely on it across actors.
    .treatWarning("ExplicitSendable", as: .error),
    // `any` spelled out for existentials, as Swift 7 will require.
    .enableUpcomingFeature("ExistentialAny"),
    // Imports are internal unless declared otherwise, so no dependency leaks into the API.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // Member imports only from modules imported by the file itself.
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
