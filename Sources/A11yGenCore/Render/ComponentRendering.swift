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
    public var plan: TextFieldComponentPlan
}

extension Renderer {
    /// Lays a component plan out through `component-text-field.swift.mustache`; no decisions here.
    public func render(_ plan: TextFieldComponentPlan, input: String) -> String {
        let branches: [TemplateContext] = plan.branches.enumerated().map { index, branch in
            [
                "directive": .text(index == 0 ? "#if" : "#elseif"),
                "condition": .text(branch.condition),
                "parameters": .list(
                    branch.parameters.map {
                        [
                            "name": .text($0.name), "type": .text($0.type), "defaultValue": .text($0.defaultValue),
                            "doc": .text($0.doc),
                        ]
                    }),
                "modifiers": .list(branch.modifiers.map { ["text": .text($0)] }),
            ]
        }
        let context: TemplateContext = [
            "version": .text(Generator.version),
            "input": .text(input),
            "platforms": .text(plan.deployment.summary),
            "rules": .text(Generator.wrapped(plan.rules.map(\.rawValue), width: 96, continuation: "\n//   ")),
            "typeName": .text(plan.typeName),
            "sizeTypeName": .text(plan.sizeTypeName),
            "defaultSize": .text(plan.defaultSize),
            "sizes": .list(
                plan.sizes.map {
                    [
                        "name": .text($0.name), "font": .text($0.font), "textStyle": .text($0.textStyle),
                        "minHeight": .text(String($0.minHeight)), "iconSize": .text(String($0.iconSize)),
                    ]
                }),
            "branches": .list(branches),
            "sharedModifiers": .list(plan.sharedModifiers.map { ["text": .text($0)] }),
            "errorIcon": .text(plan.errorIcon),
            "errorIconColor": .text(plan.errorIconColor),
        ]
        return templates.render("component-text-field.swift.mustache", context)
    }
}

extension Generator {
    /// A design-system component (`a11y-gen component text-field`).
    public static func component(
        _ kind: ComponentKind, prefix: String, deployment: Deployment, renderer: Renderer = Renderer()
    ) -> ComponentResult {
        let plan = ComponentPlanner.plan(kind, prefix: prefix, deployment: deployment)
        let input = componentCommand(kind, prefix: prefix, deployment: deployment)
        return ComponentResult(
            code: renderer.render(plan, input: input),
            typeNames: [plan.typeName, plan.sizeTypeName],
            decisions: plan.decisions, rules: plan.rules, platforms: deployment.platforms,
            minimumOS: deployment.minimumOSStrings,
            verify: [
                "VoiceOver speaks the label, then \"text field\", then the typed text; with an error, \"label, error\"; the hint only while there is no error",
                "The icons, the visible label, hint and error are not separate VoiceOver stops",
                "At the largest accessibility text size the label, hint and error wrap and the field grows",
                "The field's border and the error icon keep 3:1 against your background in light and dark mode",
                "Full Keyboard Access and the Mac show the focus ring on the field",
            ],
            plan: plan)
    }

    private static func short(_ version: OSVersion) -> String {
        version.minor == 0 ? String(version.major) : version.description
    }

    /// The command that regenerates a component, as its header quotes it (canonical flag order).
    static func componentCommand(_ kind: ComponentKind, prefix: String, deployment: Deployment) -> String {
        let platforms = deployment.platforms.map(\.rawValue).joined(separator: ",")
        let minimums = deployment.platforms.map { "\($0.rawValue)=\(short(deployment.minimum($0)))" }.joined(
            separator: ",")
        return
            "a11y-gen component \(kind.rawValue) --prefix \(prefix) --platforms \(platforms) --minimum-os \(minimums)"
    }
}
