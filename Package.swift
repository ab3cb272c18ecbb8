// swift-tools-version:6.0
import PackageDescription

// No package dependencies by design: the toolchain (Foundation, Swift Testing) is all a11y-gen needs.
let package = Package(
    name: "a11y-gen",
    products: [
        .executable(name: "a11y-gen", targets: ["a11y-gen"]),
        .library(name: "A11yGenCore", targets: ["A11yGenCore"]),
        .plugin(name: "a11y-gen-generate", targets: ["A11yGenGeneratePlugin"]),
        .plugin(name: "A11yGenBuildPlugin", targets: ["A11yGenBuildPlugin"]),
    ],
    targets: [
        .target(name: "A11yGenCore"),
        .executableTarget(name: "a11y-gen", dependencies: ["A11yGenCore"]),
        // The plugins live under Sources/ (explicit paths), so the top level stays as the product card says.
        // `swift package --allow-writing-to-package-directory a11y-gen-generate`: `a11y-gen generate` for the package.
        .plugin(
            name: "A11yGenGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "a11y-gen-generate",
                    description: "Generate the accessible SwiftUI form views that a11y-gen.json names"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "a11y-gen writes the form views that a11y-gen.json names into the package")
                ]),
            dependencies: ["a11y-gen"],
            path: "Sources/A11yGenGeneratePlugin"),
        // Every *.a11y.json spec in a target that uses it becomes a view at build time (never checked in).
        .plugin(
            name: "A11yGenBuildPlugin", capability: .buildTool(), dependencies: ["a11y-gen"],
            path: "Sources/A11yGenBuildPlugin"),
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
