/// One problem or notice about a spec or generated code, in the shape every front end prints.
public struct Diagnostic: Codable, Sendable, Equatable, Error {
    public enum Severity: String, Codable, Sendable { case error, warning, note }

    public var severity: Severity
    /// Stable kebab-case code, e.g. `unknown-data-type`.
    public var code: String
    /// Where the problem is: a JSON path (`$.fields[2].type`) or a flag (`--type`).
    public var location: String
    public var message: String
    public var suggestion: String?
    /// Where the problem is in the file it was read from (one-based; the column counts Unicode
    /// scalars): set when a spec or config was read from a file, absent for flags and MCP arguments.
    public var line: Int?
    public var column: Int?
    /// The file the location is in when it is not the one the command read: the project config, for
    /// a note at a default the spec took from it (`default-from-config`). Nil otherwise.
    public var file: String?

    public init(_ severity: Severity, _ code: String, at location: String, _ message: String, suggestion: String? = nil)
    {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    public static func error(_ code: String, at location: String, _ message: String, suggestion: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.error, code, at: location, message, suggestion: suggestion)
    }

    public static func warning(_ code: String, at location: String, _ message: String, suggestion: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.warning, code, at: location, message, suggestion: suggestion)
    }

    /// Compiler-style text: `file:line:column: $.path: error: message; suggestion [code]` (the
    /// position when it is known, so editors and Xcode's issue navigator can jump to it).
    public func formatted(file: String?) -> String {
        let file = self.file ?? file
        var parts: [String] = []
        let position = line.map { "line \($0), column \(column ?? 1)" }
        if let file { parts.append(line.map { "\(file):\($0):\(column ?? 1)" } ?? file) }
        if location == position {
            // Invalid JSON is located by its position alone: beside the file's, it says nothing more.
            if file == nil { parts.append(location) }
        } else if !location.isEmpty {
            parts.append(file == nil ? position.map { "\(location) (\($0))" } ?? location : location)
        }
        parts.append(severity.rawValue)
        var text = parts.joined(separator: ": ") + ": " + message
        if let suggestion { text += "; " + suggestion }
        return text + " [\(code)]"
    }
}

/// Thrown when a spec has one or more errors; carries every problem found, not just the first.
public struct SpecErrors: Error, Sendable, Equatable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

/// Collects diagnostics while a stage walks its input.
struct DiagnosticSink {
    private(set) var all: [Diagnostic] = []
    var hasErrors: Bool { all.contains { $0.severity == .error } }
    mutating func add(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    mutating func error(_ code: String, at location: String, _ message: String, suggestion: String? = nil) {
        add(.error(code, at: location, message, suggestion: suggestion))
    }
    mutating func warning(_ code: String, at location: String, _ message: String, suggestion: String? = nil) {
        add(.warning(code, at: location, message, suggestion: suggestion))
    }
    var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { all.filter { $0.severity != .error } }
}
