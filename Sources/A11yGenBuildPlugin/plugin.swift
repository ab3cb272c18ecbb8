import Foundation
import PackagePlugin

/// Every `*.a11y.json` form spec in a target becomes `<name>.swift` (the spec's `name`, the view's
/// type) in the plugin's work folder at build time, through one build command per spec whose
/// inputs are the spec and the config, so a view is regenerated only when one of them changes.
///
/// The command is `a11y-gen form <spec> -o <output> --wrap-can-import-swiftui --spec-name
/// <path from the package root> [--config <file>]` (the header names the spec relative to the
/// package, so the output is the same on every machine):
/// the wrapper makes the file empty where SwiftUI does not exist, so a package that also builds on
/// Linux keeps building; on Apple platforms it changes nothing. The config, when there is one, is
/// the nearest `a11y-gen.json` in the spec's folder or above it, up to the package root; its
/// defaults (platforms, minimumOS, locale) and its template set are used, and the template files are
/// inputs as well.
@main
struct A11yGenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            specs: target.sourceFiles.map(\.url), root: context.package.directoryURL,
            tool: try context.tool(named: "a11y-gen").url, output: context.pluginWorkDirectoryURL)
    }

    static let specSuffix = ".a11y.json"
    static let configName = "a11y-gen.json"

    static func commands(specs: [URL], root: URL, tool: URL, output folder: URL) -> [Command] {
        specs.filter { $0.lastPathComponent.hasSuffix(specSuffix) }
            .sorted { $0.path < $1.path }
            .map { spec in
                let config = config(for: spec, root: root)
                let output = folder.appendingPathComponent(viewName(spec) + ".swift")
                var arguments = [
                    "form", spec.path, "-o", output.path, "--wrap-can-import-swiftui",
                    "--spec-name", relativePath(spec, root: root),
                ]
                if let config { arguments += ["--config", config.path] }
                return .buildCommand(
                    displayName: "a11y-gen form \(spec.lastPathComponent)",
                    executable: tool,
                    arguments: arguments,
                    inputFiles: [spec] + (config.map { [$0] + templateFiles(config: $0) } ?? []),
                    outputFiles: [output])
            }
    }

    /// The `.mustache` files of the config's template set (`"templates"`, relative to the config),
    /// which `form --config` renders with: inputs too, so editing a template rebuilds the views. A
    /// config that cannot be read lists none here; `a11y-gen form` then reports what is wrong with it.
    static func templateFiles(config: URL) -> [URL] {
        guard let data = try? Data(contentsOf: config),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let templates = object["templates"] as? String
        else { return [] }
        let folder =
            templates.hasPrefix("/")
            ? URL(fileURLWithPath: templates)
            : config.deletingLastPathComponent().appendingPathComponent(templates)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".mustache") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The spec's path from the package (or project) root for the generated file's header, so the
    /// output names no folder of the machine it was built on; the path itself when outside the root.
    static func relativePath(_ spec: URL, root: URL) -> String {
        let top = root.standardizedFileURL.path
        let path = spec.standardizedFileURL.path
        guard path.hasPrefix(top + "/") else { return path }
        return String(path.dropFirst(top.count + 1))
    }

    /// The nearest a11y-gen.json in the spec's folder or a folder above it, up to `root`.
    static func config(for spec: URL, root: URL) -> URL? {
        let top = root.standardizedFileURL.path
        var folder = spec.deletingLastPathComponent().standardizedFileURL
        while folder.path.hasPrefix(top) {
            let candidate = folder.appendingPathComponent(configName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if folder.path == top { break }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The spec's `name`; when the spec cannot be read, the file's name without `.a11y.json`, and
    /// `a11y-gen form` reports what is wrong with the spec at build time.
    static func viewName(_ spec: URL) -> String {
        if let data = try? Data(contentsOf: spec),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = object["name"] as? String,
            !name.isEmpty, !name.contains("/")
        {
            return name
        }
        return String(spec.lastPathComponent.dropLast(specSuffix.count))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // In an Xcode app target: the target's `*.a11y.json` files; configs up to the project's folder.
    extension A11yGenBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            Self.commands(
                specs: target.inputFiles.map(\.url), root: context.xcodeProject.directoryURL,
                tool: try context.tool(named: "a11y-gen").url, output: context.pluginWorkDirectoryURL)
        }
    }
#endif
