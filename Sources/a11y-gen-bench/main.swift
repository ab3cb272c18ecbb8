import A11yGenCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The benchmark: builds what it measures, then prints each figure as a ratio within the same run
// (machines here are shared and noisy; both sides of a ratio share the noise), with the median and
// spread over repeated runs. Not a test.
//
//   swift run -c release a11y-gen-bench [--runs 15] [--static] [--metadata-accessors] [--skip-check]
//                                       [--skip-swift-format] [--lines 200000] [--keep DIR] [--per-rule]
//
// 1. Start-up and generation, whole process: `field` against a bare Swift binary that prints one
//    line (built here by the same swiftc with SwiftPM's release flags); `form` on 1, 50, 200 and
//    1,000 fields; peak memory of each. `--static` also builds both with the Swift runtime linked
//    statically (`--static-swift-stdlib`), which is where start-up is dominated by the loader.
//    `--metadata-accessors` builds them once more, statically and with the frontend flag
//    `-disable-concrete-type-metadata-mangled-name-accessors`: generic type metadata (`Set<API>`,
//    `[Platform: OSVersion]`) is then made by accessors that pass the `Hashable` conformance along,
//    instead of from mangled names, whose requirements the runtime checks by scanning every
//    conformance record in the binary once per type (about 240K instructions each). An experiment
//    kept so its figures can be rerun: see the README's "Speed".
// 2. In process: fields and forms per second, each phase in a child of its own for its peak memory.
// 3. `check`: lines per second on a corpus it builds, against `swift format lint` on the same files.

struct Options {
    var lines = 200_000
    var runs = 15
    var staticBuild = false
    var metadataAccessors = false
    var skipCheck = false
    var skipSwiftFormat = false
    var keep: String?
    var perRule = false
    /// Internal: run one in-process phase (`idle`, `fields`, or a form spec's path) in this process,
    /// write its rate to `output` and exit; the parent runs each phase under the memory probe.
    var phase: (name: String, output: String)?

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--lines": lines = rest.popFirst().flatMap(Int.init) ?? lines
            case "--runs": runs = max(3, rest.popFirst().flatMap(Int.init) ?? runs)
            case "--static": staticBuild = true
            case "--metadata-accessors": metadataAccessors = true
            case "--skip-check": skipCheck = true
            case "--skip-swift-format": skipSwiftFormat = true
            case "--keep": keep = rest.popFirst()
            case "--per-rule": perRule = true
            case "--phase" where rest.count >= 2:
                phase = (rest.removeFirst(), rest.removeFirst())
            default:
                FileHandle.standardError.write(
                    Data(
                        "usage: a11y-gen-bench [--runs N] [--static] [--metadata-accessors] [--skip-check] [--skip-swift-format] [--lines N] [--keep DIR] [--per-rule]\n"
                            .utf8))
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

/// One finished child process: wall time, CPU time, peak resident memory and minor page faults,
/// from wait4(2), so each run's figures are its own (getrusage(RUSAGE_CHILDREN) only keeps the
/// largest so far).
struct Run {
    var seconds: Double
    var cpuSeconds: Double
    var peakMiB: Double
    /// Pages the kernel mapped in for the child on first touch (each costs system time).
    var minorFaults: Int
    var status: Int32
}

/// Runs `executable` with stdout and stderr to /dev/null (or stdout to `output`) and waits for it.
func spawn(_ executable: String, _ arguments: [String], output: String = "/dev/null") throws -> Run {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = DispatchTime.now()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw NSError(
            domain: NSPOSIXErrorDomain, code: Int(spawned),
            userInfo: [NSLocalizedDescriptionKey: "cannot run \(executable)"])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    let cpu =
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
    #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / 1_048_576  // bytes
    #else
        let peak = Double(usage.ru_maxrss) / 1024  // KiB
    #endif
    let exited = status & 0x7F == 0
    return Run(
        seconds: seconds, cpuSeconds: cpu, peakMiB: peak, minorFaults: Int(usage.ru_minflt),
        status: exited ? (status >> 8) & 0xFF : -1)
}

/// Runs a program to completion, returning its combined output (for builds).
func capture(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func which(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// "median (p25-p75)": the middle half of the runs, which one slow run on a shared machine does not move.
func spread(_ values: [Double], _ digits: Int = 2, scale: Double = 1) -> String {
    let sorted = values.sorted().map { $0 * scale }
    let low = sorted[sorted.count / 4]
    let high = sorted[(sorted.count * 3) / 4]
    return "\(format(median(sorted), digits)) (\(format(low, digits))-\(format(high, digits)))"
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("a11y-gen-bench: \(message)\n".utf8))
    exit(1)
}

/// The package this benchmark belongs to (this file is Sources/a11y-gen-bench/main.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The binaries one start-up comparison needs, built with one set of flags.
struct Build {
    var name: String
    var tool: String
    var bare: String
    var bareFoundation: String
    /// Runs a command in a child of its own and prints that child's peak RSS (see `peakMiB`).
    var probe: String
}

/// The memory probe's source: forks (a real fork, not the vfork posix_spawn uses), execs the command
/// with its output to /dev/null, and prints the child's ru_maxrss from wait4(2).
let probeSource = """
    #if canImport(Glibc)
        import Glibc
    #else
        import Darwin
    #endif
    let arguments = CommandLine.arguments.dropFirst().map { strdup($0) } + [nil]
    #if os(Linux)
        let pid = fork()
        if pid == 0 {
            let null = open("/dev/null", O_WRONLY)
            dup2(null, 1)
            dup2(null, 2)
            execv(arguments[0]!, arguments)
            _exit(127)
        }
    #else
        var pid = pid_t()
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn(&pid, arguments[0]!, &actions, nil, arguments, environ)
    #endif
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    print(usage.ru_maxrss)
    exit(status == 0 ? 0 : 1)

    """

/// Peak resident memory of one run of a command, in MiB. posix_spawn starts a child inside this
/// process's memory (vfork), and Linux carries that peak over exec, so wait4 here would report this
/// benchmark's own size for a small command; the probe's forked child starts from the probe's few MiB.
func peakMiB(_ probe: String, _ executable: String, _ arguments: [String]) throws -> Double {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-gen-bench-rss-\(getpid())")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try spawn(probe, [executable] + arguments, output: file.path)
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
    guard run.status <= 1, let value = Double(text) else { fail("the memory probe failed on \(executable)") }
    #if canImport(Darwin)
        return value / 1_048_576  // bytes
    #else
        return value / 1024  // KiB
    #endif
}

/// The frontend flag of `--metadata-accessors` (see the top of this file).
let accessorsFlag = "-disable-concrete-type-metadata-mangled-name-accessors"

/// Builds a11y-gen with SwiftPM (release), and the two bare binaries with the same swiftc and
/// SwiftPM's release flags (-O, whole module): one that prints a line, one that prints it through
/// Foundation, to show what loading Foundation costs by itself. `accessors`: both also get
/// `accessorsFlag` (static builds only).
func build(staticStdlib: Bool, accessors: Bool = false, in directory: URL) throws -> Build {
    guard let swift = which("swift") else { fail("swift is not on PATH") }
    let swiftc = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("swiftc").path
    var arguments = ["build", "-c", "release", "--product", "a11y-gen", "--package-path", packageRoot.path]
    if staticStdlib {
        let scratch = accessors ? ".build/bench-static-accessors" : ".build/bench-static"
        arguments += [
            "--static-swift-stdlib", "--scratch-path", packageRoot.appendingPathComponent(scratch).path,
        ]
    }
    if accessors { arguments += ["-Xswiftc", "-Xfrontend", "-Xswiftc", accessorsFlag] }
    print("building: swift \(arguments.joined(separator: " "))")
    let (status, log) = try capture(swift, arguments)
    guard status == 0 else { fail("the build failed:\n\(log)") }
    let (_, binPath) = try capture(swift, arguments + ["--show-bin-path"])
    let tool = binPath.trimmingCharacters(in: .whitespacesAndNewlines) + "/a11y-gen"
    guard FileManager.default.isExecutableFile(atPath: tool) else { fail("no a11y-gen at \(tool) after the build") }

    let flags =
        ["-O", "-whole-module-optimization"] + (staticStdlib ? ["-static-stdlib"] : [])
        + (accessors ? ["-Xfrontend", accessorsFlag] : [])
    func bare(_ name: String, _ source: String) throws -> String {
        let file = directory.appendingPathComponent("\(name).swift")
        try Data(source.utf8).write(to: file)
        let output = directory.appendingPathComponent(name).path
        let (status, log) = try capture(swiftc, flags + ["-module-name", "Bare", file.path, "-o", output])
        guard status == 0 else { fail("cannot build the bare binary:\n\(log)") }
        return output
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return Build(
        name: accessors
            ? "static Swift runtime, metadata accessors (-Xfrontend \(accessorsFlag))"
            : staticStdlib
                ? "static Swift runtime (--static-swift-stdlib / -static-stdlib)"
                : "SwiftPM's default (shared Swift runtime)",
        tool: tool,
        bare: try bare("bare", #"print("a11y-gen-bench: hello")"#),
        bareFoundation: try bare(
            "bare-foundation",
            "import Foundation\nFileHandle.standardOutput.write(Data(\"a11y-gen-bench: hello\\n\".utf8))\n"),
        probe: try bare("probe", probeSource))
}

/// A form spec with `count` fields, cycling through text, number and date types (half required).
func formSpec(fields count: Int) -> String {
    let kinds: [(String, String, String)] = [
        ("Full name", "name", ""), ("Email", "email", ""), ("Phone", "phone", ""),
        ("New password", "new-password", #", "validation": {"required": true, "minLength": 12}"#),
        ("City", "city", ""), ("ZIP code", "postal-code", #", "locale": "en_US""#),
        ("Quantity", "integer", #", "validation": {"minimum": 1, "maximum": 99}"#),
        ("Amount", "currency", #", "currencyCode": "EUR""#), ("Notes", "multiline", ""),
        ("Start date", "date", ""), ("Website", "url", ""), ("Username", "username", ""),
    ]
    let fields = (0..<count).map { index -> String in
        let (label, type, extra) = kinds[index % kinds.count]
        let required = extra.contains("validation") || index % 2 == 1 ? "" : #", "validation": {"required": true}"#
        return #"    {"label": "\#(label) \#(index + 1)", "type": "\#(type)"\#(extra)\#(required)}"#
    }
    return """
        {
          "name": "Bench\(count)Form", "title": "Benchmark", "platforms": ["ios", "macos"],
          "fields": [
        \(fields.joined(separator: ",\n"))
          ]
        }

        """
}

/// Whole-process start-up and generation, in two groups of interleaved rounds: start-up (the bare
/// binaries, `field` and a one-field form) and growth (forms of 1 to 1,000 fields). Each ratio
/// compares runs made in the same round, under the same load.
///
/// The first small process after a large one exits takes about 0.8 ms longer on this machine
/// (measured: after a 1,000-field form, the bare binary 3.0 ms against 2.1 ms; the same after a
/// 200 ms pause, so it is the caches the large one left, not the clock). In a fixed order that
/// penalty always fell on the same command: until 2026-12-06 the bare binary ran right after the
/// 1,000-field form, which made `field` look 1.23x the bare binary when it was about 1.45x. So
/// each command now runs once unmeasured right before its measured run (it then starts from the
/// state it leaves itself, as when it is run again and again), small commands have rounds of their
/// own, and the order within a round is shuffled (seeded, the same orders in every benchmark run).
func startup(_ build: Build, specs: [(Int, String)], runs: Int) throws {
    let field = ["field", "--type", "email", "--label", "Email"]
    typealias Command = (name: String, executable: String, arguments: [String])
    let formOnePath = specs.first { $0.0 == 1 }!.1
    let small: [Command] = [
        ("bare binary", build.bare, []), ("bare + Foundation", build.bareFoundation, []),
        ("field", build.tool, field), ("form 1", build.tool, ["form", formOnePath]),
    ]
    let forms: [Command] = specs.map { ("form \($0.0)", build.tool, ["form", $0.1]) }
    for command in small + forms {  // warm the page cache; check that each succeeds
        let run = try spawn(command.executable, command.arguments)
        guard run.status == 0 else { fail("\(command.name) exited with \(run.status)") }
    }
    var random = SplitMix(state: 20_261_206)
    /// Runs `commands` for `rounds` rounds, each round in a shuffled order, each command once
    /// unmeasured and then measured; times and page faults per command, in round order.
    func measure(_ commands: [Command], rounds: Int) throws -> (times: [[Double]], faults: [[Double]]) {
        var times = [[Double]](repeating: [], count: commands.count)
        var faults = [[Double]](repeating: [], count: commands.count)
        for _ in 0..<rounds {
            var order = Array(commands.indices)
            for index in order.indices.reversed() where index > 0 {  // Fisher-Yates
                order.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
            for index in order {
                _ = try spawn(commands[index].executable, commands[index].arguments)
                let run = try spawn(commands[index].executable, commands[index].arguments)
                times[index].append(run.seconds)
                faults[index].append(Double(run.minorFaults))
            }
        }
        return (times, faults)
    }
    // Small commands are cheap and their ratios sit closer to their noise: four times the rounds.
    let startRounds = runs * 4
    let start = try measure(small, rounds: startRounds)
    let growth = try measure(forms, rounds: runs)
    func ratios(_ times: [[Double]], _ a: Int, _ b: Int) -> [Double] { zip(times[a], times[b]).map { $0 / $1 } }
    func table(_ commands: [Command], _ measured: (times: [[Double]], faults: [[Double]])) throws {
        print("command              wall ms: median (p25-p75)   peak RSS     page faults (median)")
        for (index, command) in commands.enumerated() {
            let peak = try peakMiB(build.probe, command.executable, command.arguments)
            print(
                command.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                    + spread(measured.times[index], 2, scale: 1000).padding(toLength: 28, withPad: " ", startingAt: 0)
                    + "\(format(peak)) MiB".padding(toLength: 13, withPad: " ", startingAt: 0)
                    + format(median(measured.faults[index]), 0))
        }
    }
    print(
        "\n== start-up, whole process: \(build.name); \(startRounds) rounds, shuffled, each run after an unmeasured one =="
    )
    try table(small, start)
    print("ratios within each round, median (p25-p75):")
    print("  field / bare binary:           \(spread(ratios(start.times, 2, 0)))   (target <= 1.2)")
    print("  field / bare + Foundation:     \(spread(ratios(start.times, 2, 1)))")
    print("  bare + Foundation / bare:      \(spread(ratios(start.times, 1, 0)))   (loading Foundation alone)")
    print("  form 1 / field:                \(spread(ratios(start.times, 3, 2)))")

    print(
        "\n== generation by size, whole process: \(build.name); \(runs) rounds, shuffled, each run after an unmeasured one =="
    )
    try table(forms, growth)
    let formOne = forms.firstIndex { $0.name == "form 1" }!
    print("ratios within each round, median (p25-p75):")
    for index in forms.indices where index != formOne {
        let note = forms[index].name == "form 200" ? "   (target <= 2)" : ""
        print(
            "  \(forms[index].name) / form 1:".padding(toLength: 34, withPad: " ", startingAt: 0)
                + spread(ratios(growth.times, index, formOne)) + note)
    }
    // Linear growth: the cost of one more field stays the same as forms grow.
    let base = median(growth.times[formOne])
    var perField: [String] = []
    for index in forms.indices where index != formOne {
        let count = Double(forms[index].name.dropFirst(5))!
        perField.append(
            "\(forms[index].name.dropFirst(5)): \(format((median(growth.times[index]) - base) / (count - 1) * 1e6, 0)) µs"
        )
    }
    print("  time per extra field (median over form 1): " + perField.joined(separator: ", "))
}

/// In process: each phase runs in a child of this benchmark under the memory probe, so each gets
/// its own peak memory (the benchmark's own code and data included, measured alone by `idle`).
func inProcess(specs: [(Int, String)], probe: String) throws {
    print("\n== in process (this binary; a form of \(Generator.parallelFieldsFrom) fields or more uses every core) ==")
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-gen-bench-phase-\(getpid())")
    defer { try? FileManager.default.removeItem(at: output) }
    func phase(_ name: String) throws -> (rate: Double, peak: Double) {
        let peak = try peakMiB(probe, me, ["--phase", name, output.path])
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        guard let rate = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            fail("the in-process phase \(name) gave no rate")
        }
        return (rate, peak)
    }
    let idle = try phase("idle")
    // The widest label ("forms of 200 fields (JSON -> file)") is 34 characters: columns start after it.
    func columns(_ what: String, _ rate: String, _ peak: String) -> String {
        what.padding(toLength: 36, withPad: " ", startingAt: 0)
            + rate.padding(toLength: 18, withPad: " ", startingAt: 0)
            + peak
    }
    print(columns("phase", "rate", "peak RSS"))
    func row(_ what: String, _ result: (rate: Double, peak: Double)) {
        let peak = "\(format(result.peak)) MiB (+\(format(result.peak - idle.peak)) MiB over idle)"
        print(columns(what, "\(Int(result.rate)) per second", peak))
    }
    row("fields (spec -> snippet)", try phase("fields"))
    for (count, path) in specs where count == 1 || count == 50 || count == 200 {
        row("forms of \(count) field\(count == 1 ? "" : "s") (JSON -> file)", try phase(path))
    }
    print("idle (the benchmark process alone): \(format(idle.peak)) MiB")
}

/// Runs one in-process phase and writes its rate (per second) to `output`.
func runPhase(_ name: String, output: String) throws {
    func rate(_ seconds: Double = 1, _ body: () throws -> Void) rethrows -> Double {
        try body()  // warm
        var count = 0
        let start = DispatchTime.now()
        var elapsed = 0.0
        repeat {
            try body()
            count += 1
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        } while elapsed < seconds
        return Double(count) / elapsed
    }
    let result: Double
    switch name {
    case "idle":
        result = 0
    case "fields":
        let fieldSpecs: [FieldSpec] = [
            FieldSpec(label: "Email", type: .email), FieldSpec(label: "ZIP code", type: .postalCode),
            FieldSpec(label: "Quantity", type: .integer), FieldSpec(label: "Start date", type: .date),
            FieldSpec(label: "New password", type: .newPassword), FieldSpec(label: "Notes", type: .multiline),
        ]
        var next = 0
        result = try rate {
            _ = try Generator.field(fieldSpecs[next % fieldSpecs.count], input: "bench")
            next += 1
        }
    default:
        let data = try SystemFiles.read(name)
        result = try rate {
            let spec = try SpecReader().readForm(data: data).get()
            _ = try Generator.form(spec, input: name)
        }
    }
    try Data("\(result)\n".utf8).write(to: URL(fileURLWithPath: output))
}

/// `check` against `swift format lint` on the same generated corpus.
func checkBenchmark(_ options: Options, checker: String, probe: String, root: URL) throws {
    print("\n== check ==")
    print("building the corpus (\(options.lines) lines, and 4x that)…")
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
    func check(_ folder: URL) throws -> Run { try spawn(checker, ["check", folder.path, "--format", "json"]) }
    _ = try check(one)
    var check1 = try check(one)
    for _ in 0..<2 {
        let again = try check(one)
        if again.seconds < check1.seconds { check1 = again }
    }
    var check4 = try check(four)
    check1.peakMiB = try peakMiB(probe, checker, ["check", one.path, "--format", "json"])
    check4.peakMiB = try peakMiB(probe, checker, ["check", four.path, "--format", "json"])
    guard check1.status <= 1, check4.status <= 1 else {
        fail("a11y-gen check failed with exit status \(check1.status)/\(check4.status)")
    }
    let rss1 = check1.peakMiB
    let rss4 = check4.peakMiB
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

    // One large file: time must grow with its size, not with the square of the fields in it (a
    // rule once searched the whole file again for each field: 4,000 views took seconds). Each field
    // has a label beside it, modifiers, a hint and an error Text, and the stack a hint of its own,
    // so the rules that look at a field's siblings and containers run (three of them once searched
    // the whole stack again for each field: 8,000 fields took minutes in a debug build).
    func oneFile(views: Int, fieldsPerView: Int) throws -> URL {
        var text = "import SwiftUI\n"
        for view in 0..<views {
            text += "\nstruct Screen\(view): View {\n    @State private var email = \"\"\n"
            text += "    @State private var emailError: String?\n    var body: some View {\n"
            text += "        ScrollView {\n            VStack {\n"
            for field in 0..<fieldsPerView {
                text += "                Text(\"Email \\(\(field))\")\n"
                text += "                TextField(\"Email \\(\(field))\", text: $email)\n"
                text += "                    .textFieldStyle(.roundedBorder)\n"
                text += "                    .accessibilityHint(emailError ?? \"\")\n"
                text += "                if let emailError { Text(emailError) }\n"
            }
            text += "            }\n            .accessibilityHint(emailError ?? \"\")\n        }\n    }\n}\n"
        }
        let url = root.appendingPathComponent("one-file-\(views)x\(fieldsPerView).swift")
        try Data(text.utf8).write(to: url)
        return url
    }
    // One view of many controls of every kind, plain fields and date pickers of one date among them:
    // two more rules compared each with all the others (a review's 30,000 plain fields took 12 s,
    // 8,000 date pickers of one date 12 s).
    func oneViewOfControls(_ count: Int) throws -> URL {
        var text = "import SwiftUI\n\nstruct Controls: View {\n    var body: some View {\n        VStack {\n"
        for index in 0..<count {
            switch index % 5 {
            case 0: text += "            TextField(\"Name\", text: $name)\n"
            case 1: text += "            Toggle(\"\", isOn: $on)\n"
            case 2: text += "            DatePicker(\"Date\", selection: $date).accessibilityLabel(\"Start\")\n"
            case 3: text += "            Button(action: go) { Image(systemName: \"x\").frame(width: 16, height: 16) }\n"
            default: text += "            Stepper(\"Quantity\", value: $quantity)\n"
            }
        }
        text += "        }\n    }\n}\n"
        let url = root.appendingPathComponent("one-view-\(count)-controls.swift")
        try Data(text.utf8).write(to: url)
        return url
    }
    for (label, shape) in [("views of one field", 0), ("fields in one view", 1), ("controls in one view", 2)] {
        var seconds: [Double] = []
        for size in [2_000, 8_000] {
            let file =
                shape == 2
                ? try oneViewOfControls(size)
                : try oneFile(views: shape == 0 ? size : 1, fieldsPerView: shape == 0 ? 1 : size)
            var best = Double.infinity
            for _ in 0..<3 { best = min(best, try spawn(checker, ["check", file.path, "--format", "json"]).seconds) }
            seconds.append(best)
        }
        print(
            "check one file of 2,000 and 8,000 \(label): \(format(seconds[0], 2)) s, \(format(seconds[1], 2)) s; ratio \(format(seconds[1] / seconds[0], 2)) for 4x the size (linear: about 4)"
        )
    }

    // Many findings on one line (minified or generated code): each finding's column and fingerprint
    // once counted the line from its start, so 8,000 findings on one line took 42 s.
    var oneLine: [Double] = []
    for size in [2_000, 8_000] {
        let view = #"Text("Row").font(.system(size: 12))"#
        let text =
            "import SwiftUI\nstruct V: View { var body: some View { VStack { "
            + Array(repeating: view, count: size).joined(separator: "; ") + " } } }\n"
        let file = root.appendingPathComponent("one-line-\(size).swift")
        try Data(text.utf8).write(to: file)
        var best = Double.infinity
        for _ in 0..<3 { best = min(best, try spawn(checker, ["check", file.path, "--format", "json"]).seconds) }
        oneLine.append(best)
    }
    print(
        "check 2,000 and 8,000 findings on one line: \(format(oneLine[0], 2)) s, \(format(oneLine[1], 2)) s; ratio \(format(oneLine[1] / oneLine[0], 2)) for 4x the findings (linear: about 4)"
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
        let lintArguments = ["format", "lint", "--parallel", "--recursive", one.path]
        var lint = try spawn(swift, lintArguments)
        let again = try spawn(swift, lintArguments)
        if again.seconds < lint.seconds { lint = again }
        lint.peakMiB = try peakMiB(probe, swift, lintArguments)
        print(
            "swift format lint --parallel 1x (best of 2): \(format(lint.seconds, 2)) s, \(Int(Double(small.lines) / lint.seconds)) lines/s; peak RSS \(format(lint.peakMiB)) MiB"
        )
        print("ratio: check is \(format(lint.seconds / check1.seconds))x faster than swift format lint (target >= 40x)")
    } else {
        print("swift format lint: not found on PATH; no ratio")
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
if let phase = options.phase {
    do {
        try runPhase(phase.name, output: phase.output)
        exit(0)
    } catch {
        fail("\(error)")
    }
}
let root =
    options.keep.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("a11y-gen-bench-\(getpid())")
defer { if options.keep == nil { try? FileManager.default.removeItem(at: root) } }

do {
    print("a11y-gen-bench \(Generator.version), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Date())")
    let specDirectory = root.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specDirectory, withIntermediateDirectories: true)
    var specs: [(Int, String)] = []
    for count in [1, 50, 200, 1000] {
        let file = specDirectory.appendingPathComponent("form\(count).json")
        try Data(formSpec(fields: count).utf8).write(to: file)
        specs.append((count, file.path))
    }
    let shared = try build(staticStdlib: false, in: root.appendingPathComponent("bare-shared"))
    try startup(shared, specs: specs, runs: options.runs)
    if options.staticBuild {
        let linked = try build(staticStdlib: true, in: root.appendingPathComponent("bare-static"))
        try startup(linked, specs: specs, runs: options.runs)
    }
    if options.metadataAccessors {
        let fast = try build(staticStdlib: true, accessors: true, in: root.appendingPathComponent("bare-accessors"))
        try startup(fast, specs: specs, runs: options.runs)
    }
    try inProcess(specs: specs, probe: shared.probe)
    if options.skipCheck {
        print("\n== check: skipped (--skip-check) ==")
    } else {
        try checkBenchmark(options, checker: shared.tool, probe: shared.probe, root: root)
    }
} catch {
    fail("\(error)")
}
