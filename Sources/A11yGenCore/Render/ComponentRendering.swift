/// The result of `a11y-gen component`: the Swift file and the plan it was rendered from.
public struct ComponentResult: Codable, Sendable, Equatable {
    public var tool = FieldResult.Tool()
    /// The complete Swift file, exactly what `--format swift` prints.
    public var code: String
    /// The types the file declares (`DSTextField`, `DSInputSize`).
    public var typeNames: [String]
    public var decisions: [Decision]
    /// Every rule id the decisions cite, sorted.
    public var rules: [RuleID]
    public var platforms: [Platform]
    public var minimumOS: [String: String]
    /// What a person must still check on a device.
    public var verify: [String]
    public var plan: ComponentPlan
    /// The strings the file looks up, each key once: what `--strings` merges into a String Catalog.
    public var strings: [LocalizedString] = []
}

extension Renderer {
    /// Lays a component plan out: the shared parts (size type, label, messages, name modifiers,
    /// naming, icon, helpers) are rendered once from their own templates and placed into each member's
    /// template, and the members into `component-file.swift.mustache`. No decisions here.
    public func render(_ plan: ComponentPlan, input: String) -> String {
        renderComponent(plan, input: input, locale: nil).code
    }

    /// The file and the strings it looks up, in the renderer's table and bundle (a design system's
    /// package target names its own with `bundle: .module`).
    /// `locale` picks the language of the two strings' source text (English when nil).
    func renderComponent(_ plan: ComponentPlan, input: String, locale: String?) -> (
        code: String, strings: [LocalizedString]
    ) {
        let strings = Localizer(localization)
        let nameWithError = strings.format(
            RenderWords.nameWithError(locale, name: "spokenLabel", error: "error"),
            comment: FieldStrings.nameWithErrorComment)
        let done = RenderWords.done(locale)
        let doneButtonText = strings.text([.text(done)], comment: RenderWords.doneComment)
        let shared: TemplateContext = [
            "typeName": .text(plan.members.first?.typeName ?? ""),
            "sizeTypeName": .text(plan.sizeTypeName),
            "defaultSize": .text(plan.defaultSize),
            "sizes": .list(
                plan.sizes.map {
                    [
                        "name": .text($0.name), "font": .text($0.font), "textStyle": .text($0.textStyle),
                        "minHeight": .text(String($0.minHeight)), "iconSize": .text(String($0.iconSize)),
                    ]
                }),
            "errorIcon": .text(plan.errorIcon),
            "errorIconColor": .text(plan.errorIconColor),
            "nameWithError": .text(nameWithError), "doneButtonText": .text(doneButtonText),
        ]
        var parts = shared
        for (key, name) in [
            ("label", "component-label"), ("messages", "component-messages"),
            ("nameModifiers", "component-name-modifiers"), ("naming", "component-naming"), ("icon", "component-icon"),
        ] {
            parts[key] = .text(part(name, shared))
        }
        let members: [TemplateContext] = plan.members.map { member in
            var context = parts
            context["typeName"] = .text(member.typeName)
            context["keyboardDone"] = .flag(member.keyboardDone)
            var focus: TemplateContext = [
                "nameWithError": .text(nameWithError), "doneButtonText": .text(doneButtonText),
            ]
            focus["keyboardDone"] = .flag(member.keyboardDone)
            focus["multiline"] = .flag(member.kind == .textArea)
            context["focus"] = .text(part("component-focus", focus))
            context["sharedModifiers"] = .list(member.sharedModifiers.map { ["text": .text($0)] })
            context["branches"] = .list(
                member.branches.enumerated().map { index, branch in
                    [
                        "directive": .text(index == 0 ? "#if" : "#elseif"),
                        "condition": .text(branch.condition),
                        "parameters": .list(
                            branch.parameters.map {
                                [
                                    "name": .text($0.name), "type": .text($0.type),
                                    "defaultValue": .text($0.defaultValue), "doc": .text($0.doc),
                                ]
                            }),
                        "modifiers": .list(branch.modifiers.map { ["text": .text($0)] }),
                    ]
                })
            return ["code": .text(chomp(templates.render(member.kind.template, context)))]
        }
        var file = shared
        file["version"] = .text(Generator.version)
        file["input"] = .text(input)
        file["platforms"] = .text(plan.deployment.summary)
        file["rules"] = .text(Generator.wrapped(plan.rules.map(\.rawValue), width: 96, continuation: "\n//   "))
        file["sizeType"] = .text(part("component-size", shared))
        file["members"] = .list(members)
        file["helpers"] = .text(part("component-helpers", shared))
        // A table or bundle lengthens the two lookups past the line limit; wrapped as a field's are.
        let code = LineWrap.wrapLongCalls(templates.render("component-file.swift.mustache", file))
        // "Done" is written once per member whose template has it; the catalog needs it only if one does.
        let used = strings.used.filter {
            $0.key != done || plan.members.contains(where: \.keyboardDone)
        }
        return (code, Localizer.merged(used))
    }

    /// A shared part, without its last newline, for a standalone `{{name}}` line to indent.
    private func part(_ name: String, _ context: TemplateContext) -> String {
        chomp(templates.render(name + ".swift.mustache", context))
    }

}

extension Generator {
    /// A design-system component (`a11y-gen component text-field`).
    public static func component(
        _ kind: ComponentKind, prefix: String, deployment: Deployment, renderer: Renderer = Renderer()
    ) -> ComponentResult {
        component([kind], name: kind.rawValue, prefix: prefix, deployment: deployment, renderer: renderer)
    }

    /// The whole family in one file (`a11y-gen component all`): the size type and helpers once.
    public static func componentFamily(prefix: String, deployment: Deployment, renderer: Renderer = Renderer())
        -> ComponentResult
    {
        component(ComponentKind.allCases, name: "all", prefix: prefix, deployment: deployment, renderer: renderer)
    }

    static func component(
        _ kinds: [ComponentKind], name: String, prefix: String, deployment: Deployment, locale: String? = nil,
        renderer: Renderer
    ) -> ComponentResult {
        let plan = ComponentPlanner.plan(kinds, prefix: prefix, deployment: deployment)
        let input = componentCommand(
            name, prefix: prefix, deployment: deployment, locale: locale, localization: renderer.localization)
        var verify = [
            "VoiceOver speaks the label, then the field's type, then the typed text (never a secure field's characters); with an error, \"label, error\"; the hint only while there is no error",
            "The icons, the visible label, hint and error are not separate VoiceOver stops",
            VoiceOverWords.textSize(
                "At the largest accessibility text size the label, hint and error wrap and the field grows", deployment),
            "The field's border and the error icon keep 3:1 against your background in light and dark mode",
            "Full Keyboard Access and the Mac show the focus ring on the field",
        ].compactMap { $0 }
        if plan.members.contains(where: \.keyboardDone) {
            verify.append(
                "On iPhone, Done (a text area's, or a field's own on a number, decimal or phone pad) hides the keyboard and VoiceOver lands back on the field"
            )
        }
        if renderer.localization.bundle == .module {
            // Bundle.module exists only in a package target with resources, and finds only what they hold.
            verify.append(
                "The package target lists \(renderer.localization.tableName).xcstrings among its resources, so Bundle.module exists and holds both strings (the name with an error, Done) in each language"
            )
        }
        let rendered = renderer.renderComponent(plan, input: input, locale: locale)
        return ComponentResult(
            code: rendered.code, typeNames: plan.typeNames, decisions: plan.allDecisions,
            rules: plan.rules, platforms: deployment.platforms, minimumOS: deployment.minimumOSStrings,
            verify: verify, plan: plan, strings: rendered.strings)
    }

    private static func short(_ version: OSVersion) -> String {
        version.minor == 0 ? String(version.major) : version.description
    }

    /// The command that regenerates a component, as its header quotes it (canonical flag order).
    static func componentCommand(
        _ name: String, prefix: String, deployment: Deployment, locale: String?, localization: LocalizationOptions
    ) -> String {
        let platforms = deployment.platforms.map(\.rawValue).joined(separator: ",")
        let minimums = deployment.platforms.map { "\($0.rawValue)=\(short(deployment.minimum($0)))" }.joined(
            separator: ",")
        var command =
            "a11y-gen component \(name) --prefix \(prefix) --platforms \(platforms) --minimum-os \(minimums)"
        var lookup: [String] = []
        if let locale { lookup.append("--locale \(locale)") }
        if let table = localization.table { lookup.append("--strings-table \(table)") }
        if localization.bundle == .module { lookup.append("--strings-bundle module") }
        // The header quotes it after `//   `: the language flags go on a continuation line of their own.
        if !lookup.isEmpty { command += " \\\n//     " + lookup.joined(separator: " ") }
        return command
    }
}
