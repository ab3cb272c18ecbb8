import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory a11y-gen-generate [--check] [--dry-run] [--force]`:
/// runs `a11y-gen generate` in the package's folder, so it reads the package's `a11y-gen.json` and
/// writes the views it names. Every argument except SwiftPM's `--target`/`--product` goes to
/// `generate` as given (`--config`, `--check`, `--dry-run`, `--force`; it reports anything else).
@main
struct A11yGenGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.generate(
            tool: try context.tool(named: "a11y-gen").url, in: context.package.directoryURL, arguments: arguments)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func generate(tool: URL, in folder: URL, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        _ = extractor.extractOption(named: "product")
        let process = Process()
        process.executableURL = tool
        process.arguments = ["generate"] + extractor.remainingArguments
        // Paths in the config are relative to it, and the tool prints paths relative to here.
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "a11y-gen generate failed (exit \(process.terminationStatus)) in \(folder.path); see its report")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Xcode lists the command in a project's plugin menu; it runs in the project's folder.
    extension A11yGenGeneratePlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.generate(
                tool: try context.tool(named: "a11y-gen").url, in: context.xcodeProject.directoryURL,
                arguments: arguments)
        }
    }
#endif
