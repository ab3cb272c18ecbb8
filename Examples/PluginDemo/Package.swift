// swift-tools-version:6.0
import PackageDescription

// Uses both a11y-gen plugins, with a11y-gen found by path (in your package:
// .package(url: "https://…/a11y-gen.git", from: "0.1.0") or any path to a clone). `name:` keeps
// `package: "a11y-gen"` working whatever the clone's folder is called (a path dependency is
// otherwise known by its folder's name).
let package = Package(
    name: "PluginDemo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "DemoForms", targets: ["DemoForms"])],
    dependencies: [.package(name: "a11y-gen", path: "../..")],
    targets: [
        // Build tool plugin: Sources/DemoForms/*.a11y.json become views at build time, never checked in.
        .target(
            name: "DemoForms",
            plugins: [.plugin(name: "A11yGenBuildPlugin", package: "a11y-gen")]
        )
    ]
)
