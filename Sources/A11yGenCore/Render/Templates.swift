import Foundation

/// The templates the renderer fills. The files in Templates/ are the source of truth; the binary
/// carries copies (EmbeddedTemplates.swift, kept equal by a test) so it works when copied anywhere.
public struct TemplateSet: Sendable {
    public static let names = [
        "field-snippet.swift.mustache", "field.swift.mustache", "field-label.swift.mustache",
        "field-error.swift.mustache", "field-hint.swift.mustache", "field-validation.swift.mustache",
        "date-validation.swift.mustache", "date-range.swift.mustache", "date-name.swift.mustache",
        "field-message.swift.mustache", "field-keyboard-toolbar.swift.mustache", "field-keyboard-done.swift.mustache",
        "field-number-value.swift.mustache", "field-search.swift.mustache", "form.swift.mustache",
        "form-body.swift.mustache", "form-submit.swift.mustache", "form-keyboard.swift.mustache",
        "form-keyboard-functions.swift.mustache", "form-focus.swift.mustache", "component-file.swift.mustache",
        "component-size.swift.mustache", "component-helpers.swift.mustache", "component-label.swift.mustache",
        "component-messages.swift.mustache", "component-name-modifiers.swift.mustache",
        "component-naming.swift.mustache", "component-icon.swift.mustache", "component-text-field.swift.mustache",
        "component-secure-field.swift.mustache", "component-text-area.swift.mustache",
    ]

    private let templates: Storage

    /// The templates built into the binary. Each is parsed the first time it is rendered: a `field`
    /// run uses a third of them, and parsing all at start-up was most of its time (the profile in
    /// README "Speed"). `EmbeddedTemplatesTests` parses every one, so none can fail late.
    public static let embedded = TemplateSet(lazy: EmbeddedTemplates.files)

    public init(sources: [String: String]) throws {
        var templates: [String: Template] = [:]
        for name in Self.names {
            guard let source = sources[name] else {
                throw Template.SyntaxError(description: "missing template \(name)")
            }
            templates[name] = try Template(name: name, source: source)
        }
        self.templates = Storage(sources: [:], parsed: templates)
    }

    private init(lazy sources: [String: String]) {
        templates = Storage(sources: sources, parsed: [:])
    }

    /// Parsed templates, and the sources of those not parsed yet; shared by copies of the set.
    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private let sources: [String: String]
        private var parsed: [String: Template]

        init(sources: [String: String], parsed: [String: Template]) {
            self.sources = sources
            self.parsed = parsed
        }

        subscript(name: String) -> Template {
            lock.lock()
            defer { lock.unlock() }
            if let template = parsed[name] { return template }
            do {
                let template = try Template(name: name, source: sources[name]!)
                parsed[name] = template
                return template
            } catch {
                preconditionFailure("embedded template \(name) does not parse: \(error)")
            }
        }
    }

    /// Loads a directory of templates (the user's own, or Templates/ during development).
    public init(directory: URL) throws {
        var sources: [String: String] = [:]
        for name in Self.names {
            sources[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        try self.init(sources: sources)
    }

    func render(_ name: String, _ context: TemplateContext) -> String {
        templates[name].render(context)
    }

    /// Swift source for EmbeddedTemplates.swift from the template files, in a stable order.
    public static func embeddedSource(_ sources: [String: String]) -> String {
        embeddedSwiftSource(
            enumName: "EmbeddedTemplates",
            header: "// Generated from Templates/ by `A11YGEN_RECORD=1 swift test --filter EmbeddedTemplates`.\n"
                + "// Edit the files in Templates/, never this one; a test fails when they differ.\n",
            files: sources)
    }

    /// Swift source declaring `enum <enumName> { static let files: [String: String] }` holding each
    /// file's text as a raw string literal, sorted by name (files end with a newline). Templates and
    /// the JSON Schemas are compiled into the binary this way, so it works when copied anywhere.
    static func embeddedSwiftSource(enumName: String, header: String, files sources: [String: String]) -> String {
        var out = header + "\n"
        out += "enum \(enumName) {\n    static let files: [String: String] = [\n"
        for name in sources.keys.sorted() {
            let body = sources[name]!
            var hashes = "#"
            while body.contains("\"" + hashes) || body.contains("\\" + hashes) { hashes += "#" }
            out += "        \(SwiftLiteral.string(name)): \(hashes)\"\"\"\n"
            for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                out += line.isEmpty ? "\n" : "        " + line + "\n"
            }
            out += "        \"\"\"\(hashes) + \"\\n\",\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
