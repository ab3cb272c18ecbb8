import Foundation
import Testing

@testable import A11yGenCore

/// One platform at one minimum OS, as the SwiftUI model sees it.
struct CompileConfiguration: Hashable, CustomStringConvertible, Sendable {
    var platform: Platform
    var minimum: OSVersion

    var description: String { "\(platform.displayName) \(minimum.major)" }

    /// Every version where something in the model appears; a flag is defined for each one at or below
    /// the minimum (IOS_16 means "iOS 16 APIs exist here").
    static let thresholds: [Platform: [(String, OSVersion)]] = [
        .ios: [
            ("13", OSVersion(13)), ("14", OSVersion(14)), ("15", OSVersion(15)), ("16", OSVersion(16)),
            ("17", OSVersion(17)), ("17_4", OSVersion(17, 4)), ("18", OSVersion(18)), ("26", OSVersion(26)),
            ("27", OSVersion(27)),
        ],
        .macos: [
            ("10_15", OSVersion(10, 15)), ("10_15_4", OSVersion(10, 15)), ("11", OSVersion(11)),
            ("12", OSVersion(12)), ("13", OSVersion(13)), ("14", OSVersion(14)), ("15", OSVersion(15)),
            ("26", OSVersion(26)), ("27", OSVersion(27)),
        ],
    ]

    var defines: [String] {
        let prefix = platform == .ios ? "IOS" : "MACOS"
        return [prefix] + Self.thresholds[platform]!.filter { $0.1 <= minimum }.map { prefix + "_" + $0.0 }
    }

    /// The configurations the generator supports: every platform at every supported minimum.
    static let all: [CompileConfiguration] = Platform.allCases.flatMap { platform in
        platform.supportedMinimums.map { CompileConfiguration(platform: platform, minimum: $0) }
    }

    /// The configurations a deployment names (each platform at its minimum).
    static func named(by deployment: Deployment) -> [CompileConfiguration] {
        deployment.platforms.map { CompileConfiguration(platform: $0, minimum: deployment.minimum($0)) }
    }
}

/// A file to type-check, and where it came from (for failure messages).
struct TypeCheckCase: Sendable {
    var id: String
    var source: String
    var origin: String
    /// Declarations of the user's own that the file uses (its `// Needs:`), written once per batch
    /// into a file of their own, so files that need the same type can share one compile.
    var context: [String] = []
}

/// Builds the SwiftUI model modules per configuration and type-checks batches of files against them.
enum CompileHarness {
    static let modelDirectory = TestSupport.root.appendingPathComponent("Tests/A11yGenCoreTests/SwiftUIModel")
    static let languageModes = [5, 6]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: [CompileConfiguration: Result<URL, HarnessError>] = [:]

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
    }

    static var swiftc: String {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return explicit }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }

    /// The module directory for a configuration, built once per test process.
    static func modules(for configuration: CompileConfiguration) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let result = built[configuration] { return try result.get() }
        let result = Result { () throws(HarnessError) -> URL in try build(configuration) }
        built[configuration] = result
        return try result.get()
    }

    /// Where this test process keeps the model's modules, built once per configuration and removed
    /// when the process exits.
    private static let modelRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-model-\(ProcessInfo.processInfo.processIdentifier)")
        // atexit takes a C function, which captures nothing: the path is derived again inside.
        atexit {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "a11y-gen-model-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: root)
        }
        return root
    }()

    private static func build(_ configuration: CompileConfiguration) throws(HarnessError) -> URL {
        let directory = modelRoot.appendingPathComponent(
            "\(configuration.platform.rawValue)\(configuration.minimum.major)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let defines = configuration.defines.flatMap { ["-D", $0] }
        var modules = ["Accessibility"]
        modules.insert(configuration.platform == .ios ? "UIKit" : "AppKit", at: 0)
        modules.append("SwiftUI")
        for module in modules {
            let arguments =
                ["-parse-as-library", "-emit-module", "-module-name", module, "-swift-version", "5"] + defines
                + [
                    "-I", directory.path, "-o", directory.appendingPathComponent("\(module).swiftmodule").path,
                    modelDirectory.appendingPathComponent("\(module).swift").path,
                ]
            let (status, output) = run(swiftc, arguments)
            if status != 0 {
                throw HarnessError(
                    description: "the SwiftUI model module \(module) does not build for \(configuration):\n\(output)")
            }
        }
        return directory
    }

    /// Type-checks all cases in one `swiftc -typecheck` call; returns the diagnostics of each failing case.
    static func typecheck(
        _ cases: [TypeCheckCase], in configuration: CompileConfiguration, swiftVersion: Int,
        extraFlags: [String] = []
    ) throws -> [String: [String]] {
        let modules = try modules(for: configuration)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        var idByFile: [String: String] = [:]
        for (index, item) in cases.enumerated() {
            let name = "case\(index).swift"
            try item.source.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
            paths.append(directory.appendingPathComponent(name).path)
            idByFile[name] = item.id
        }
        var seen = Set<String>()
        let context = mergingEnums(cases.flatMap(\.context)).filter { seen.insert($0).inserted }
        if !context.isEmpty {
            let shared = directory.appendingPathComponent("context.swift")
            try context.joined().write(to: shared, atomically: false, encoding: .utf8)
            paths.append(shared.path)
            idByFile["context.swift"] = "<context>"
        }
        // -wmo: one frontend for the whole batch instead of one per file (about 6x faster here).
        let (status, output) = run(
            swiftc,
            ["-typecheck", "-wmo", "-swift-version", String(swiftVersion), "-I", modules.path]
                + extraFlags + paths)
        var failures: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let range = line.range(of: directory.path + "/") {
                let rest = line[range.upperBound...]
                let file = String(rest.prefix { $0 != ":" })
                current = idByFile[file]
                if let current, line.contains(": error:") || line.contains(": warning:") {
                    failures[current, default: []].append(String(rest))
                    continue
                }
            }
            if let current, failures[current] != nil, !line.isEmpty { failures[current]!.append(line) }
        }
        if status != 0, failures.isEmpty {
            failures["<swiftc>"] = [output]
        }
        return failures
    }

    /// What became of a program built from one `main.swift` and run.
    enum ProgramRun {
        case doesNotCompile(log: String)
        case ran(status: Int32, output: String)
    }

    /// Builds `program` (one `main.swift`) with this toolchain's `swiftc` in a temporary folder,
    /// removed afterwards, and runs it: how the tests execute generated code itself.
    static func buildAndRun(_ program: String) throws -> ProgramRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-gen-program-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("program").path
        let (built, log) = run(swiftc, [source.path, "-o", binary])
        guard built == 0 else { return .doesNotCompile(log: log) }
        let (status, output) = run(binary, [])
        return .ran(status: status, output: output)
    }

    /// Runs a tool of the toolchain with its own temporary folder, removed when it exits: every
    /// `swiftc` run leaves an empty `TemporaryDirectory.*` behind in `$TMPDIR`, several hundred per
    /// `swift test`, which would otherwise pile up in the user's /tmp.
    /// `swift format lint --strict` with the repository's configuration on `paths`: the generated
    /// files' check that they are a fixed point of the formatter.
    static func swiftFormatLint(_ paths: [String]) -> (status: Int32, output: String) {
        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        let configuration = TestSupport.root.appendingPathComponent(".swift-format").path
        return run(swift, ["format", "lint", "--strict", "--configuration", configuration] + paths)
    }

    static func run(_ executable: String, _ arguments: [String]) -> (Int32, String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-tool-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "cannot run \(executable): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A generated field wrapped in a view, as a user pastes it.
    /// `context` declares what a snippet expects its view to have already, such as the other date
    /// a check-out date must follow.
    static func wrap(_ field: RenderedField, typeName: String, context: [String] = []) -> String {
        var lines = (["SwiftUI"] + field.imports).sorted().map { "import \($0)" } + ["", "struct \(typeName): View {"]
        lines += (context + field.declarations).map { "    " + $0 }
        lines += ["", "    var body: some View {"]
        lines += field.view.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "        " + $0
        }
        lines += ["    }"]
        for function in field.functions {
            lines.append("")
            lines += function.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "    " + $0
            }
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// `#Preview` expands through a compiler plugin that ships only with Xcode, so the harness checks
    /// its body as the @ViewBuilder function the macro's signature describes.
    static func checkable(form code: String) -> String {
        code.replacingOccurrences(
            of: "\n#Preview {\n", with: "\n@MainActor @ViewBuilder private func preview() -> some View {\n")
    }

    /// `public enum Type: …` for each `// Needs: your `enum Type: …`` line of a file, with cases: the
    /// enums of the user's own a form asks for, declared as its lines say and `public` (not `Sendable`
    /// unless the line says so, as an internal enum would be).
    /// One declaration per enum the batch's forms need: an app declares `FuzzSize` once, so two forms
    /// that read it differently (one by raw value, one by description) need one declaration with both
    /// conformances, not two declarations of one name (the long fuzz found such a batch).
    static func mergingEnums(_ context: [String]) -> [String] {
        var conformances: [String: [String]] = [:]
        var order: [String] = []
        var rest: [String] = []
        for item in context {
            guard item.hasPrefix("\npublic enum "), let colon = item.firstIndex(of: ":"),
                let brace = item.firstIndex(of: "{")
            else {
                rest.append(item)
                continue
            }
            let name = String(item[item.index(item.startIndex, offsetBy: 13)..<colon])
            let list = item[item.index(after: colon)..<brace].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if conformances[name] == nil { order.append(name) }
            for conformance in list where !(conformances[name] ?? []).contains(conformance) {
                // A raw type must come first in the list.
                if conformance == "String" {
                    conformances[name, default: []].insert(conformance, at: 0)
                } else {
                    conformances[name, default: []].append(conformance)
                }
            }
        }
        return rest
            + order.map { name in
                let list = conformances[name] ?? []
                let description =
                    list.contains("CustomStringConvertible")
                    ? "    public var description: String { \"\\(self)\" }\n" : ""
                return
                    "\npublic enum \(name): \(list.joined(separator: ", ")) {\n    case small, large\n\(description)}\n"
            }
    }

    static func neededEnums(_ code: String) -> [String] {
        code.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("// Needs: "), let start = line.range(of: "`enum "),
                let end = line[start.upperBound...].firstIndex(of: "`")
            else { return nil }
            let header = "public " + line[line.index(after: start.lowerBound)..<end]
            let description =
                header.contains("CustomStringConvertible")
                ? "    public var description: String { \"\\(self)\" }\n" : ""
            return "\n\(header) {\n    case small, large\n\(description)}\n"
        }
    }

    /// Type-checks whole form files in every configuration each names, in both language modes.
    static func checkForms(_ items: [(origin: String, result: FormResult)]) throws -> [String] {
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for (index, item) in items.enumerated() {
            let deployment = Deployment(
                platforms: item.result.platforms,
                minimums: Dictionary(
                    uniqueKeysWithValues:
                        item.result.minimumOS.compactMap { key, value in
                            Platform(rawValue: key).flatMap { p in OSVersion(parsing: value).map { (p, $0) } }
                        }))
            for configuration in CompileConfiguration.named(by: deployment) {
                byConfiguration[configuration, default: []].append(
                    TypeCheckCase(
                        id: String(index), source: checkable(form: item.result.code), origin: item.origin,
                        context: neededEnums(item.result.code)))
            }
        }
        return try check(byConfiguration, showSource: false)
    }

    /// Declarations a snippet refers to but does not own: the dates named by `after` checks.
    static func snippetContext(_ plan: FieldPlan) -> [String] {
        plan.checks.compactMap(\.other).map { "@State private var \($0) = Date()" }
            + (plan.choice?.optionsEnum.map(userEnum) ?? [])
    }

    /// The enum an `optionsEnum` names, as the user's code would declare it (CaseIterable, Hashable,
    /// with String raw values or a description).
    static func userEnum(_ choice: ChoiceEnum) -> [String] {
        switch choice.label {
        case .rawValue:
            ["enum \(choice.type): String, CaseIterable, Hashable {", "    case small, medium, large", "}"]
        case .description:
            [
                "enum \(choice.type): CaseIterable, Hashable, CustomStringConvertible {", "    case red, green",
                "    var description: String { \"\\(self)\" }", "}",
            ]
        }
    }

    /// Type-checks generated fields in every configuration each one's deployment names, in both
    /// language modes, batching per configuration; returns readable failures (empty when all pass).
    static func checkFields(_ items: [(origin: String, plan: FieldPlan, rendered: RenderedField)]) throws -> [String] {
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for (index, item) in items.enumerated() {
            let source = wrap(item.rendered, typeName: "GeneratedField\(index)", context: snippetContext(item.plan))
            for configuration in CompileConfiguration.named(by: item.plan.deployment) {
                byConfiguration[configuration, default: []].append(
                    TypeCheckCase(id: String(index), source: source, origin: item.origin))
            }
        }
        return try check(byConfiguration, showSource: true)
    }

    /// One batched type-check per configuration and language mode; readable failures, each with
    /// the origin (spec, seed) of the file that failed.
    static func check(_ byConfiguration: [CompileConfiguration: [TypeCheckCase]], showSource: Bool) throws -> [String] {
        var problems: [String] = []
        for (configuration, cases) in byConfiguration.sorted(by: { $0.key.description < $1.key.description }) {
            for mode in languageModes {
                let failures = try typecheck(
                    cases, in: configuration, swiftVersion: mode, extraFlags: ["-warnings-as-errors"])
                for (id, lines) in failures.sorted(by: { $0.key < $1.key }) {
                    let item = cases.first { $0.id == id }
                    problems.append(
                        "\(configuration), Swift \(mode): \(item?.origin ?? id)\n"
                            + lines.prefix(12).joined(separator: "\n")
                            + (showSource ? item.map { "\n--- source ---\n" + $0.source } ?? "" : ""))
                }
            }
        }
        return problems
    }
}
