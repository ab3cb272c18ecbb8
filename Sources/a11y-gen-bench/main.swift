import A11yGenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Benchmarks `a11y-gen check` on a corpus it builds itself, against `swift format lint` on the same
// files in the same run, and prints the figures. Not a test: machines here are shared and noisy, so
// compare the ratio, which both sides of one run share.
//
//   swift run -c release a11y-gen-bench [--lines 200000] [--skip-swift-format] [--keep DIR] [--per-rule]

struct Options {
    var lines = 200_000
    var skipSwiftFormat = false
    var keep: String?
    var perRule = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--lines": lines = rest.popFirst().flatMap(Int.init) ?? lines
            case "--skip-swift-format": skipSwiftFormat = true
            case "--keep": keep = rest.popFirst()
            case "--per-rule": perRule = true
            default:
                FileHandle.standardError.write(
                    Data("usage: a11y-gen-bench [--lines N] [--skip-swift-format] [--keep DIR] [--per-rule]\n".utf8))
                exit(64)
            }
        }
    }
}

/// A small deterministic generator, so every run builds the same corpus.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

/// Builds the corpus: two thirds generated forms (what a11y-gen emits, in every platform and
/// container), one third views in the shapes apps are written in (with and without violations,
/// `#if` blocks, raw and multi-line strings, comments, nested closures).
enum Corpus {
    static let fields: [(label: String, type: String)] = [
        ("Full name", "name"), ("Email", "email"), ("Phone", "phone"), ("New password", "new-password"),
        ("Password", "password"), ("Street address", "street-address"), ("City", "city"),
        ("ZIP code", "postal-code"), ("Website", "url"), ("Username", "username"), ("Quantity", "integer"),
        ("Amount", "currency"), ("Notes", "multiline"), ("Search", "search"), ("Verification code", "one-time-code"),
        ("Date of birth", "bday"), ("Check in", "date"), ("Alarm", "time"), ("Appointment", "date-time"),
        ("Given name", "given-name"), ("Family name", "family-name"), ("Organization", "organization"),
    ]
    static let platforms = [#"["ios"]"#, #"["macos"]"#, #"["ios", "macos"]"#]
    static let containers = ["form", "stack"]

    static func formSpec(_ index: Int, _ random: inout SplitMix) -> String {
        var chosen: [String] = []
        var used = Set<String>()
        for _ in 0..<(3 + Int(random.next() % 6)) {
            let field = random.pick(fields)
            guard used.insert(field.label).inserted else { continue }
            let required = random.next() % 2 == 0 ? #", "validation": { "required": true }"# : ""
            chosen.append(#"{ "label": "\#(field.label)", "type": "\#(field.type)"\#(required) }"#)
        }
        return """
            { "name": "Form\(index)", "title": "Screen \(index)", "submitLabel": "Save",
              "platforms": \(random.pick(platforms)), "container": "\(random.pick(containers))",
              "fields": [\(chosen.joined(separator: ", "))] }
            """
    }

    static func appView(_ index: Int, _ random: inout SplitMix) -> String {
        let name = random.pick(["email", "phone", "city", "code", "note", "amount", "start", "handle"])
        let title = random.pick(["Email", "Phone number", "City", "Code", "Note", "Amount", "Start", "Handle"])
        let size = random.pick(["12", "14", "17", "20"])
        let style = random.pick([".graphical", ".compact", ".wheel", ".automatic"])
        return #"""
            import SwiftUI

            /// A screen written by hand, the way apps are: \#(index).
            struct HandWritten\#(index)View: View {
                @State private var \#(name) = ""
                @State private var \#(name)Error: String?
                @State private var date\#(index) = Date()
                @FocusState private var focused: Bool
                let hint = #"Use "quotes" and \(interpolation) freely"#

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        /* A block comment /* nested */ that mentions TextField("x", text: $y). */
                        Text("\#(title)")
                            .font(.system(size: \#(size)))
                            .lineLimit(1)
                        TextField("\#(title)", text: $\#(name), prompt: Text("Enter \(label(for: "\#(name)"))"))
                            #if os(iOS)
                                .keyboardType(.default)
                                .textInputAutocapitalization(.never)
                            #elseif os(macOS)
                                .textFieldStyle(.roundedBorder)
                            #endif
                            .focused($focused)
                            .onSubmit { validate() }
                        if let \#(name)Error {
                            Label(\#(name)Error, systemImage: "exclamationmark.triangle")
                                .foregroundStyle(.red)
                        }
                        DatePicker("\#(title) date", selection: $date\#(index), displayedComponents: .date)
                            .datePickerStyle(\#(style))
                            .accessibilityLabel("\#(title) date")
                        switch \#(name).count {
                        case 0: Text("Empty").foregroundColor(.secondary)
                        default: Text("""
                            \#(name): \(\#(name))
                            """)
                        }
                        Button {
                            validate()
                        } label: {
                            Image(systemName: "checkmark").frame(width: 30, height: 30)
                        }
                    }
                    .padding()
                }

                func label(for key: String) -> String { key.capitalized }

                func validate() {
                    \#(name)Error = \#(name).isEmpty ? "\#(title) is required." : nil
                }
            }

            """#
    }

    /// Writes files until `lines` lines are written; returns the file count and the line count.
    static func build(lines target: Int, seed: UInt64, in directory: URL) throws -> (files: Int, lines: Int) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var random = SplitMix(state: seed)
        let tool = CommandLineTool()
        let specFile = directory.appendingPathComponent("spec.json.tmp")
        var lines = 0
        var files = 0
        var index = 0
        while lines < target {
            index += 1
            let source: String
            if index % 3 == 0 {
                source = appView(index, &random)
            } else {
                try Data(formSpec(index, &random).utf8).write(to: specFile)
                let output = tool.run(["form", specFile.path])
                guard output.code == 0 else {
                    FileHandle.standardError.write(Data("corpus: form \(index) failed: \(output.stderr)\n".utf8))
                    continue
                }
                source = output.stdout
            }
            let file = directory.appendingPathComponent("View\(index).swift")
            try Data(source.utf8).write(to: file)
            lines += source.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            files += 1
        }
        try? FileManager.default.removeItem(at: specFile)
        return (files, lines)
    }
}

/// Runs a program, returning its wall time in seconds and its exit status.
func timed(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    let start = DispatchTime.now()
    try process.run()
    process.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    return (seconds, process.terminationStatus)
}

/// The largest resident set of any finished child process so far, in MiB.
func childPeakMiB() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    #if canImport(Darwin)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #else
        return Double(usage.ru_maxrss) / 1024  // KiB
    #endif
}

func which(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

let options = Options(Array(CommandLine.arguments.dropFirst()))
let checker = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("a11y-gen").path
guard FileManager.default.isExecutableFile(atPath: checker) else {
    FileHandle.standardError.write(Data("a11y-gen-bench: build a11y-gen first; expected it at \(checker)\n".utf8))
    exit(1)
}
let root =
    options.keep.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("a11y-gen-bench-\(getpid())")
defer { if options.keep == nil { try? FileManager.default.removeItem(at: root) } }

do {
    print("a11y-gen-bench: building the corpus (\(options.lines) lines, and 4x that)…")
    let one = root.appendingPathComponent("1x")
    let four = root.appendingPathComponent("4x")
    let small = try Corpus.build(lines: options.lines, seed: 1, in: one)
    var large = (files: 0, lines: 0)
    for part in 0..<4 {
        let built = try Corpus.build(
            lines: options.lines, seed: UInt64(part + 1), in: four.appendingPathComponent("part\(part)"))
        large.files += built.files
        large.lines += built.lines
    }
    print("corpus 1x: \(small.files) files, \(small.lines) lines; 4x: \(large.files) files, \(large.lines) lines")

    // Warm the file cache and the binary once, then take the best of three (shared machines are noisy).
    _ = try timed(checker, ["check", one.path, "--format", "json"])
    var check1 = try timed(checker, ["check", one.path, "--format", "json"])
    for _ in 0..<2 {
        let again = try timed(checker, ["check", one.path, "--format", "json"])
        if again.seconds < check1.seconds { check1 = again }
    }
    let rss1 = childPeakMiB()
    let check4 = try timed(checker, ["check", four.path, "--format", "json"])
    let rss4 = childPeakMiB()
    guard check1.status <= 1, check4.status <= 1 else {
        print("a11y-gen check failed with exit status \(check1.status)/\(check4.status)")
        exit(1)
    }
    let rate = Double(small.lines) / check1.seconds
    print("check 1x (best of 3): \(format(check1.seconds, 2)) s, \(Int(rate)) lines/s; peak RSS \(format(rss1)) MiB")
    print(
        "check 4x: \(format(check4.seconds, 2)) s, \(Int(Double(large.lines) / check4.seconds)) lines/s; peak RSS \(format(rss4)) MiB (\(format(rss4 / rss1, 2))x the 1x peak for 4x the files)"
    )
    // What does grow: the findings kept for the report (sorted, summarized, printed at the end).
    func findingCount(_ folder: URL) throws -> Int {
        var count = 0
        let engine = CheckEngine()
        for case let name as String in FileManager.default.enumerator(atPath: folder.path)
            ?? FileManager.DirectoryEnumerator()
        where name.hasSuffix(".swift") {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            count += engine.check(path: name, bytes: bytes).findings.count
        }
        return count
    }
    let found1 = try findingCount(one)
    let found4 = try findingCount(four)
    print(
        "findings kept for the report: \(found1) at 1x, \(found4) at 4x; the growth is about \(format((rss4 - rss1) * 1024 / Double(max(found4 - found1, 1)), 2)) KiB per extra finding (the parsed files themselves are released as each is checked)"
    )

    if options.perRule {
        // Where the time goes: each rule alone over the 1x corpus, in this process, one thread.
        let files = try FileManager.default.contentsOfDirectory(atPath: one.path).filter { $0.hasSuffix(".swift") }
        let sources = try files.map { Array(try Data(contentsOf: one.appendingPathComponent($0))) }
        func seconds(_ rules: [any CheckRule]) -> Double {
            let engine = CheckEngine(rules: rules)
            let start = DispatchTime.now()
            for (index, bytes) in sources.enumerated() { _ = engine.check(path: files[index], bytes: bytes) }
            return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        }
        let base = seconds([])
        print("per rule, one thread, 1x corpus: parsing and positions \(format(base, 3)) s; each rule adds:")
        var costs: [(String, Double)] = []
        for rule in CheckEngine.allRules { costs.append((rule.id.rawValue, seconds([rule]) - base)) }
        for (id, cost) in costs.sorted(by: { $0.1 > $1.1 }) { print("  \(format(cost * 1000, 1)) ms  \(id)") }
    }

    if options.skipSwiftFormat {
        print("swift format lint: skipped (--skip-swift-format)")
    } else if let swift = which("swift") {
        // The best of two runs, as check gets the best of three.
        var lint = try timed(swift, ["format", "lint", "--parallel", "--recursive", one.path])
        let again = try timed(swift, ["format", "lint", "--parallel", "--recursive", one.path])
        if again.seconds < lint.seconds { lint = again }
        print(
            "swift format lint --parallel 1x (best of 2): \(format(lint.seconds, 2)) s, \(Int(Double(small.lines) / lint.seconds)) lines/s"
        )
        print("ratio: check is \(format(lint.seconds / check1.seconds))x faster than swift format lint (target >= 40x)")
    } else {
        print("swift format lint: not found on PATH; no ratio")
    }
} catch {
    FileHandle.standardError.write(Data("a11y-gen-bench: \(error)\n".utf8))
    exit(1)
}
