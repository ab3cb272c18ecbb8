/// What `check` is told about the platforms the checked code builds for: `--platform`, `--min-ios`,
/// `--min-macos` (spelled as `field` spells them), or the `platforms` and `minimumOS` of a project
/// config. Without them each file is judged by what it says (its imports, `#if` blocks and a
/// `// Platforms:` header), which cannot tell a macOS app's plain `import SwiftUI` file from an
/// iOS one: its fixes would name `.keyboardType`, which a Mac build does not have.
enum CheckPlatforms {
    static let options = [
        Arguments.Option(
            name: "platform", kind: .value, valueName: "platforms",
            help:
                "The platforms the code builds for: ios, macos, or ios,macos. Default: the platforms --min-ios/--min-macos name, else what each file says (its imports and #if blocks)."
        ),
        Arguments.Option(
            name: "min-ios", kind: .value, valueName: "version",
            help: "The project's minimum iOS (such as 16.4): fixes use what exists there. Default 15."),
        Arguments.Option(
            name: "min-macos", kind: .value, valueName: "version",
            help: "The project's minimum macOS (such as 13). Default 12."),
        Arguments.Option(
            name: "config", kind: .value, valueName: "file",
            help: "Take the platforms and minimumOS of this a11y-gen.json; the options above override it."),
    ]

    /// Each platform the project builds for, with its minimum OS.
    typealias Project = [Platform: OSVersion]

    /// A problem with the values given, said the way a usage error says it.
    struct Problem: Error {
        var message: String
        /// The minimum the problem is in; nil for the platforms.
        var minimum: Platform?
    }

    /// The project's platforms, each with its minimum OS, from the values given (`platforms` as
    /// `--platform` spells them, `minimums` by platform as `--min-ios` gives them) over a config's;
    /// nil when nothing names a platform. `flag` names where each value came from in messages.
    static func resolve(
        platforms text: String?, minimums: [Platform: String], config: ProjectConfig? = nil,
        flag: (Platform?) -> String
    ) throws(Problem) -> Project? {
        var chosen: [Platform]?
        if let text {
            var list: [Platform] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let platform = Platform(spelled: item) else {
                    throw Problem(
                        message:
                            "The value '\(text)' is invalid for \(flag(nil)): '\(item.trimmed())' is not a platform. Use ios, macos or ios,macos.",
                        minimum: nil)
                }
                if !list.contains(platform) { list.append(platform) }
            }
            chosen = list
        }
        var versions: [Platform: OSVersion] = [:]
        for platform in Platform.allCases {
            guard let value = minimums[platform] else { continue }
            guard let version = OSVersion(parsing: value.trimmed()) else {
                throw Problem(
                    message:
                        "The value '\(value)' is invalid for \(flag(platform)): give a version such as \(platform.defaultMinimum.major) or \(platform.defaultMinimum.major).4.",
                    minimum: platform)
            }
            versions[platform] = version
        }
        // A config's platforms stand unless --platform replaces them; without either, the minimums
        // given name the platforms, as they do for `field`.
        let named = chosen != nil ? flag(nil) : config?.platforms != nil ? "the config's \"platforms\"" : nil
        chosen = chosen ?? config?.platforms
        if chosen == nil, !versions.isEmpty { chosen = Platform.allCases.filter { versions[$0] != nil } }
        guard let chosen else { return nil }
        if let named, let stray = Platform.allCases.first(where: { versions[$0] != nil && !chosen.contains($0) }) {
            throw Problem(
                message:
                    "\(flag(stray)) is for \(stray.displayName), which \(named) leaves out; add \(stray.rawValue) to \(named) or drop \(flag(stray)).",
                minimum: stray)
        }
        var project: Project = [:]
        for platform in chosen {
            project[platform] = versions[platform] ?? config?.minimumOS[platform] ?? platform.supportedMinimums[0]
        }
        return project
    }

    /// `--platform`, `--min-ios`, `--min-macos` and `--config`, read for the engine; a failure is
    /// the usage error to print.
    static func resolve(_ arguments: Arguments, tool: CommandLineTool) -> Result<Project?, ToolOutputError> {
        var config: ProjectConfig?
        if let path = arguments.values["config"] {
            switch tool.readConfig(path, defaultsOnly: true) {
            case .success(let value): config = value
            case .failure(let failure):
                // A config that cannot be read is a usage error here: nothing was checked.
                var output = failure.output
                output.stderr = output.stderr.replacingAll("nothing was generated.", with: "nothing was checked.")
                output.code = CommandLineTool.exitUsage
                return .failure(ToolOutputError(output: output))
            }
            let flagsNamePlatforms =
                arguments.values["platform"] != nil
                || Platform.allCases.contains { arguments.values["min-\($0.rawValue)"] != nil }
            if config?.platforms == nil, !flagsNamePlatforms {
                return .failure(
                    ToolOutputError(
                        output: tool.usageError(
                            "'\(path)' sets no \"platforms\", so it says nothing about what the code builds for; add \"platforms\" to it, or pass --platform.",
                            command: "check")))
            }
        }
        var minimums: [Platform: String] = [:]
        for platform in Platform.allCases {
            if let value = arguments.values["min-\(platform.rawValue)"] { minimums[platform] = value }
        }
        do {
            return .success(
                try resolve(
                    platforms: arguments.values["platform"], minimums: minimums, config: config,
                    flag: { platform in platform.map { "'--min-\($0.rawValue)'" } ?? "'--platform'" }))
        } catch {
            return .failure(ToolOutputError(output: tool.usageError(error.message, command: "check")))
        }
    }
}
