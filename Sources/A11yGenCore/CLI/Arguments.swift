/// A parsed command line: options with values, flags, and positional arguments.
struct Arguments {
    enum Kind { case value, flag }
    struct Option {
        var name: String  // without dashes
        var kind: Kind
        var valueName: String = "value"
        var help: String
        /// Given more than once, each value counts (`--only a --only b`); any other value option given
        /// twice is a usage error rather than a silent choice of the last.
        var repeatable = false
    }

    var values: [String: String] = [:]
    /// Every value given for each option, in order (`values` keeps the last).
    var allValues: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    /// A usage error, reported the way ArgumentParser reports them, exit 64.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static func parse(_ argv: [String], options: [Option], positionalLimit: Int = 0) throws(UsageError) -> Arguments {
        var result = Arguments()
        var index = 0
        // Searched in order: a command has a few dozen options and a command line names a few, so a
        // hash table of them cost more to build than every search (issue 14).
        func option(named name: String) -> Option? { options.first { $0.name == name } }
        while index < argv.count {
            let argument = argv[index]
            index += 1
            if argument == "--" {
                result.positional += argv[index...]
                break
            }
            if argument == "-h" {
                result.flags.insert("help")
                continue
            }
            if argument == "-o" || argument.hasPrefix("--") {
                var name = argument == "-o" ? "output" : String(argument.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = option(named: name) else {
                    // `-o` where the command prints instead (`field`, `component`): say so, in the
                    // spelling typed (nu19: it was reported as an unknown '--output').
                    if argument == "-o" || name == "output" {
                        throw UsageError(
                            message:
                                "Unknown option '\(argument == "-o" ? "-o" : "--output")': this command takes no output file (field and component print to standard output: redirect it, > File.swift)"
                        )
                    }
                    let nearest = Suggest.nearest(to: name, in: options.map(\.name))
                    throw UsageError(
                        message: "Unknown option '--\(name)'" + (nearest.map { ". Did you mean '--\($0)'?" } ?? ""))
                }
                switch option.kind {
                case .flag:
                    guard inlineValue == nil else { throw UsageError(message: "'--\(name)' takes no value") }
                    result.flags.insert(name)
                case .value:
                    if !option.repeatable, let earlier = result.values[name] {
                        let spelled = name == "output" ? "-o" : "--\(name)"
                        let value = inlineValue ?? (index < argv.count ? argv[index] : "")
                        throw UsageError(
                            message:
                                "'\(spelled)' is given twice ('\(earlier)', then '\(value)'); give it once")
                    }
                    if let inlineValue {
                        result.values[name] = inlineValue
                        result.allValues[name, default: []].append(inlineValue)
                    } else {
                        guard index < argv.count, !(argv[index].hasPrefix("--") && argv[index].count > 2) else {
                            throw UsageError(message: "Missing value for '--\(name) <\(option.valueName)>'")
                        }
                        result.values[name] = argv[index]
                        result.allValues[name, default: []].append(argv[index])
                        index += 1
                    }
                }
                continue
            }
            if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
                throw UsageError(message: "Unknown option '\(argument)'")
            }
            guard result.positional.count < positionalLimit else {
                throw UsageError(message: "Unexpected argument '\(argument)'")
            }
            result.positional.append(argument)
        }
        return result
    }

    static func helpText(usage: String, overview: String, options: [Option], footer: String = "") -> String {
        var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)", "", "OPTIONS:"]
        for option in options {
            let head = option.kind == .flag ? "--\(option.name)" : "--\(option.name) <\(option.valueName)>"
            let padded = head.count < 30 ? head + String(repeating: " ", count: 30 - head.count) : head + "  "
            lines.append("  " + padded + option.help)
        }
        let help = "-h, --help"
        lines.append("  " + help + String(repeating: " ", count: 30 - help.count) + "Show help information.")
        if !footer.isEmpty { lines += ["", footer] }
        return lines.joined(separator: "\n") + "\n"
    }
}
