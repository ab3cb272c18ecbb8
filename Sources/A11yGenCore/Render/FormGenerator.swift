import Foundation

/// One field of a generated form: its plan, where it sits, and its code.
public struct FormField: Codable, Sendable, Equatable {
    public var plan: FieldPlan
    /// Its case in the focus enum and where Return goes from it.
    public var slot: FormSlot
    public var rendered: RenderedField
}

/// What `a11y-gen form` produces.
public struct FormResult: Codable, Sendable, Equatable {
    public var tool = FieldResult.Tool()
    /// The complete Swift file.
    public var code: String
    public var viewName: String
    public var imports: [String]
    public var fields: [FormField]
    /// Form-level decisions (focus order, submit, announcements, preview); each field's are in `fields`.
    public var decisions: [Decision]
    public var rules: [RuleID]
    public var platforms: [Platform]
    public var minimumOS: [String: String]
    public var warnings: [Diagnostic]
    public var verify: [String]
    public var apis: [API]
}

extension Generator {
    /// Plans every field of a form, renders each in its slot, and lays out the view file.
    public static func form(_ spec: FormSpec, input: String, renderer: Renderer = Renderer()) throws(SpecErrors)
        -> FormResult
    {
        var plans: [FieldPlan] = []
        var errors: [Diagnostic] = []
        for (index, field) in spec.fields.enumerated() {
            do {
                plans.append(try Inference.plan(field, at: "$.fields[\(index)]"))
            } catch {
                errors += error.diagnostics
            }
        }
        if !errors.isEmpty { throw SpecErrors(errors) }

        // Return moves through the fields that take keyboard focus, in order; the last one submits.
        let focusable = plans.filter { $0.datePicker == nil }.map(\.identifier)
        let fields = plans.map { plan -> FormField in
            let position = focusable.firstIndex(of: plan.identifier)
            let next = position.flatMap { $0 + 1 < focusable.count ? focusable[$0 + 1] : nil }
            let slot = FormSlot(focusCase: plan.identifier, next: next)
            return FormField(plan: plan, slot: slot, rendered: renderer.render(plan, slot: slot))
        }

        let deployment = spec.deployment
        let announcements = deployment.announcementAPIs
        let usesPreviewMacro = deployment.supports(API.previewMacro.availability)
        var apis = Set(fields.flatMap(\.rendered.apis)).union([
            .focusState, .accessibilityFocusState, .buttonBorderedProminent,
            .labelSystemImage, .foregroundStyle,
        ])
        apis.insert(spec.container == .form ? .form : .scrollView)
        if spec.title != nil { apis.insert(.navigationTitle) }
        apis.insert(usesPreviewMacro ? .previewMacro : .previewProvider)
        apis.formUnion(announcements.values.map(\.api))
        let imports = Set(
            ["SwiftUI"] + fields.flatMap(\.rendered.imports)
                + (announcements.values.contains(.accessibilityNotification) ? ["Accessibility"] : [])
        ).sorted()

        let decisions = formDecisions(spec, focusable: focusable, usesPreviewMacro: usesPreviewMacro)
        let rules = Array(Set((decisions + plans.flatMap(\.decisions)).flatMap(\.rules))).sorted()
        let templates = renderer.templates
        let body = templates.render(
            "form-body.swift.mustache",
            [
                "isForm": .flag(spec.container == .form),
                "fieldViews": .text(fields.map(\.rendered.view).joined(separator: "\n")),
                "submitButton": .text(
                    chomp(
                        templates.render(
                            "form-submit.swift.mustache",
                            ["submitLiteral": .text(SwiftLiteral.string(spec.submitLabel))]))),
                "titleLiteral": .text(spec.title.map(SwiftLiteral.string) ?? ""),
            ])
        let code = LineWrap.wrapLongCalls(
            templates.render(
                "form.swift.mustache",
                [
                    "version": .text(version),
                    "input": .text(SwiftLiteral.comment(input)),
                    "platforms": .text(deployment.summary),
                    "rules": .text(wrapped(rules.map(\.rawValue), width: 96, continuation: "\n//   ")),
                    "imports": .list(imports.map { ["name": .text($0)] }),
                    "viewName": .text(spec.name),
                    "fields": .list(plans.map { ["identifier": .text($0.identifier)] }),
                    "declarations": .text(fields.flatMap(\.rendered.declarations).joined(separator: "\n")),
                    "container": .text(chomp(body)),
                    "checkAll": .text(checkAll(plans)),
                    "outcome": .text(outcome(plans, spec: spec)),
                    "announce": .text(renderer.announceCode(announcements, variable: "message")),
                    "functions": .list(fields.flatMap(\.rendered.functions).map { ["text": .text($0)] }),
                    "preview": .text(preview(spec.name, macro: usesPreviewMacro)),
                ]))
        let warnings = plans.enumerated().flatMap { index, plan in
            plan.warnings.map { warning in
                var located = warning
                if !located.location.hasPrefix("$.fields") {
                    located.location = "$.fields[\(index)]" + located.location.dropFirst()
                }
                return located
            }
        }
        return FormResult(
            code: code, viewName: spec.name, imports: imports, fields: fields, decisions: decisions, rules: rules,
            platforms: deployment.platforms,
            minimumOS: deployment.minimumOSStrings,
            warnings: warnings, verify: formVerify(plans), apis: apis.sorted())
    }

    static func checkAll(_ plans: [FieldPlan]) -> String {
        plans.filter(\.canShowError).map { "\($0.errorName) = \($0.messageName)()" }.joined(separator: "\n")
    }

    /// The branch that places VoiceOver on the first problem, or announces success.
    static func outcome(_ plans: [FieldPlan], spec: FormSpec) -> String {
        var lines: [String] = []
        for plan in plans where plan.canShowError {
            let keyword = lines.isEmpty ? "if" : "} else if"
            if plan.datePicker != nil {
                lines.append("\(keyword) let \(plan.errorName) {")
                lines.append(
                    "    // A DatePicker cannot take VoiceOver focus (card 002): announce the problem with its name.")
                lines.append("    announce(\(SwiftLiteral.string(plan.label + ", ")) + \(plan.errorName))")
            } else {
                lines.append("\(keyword) \(plan.errorName) != nil {")
                lines.append("    \(FormNames.accessibilityFocus) = .\(plan.identifier)")
            }
        }
        let success = [
            "status = \(SwiftLiteral.string(spec.successMessage))",
            "// Passive confirmation: announced, not focused (card 004).",
            "announce(\(SwiftLiteral.string(spec.successMessage)))",
            "submitAction()",
        ]
        if lines.isEmpty { return success.joined(separator: "\n") }
        lines.append("} else {")
        lines += success.map { "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func preview(_ name: String, macro: Bool) -> String {
        macro
            ? "#Preview {\n    \(name)()\n}"
            : "struct \(name)_Previews: PreviewProvider {\n    static var previews: some View {\n        \(name)()\n    }\n}"
    }

    static func formDecisions(_ spec: FormSpec, focusable: [String], usesPreviewMacro: Bool) -> [Decision] {
        var decisions = [
            Decision(
                "focus-enum", "Field: \(spec.fields.count) cases in field order",
                rules: [.errorFocus, .tabOrder],
                "one @AccessibilityFocusState and one @FocusState over a case per field"),
            Decision(
                "return-chain", focusable.isEmpty ? "none" : focusable.joined(separator: " -> ") + " -> submit",
                rules: [.tabOrder, .keyboardFitsContent],
                ".submitLabel(.next) moves on, .done on the last submits; date pickers take no keyboard focus"),
            Decision(
                "submit", "every field checked in order",
                rules: [.errorInLabel, .errorFocus, .focusManagement, .validateAtRightMoment],
                "each problem shows at once; VoiceOver goes to the first invalid field, or hears a date's problem announced"
            ),
            Decision(
                "success", "status text + announcement after 0.1 s",
                rules: [.announcements, .announcementDelay, .noFocusOnPassiveContent],
                "a passive confirmation is announced, never focused"),
            Decision(
                "submit-button", ".borderedProminent, minHeight 44",
                rules: [.touchTargetSize, .focusVisible, .nativeFirst],
                "a native button style keeps the focus ring; the label frame gives a 44 pt target"),
            Decision(
                "container", spec.container.rawValue,
                rules: spec.deployment.platforms.contains(.macos) && spec.container == .form
                    ? [.macFormLabels] : [.nativeFirst],
                spec.container == .form
                    ? "a Form; on the Mac, text fields are form rows with the label at the leading edge"
                    : "a scrolling stack"),
            Decision(
                "preview", usesPreviewMacro ? "#Preview" : "PreviewProvider", rules: [.minimumOSOnly],
                usesPreviewMacro
                    ? "#Preview at iOS 17 / macOS 14 and later" : "a PreviewProvider below iOS 17 / macOS 14"),
        ]
        if let title = spec.title {
            decisions.append(
                Decision("navigation-title", title, rules: [.navigationTitle], "a pushed screen announces its name"))
        }
        return decisions
    }

    static func formVerify(_ plans: [FieldPlan]) -> [String] {
        var items = [
            "Submitting with errors moves VoiceOver to the first invalid field and speaks \"<label>, <error>\".",
            "Return moves through the fields in order; Tab does the same with a hardware keyboard.",
            "A valid submit speaks the success message without moving focus.",
        ]
        for item in plans.flatMap(\.verify) where !items.contains(item) { items.append(item) }
        return items
    }
}
