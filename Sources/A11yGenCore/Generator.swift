/// The JSON an agent or build step gets from `a11y-gen field --format json`.
public struct FieldResult: Codable, Sendable, Equatable {
    public struct Tool: Codable, Sendable, Equatable {
        public var name = "a11y-gen"
        public var version = Generator.version
    }
    /// The version of Specs/field-result.schema.json this object follows (README, "JSON output and versioning").
    public var schemaVersion = Generator.resultSchemaVersion
    public var tool = Tool()
    /// The complete snippet, exactly what `--format swift` prints.
    public var code: String
    public var declarations: [String]
    public var view: String
    public var functions: [String]
    public var imports: [String]
    public var decisions: [Decision]
    /// Every rule id the decisions cite, sorted.
    public var rules: [RuleID]
    public var platforms: [Platform]
    public var minimumOS: [String: String]
    public var warnings: [Diagnostic]
    /// What a person must still check on a device.
    public var verify: [String]
    public var apis: [API]
    public var plan: FieldPlan
    /// The strings the snippet looks up, each key once with every comment it is written with: what `--strings`
    /// merges into a String Catalog.
    public var strings: [LocalizedString] = []
}

/// Entry points: spec in, code and explanation out. No printing, no exit, no file writes.
public enum Generator {
    public static let version = "0.1.0"
    /// The semantic version of the published result schemas (Specs/*-result.schema.json and
    /// spec-errors.schema.json), which every JSON result carries as `schemaVersion`; each schema's
    /// `schemaVersion` const equals it (tested).
    public static let resultSchemaVersion = "2.0.0"

    public static func field(_ spec: FieldSpec, input: String, renderer: Renderer = Renderer()) throws(SpecErrors)
        -> FieldResult
    {
        var plan = try Inference.plan(spec)
        if plan.labeling == .formRow, plan.visibleLabel, plan.deployment.platforms == [.macos] {
            // The Mac shows a form row's label only inside a Form (policy.form-row-needs-form).
            plan.warnings.append(
                .warning(
                    "form-row-outside-form", at: "$.labeling",
                    "on the Mac a form-row field shows its label only inside a Form; pasted elsewhere it has no visible label",
                    suggestion: "paste the field inside a Form, or use labeling \"title\" or \"labeled-content\""))
            plan.verify.append(
                "The form-row field sits inside a Form, where the Mac shows its label at the leading edge.")
            plan.decisions.append(
                Decision(
                    "form-row-context", "paste inside a Form", rules: [.formRowNeedsForm],
                    "the Mac shows a form row's label at the leading edge of a Form, and nowhere else"))
        }
        var rendered = renderer.render(plan)
        // Pasted where it goes (the view in a body, two levels in; the rest one level in), the snippet is
        // a fixed point of swift format: over-long calls break as it would break them there.
        rendered.view = LineWrap.wrapLongCalls(rendered.view, limit: 112)
        rendered.functions = rendered.functions.map { LineWrap.wrapLongCalls($0, limit: 116) }
        let rules = RuleID.distinctSorted(plan.decisions.lazy.flatMap(\.rules))
        let code = renderer.templates.render(
            "field-snippet.swift.mustache",
            [
                "version": .text(version),
                "input": .text(SwiftLiteral.comment(input)),
                "platforms": .text(plan.deployment.summary),
                "rules": .text(wrapped(rules.map(\.rawValue), width: 96, continuation: "\n//   ")),
                "imports": .list(rendered.imports.map { ["name": .text($0)] }),
                "needs": .list(needs(plan).map { ["text": .text(SwiftLiteral.comment($0))] }),
                "declarations": .text(rendered.declarations.joined(separator: "\n")),
                "view": .text(rendered.view),
                "functions": .text(rendered.functions.joined(separator: "\n\n")),
                "validateName": .text(plan.canShowError ? plan.validateName : ""),
                "validationEffect": .text(validationEffect(plan)),
            ])
        return FieldResult(
            code: code, declarations: rendered.declarations, view: rendered.view, functions: rendered.functions,
            imports: ["SwiftUI"] + rendered.imports, decisions: plan.decisions, rules: rules,
            platforms: plan.deployment.platforms,
            minimumOS: plan.deployment.minimumOSStrings,
            warnings: plan.warnings, verify: plan.verify, apis: rendered.apis, plan: plan,
            strings: rendered.strings)
    }

    /// Code of the user's own that a pasted snippet (or, `inForm`, a form's file) refers to without declaring
    /// it, so the header says so before the compiler does: the date an `after` check compares with (a form
    /// declares it), a NavigationStack, and an `optionsEnum` type. A form's `Submission` is `Sendable` and
    /// carries the enum's value, so there the enum must be `Sendable` too (an error in Swift 6 otherwise).
    /// `enumLabels`: every way the form's fields read that enum, when more than this one's.
    static func needs(_ plan: FieldPlan, inForm: Bool = false, enumLabels: Set<ChoiceEnumLabel>? = nil) -> [String] {
        var needs: [String] = []
        if !inForm, let other = plan.spec.validation.after {
            needs.append(
                "the \(other) date this one must follow (`@State private var \(other): Date`, from that field's snippet)"
            )
        }
        if plan.choice?.style == .navigationLink {
            needs.append("a NavigationStack around the view: the navigation-link picker pushes its list onto it")
        }
        if let options = plan.spec.optionsEnum {
            needs.append(enumNeed(options.type, labels: enumLabels ?? [options.label], inForm: inForm))
        }
        return needs
    }

    /// The line for an options enum, whose labels (its `rawValue`, its `description`, or both when two
    /// fields of a form read it both ways) say what it conforms to.
    static func enumNeed(_ type: String, labels: Set<ChoiceEnumLabel>, inForm: Bool) -> String {
        let conformance =
            (labels.contains(.rawValue) ? "String, " : "") + "CaseIterable, Hashable"
            + (labels.contains(.description) ? ", CustomStringConvertible" : "")
        return inForm
            ? "your `enum \(type): \(conformance), Sendable`, whose cases are the options (`Submission` carries one)"
            : "your `enum \(type): \(conformance)`, whose cases are the options"
    }

    /// What a failed validation does, in the snippet's comment: each control says it in its own words.
    static func validationEffect(_ plan: FieldPlan) -> String {
        switch plan.control {
        case .toggle: "moves VoiceOver focus to the toggle"
        case .picker: plan.errorMovesFocus ? "moves VoiceOver focus to the picker" : "announces it to VoiceOver"
        case .textField, .secureField, .multilineTextField, .numberField, .datePicker, .stepper:
            plan.errorMovesFocus ? "moves keyboard and VoiceOver focus to the field" : "announces it to VoiceOver"
        }
    }

    /// Joins words with ", ", starting a new comment line before `width` characters.
    static func wrapped(_ words: [String], width: Int, continuation: String) -> String {
        var out = ""
        var lineLength = 0
        for (index, word) in words.enumerated() {
            let piece = index == 0 ? word : ", " + word
            if lineLength + piece.count > width, index > 0 {
                out += "," + continuation + word
                lineLength = word.count
            } else {
                out += piece
                lineLength += piece.count
            }
        }
        return out
    }

    /// Deterministic JSON: sorted keys, two-space indentation, no escaped slashes.
    public static func json(_ value: some Encodable) -> String {
        ((try? JSONOutput.text(value)) ?? "{}") + "\n"
    }
}
