// swift-tools-version:6.0
import PackageDescription

// No package dependencies by design: the toolchain (Foundation, Swift Testing) is all a11y-gen needs.
let package = Package(
    name: "a11y-gen",
    products: [
        .executable(name: "a11y-gen", targets: ["a11y-gen"]),
        .library(name: "A11yGenCore", targets: ["A11yGenCore"]),
    ],
    targets: [
        .target(name: "A11yGenCore"),
        .executableTarget(name: "a11y-gen", dependencies: ["A11yGenCore"]),
        // `swift run -c release a11y-gen-bench`: check's speed and memory, printed (not a test).
        .executableTarget(name: "a11y-gen-bench", dependencies: ["A11yGenCore"]),
        .testTarget(
            name: "A11yGenCoreTests",
            // The CLI tests run the built binary, so the test target depends on it to get it built.
            dependencies: ["A11yGenCore", "a11y-gen"],
            exclude: ["Golden", "SwiftUIModel", "Check/Corpus"]
        ),
    ]
)
