import Foundation
import Testing

@testable import A11yGenCore

/// The DSTextField family: `component secure-field`, `component text-area` and `component all`,
/// audited rule by rule with `ComponentAudit`, whose every check is shown able to fail (mutants).
@Suite(.serialized) struct ComponentFamilyTests {
    static let examples = TestSupport.root.appendingPathComponent("Examples/Components")
    static let both = Deployment(platforms: [.ios, .macos])

    static func member(_ kind: ComponentKind, _ deployment: Deployment = both, prefix: String = "DS") -> ComponentResult
    {
        Generator.component(kind, prefix: prefix, deployment: deployment)
    }

    /// Uses every parameter of each member, as a form would.
    static func use(secure: String, area: String?) -> String {
        var out = """
            import SwiftUI

            struct FamilyUse\(secure): View {
                @State private var password = ""
                @State private var notes = ""
                @State private var error: String? = nil
                @FocusState private var editing: Bool
                @AccessibilityFocusState private var focused: Bool

                var body: some View {
                    VStack {
                        \(secure)SecureField(
                            label: "Password", placeholder: "8 or more characters", text: $password, size: .lg,
                            leadingIcon: "lock", hint: "At least 8 characters.", error: error, isDisabled: false,
                            isFocused: $editing, isAccessibilityFocused: $focused
                        ) {
                            if password.count < 8 {
                                error = "Use at least 8 characters."
                                focused = true
                            }
                        }
                        #if canImport(UIKit)
                            \(secure)SecureField(label: "New password", text: $password, textContentType: .newPassword)
                        #else
                            \(secure)SecureField(label: "Code", text: $password, textContentType: .oneTimeCode)
                        #endif

            """
        if let area {
            out += """
                            \(area)TextArea(
                                label: "Notes", placeholder: "Anything we should know", text: $notes, size: .sm,
                                hint: "Optional.", error: error, isDisabled: false, isFocused: $editing,
                                isAccessibilityFocused: $focused)
                            \(area)TextArea(label: "Comments", text: $notes)

                """
        }
        return out + "            }\n        }\n    }\n"
    }

    // MARK: Compiles

    /// Each member alone, the family file and a use of every parameter, per configuration at its
    /// minimum and in both language modes, one swiftc call per configuration. Prefixes keep the
    /// files apart in one module (each declares its size type).
    @Test(TestSupport.needsSeeds) func everyMemberTypeChecksEverywhere() throws {
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for configuration in CompileConfiguration.all {
            let single = Deployment(
                platforms: [configuration.platform], minimums: [configuration.platform: configuration.minimum])
            let hasArea = ComponentPlanner.unsupported(.textArea, single) == nil
            var cases = [
                TypeCheckCase(
                    id: "secure", source: Self.member(.secureField, single).code,
                    origin: "secure-field for \(configuration)")
            ]
            if hasArea {
                cases += [
                    TypeCheckCase(
                        id: "area", source: Self.member(.textArea, single, prefix: "TA").code,
                        origin: "text-area for \(configuration)"),
                    TypeCheckCase(
                        id: "family", source: Generator.componentFamily(prefix: "Fam", deployment: single).code,
                        origin: "all for \(configuration)"),
                    TypeCheckCase(id: "familyUse", source: Self.use(secure: "Fam", area: "Fam"), origin: "family use"),
                ]
            }
            cases.append(
                TypeCheckCase(id: "use", source: Self.use(secure: "DS", area: hasArea ? "TA" : nil), origin: "use"))
            byConfiguration[configuration] = cases
        }
        let problems = try CompileHarness.check(byConfiguration, showSource: false)
        #expect(problems.isEmpty, "\(problems.count) failures:\n\(problems.prefix(3).joined(separator: "\n\n"))")
    }

    // MARK: Rule by rule

    /// Every member, alone and in the family file, on every deployment shape: no finding.
    @Test func auditFindsNothingInEveryMember() {
        let deployments = [
            Self.both, Deployment(platforms: [.ios], minimums: [.ios: OSVersion(16)]),
            Deployment(platforms: [.macos], minimums: [.macos: OSVersion(27)]),
            Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(27), .macos: OSVersion(14)]),
        ]
        for deployment in deployments {
            let family = Generator.componentFamily(prefix: "DS", deployment: deployment).code
            for kind in ComponentKind.allCases {
                let typeName = "DS" + kind.typeSuffix
                let alone = ComponentAudit.audit(Self.member(kind, deployment).code, kind: kind, typeName: typeName)
                #expect(alone.isEmpty, "\(kind) \(deployment.summary): \(alone)")
                let inFamily = ComponentAudit.audit(family, kind: kind, typeName: typeName)
                #expect(inFamily.isEmpty, "\(kind) in all: \(inFamily)")
            }
        }
        #expect(
            ComponentAudit.audit(Self.member(.textField).code, kind: .secureField, typeName: "DSSecureField").map(
                \.rule)
                == [.accessibleName], "an absent type is a finding")
    }

    struct Mutant: CustomTestStringConvertible, Sendable {
        var name: String
        var kinds: [ComponentKind]
        var from: String
        var to: String
        var rule: RuleID
        var testDescription: String { name }
    }

    static let all = ComponentKind.allCases
    static let withIcons: [ComponentKind] = [.textField, .secureField]

    /// One break per state rule; each must be caught under the rule it breaks.
    static let mutants = [
        Mutant(
            name: "error dropped from the name", kinds: all, from: "return String(\n",
            to: "return spokenLabel", rule: .errorInLabel),
        Mutant(
            name: "error only in the hint", kinds: all,
            from: ".accessibilityHint(error == nil ? Text(hint ?? \"\") : Text(\"\"))",
            to: ".accessibilityHint(Text(error ?? hint ?? \"\"))", rule: .noErrorOnlyInHint),
        Mutant(
            name: "hint spoken over the error", kinds: all,
            from: ".accessibilityHint(error == nil ? Text(hint ?? \"\") : Text(\"\"))",
            to: ".accessibilityHint(Text(hint ?? \"\"))", rule: .hintYieldsToError),
        Mutant(
            name: "error in the value", kinds: all, from: ".accessibilityLabel(accessibleName)\n",
            to: ".accessibilityLabel(accessibleName)\n            .accessibilityValue(Text(error ?? \"\"))\n",
            rule: .noErrorInValue),
        Mutant(
            name: "a second name", kinds: all, from: ".accessibilityInputLabels(inputLabels ?? [spokenLabel])\n",
            to:
                ".accessibilityInputLabels(inputLabels ?? [spokenLabel])\n            .accessibilityLabel(spokenLabel)\n",
            rule: .accessibleName),
        Mutant(
            name: "visible label read twice", kinds: all,
            from:
                "Text(label)\n                    .font(.subheadline)\n                    .accessibilityHidden(true)",
            to: "Text(label)\n                    .font(.subheadline)", rule: .persistentLabelSingleName),
        Mutant(
            name: "Mac title shown beside the label", kinds: all, from: "                .labelsHidden()\n", to: "",
            rule: .persistentLabelSingleName),
        Mutant(
            name: "error by color alone", kinds: all, from: "Text(error)\n                } icon: {",
            to: "EmptyView()\n                } icon: {", rule: .noColorOnlyError),
        Mutant(
            name: "icon exposed", kinds: withIcons,
            from: ".frame(width: iconSize, height: iconSize)\n            .accessibilityHidden(true)",
            to: ".frame(width: iconSize, height: iconSize)", rule: .noVisualMatchAsSemantic),
        Mutant(
            name: "fixed icon size", kinds: withIcons,
            from: "_iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)",
            to: "_iconSize = ScaledMetric(wrappedValue: 20)", rule: .scaledMetric),
        Mutant(
            name: "fixed height", kinds: all, from: "@ScaledMetric private var minHeight: CGFloat",
            to: "private var minHeight: CGFloat = 44", rule: .scaledMetric),
        Mutant(
            name: "fixed font size", kinds: all, from: ".font(size.font)\n            .frame",
            to: ".font(.system(size: 17))\n            .frame", rule: .noFixedFontSize),
        Mutant(
            name: "field text without a text style", kinds: all, from: ".font(size.font)\n            .frame",
            to: ".frame", rule: .fieldDynamicType),
        Mutant(
            name: "a size with a fixed custom font", kinds: all, from: "case .md: .body",
            to: "case .md: Font.custom(\"Brand\", fixedSize: 17)", rule: .fieldDynamicType),
        Mutant(
            name: "44 pt frame dropped", kinds: all, from: "            .frame(minHeight: minHeight)\n", to: "",
            rule: .fieldTouchTarget),
        Mutant(
            name: "small size under 44 pt", kinds: all, from: "case .sm: 44", to: "case .sm: 32",
            rule: .fieldTouchTarget),
        Mutant(
            name: "disabled not applied", kinds: all, from: "        .disabled(isDisabled)\n", to: "",
            rule: .nativeControlsCarryContract),
        Mutant(
            name: "borderless field", kinds: all, from: ".textFieldStyle(.roundedBorder)",
            to: ".textFieldStyle(.plain)",
            rule: .visibleBoundary),
        Mutant(
            name: "secure field unmasked", kinds: [.secureField], from: "SecureField(spokenLabel,",
            to: "TextField(spokenLabel,", rule: .secureField),
        Mutant(
            name: "text area on one line", kinds: [.textArea], from: ", axis: .vertical)", to: ")",
            rule: .multilineAxisVertical),
        Mutant(
            name: "text area truncates", kinds: [.textArea], from: ".lineLimit(3...8)", to: ".lineLimit(3)",
            rule: .multilineAxisVertical),
        Mutant(
            name: "text area submits on Return", kinds: [.textArea], from: ".focused(editing)\n",
            to: ".focused(editing)\n            .onSubmit {}\n", rule: .keyboardWithoutReturn),
        Mutant(
            name: "text area without Done", kinds: [.textArea], from: "                .toolbar { keyboardDone }\n",
            to: "",
            rule: .keyboardWithoutReturn),
    ]

    @Test(arguments: mutants)
    func auditCatchesEachBrokenRule(_ mutant: Mutant) {
        for kind in mutant.kinds {
            let typeName = "DS" + kind.typeSuffix
            let code = Self.member(kind).code
            #expect(code.contains(mutant.from), "\(kind): the mutation does not apply")
            let broken = code.replacingOccurrences(of: mutant.from, with: mutant.to)
            #expect(ComponentAudit.audit(code, kind: kind, typeName: typeName).isEmpty)
            let rules = ComponentAudit.audit(broken, kind: kind, typeName: typeName).map(\.rule)
            #expect(rules.contains(mutant.rule), "\(kind): \(mutant.name) gave \(rules)")
            #expect(ComponentAudit.checkedRules.contains(mutant.rule))
        }
    }

    /// Every rule the audit claims is exercised by a mutant.
    @Test func everyAuditedRuleHasAMutant() {
        let mutated = Set(Self.mutants.map(\.rule))
        #expect(Set(ComponentAudit.checkedRules).subtracting(mutated).isEmpty)
    }

    // MARK: Members

    @Test func secureFieldAPI() {
        let code = Self.member(.secureField).code
        #expect(code.contains("public struct DSSecureField: View"))
        #expect(code.contains("SecureField(spokenLabel, text: text, prompt: Text(placeholder))"))
        #expect(code.contains("textContentType: UITextContentType? = .password,"))
        #expect(code.contains("textContentType: NSTextContentType? = .password,"))
        #expect(code.contains("leadingIcon: String? = nil,") && !code.contains("trailingIcon"))
        #expect(code.contains("onSubmit: (() -> Void)? = nil"))
        #expect(!code.contains("TextField(spokenLabel"))
    }

    @Test func textAreaAPI() {
        let code = Self.member(.textArea).code
        #expect(code.contains("TextField(spokenLabel, text: text, prompt: Text(placeholder), axis: .vertical)"))
        #expect(code.contains(".lineLimit(3...8)"))
        #expect(!code.contains("Icon") && !code.contains("onSubmit:"))
        #expect(code.contains("Button(action: dismissKeyboard) {\n"))
        #expect(code.contains(#"Text("Done", comment: "Button above the keyboard that closes it.")"#))
        // macOS only: no keyboard toolbar.
        let mac = Self.member(.textArea, Deployment(platforms: [.macos])).code
        #expect(!mac.contains("keyboardDone") && !mac.contains("canImport(UIKit)"))
        #expect(Self.member(.textArea).decisions.contains { $0.rules.contains(.multilineAxisVertical) })
    }

    /// Review: an iOS-only component cited the Mac's rules (the default button, the macOS 27 border).
    @Test func anIOSOnlyComponentCitesNoMacRule() {
        let ios = Generator.componentFamily(prefix: "DS", deployment: Deployment(platforms: [.ios]))
        #expect(!ios.rules.contains(.macDefaultButton) && !ios.rules.contains(.macBorderedStyle))
        let both = Generator.componentFamily(prefix: "DS", deployment: Self.both)
        #expect(both.rules.contains(.macDefaultButton) && both.rules.contains(.macBorderedStyle))
    }

    @Test func familyFileDeclaresSharedPartsOnce() {
        let result = Generator.componentFamily(prefix: "DS", deployment: Self.both)
        #expect(result.typeNames == ["DSTextField", "DSSecureField", "DSTextArea", "DSInputSize"])
        #expect(result.code.components(separatedBy: "public enum DSInputSize").count == 2)
        #expect(result.code.components(separatedBy: "extension View {").count == 2)
        #expect(result.code.contains("a11y-gen component all --prefix DS"))
    }

    /// `check` applies the same rules to the components as to any code: no finding at all.
    @Test func checkFindsNothing() {
        var files = ComponentKind.allCases.map { ("\($0.rawValue).swift", Self.member($0).code) }
        files.append(("all.swift", Generator.componentFamily(prefix: "DS", deployment: Self.both).code))
        for (path, code) in files {
            let result = CheckEngine().check(path: path, bytes: Array(code.utf8))
            #expect(result.problem == nil)
            #expect(result.findings.isEmpty, "\(path): \(result.findings.map { $0.formatted() })")
        }
    }

    // MARK: Output

    @Test(arguments: ["secure-field", "text-area", "all"])
    func outputIsDeterministicAndSwiftFormatClean(_ name: String) throws {
        let first = CommandLineTool().run(["component", name])
        #expect(first.code == 0 && first.stderr.isEmpty)
        #expect(Array(first.stdout.utf8) == Array(CommandLineTool().run(["component", name]).stdout.utf8))
        let json = CommandLineTool().run(["component", name, "--format", "json"])
        #expect(json.code == 0 && json.stdout == CommandLineTool().run(["component", name, "--format", "json"]).stdout)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("component-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try first.stdout.write(to: file, atomically: true, encoding: .utf8)
        let swift = URL(fileURLWithPath: CompileHarness.swiftc).deletingLastPathComponent()
            .appendingPathComponent("swift").path
        let configuration = TestSupport.root.appendingPathComponent(".swift-format").path
        let (status, output) = CompileHarness.run(swift, ["format", "--configuration", configuration, file.path])
        #expect(status == 0, "\(output)")
        #expect(output == first.stdout, "swift format would change \(name)")
    }

    @Test(arguments: [("secure-field", "DSSecureField.swift"), ("text-area", "DSTextArea.swift")])
    func examplesAreUpToDate(_ name: String, _ file: String) {
        let output = CommandLineTool().run(["component", name])
        TestSupport.assertGolden(output.stdout, at: Self.examples.appendingPathComponent(file))
    }

    @Test func textAreaNeedsAVerticalAxis() {
        for arguments in [
            ["component", "text-area", "--minimum-os", "ios=15"], ["component", "all", "--minimum-os", "macos=12"],
        ] {
            let output = CommandLineTool().run(arguments)
            #expect(output.code == 64 && output.stdout.isEmpty)
            #expect(output.stderr.contains("text-area needs TextField(axis: .vertical)"), "\(output.stderr)")
        }
        #expect(CommandLineTool().run(["component", "secure-field", "--minimum-os", "ios=15"]).code == 0)
        #expect(CommandLineTool().run(["component", "al"]).stderr.contains("Did you mean 'all'?"))
        let mixed = CommandLineTool().run(["component", "all,text-field"])
        #expect(mixed.code == 64 && mixed.stderr.contains("'all' names the whole family on its own"))
    }
}
