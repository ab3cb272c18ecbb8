import Foundation
import Testing

@testable import A11yGenCore

/// Examples/DesignSystemTemplates: a template set that makes `form` and `field` call the DSTextField
/// family. The four example forms generated with it are kept in Examples/DesignSystemForms, type-check
/// beside `a11y-gen component all`, pass FormAudit (component calls audited by ComponentCallAudit)
/// and give no `check` finding.
@Suite(.serialized) struct DesignSystemTemplatesTests {
    static let templates = "Examples/DesignSystemTemplates"
    static let output = TestSupport.root.appendingPathComponent("Examples/DesignSystemForms")

    static func renderer() throws -> Renderer {
        Renderer(
            templates: try TemplateSet.overriding(
                directory: TestSupport.root.appendingPathComponent(templates).path, files: ReadOnlyFiles()))
    }

    /// Every Examples form. The set's form template keeps one Bool focus state per field that binds
    /// focus (what the DSTextField family binds), and its toggle-control and choice-control bind those
    /// Bools too: with the built-in controls, a form with a toggle or a focus-taking picker
    /// (Shipping.json) referred to `$focusedField`, which this set makes a computed property, and did
    /// not compile.
    static var specs: [String] { FormTests.exampleSpecs }

    @Test func theSetCoversEveryExampleForm() {
        #expect(Set(Self.specs).isSuperset(of: ["SignUp.json", "Checkout.json", "Booking.json", "MacSettings.json"]))
        #expect(Self.specs.contains("Shipping.json"))
    }

    static func generate(_ file: String) throws -> FormResult {
        let data = try Array(contentsOf: FormTests.examples.appendingPathComponent(file))
        return try Generator.form(
            SpecReader().readForm(data: data).get(), input: "Examples/\(file)", renderer: try renderer())
    }

    /// The family the forms call, as `a11y-gen component all` prints it (iOS 17, macOS 14).
    static let components = Generator.componentFamily(prefix: "DS", deployment: Deployment(platforms: [.ios, .macos]))

    @Test func theSetOverridesOnlyItsFiles() throws {
        let set = try Self.renderer().templates
        #expect(
            set.overridden == [
                "choice-control.swift.mustache", "field-control.swift.mustache", "field.swift.mustache",
                "form.swift.mustache", "toggle-control.swift.mustache",
            ])
    }

    @Test(arguments: specs)
    func formsAreFresh(file: String) throws {
        let result = try Self.generate(file)
        TestSupport.assertGolden(result.code, at: Self.output.appendingPathComponent(result.viewName + ".swift"))
        // Every text field is a component call; date pickers, pickers, toggles and steppers stay native.
        for field in result.fields {
            #expect(
                ComponentCallAudit.callsComponent(field.rendered.view) == field.plan.takesTypedInput,
                "\(field.plan.identifier)")
        }
    }

    /// Like the built-in forms, the design-system forms (and the component file) are a fixed point of
    /// `swift format`: the set lays out `#if` branches and argument lists as it would.
    @Test func formsAreSwiftFormatted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-ds-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        let codes = try Self.specs.map { try Self.generate($0).code } + [Self.components.code]
        for (index, code) in codes.enumerated() {
            let url = directory.appendingPathComponent("\(index).swift")
            try CompileHarness.checkable(form: code).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let (status, output) = CompileHarness.swiftFormatLint(paths)
        #expect(status == 0, "swift format lint found differences:\n\(output.prefix(4000))")
    }

    @Test func componentsFileIsTheOneChecked() {
        TestSupport.assertGolden(Self.components.code, at: Self.output.appendingPathComponent("DSInputs.swift"))
    }

    @Test(arguments: specs)
    func formsPassTheFormAuditAndCheck(file: String) throws {
        let result = try Self.generate(file)
        #expect(FormAudit.audit(result) == [], "\(file)")
        #expect(SourceAudit.findings(in: result.code) == [], "\(file)")
    }

    /// Every per-field focus state the form declares is bound by that field's row: a menu picker's
    /// error is announced (card 004), so it binds keyboard focus only and gets no VoiceOver focus
    /// state (one was declared, set to false on every focus move, and bound to nothing).
    @Test(arguments: specs)
    func everyFocusStateIsBound(file: String) throws {
        let code = try Self.generate(file).code
        for marker in ["@AccessibilityFocusState private var ", "@FocusState private var "] {
            for line in code.split(separator: "\n") where line.contains(marker) {
                let name = try #require(line.components(separatedBy: marker).last?.split(separator: ":").first)
                #expect(code.contains("$\(name)"), "\(file): \(name) is declared and never bound")
            }
        }
    }

    @Test func componentsPassTheirAuditAndCheck() {
        for kind in ComponentKind.allCases {
            #expect(ComponentAudit.audit(Self.components.code, kind: kind, typeName: "DS" + kind.typeSuffix) == [])
        }
        #expect(SourceAudit.findings(in: Self.components.code) == [])
    }

    /// The audit is not vacuous for component calls: each dropped or wrong argument trips its rule.
    @Test func componentCallAuditCatchesBrokenCalls() throws {
        let result = try Self.generate("SignUp.json")
        let mutations: [(String, String, RuleID)] = [
            ("keyboardType: .emailAddress,\n", "", .keyboardFitsContent),
            ("error: emailError,\n", "", .errorInLabel),
            ("textContentType: .username,\n", "", .contentType),
            ("isAccessibilityFocused: $emailFocused", "isAccessibilityFocused: nil", .errorFocus),
            ("focusedField = .newPassword", "submit()", .tabOrder),
            ("label: emailVisibleLabel", "label: emailLabel", .keepVisibleLabel),
            ("DSSecureField(", "DSTextField(", .secureField),
            ("if emailFocused { return .email }", "", .focusManagement),
        ]
        for (from, to, rule) in mutations {
            var broken = result
            for index in broken.fields.indices {
                broken.fields[index].rendered.view = Self.replacing(broken.fields[index].rendered.view, from, to)
            }
            broken.code = Self.replacing(broken.code, from, to)
            #expect(broken.code != result.code, "\(from) is not in the form")
            #expect(FormAudit.audit(broken).map(\.rule).contains(rule), "\(from) -> \(to)")
        }
    }

    /// Replaces `from` whatever its indentation (a `from` ending in a newline drops the whole line).
    static func replacing(_ text: String, _ from: String, _ to: String) -> String {
        guard from.hasSuffix("\n") else { return text.replacingOccurrences(of: from, with: to) }
        let needle = String(from.dropLast())
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.trimmingCharacters(in: .whitespaces) != needle
        }.joined(separator: "\n")
    }

    /// Below iOS 16 / macOS 13 the family's text area cannot exist, so `component all` is refused there
    /// and says which members can; two single-member files would each declare the size type. A form
    /// with a password field, at iOS 15 and macOS 12, builds beside the one file of the members it
    /// names (`component text-field,secure-field`).
    @Test func aFormBelowTheTextAreaBuildsWithTheMembersNamedInOneFile() throws {
        let json = #"""
            {"name": "Join15Form", "platforms": ["ios", "macos"], "minimumOS": {"ios": "15", "macos": "12"},
             "fields": [{"label": "Email", "type": "email", "validation": {"required": true}},
                        {"label": "New password", "type": "new-password", "validation": {"required": true}},
                        {"label": "Plan", "type": "choice", "options": [{"value": "a", "label": "Basic"}, {"value": "b", "label": "Pro"}]},
                        {"label": "I agree to the terms", "type": "checkbox", "validation": {"required": true}}]}
            """#
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
        let form = try Generator.form(spec, input: "Join15.json", renderer: try Self.renderer())
        let refused = CommandLineTool().run(["component", "all", "--minimum-os", "ios=15,macos=12"])
        #expect(refused.code == 64 && refused.stderr.contains("in one file: text-field,secure-field"), "\(refused)")
        let listed = CommandLineTool().run(["component", "secure-field,text-field", "--minimum-os", "ios=15,macos=12"])
        #expect(listed.code == 0 && listed.stdout.components(separatedBy: "enum DSInputSize").count == 2)
        #expect(listed.stdout.contains("struct DSTextField") && listed.stdout.contains("struct DSSecureField"))
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for configuration in [
            CompileConfiguration(platform: .ios, minimum: OSVersion(15)),
            CompileConfiguration(platform: .macos, minimum: OSVersion(12)),
        ] {
            byConfiguration[configuration] = [
                TypeCheckCase(id: "members", source: listed.stdout, origin: "component text-field,secure-field"),
                TypeCheckCase(
                    id: "form", source: CompileHarness.checkable(form: form.code), origin: "Join15Form with the set"),
            ]
        }
        let problems = try CompileHarness.check(byConfiguration, showSource: false)
        #expect(problems.isEmpty, "\(problems.count) failures:\n\(problems.prefix(3).joined(separator: "\n\n"))")
    }

    /// The forms and the component family in one module per configuration, each form at its own
    /// minimum OS on each platform it names, beside the family generated for that minimum (as a project
    /// whose deployment target is the spec's would run `component all`): Swift 5 and 6, warnings as
    /// errors, one swiftc call per configuration and mode. A form's code is only right for its minimum:
    /// below iOS 17 / macOS 14 it checks a field on leaving with `onChange(of:perform:)`, which is
    /// deprecated from there.
    @Test func formsTypeCheckWithTheComponents() throws {
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for file in Self.specs {
            let result = try Self.generate(file)
            for platform in result.platforms {
                let minimum = try #require(result.minimumOS[platform.rawValue].flatMap(OSVersion.init(parsing:)))
                let configuration = CompileConfiguration(platform: platform, minimum: minimum)
                if byConfiguration[configuration] == nil {
                    let family = Generator.componentFamily(
                        prefix: "DS", deployment: Deployment(platforms: [platform], minimums: [platform: minimum]))
                    byConfiguration[configuration] = [
                        TypeCheckCase(
                            id: "components", source: family.code, origin: "component all at \(configuration)")
                    ]
                }
                byConfiguration[configuration]!.append(
                    TypeCheckCase(
                        id: file, source: CompileHarness.checkable(form: result.code),
                        origin: "\(file) with \(Self.templates)"))
            }
        }
        #expect(byConfiguration.keys.contains(CompileConfiguration(platform: .ios, minimum: OSVersion(17))))
        #expect(byConfiguration.keys.contains(CompileConfiguration(platform: .ios, minimum: OSVersion(16))))
        #expect(byConfiguration.values.reduce(0) { $0 + $1.count } >= 8)
        let problems = try CompileHarness.check(byConfiguration, showSource: false)
        #expect(problems.isEmpty, "\(problems.count) failures:\n\(problems.prefix(3).joined(separator: "\n\n"))")
    }

    /// `field` with the set: a snippet that calls the component, and that type-checks beside it.
    @Test func snippetsCallTheComponentAndTypeCheck() throws {
        let specs: [FieldSpec] = [
            TestSupport.spec(.email, "Email") { $0.validation.required = true },
            TestSupport.spec(.newPassword, "New password"),
            TestSupport.spec(.postalCode, "ZIP code") {
                $0.locale = "en_US"
                $0.validation.required = true
            },
            TestSupport.spec(.search, "Find products"),
            TestSupport.spec(.pin, "PIN") { $0.deployment = Deployment(platforms: [.ios, .macos]) },
        ]
        var items: [(origin: String, plan: FieldPlan, rendered: RenderedField)] = []
        for spec in specs {
            let result = try Generator.field(spec, input: "test", renderer: try Self.renderer())
            #expect(ComponentCallAudit.callsComponent(result.view), "\(spec.label)")
            let rendered = try Self.renderer().render(result.plan)
            #expect(ComponentCallAudit.audit(result.plan, rendered, slot: nil) == [], "\(spec.label)")
            items.append((spec.label, result.plan, rendered))
        }
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        let ios = CompileConfiguration(platform: .ios, minimum: OSVersion(17))
        byConfiguration[ios] =
            [TypeCheckCase(id: "components", source: Self.components.code, origin: "component all")]
            + items.enumerated().map { index, item in
                TypeCheckCase(
                    id: "snippet\(index)",
                    source: CompileHarness.wrap(item.rendered, typeName: "Snippet\(index)"),
                    origin: item.origin)
            }
        // The PIN names the Mac too: its AppKit call, beside the Mac's members.
        let pin = try #require(items.last)
        byConfiguration[CompileConfiguration(platform: .macos, minimum: OSVersion(14))] = [
            TypeCheckCase(id: "components", source: Self.components.code, origin: "component all"),
            TypeCheckCase(
                id: "pin", source: CompileHarness.wrap(pin.rendered, typeName: "PINSnippet"), origin: pin.origin),
        ]
        let problems = try CompileHarness.check(byConfiguration, showSource: true)
        #expect(problems.isEmpty, "\(problems.prefix(2).joined(separator: "\n\n"))")
    }

    /// DSSecureField offers saved passwords unless told otherwise; a PIN, which no AutoFill type fits,
    /// passes `textContentType: nil` on each platform, and the call audit holds it to that.
    @Test func aPINPassesNoAutoFillTypeToTheSecureField() throws {
        let spec = TestSupport.spec(.pin, "PIN") { $0.deployment = Deployment(platforms: [.ios, .macos]) }
        let rendered = try Self.renderer().render(
            try Generator.field(spec, input: "test", renderer: try Self.renderer()).plan)
        #expect(rendered.view.components(separatedBy: "textContentType: nil,\n").count == 3)
        let plan = try Inference.plan(spec)
        #expect(ComponentCallAudit.audit(plan, rendered, slot: nil) == [])
        var mutated = rendered
        mutated.view = Self.replacing(mutated.view, "textContentType: nil,\n", "")
        #expect(ComponentCallAudit.audit(plan, mutated, slot: nil).map(\.rule) == [.contentType, .contentType])
        // The password fields keep theirs.
        let password = try Self.renderer().render(try Inference.plan(TestSupport.spec(.newPassword, "New password")))
        #expect(password.view.contains("textContentType: .newPassword,\n"))
        #expect(!password.view.contains("textContentType: nil"))
    }

    /// A required field shows "Email (required)" above it, but Voice Control answers to "Email": the call
    /// passes the label without the mark as inputLabels, and the call audit holds it to that.
    @Test func voiceControlAnswersToTheLabelWithoutTheRequiredMark() throws {
        let spec = TestSupport.spec(.email, "Email") { $0.validation.required = true }
        let rendered = try Self.renderer().render(
            try Generator.field(spec, input: "test", renderer: try Self.renderer()).plan)
        #expect(rendered.view.contains("label: emailVisibleLabel,\n"))
        #expect(rendered.view.contains("inputLabels: [emailLabel],\n"))
        let plan = try Inference.plan(spec)
        #expect(ComponentCallAudit.audit(plan, rendered, slot: nil) == [])
        for (from, to) in [("inputLabels: [emailLabel],\n", ""), ("[emailLabel]", "[emailVisibleLabel]")] {
            var mutated = rendered
            mutated.view = mutated.view.replacingOccurrences(of: from, with: to)
            #expect(
                ComponentCallAudit.audit(plan, mutated, slot: nil).map(\.rule) == [.voiceControlLabel],
                "\(from) -> \(to)")
        }
    }

    /// One Done above the keyboard while a text area is edited in a form, and it is the form's: the
    /// component's own Done (whose hiding of the keyboard ran the form's leave check with an
    /// announcement, then put VoiceOver back on the field to read the problem again) shows only when
    /// no caller passes `isFocused`, and the form passes it.
    @Test func aTextAreaInAFormUsesTheFormsQuietDone() throws {
        let form = try Self.generate("Booking.json")
        let area = try #require(form.fields.first { $0.plan.returnInsertsLineBreak })
        #expect(area.rendered.view.contains("isFocused: $\(area.plan.editingName),"))
        #expect(
            form.code.contains(
                "case .\(area.plan.identifier):\n            \(area.plan.leaveCheckName)(false, announcing: false)"))
        #expect(!form.code.contains("editsTextArea"))
        let textArea = try #require(Self.components.code.range(of: "public struct DSTextArea"))
        #expect(Self.components.code[textArea.lowerBound...].contains("if editing.wrappedValue, isFocused == nil {"))
    }

    /// The set's picker is named and labeled as the built-in one: on a Mac-only form it shows its title
    /// as the label (no `.labelsHidden()`), and a navigation-link picker on iOS and a Mac picker carry
    /// the error in `.accessibilityLabel`. An older copy of the set dropped both (the accessibility
    /// review): Mac pickers had no label on screen, and VoiceOver never heard their error.
    @Test(arguments: [
        #"{"name": "PrefsForm", "title": "Preferences", "platforms": ["macos"], "fields": [{"label": "Theme", "type": "choice", "options": ["Light", "Dark", "Auto"], "validation": {"required": true}}]}"#,
        #"{"name": "OrderForm", "title": "Order", "platforms": ["ios"], "minimumOS": {"ios": "16"}, "fields": [{"label": "Country", "type": "choice", "options": ["US", "CA", "MX", "GB", "DE", "FR", "JP", "AU", "IT", "ES", "NL", "BE", "SE"], "validation": {"required": true}}]}"#,
    ])
    func pickersAreNamedAsTheBuiltInOnes(json: String) throws {
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
        let set = try Generator.form(spec, input: "spec.json", renderer: try Self.renderer())
        let builtIn = try Generator.form(spec, input: "spec.json")
        func naming(_ code: String) -> [String] {
            code.split(separator: "\n").map { $0.trimmed() }.filter {
                $0.hasPrefix("Picker(") || $0 == ".labelsHidden()" || $0.hasPrefix(".accessibilityLabel(")
                    || $0.hasPrefix(".accessibilityInputLabels(")
            }
        }
        let expected = naming(builtIn.code)
        #expect(expected.contains { $0.hasPrefix(".accessibilityLabel(") })
        #expect(naming(set.code) == expected)
    }

    /// The Form's label column is the built-in control's: a form drawn with the set does not promise it.
    @Test func aMacFormDrawnWithTheSetPromisesNoLabelColumn() throws {
        let mac = try Self.generate("MacSettings.json")
        let lines = mac.fields.flatMap(\.plan.verify)
        #expect(!lines.contains { [Inference.macLabelInColumnVerify, Inference.macLabelAboveVerify].contains($0) })
        #expect(
            lines.contains("On the Mac, the label your control draws shows once, and stays there while people type."))
        #expect(mac.decisions.first { $0.aspect == "container" }?.reason.contains("leading edge") == false)
        let builtIn = try FormTests.generate("MacSettings.json")
        #expect(builtIn.fields.flatMap(\.plan.verify).contains(Inference.macLabelInColumnVerify))
    }
}

extension DesignSystemTemplatesTests {
    /// axr22 #1: in a form for iOS and the Mac, the set's segmented control takes Mac VoiceOver focus on
    /// a failed submit, as the built-in one does, through the Bool the set's form declares for it (the
    /// set's choice-control had no Mac branch, and the built-in branch's enum binding would not compile
    /// against the set's form).
    @Test func theMacSegmentedControlTakesFocusThroughItsOwnBool() throws {
        let set = try Self.generate("Shipping.json")
        let builtIn = try FormTests.generate("Shipping.json")
        for code in [set.code, builtIn.code] {
            #expect(code.contains("focus(.deliverySpeed, problem: deliverySpeedName)"))
        }
        #expect(set.code.contains("@AccessibilityFocusState private var deliverySpeedFocused: Bool"))
        #expect(set.code.contains("deliverySpeedFocused = newValue == .deliverySpeed"))
        #expect(set.code.contains("#else\n                        .accessibilityFocused($deliverySpeedFocused)\n"))
        #expect(!set.code.contains("$accessibilityFocus, equals:"))
        let reason = set.decisions.first { $0.aspect == "submit" }?.reason ?? ""
        #expect(reason.contains("segmented") && reason == builtIn.decisions.first { $0.aspect == "submit" }?.reason)
    }
}
