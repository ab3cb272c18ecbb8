/// One field of a generated form: its plan, where it sits, and its code.
public struct FormField: Codable, Sendable, Equatable {
    public var plan: FieldPlan
    /// Its case in the focus enum and where Return goes from it.
    public var slot: FormSlot
    public var rendered: RenderedField
}

/// What `a11y-gen form` produces.
public struct FormResult: Codable, Sendable, Equatable {
    /// The version of Specs/form-result.schema.json this object follows.
    public var schemaVersion = Generator.resultSchemaVersion
    public var tool = FieldResult.Tool()
    /// The complete Swift file.
    public var code: String
    public var viewName: String
    /// The status people see and hear after a valid submit.
    public var successMessage: String
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
    /// The strings the code looks up, each key once with every comment it is written with, in order of
    /// first use: what
    /// `--strings` merges into a String Catalog.
    public var strings: [LocalizedString] = []
}

extension Generator {
    /// Plans every field of a form, renders each in its slot, and lays out the view file.
    public static func form(_ spec: FormSpec, input: String, renderer: Renderer = Renderer()) throws(SpecErrors)
        -> FormResult
    {
        try form(spec, input: input, renderer: renderer, inlineBelow: parallelFieldsFrom)
    }

    /// A form with at least this many fields plans and renders them on every core. Each field's
    /// plan and code depend only on the field and its slot, and come back in order, so the file
    /// is the same byte for byte; below this, starting threads costs more than they save.
    public static let parallelFieldsFrom = 24

    /// `form` with the number of fields from which fields are planned and rendered in parallel
    /// (tests compare the two ways).
    static func form(_ spec: FormSpec, input: String, renderer: Renderer, inlineBelow: Int) throws(SpecErrors)
        -> FormResult
    {
        let fieldSpecs = spec.fields
        // A message about another field ("Choose a date after check-in date.") names it by the
        // label people see, and the two dates are compared by what both pickers show, which only
        // the form knows. Worked out only when some field names another (`after`).
        var context = FormContext()
        if fieldSpecs.contains(where: { $0.validation.after != nil }) {
            for field in fieldSpecs where context.labels[field.identifier] == nil {
                context.labels[field.identifier] = Inference.strippedLabel(field.label, family: field.family)
                context.dateComponents[field.identifier] = InputTraits.of(field.type, region: field.region).components
            }
        }
        context.accountName = FormContext.accountName(of: fieldSpecs)
        let form = context
        let planned = Parallel.map(fieldSpecs.count, inlineBelow: inlineBelow) {
            index -> Result<FieldPlan, SpecErrors> in
            do throws(SpecErrors) {
                // The file compiles for the form's platforms: a field built in Swift with a deployment
                // of its own takes the form's, as its code must, and the form's locale when it has
                // none, so its words match the form's (the reader gives each field both).
                var field = fieldSpecs[index]
                field.deployment = spec.deployment
                if field.locale == nil { field.locale = spec.locale }
                return .success(try Inference.plan(field, at: "$.fields[\(index)]", form: form, inForm: true))
            } catch {
                return .failure(error)
            }
        }
        var plans: [FieldPlan] = []
        var errors: [Diagnostic] = []
        for result in planned {
            switch result {
            case .success(let plan): plans.append(plan)
            case .failure(let error): errors += error.diagnostics
            }
        }
        if !errors.isEmpty { throw SpecErrors(errors) }
        // A date that must follow another starts after that one's first value, so a pair people
        // leave untouched (check-in, check-out) does not fail `after` on submit.
        for index in plans.indices where plans[index].datePicker != nil {
            guard let other = plans[index].checks.first(where: { $0.kind == .after })?.other,
                let earlier = plans.first(where: { $0.identifier == other }), let earlierDate = earlier.datePicker
            else { continue }
            plans[index].datePicker?.startsAfter = renderer.initialDate(earlier, earlierDate)
        }

        // Return moves through each run of text fields in order; a run that other controls follow
        // ends by hiding the keyboard, and the last run submits (ReturnChain).
        let focusable = plans.filter(\.takesTypedInput).map(\.identifier)
        let returnChain = ReturnChain(plans, submitLabel: spec.submitLabel)
        let deployment = spec.deployment
        // iOS gets one keyboard toolbar (Next, Done) for every text field (policy.keyboard-without-return).
        let hasToolbar = deployment.platforms.contains(.ios) && !focusable.isEmpty
        // Looked up once per field (a search of the chain per field made large forms quadratic).
        let nextInChain = returnChain.next
        let slots = plans.indices.map { index in
            FormSlot(
                focusCase: plans[index].identifier, next: nextInChain[plans[index].identifier],
                restoresFocus: hasToolbar && plans[index].takesTypedInput,
                returnHidesKeyboard: returnChain.hidesKeyboard.contains(plans[index].identifier),
                inStack: spec.container == .stack, submitKey: returnChain.submitKey)
        }
        // A text field drawn by your own control (a field-control template, such as a design-system
        // component) puts its label where that control does: the Form's label column is the built-in
        // control's, so its verify line and the container decision are the control's own.
        let ownControl = renderer.templates.overridden.contains("field-control.swift.mustache")
        if ownControl {
            for index in plans.indices where plans[index].takesTypedInput {
                plans[index].verify = plans[index].verify.map {
                    [Inference.macLabelInColumnVerify, Inference.macLabelAboveVerify].contains($0)
                        ? "On the Mac, the label your control draws shows once, and stays there while people type." : $0
                }
            }
        }
        // A segmented picker for iOS and the Mac: its decision and verify line say the Mac's focus move.
        // Asked once per plan: the render, the submit, the decisions and the verify lines all follow it.
        let macFocus = plans.map { $0.movesMacFocus(renderer.templates) }
        for index in plans.indices where macFocus[index] {
            plans[index].sayMacFocusMove()
        }
        // One set of strings for the file: a key written twice carries one comment. On many
        // threads, each field records its lookups on its own, and the file's strings are theirs
        // in field order: what one Localizer writing them all in turn would hold.
        let strings = Localizer(renderer.localization)
        let rendered: [RenderedField]
        if plans.count < inlineBelow {
            rendered = plans.indices.map { renderer.render(plans[$0], slot: slots[$0], strings: strings) }
        } else {
            let parts = Parallel.map(plans.count) { [plans] index in
                let own = Localizer(renderer.localization)
                return (renderer.render(plans[index], slot: slots[index], strings: own), own.used)
            }
            for (_, used) in parts { strings.record(used) }
            rendered = parts.map(\.0)
        }
        let fields = plans.indices.map { FormField(plan: plans[$0], slot: slots[$0], rendered: rendered[$0]) }
        let focusesFields = plans.indices.contains {
            plans[$0].canShowError && (plans[$0].errorMovesFocus || macFocus[$0])
        }
        // A submit can fail: the line under the button counts the fields left to fix.
        let checkedPlans = plans.filter(\.canShowError)
        let hasProblems = !checkedPlans.isEmpty
        let hasAccessibilityFocus = hasToolbar || focusesFields

        let announcements = deployment.announcementAPIs
        let templates = renderer.templates
        // An iOS Form builds only the rows on screen: a failed submit scrolls the first problem's row
        // into view before focus moves there (axr19: at the largest text sizes it is often screens
        // above the button, and neither focus landed). A stack's ScrollView builds every view, but a
        // problem that takes no focus (a date, a menu without Full Keyboard Access) would stay
        // screens above the button, so it scrolls too (axr20 #1). A Mac-only Form lays its rows out
        // in the window (the columns style does not scroll), so there is nothing to scroll. A
        // form-body template written before this keeps its container unscrolled.
        let scrollsToProblems =
            (spec.container == .stack || deployment.platforms.contains(.ios)) && hasProblems
            // In the branch of the container this form uses: a form-body written before the stack
            // scrolled wraps only its Form (rev49).
            && templates.uses(
                "scrollsToProblems", within: "isForm", inverted: spec.container != .form, in: "form-body.swift.mustache"
            )
            && templates.uses("scrollsToProblems", in: "form-focus.swift.mustache")
        let usesPreviewMacro = deployment.supports(API.previewMacro.availability)
        var apis = APISet(fields.flatMap(\.rendered.apis)).union([
            .buttonBorderedProminent, .labelSystemImage, .foregroundStyle,
        ])
        // A toggle that must be on, or a picker that takes focus on an error, takes keyboard focus on a
        // failed submit too, outside the Return chain (it binds `.focused`).
        let hasKeyboardFocus = plans.contains(where: \.bindsFormFocus)
        if hasKeyboardFocus { apis.insert(.focusState) }
        if hasAccessibilityFocus { apis.insert(.accessibilityFocusState) }
        if hasToolbar { apis.formUnion([.keyboardToolbar, .buttonTitle, .stacks]) }
        apis.insert(spec.container == .form ? .form : .scrollView)
        if spec.title != nil { apis.insert(.navigationTitle) }
        if scrollsToProblems { apis.formUnion([.scrollViewReader, .viewID]) }
        apis.insert(usesPreviewMacro ? .previewMacro : .previewProvider)
        apis.formUnion(announcements.values.map(\.api))
        let imports = Set(
            ["SwiftUI"] + fields.flatMap(\.rendered.imports)
                + (announcements.values.contains(.accessibilityNotification) ? ["Accessibility"] : [])
        ).sorted()

        var submitButton = ModifierChain()
        submitButton.add(ios: [], mac: [".controlSize(.large)", ".keyboardShortcut(.defaultAction)"])
        var containerModifiers = ModifierChain()
        if hasProblems {
            // A problem after a successful submit takes the success status away, and the last fix is
            // spoken (form-problems). Observed on the container: a Form builds only the rows on
            // screen, and the button's row may be scrolled away while people fix the first field.
            let clears = ModifierChain.onChange(
                deployment, of: "problemCount", argument: "count", call: "problemsChanged")
            containerModifiers.segments += clears.chain.segments
            apis.formUnion(clears.apis)
        }
        var submitLabel = ModifierChain()
        submitLabel.add(ios: [".frame(maxWidth: .infinity, minHeight: 44)"])
        if deployment.platforms.contains(.macos) {
            apis.formUnion([.controlSizeLarge, .keyboardShortcutDefaultAction])
        }
        let hasVertical = plans.contains { $0.returnInsertsLineBreak }
        let chain: [TemplateContext] = returnChain.links.map {
            ["from": TemplateValue.text($0.from), "to": .text($0.to)]
        }
        // Done checks the field it hides the keyboard of without announcing (VoiceOver returns to it).
        let quietChecks: [TemplateContext] = plans.filter { $0.takesTypedInput && $0.canShowError }.map {
            ["focusCase": .text($0.identifier), "leaveName": .text($0.leaveCheckName)]
        }
        if hasToolbar {
            let toolbar = templates.render(
                "form-keyboard.swift.mustache",
                [
                    "hasNext": .flag(!chain.isEmpty), "hasVertical": .flag(hasVertical),
                    "nextText": .text(
                        chain.isEmpty
                            ? ""
                            : strings.text([.text(RenderWords.next(spec.locale))], comment: RenderWords.nextComment)),
                    "doneText": .text(
                        strings.text([.text(RenderWords.done(spec.locale))], comment: RenderWords.doneComment)),
                ])
            containerModifiers.add(ios: [chomp(toolbar)])
        }
        let decisions = formDecisions(
            spec, focusable: focusable, returnChain: returnChain, usesPreviewMacro: usesPreviewMacro,
            hasToolbar: hasToolbar, hasProblems: hasProblems,
            macLabelColumn: plans.contains { $0.isMacOnlyFormRow } && !ownControl, scrollsToProblems: scrollsToProblems,
            macFocus: macFocus.contains(true), plans: plans)
        let rules = RuleID.distinctSorted((decisions + plans.flatMap(\.decisions)).lazy.flatMap(\.rules))
        let submitViews = chomp(
            templates.render(
                "form-submit.swift.mustache",
                [
                    "submitText": .text(
                        strings.text(
                            [.text(spec.submitLabel)],
                            comment: "Button that submits the form; VoiceOver speaks it as a button.")),
                    "labelModifiers": .text(
                        submitLabel.lines(for: deployment.platforms, indent: "").joined(separator: "\n")),
                    "buttonModifiers": .text(
                        submitButton.lines(for: deployment.platforms, indent: "").joined(separator: "\n")),
                    "hasProblems": .flag(hasProblems),
                ]))
        // Beside the fields in the form's block: the submit template's views (the button, the status
        // line and, when a field can fail, the summary; a template set may write others).
        let fieldViews = ViewBlock.children(
            fields.map { scrollsToProblems ? Self.identified($0) : $0.rendered.view },
            besides: ViewBlock.topLevelViews(in: submitViews), deployment: deployment)
        if fieldViews.count != fields.count { apis.insert(.group) }
        let body = templates.render(
            "form-body.swift.mustache",
            [
                "isForm": .flag(spec.container == .form),
                "fieldViews": .text(fieldViews.joined(separator: "\n")),
                "submitButton": .text(submitViews),
                "containerModifiers": .text(
                    containerModifiers.lines(for: deployment.platforms, indent: "").joined(separator: "\n")),
                "scrollsToProblems": .flag(scrollsToProblems),
                "scrollChange": .text(scrollsToProblems ? Self.scrollChange(deployment, apis: &apis) : ""),
                "titleText": .text(
                    spec.title.map {
                        strings.text([.text($0)], comment: "Title of the form's screen, in the navigation bar.")
                    } ?? ""),
            ])
        // Rendered only when used: its summary is a string the catalog would otherwise carry for nothing.
        let problemFunctions =
            !hasProblems
            ? ""
            : chomp(
                templates.render(
                    "form-problems.swift.mustache",
                    [
                        "errors": .list(checkedPlans.map { ["name": .text($0.errorName)] }),
                        "summary": .text(
                            strings.format(
                                RenderWords.fieldsToFix(spec.locale, count: "problemCount"),
                                comment: RenderWords.fieldsToFixComment)),
                        "allFixed": .text(
                            strings.string(
                                RenderWords.allFieldsFixed(spec.locale), comment: RenderWords.allFieldsFixedComment)),
                        "announce": .text(Renderer.announceCode(announcements, queued: true)),
                    ]))
        let code = formCode(
            templates.render(
                "form.swift.mustache",
                [
                    "version": .text(version),
                    "input": .text(SwiftLiteral.comment(input)),
                    "platforms": .text(deployment.summary),
                    "rules": .text(wrapped(rules.map(\.rawValue), width: 96, continuation: "\n//   ")),
                    "imports": .list(imports.map { ["name": .text($0)] }),
                    "needs": .list(formNeeds(plans).map { ["text": .text(SwiftLiteral.comment($0))] }),
                    "viewName": .text(spec.name),
                    "fields": .list(
                        plans.indices.map { index in
                            let plan = plans[index]
                            // A form that keeps one Bool per field declares one for a segmented
                            // control the Mac focuses too (axr22 #1).
                            return [
                                "identifier": .text(plan.identifier), "valueType": .text(submittedType(plan)),
                                "focusable": .flag(plan.takesTypedInput), "canShowError": .flag(plan.canShowError),
                                "bindsFocus": .flag(plan.bindsFormFocus),
                                "bindsAccessibilityFocus": .flag(plan.bindsAccessibilityFocus || macFocus[index]),
                                "editingName": .text(plan.editingName), "focusName": .text(plan.focusName),
                                "vertical": .flag(plan.returnInsertsLineBreak),
                            ]
                        }),
                    "hasKeyboardFocus": .flag(hasKeyboardFocus),
                    "hasVertical": .flag(hasVertical),
                    "hasAccessibilityFocus": .flag(hasAccessibilityFocus),
                    "focusFunction": .text(
                        focusesFields
                            ? chomp(
                                templates.render(
                                    "form-focus.swift.mustache",
                                    [
                                        "hasKeyboardFocus": .flag(hasKeyboardFocus),
                                        "scrollsToProblems": .flag(scrollsToProblems),
                                    ]))
                            : ""),
                    "keyboardFunctions": .text(
                        hasToolbar
                            ? chomp(
                                templates.render(
                                    "form-keyboard-functions.swift.mustache",
                                    [
                                        "hasNext": .flag(!chain.isEmpty), "chain": .list(chain),
                                        "hasQuietChecks": .flag(!quietChecks.isEmpty),
                                        "quietChecks": .list(quietChecks),
                                    ])) : ""),
                    // The fields-to-fix state and functions travel with the fields' own, so a form template
                    // written before them (a design system's) places them without a change.
                    "declarations": .text(
                        (fields.flatMap(\.rendered.declarations)
                            + (hasProblems
                                ? [
                                    "@State private var submitFailed = false",
                                    "@State private var problemCountSaid = 0",
                                ]
                                : [])
                            + (scrollsToProblems ? [FormNames.scrollTargetDeclaration] : [])).joined(separator: "\n")),
                    "container": .text(chomp(body)),
                    "checkAll": .text(checkAll(plans)),
                    "outcome": .text(
                        outcome(plans, spec: spec, strings: strings, scrolls: scrollsToProblems, macFocus: macFocus)),
                    "announce": .text(Renderer.announceCode(announcements, variable: "message")),
                    "functions": .list(
                        ((hasProblems ? [problemFunctions] : []) + uniqueFunctions(fields)).map { ["text": .text($0)] }),
                    "preview": .text(
                        preview(
                            spec.name, macro: usesPreviewMacro,
                            inNavigationStack: plans.contains { $0.choice?.style == .navigationLink })),
                ]))
        var warnings = plans.enumerated().flatMap { index, plan in
            plan.warnings.map { warning in
                var located = warning
                if !located.location.hasPrefix("$.fields") {
                    located.location = "$.fields[\(index)]" + located.location.dropFirst()
                }
                return located
            }
        }
        for (index, plan) in plans.enumerated() {
            if let differs = SpecReader.languageDiffers(
                plan.spec.locale, form: spec.locale, at: "$.fields[\(index)].locale")
            {
                warnings.append(differs)
            }
        }
        // Two controls with one name (a second "Email" that confirms the first): VoiceOver says the
        // same words for both, and Voice Control's "Tap Email" has to ask which (WCAG 2.4.6; dates with
        // one name are refused, date-picker.distinct-names). A warning: the form still works.
        var named: [String: Int] = [:]
        for (index, plan) in plans.enumerated() where plan.datePicker == nil {
            let key = plan.label.lowercased()
            if let first = named[key] {
                warnings.append(
                    .warning(
                        "duplicate-label", at: "$.fields[\(index)].label",
                        "two fields are both named '\(plan.label)' (also $.fields[\(first)]): VoiceOver says the same name for both, and Voice Control's \"Tap \(plan.label)\" has to ask which",
                        suggestion: "say what sets this one apart, such as \"Confirm \(plan.label.lowercased())\""))
            } else {
                named[key] = index
            }
        }
        if let tall = Inference.macFormTooTall(plans, container: spec.container, deployment: deployment) {
            warnings.append(tall)
        }
        if spec.title == nil {
            warnings.append(
                .warning(
                    "form-without-title", at: "$.title",
                    "the form has no title: a pushed screen without a navigationTitle changes without a spoken name (card 004)",
                    suggestion: "add \"title\", such as \"Create account\""))
        }
        return FormResult(
            code: code, viewName: spec.name, successMessage: spec.successMessage, imports: imports, fields: fields,
            decisions: decisions, rules: rules,
            platforms: deployment.platforms,
            minimumOS: deployment.minimumOSStrings,
            warnings: warnings,
            verify: formVerify(
                plans, returnChain: returnChain, scrolls: scrollsToProblems,
                macFocus: macFocus.contains(true), macFormStill: spec.container == .form),
            apis: apis.sorted(),
            strings: Localizer.merged(strings.used))
    }

    /// The fields' functions in order, each once: a helper several fields share (a number
    /// field's check) is rendered the same by each, and declared by the first.
    static func uniqueFunctions(_ fields: [FormField]) -> [String] {
        firstOfEach(fields.flatMap(\.rendered.functions))
    }

    /// Each of `functions` once, where it first comes.
    static func firstOfEach(_ functions: [String]) -> [String] {
        // Hashing the functions' text was 3% of a 200-field form on one core, and growing the set
        // as much again (each growth hashes every member anew): the hashes are computed on every
        // core, once, and the set is made large enough up front.
        let hashes = Parallel.map(functions.count, inlineBelow: parallelFieldsFrom * 2) { functions[$0].hashValue }
        var seen = Set<Prehashed>(minimumCapacity: functions.count)
        return functions.indices.filter { seen.insert(Prehashed(text: functions[$0], hash: hashes[$0])).inserted }
            .map { functions[$0] }
    }

    /// A string with its hash worked out beforehand; equal when the strings are.
    private struct Prehashed: Hashable {
        let text: String
        let hash: Int
        static func == (a: Prehashed, b: Prehashed) -> Bool { a.hash == b.hash && a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// Every field checked, so each shows its problem; and each typed field's problem counted as
    /// spoken: the submit speaks the first (focus or announcement) and counts the rest, so a field
    /// left as focus moves to the first problem does not announce its own over it.
    static func checkAll(_ plans: [FieldPlan]) -> String {
        let checks = plans.filter(\.canShowError)
        let spoken = checks.filter(\.takesTypedInput).map { "\($0.spokenErrorName) = \($0.errorName)" }
        let note =
            spoken.isEmpty
            ? []
            : ["// The first problem is spoken below and the rest counted: leaving a field does not repeat its own."]
        return (checks.map { "\($0.checkedName) = true" } + note + spoken).joined(separator: "\n")
    }

    /// The branch that takes people to the first problem, or announces success and hands over what
    /// was entered. The status is cleared only when the submit fails, and set once when it succeeds.
    /// `macFocus`, per plan: its problem is announced on iOS and focused on the Mac (`movesMacFocus`).
    static func outcome(
        _ plans: [FieldPlan], spec: FormSpec, strings: Localizer, scrolls: Bool = false, macFocus: [Bool] = []
    ) -> String {
        var lines: [String] = []
        for (index, plan) in plans.enumerated() where plan.canShowError {
            let keyword = lines.isEmpty ? "if" : "} else if"
            lines.append("\(keyword) \(plan.errorName) != nil {")
            // The name property carries the error once it is set: "label, error", in the translator's order.
            let problem = plan.identifier + "Name"
            let focus = "focus(.\(plan.identifier), problem: \(problem))"
            if plan.errorMovesFocus {
                lines.append("    " + focus)
                continue
            }
            var announced = [announceComment(plan)]
            // The row is brought on screen all the same, where people can see the problem.
            if scrolls { announced.append("\(FormNames.scrollTarget) = .\(plan.identifier)") }
            if plan.bindsFormFocus {
                // Keyboard focus still moves (Full Keyboard Access, the Mac's keyboard navigation),
                // once the row it moves to is built.
                let move = "\(FormNames.focusedField) = .\(plan.identifier)"
                announced +=
                    scrolls ? ["DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {", "    " + move, "}"] : [move]
            }
            announced.append("announce(\(problem))")
            if macFocus.indices.contains(index), macFocus[index] {
                // Segments are one container on iOS and one control on the Mac (axr20 #2).
                lines.append("    #if canImport(UIKit)")
                lines += announced.map { "        " + $0 }
                lines += ["    #else", "        " + macFocusComment, "        " + focus, "    #endif"]
            } else {
                lines += announced.map { "    " + $0 }
            }
        }
        // Required numbers are known to parse once every check passed; unwrap them without forcing.
        let parsed = plans.filter {
            ($0.control == .numberField || $0.control == .picker) && $0.spec.validation.required
        }
        let arguments = plans.map { plan -> String in
            let value: String =
                switch plan.control {
                case .numberField: plan.spec.validation.required ? plan.identifier : plan.valueName
                case .secureField, .datePicker, .picker: plan.identifier
                case .toggle, .stepper: plan.identifier
                case .textField where plan.wraps && plan.spec.type != .streetAddress:
                    // An address line is one line, even if Return typed a break into the wrapping field.
                    "\(plan.identifier).split(whereSeparator: \\.isNewline).joined(separator: \" \")"
                case .textField where plan.foldsDigits: plan.valueName
                case .textField, .multilineTextField:
                    "\(plan.identifier).trimmingCharacters(in: .whitespacesAndNewlines)"
                }
            return "\(plan.identifier): \(value)"
        }
        let success =
            [
                "let success = "
                    + strings.string(
                        spec.successMessage,
                        comment: "Status shown under the submit button once the form is sent; VoiceOver announces it."),
                "status = success",
                "// Passive confirmation: announced, not focused (card 004).",
                "announce(success)",
                "submitAction(",
                "    Submission(",
            ] + arguments.enumerated().map { "        " + $1 + ($0 + 1 < arguments.count ? "," : "") } + [
                "    ))"
            ]
        let unwrap = parsed.map {
            "let \($0.identifier) = \($0.control == .picker ? $0.identifier : $0.valueName)"
        }.joined(separator: ", ")
        if lines.isEmpty {
            return (parsed.isEmpty ? success : ["if \(unwrap) {"] + success.map { "    " + $0 } + ["}"])
                .joined(separator: "\n")
        }
        lines.append(parsed.isEmpty ? "} else {" : "} else if \(unwrap) {")
        lines.append("    submitFailed = false")
        lines += success.map { "    " + $0 }
        lines.append("    return")
        lines.append("}")
        lines.append("status = nil")
        // The line under the button counts what is left to fix; more than one is also spoken.
        lines.append("submitFailed = true")
        lines.append("announceProblemCount()")
        return lines.joined(separator: "\n")
    }

    /// A field's view with its row's id, which the failed submit scrolls to. One view takes it after
    /// it; a view under `#if` (a design-system control on iOS, another on the Mac) in each branch. A
    /// row of several views, or a statement (`if`), keeps its views as they are, and focus then lands
    /// only when it is on screen.
    static func identified(_ field: FormField) -> String {
        let view = field.rendered.view
        guard field.plan.canShowError else { return view }
        let id = ".id(Field.\(field.plan.identifier))"
        // The first and last lines alone, in bytes: splitting every row into lines was a tenth of a
        // 200-field form's time (issue 14).
        var text = view
        let ranges = text.lineRanges()
        let (first, last) = text.withUTF8 { bytes in
            (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[ranges[0].range]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: bytes[ranges[ranges.count - 1].range]), as: UTF8.self)
            )
        }
        guard first.hasPrefix("#if "), last == "#endif" else {
            // One view, not a statement (`if`, `switch`), which takes no modifier.
            let single =
                ViewBlock.topLevelViews(in: view) == 1 && !last.hasPrefix("#")
                && !(first.hasPrefix("if ") || first.hasPrefix("switch ") || first.hasPrefix("for "))
            return single ? view + "\n" + id : view
        }
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
        // Each branch one view, written one level in: its id goes right before the next directive.
        var out: [Substring] = []
        var branch: [Substring] = []
        for line in lines {
            guard line.hasPrefix("#") else {
                branch.append(line)
                continue
            }
            if !out.isEmpty {
                let views = branch.filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") }.map { $0.dropFirst(4) }
                guard ViewBlock.topLevelViews(in: views.joined(separator: "\n")) == 1 else { return view }
                out += branch
                out.append("    " + id)
            }
            branch = []
            out.append(line)
        }
        return out.joined(separator: "\n")
    }

    /// The reader's scroll on a failed submit: to the row `scrollTarget` names, at its top, without
    /// animation (nothing moves for people who reduce motion), then cleared so the same field scrolls
    /// again on the next submit.
    static func scrollChange(_ deployment: Deployment, apis: inout APISet) -> String {
        let body = [
            "guard let field else { return }", "scrollProxy.scrollTo(field, anchor: .top)",
            "\(FormNames.scrollTarget) = nil",
        ]
        let change = ModifierChain.onChange(
            deployment, of: FormNames.scrollTarget, argument: "field", call: "", body: body)
        apis.formUnion(change.apis)
        return change.chain.lines(for: deployment.platforms, indent: "").joined(separator: "\n")
    }

    /// Why submit() moves Mac VoiceOver to a segmented picker whose problem iOS announces.
    static let macFocusComment =
        "// On the Mac the segmented control is one element named by its title: VoiceOver focus moves to it."

    /// Why submit() announces a field's problem instead of moving focus to it.
    static func announceComment(_ plan: FieldPlan) -> String {
        guard let choice = plan.choice else {
            return "// A DatePicker cannot take VoiceOver focus (card 002): announce the problem with its name."
        }
        if choice.style == .segmented {
            return "// Segments named as one container take no VoiceOver focus: keyboard focus, and an announcement."
        }
        let style = choice.style.withArticle
        return
            "// \(style.prefix(1).uppercased() + style.dropFirst()) picker takes no VoiceOver focus (card 004): keyboard focus only, and an announcement."
    }

    /// What the form's fields use and the file does not declare, each said once in field order: an
    /// options enum named by two fields is one line.
    static func formNeeds(_ plans: [FieldPlan]) -> [String] {
        // An enum read by several fields is one line, with every way they read it.
        var labels: [String: Set<ChoiceEnumLabel>] = [:]
        for options in plans.compactMap(\.spec.optionsEnum) { labels[options.type, default: []].insert(options.label) }
        var seen = Set<String>()
        return plans.flatMap { plan in
            Generator.needs(plan, inForm: true, enumLabels: plan.spec.optionsEnum.flatMap { labels[$0.type] })
        }.filter { seen.insert($0).inserted }
    }

    /// The Swift type `Submission` carries for a field.
    static func submittedType(_ plan: FieldPlan) -> String {
        switch plan.control {
        case .numberField: plan.number!.swiftType + (plan.spec.validation.required ? "" : "?")
        case .datePicker: "Date"
        case .toggle: "Bool"
        case .stepper: "Int"
        case .picker: plan.choice!.valueType + (plan.spec.validation.required ? "" : "?")
        case .textField, .secureField, .multilineTextField: "String"
        }
    }

    /// The preview; in a NavigationStack when a navigation-link picker needs one to push its list
    /// (the file's `// Needs:` line asks the app for the same; that style is iOS 16 and later).
    static func preview(_ name: String, macro: Bool, inNavigationStack: Bool = false) -> String {
        let view = inNavigationStack ? "NavigationStack {\n    \(name)()\n}" : "\(name)()"
        return macro
            ? "#Preview {\n" + indented(view, by: 4) + "}"
            : "struct \(name)_Previews: PreviewProvider {\n    static var previews: some View {\n"
                + indented(view, by: 8) + "    }\n}"
    }

    /// `text` with every line indented by `spaces`, each line ending in a newline.
    private static func indented(_ text: String, by spaces: Int) -> String {
        var out: [UInt8] = []
        Template.indentLines(text, by: String(repeating: " ", count: spaces), into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The form's file as written: long calls wrapped as `swift format` wraps them, and stamped with
    /// its checksum so a hand edit is never overwritten unasked (`GeneratedChecksum`).
    static func formCode(_ rendered: String) -> String {
        GeneratedChecksum.stamp(LineWrap.wrapLongCalls(rendered))
    }

    static func formDecisions(
        _ spec: FormSpec, focusable: [String], returnChain: ReturnChain, usesPreviewMacro: Bool, hasToolbar: Bool,
        hasProblems: Bool, macLabelColumn: Bool, scrollsToProblems: Bool = false, macFocus: Bool = false,
        plans: [FieldPlan]
    ) -> [Decision] {
        let macOnly = spec.deployment.platforms == [.macos]
        // Only the kinds of picker in the form (axr22 #6: a Mac-only form's segmented control
        // takes focus, and a form without dates has no date to announce).
        let (kinds, keyboard) = Self.announcedKinds(plans)
        let spokenKinds = kinds.map {
            ["menu": "a menu's", "segmented": "segments'", "choice": "a picker's", "date": "a date's"][$0] ?? $0
        }
        let announcedInstead =
            spokenKinds.isEmpty
            ? ""
            : "; \(Self.orList(spokenKinds)) problem is announced instead"
                + (keyboard.isEmpty ? "" : ", keyboard focus still moving to a picker")
        var decisions = [
            Decision(
                "focus-enum", "Field: \(spec.fields.count) cases in field order",
                rules: [.errorFocus, .tabOrder, .focusIsState],
                "one @AccessibilityFocusState and one @FocusState over a case per field"),
            Decision(
                "return-chain",
                focusable.isEmpty
                    ? "none"
                    : macOnly ? focusable.joined(separator: " -> ") + " (Tab); Return submits" : returnChain.summary,
                rules: [.tabOrder, .keyboardFitsContent],
                focusable.isEmpty
                    ? "no text field: nothing brings up a keyboard, so no Return key label, chain or keyboard toolbar is written"
                    : macOnly
                        ? "on the Mac, Tab moves through the fields in order and Return presses the default button, the submit; no Return key label or chain is written"
                        : (returnChain.stopsBeforeControls
                            ? ".submitLabel(.next) moves on through each run of text fields; .done where a picker, toggle, stepper or date follows hides the keyboard, uncovering it, so Return never skips a control people have not seen (nor submits a form they have not finished)\(returnChain.submitReason)"
                            : ".submitLabel(.next) moves on\(returnChain.submitReason)")
                            + (returnChain.lineBreaks.isEmpty
                                ? ""
                                : "; in a field that wraps, Return types a line break, and the keyboard toolbar's Next moves on")
            ),
            Decision(
                "submit", "every field checked in order",
                rules: [.errorInLabel, .errorFocus, .focusManagement, .validateAtRightMoment, .errorAlwaysSpoken],
                (scrollsToProblems
                    ? "each problem shows at once and then follows what people enter, so a fix clears it without another submit; the \(spec.container == .form ? "Form scrolls the first invalid field's row into view\(spec.deployment.platforms.contains(.macos) ? " on iOS" : "") (it builds only the rows on screen\(spec.deployment.platforms.contains(.macos) ? "; a Mac Form does not scroll, and lays out every row" : ""))" : "stack scrolls the first invalid field's row into view (a date or menu takes no focus that would bring it there)"), then keyboard and VoiceOver focus go to it (spoken even when VoiceOver is already there)"
                    : "each problem shows at once and then follows what people enter, so a fix clears it without another submit; keyboard and VoiceOver focus go to the first invalid field (spoken even when VoiceOver is already there)")
                    + announcedInstead
                    + (macFocus ? " (on the Mac VoiceOver goes to a segmented picker, one control there)" : "")
            ),
            Decision(
                "submission", "Submission(\(spec.fields.count) values) to submitAction",
                rules: [.numbersTypedAsText],
                "the submit action receives what people entered, checked, trimmed and read as numbers in their locale"),
            Decision(
                "success", "status text + announcement after 0.1 s",
                rules: [
                    .announcements, .announcementDelay, .noFocusOnPassiveContent, .noFocusToStatus, .noSilentStatus,
                ],
                "a passive confirmation is announced, never focused"),
            Decision(
                // Each platform's part only where the file is built for it (axr22 #6).
                "submit-button",
                ".borderedProminent"
                    + (spec.deployment.platforms.contains(.ios)
                        ? (spec.deployment.platforms.contains(.macos) ? "; iOS: " : "; ") + "minHeight 44, full width"
                        : "")
                    + (spec.deployment.platforms.contains(.macos)
                        ? (spec.deployment.platforms.contains(.ios) ? "; macOS: " : "; ") + "large, default action"
                        : ""),
                rules: (spec.deployment.platforms.contains(.ios) ? [.touchTargetSize] : [])
                    + [.touchTargetFloor, .focusVisible, .nativeFirst]
                    + (spec.deployment.platforms.contains(.macos) ? [.macDefaultButton] : []),
                "a native button style keeps the focus ring"
                    + (spec.deployment.platforms.contains(.ios) ? "; a 44 pt touch target on iOS" : "")
                    + (spec.deployment.platforms.contains(.macos)
                        ? "; on the Mac Return submits and the button keeps the system size" : "")
            ),
            Decision(
                "container", spec.container.rawValue,
                rules: spec.deployment.platforms.contains(.macos) && spec.container == .form
                    ? [.macFormLabels] : [.nativeFirst],
                spec.container != .form
                    ? "a scrolling stack"
                    : !spec.deployment.platforms.contains(.macos)
                        ? "a Form"
                        : macLabelColumn
                            ? "a Form; on the Mac, text fields are form rows with the label at the leading edge"
                            : spec.deployment.platforms.contains(.ios)
                                ? "a Form; on the Mac, as on iOS, each field's label shows with it (a text field's above it), and not also in the Form's label column"
                                : "a Form; each field's label shows with it, not in the Form's label column"
            ),
            Decision(
                "preview", usesPreviewMacro ? "#Preview" : "PreviewProvider", rules: [.minimumOSOnly],
                usesPreviewMacro
                    ? "#Preview at iOS 17 / macOS 14 and later" : "a PreviewProvider below iOS 17 / macOS 14"),
        ]
        if hasProblems {
            decisions.append(
                Decision(
                    "failed-submit", "a line under the button counts the fields to fix; more than one is announced",
                    rules: [.noSilentStatus, .announcements, .noColorOnlyError, .errorAlwaysSpoken],
                    "the first problem may be far above the button, so the line says why nothing was sent, in words with an icon, until every field is fixed; focus already speaks the first problem, and a count of more than one follows it, posted after 1 s (once VoiceOver has started on the first\(spec.deployment.platforms.contains(.ios) || spec.container == .stack ? ", even after a scroll" : "")) and queued behind it; each later change of the count is announced, queued, once it has held for a second, and \"No fields left to fix.\" once the last is fixed"
                ))
        }
        if hasToolbar {
            decisions.append(
                Decision(
                    "keyboard-toolbar", "Next and Done above the keyboard (iOS)",
                    rules: [.keyboardWithoutReturn, .keyboardToolbarFocusRestore, .focusManagement, .tabOrder],
                    "number and phone pads have no Return key; Next follows the Return chain, Done hides the keyboard and restores VoiceOver focus"
                ))
        }
        if let title = spec.title {
            decisions.append(
                Decision(
                    "navigation-title", title, rules: [.navigationTitle, .formTitle, .noUntitledPush],
                    "a pushed screen announces its name"))
        }
        return decisions
    }

    /// "menu", "menu or date", "menu, segmented or date".
    static func orList(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// `macFocus`: whether a failed submit moves Mac VoiceOver to a segmented picker whose problem iOS
    /// announces (`FieldPlan.movesMacFocus`).
    /// The kinds of picker whose problem a failed submit announces rather than focuses, in the
    /// form's fields only ("menu", "segmented", "choice", "date"), and those keyboard focus still
    /// moves to: the verify list and the submit decision name the same ones (axr22 #6).
    static func announcedKinds(_ plans: [FieldPlan]) -> (all: [String], keyboard: [String]) {
        let announced = plans.filter { $0.canShowError && !$0.errorMovesFocus }
        func kind(_ plan: FieldPlan) -> String {
            switch plan.choice?.style {
            case .menu?: "menu"
            case .segmented?: "segmented"
            case nil: "date"
            default: "choice"
            }
        }
        let order = ["menu", "segmented", "choice", "date"]
        return (
            order.filter { word in announced.contains { kind($0) == word } },
            order.filter { word in announced.contains { $0.bindsFormFocus && kind($0) == word } }
        )
    }

    static func formVerify(
        _ plans: [FieldPlan], returnChain: ReturnChain, scrolls: Bool = false, macFocus: Bool = false,
        macFormStill: Bool = false
    ) -> [String] {
        var items: [String] = []
        let platforms = plans.first?.deployment.platforms ?? [.ios]
        let macOnly = platforms == [.macos]
        let iosOnly = !platforms.contains(.macos)
        if plans.contains(where: \.canShowError) {
            // A menu, segmented or date picker does not take VoiceOver focus back (cards 002, 004): its
            // problem is announced; keyboard focus still moves to a picker. Only the kinds in the form.
            let (kinds, keyboard) = Self.announcedKinds(plans)
            // In the form's language, as the code joins them ("<label>、必須、<error>" in Japanese).
            let table = plans.first?.spec.messageTable ?? MessageTable(.en)
            let named = table.nameWithError(name: "<label>", error: "<error>")
            let required = table.nameWithError(name: table.requiredSpoken(label: "<label>"), error: "<error>")
            let base =
                "Submitting with errors \(scrolls ? "scrolls the first invalid field's row into view\(macFormStill && !iosOnly ? " (on iOS; a Mac Form does not scroll)" : ""), moves VoiceOver to that field" : "moves VoiceOver to the first invalid field") and speaks \"\(named)\" (\"\(required)\" for a required field)"
            items.append(
                kinds.isEmpty
                    ? base + "."
                    : base
                        + "; when that field is a \(Self.orList(kinds)) picker, the same words are announced and VoiceOver stays where it was"
                        + (keyboard.isEmpty ? "." : " (keyboard focus moves to a \(Self.orList(keyboard)) picker).")
                        // The Mac's segmented control is one element, and VoiceOver goes to it (axr20 #2).
                        + (!macFocus
                            ? "" : " On the Mac, a failed submit moves VoiceOver to a segmented picker."))
        }
        // A form of pickers, toggles and steppers brings up no keyboard: no Return or Next to try (axr20 #5).
        let typed = plans.contains(where: \.takesTypedInput)
        items += [
            !typed
                ? (macOnly
                    ? "On the Mac, Tab moves through the controls in order (with keyboard navigation on), and Return submits once."
                    : iosOnly
                        ? "With Full Keyboard Access on (iPad), Tab moves through the controls in order."
                        : "With Full Keyboard Access on (iPad), and on the Mac, Tab moves through the controls in order; on the Mac, Return submits once.")
                : macOnly
                    ? "On the Mac, Tab moves through the fields in order, and Return submits once."
                    : returnChain.stopsBeforeControls
                        ? "On iOS, Return\(returnChain.lineBreaks.isEmpty ? "" : " (a line break in a field that wraps)") and the keyboard toolbar's Next move through the text fields in order and stop before a picker, toggle, stepper or date, where Return hides the keyboard and uncovers it"
                            + (iosOnly ? "." : "; on the Mac, Tab moves through the fields, and Return submits once.")
                        : "On iOS, Return\(returnChain.lineBreaks.isEmpty ? "" : " (a line break in a field that wraps)") and the keyboard toolbar's Next move through the fields in order"
                            + (iosOnly ? "." : "; on the Mac, Tab does, and Return submits once."),
            "A valid submit speaks the success message without moving focus.",
        ]
        // Where the last text field's Return goes (ReturnChain): it submits under a key named for the
        // submit, or, when the submit spends money, only hides the keyboard.
        if !macOnly, returnChain.returnEndsAtSubmit {
            items.insert(
                returnChain.returnSubmits
                    ? returnChain.submitterLacksReturn
                        ? "On iPad, the last text field's Return key reads \(returnChain.submitKeyWord) and submits, as the button does (its iPhone keyboard has no Return key)."
                        : "On iOS, the last text field's Return key reads \(returnChain.submitKeyWord) and submits, as the button does."
                    : "On iOS, the last text field's Return only hides the keyboard: the button alone submits.",
                at: items.count - 1)
        }
        if plans.contains(where: \.canShowError) {
            let devices = macOnly ? "the Mac" : iosOnly ? "iPad" : "iPad, Mac"
            // A Mac Form does not scroll (axr22 #2): the scrolling line is iPad's alone, and the Mac's
            // says what to check instead.
            let scrolling = macFormStill && !iosOnly ? "iPad" : devices
            items.append(
                scrolls
                    ? "With VoiceOver off and Full Keyboard Access on (\(scrolling)), a failed submit scrolls the first problem's row into view, at the largest text size too, and shows the focus ring on it (a date picker's row comes into view without it)."
                    : "With VoiceOver off and Full Keyboard Access on (\(devices)), a failed submit shows the focus ring on the first problem when it is not a date, and the line under the button says why nothing was sent."
            )
            if macFormStill && !iosOnly {
                items.append(
                    "On the Mac the Form does not scroll: at the window's smallest size and the largest display scaling people use, every row, the button and the line under it stay on screen after a failed submit, and Full Keyboard Access shows the focus ring on the first problem."
                )
            }
            items.append(
                (macOnly ? "With Increase Contrast" : "With Bold Text, Increase Contrast")
                    + " and Differentiate Without Color on, every error still reads as an icon and words, and every label stays readable."
            )
            items.append(
                "After a failed submit, the line under the button says how many fields to fix and goes once they are fixed; with more than one, VoiceOver says the count after the first problem, without cutting it off; as each is fixed, VoiceOver says the new count a second later, and \"No fields left to fix.\" once the last is, each once and queued behind what it is reading."
            )
        }
        // Each once, in order of first appearance; a set answers "seen?" (searching the list for each
        // field's items was 1% of a 200-field form). A line some fields share but not all says which
        // (axr20 #5b: "The secure field does not speak typed characters." beside three text fields).
        let seen = Set(items)
        var fieldItems: [String] = []
        var sources: [String: [Int]] = [:]
        for (index, plan) in plans.enumerated() {
            for item in plan.verify where !seen.contains(item) {
                if sources[item] == nil { fieldItems.append(item) }
                if sources[item, default: []].last != index { sources[item, default: []].append(index) }
            }
        }
        for item in fieldItems {
            let owners = sources[item] ?? []
            items.append(owners.count == plans.count ? item : Self.naming(item, plans: owners.map { plans[$0] }))
        }
        return items
    }

    /// A field's verify line with the fields it is about, before its closing period: "… its current
    /// value (Date of birth)." A line that already names its one field ("Tap Email") is left as it is;
    /// past six fields, the first five and a count (each field's plan has its own lines).
    static func naming(_ item: String, plans: [FieldPlan]) -> String {
        if plans.count == 1, item.contains(plans[0].label) { return item }
        let labels = plans.map(\.label)
        let names =
            labels.count > 6
            ? labels.prefix(5).joined(separator: ", ") + " and \(labels.count - 5) more fields"
            : labels.joined(separator: ", ")
        return item.hasSuffix(".") ? item.dropLast() + " (\(names))." : item + " (\(names))"
    }
}

extension FormResult {
    /// The same file with everything after its header comment inside `#if canImport(SwiftUI)` …
    /// `#endif`, for packages that also build where SwiftUI does not exist (Linux, Windows): there
    /// the file compiles to nothing. The header stays first, so the file is still a11y-gen's.
    public func wrappedInCanImportSwiftUI() -> FormResult {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headerEnd = lines.firstIndex { !$0.hasPrefix("//") } ?? lines.count
        // Keep the blank line after the header above the #if.
        let start = headerEnd < lines.count && lines[headerEnd].isEmpty ? headerEnd + 1 : headerEnd
        lines.insert("#if canImport(SwiftUI)", at: start)
        if lines.last == "" { lines.removeLast() }
        lines += ["#endif", ""]
        // The checksum covers the file as written, so it is taken again over the wrapped file (rev49:
        // the old one no longer held, and the build tool plugin's next regeneration was refused as
        // edited by hand).
        lines.removeAll { GeneratedChecksum.isChecksumLine($0[...]) }
        var result = self
        result.code = GeneratedChecksum.stamp(lines.joined(separator: "\n"))
        return result
    }
}
