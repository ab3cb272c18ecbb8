import Foundation
import Testing

@testable import A11yGenCore

/// `a11y-gen component text-field`: card 003's DSTextField API, with cards 000 and 004 inside.
@Suite(.serialized) struct ComponentTests {
    static let exampleFile = TestSupport.root.appendingPathComponent("Examples/Components/DSTextField.swift")

    static func component(_ deployment: Deployment = Deployment(platforms: [.ios, .macos])) -> ComponentResult {
        Generator.component(.textField, prefix: "DS", deployment: deployment)
    }

    static var code: String { component().code }

    /// The three usage examples of card 003, exactly as the card prints them.
    static func cardExamples() throws -> [(title: String, code: String)] {
        let text = try SwiftUIModelTests.seed("003_427909779ece8496.txt")
        let titles = ["Email field", "Inline search field", "Form composition", "Usage Guidelines"]
        var examples: [(String, String)] = []
        for (title, next) in zip(titles, titles.dropFirst()) {
            guard let start = text.range(of: "\n\(title)\n"),
                let code = text[start.upperBound...].range(of: "swift\n\n"),
                let end = text[code.upperBound...].range(of: "\n\n\(next)\n")
            else { throw CompileHarness.HarnessError(description: "card 003 has no '\(title)' example") }
            examples.append((title, String(text[code.upperBound..<end.lowerBound])))
        }
        return examples
    }

    /// What the examples refer to and the component does not own: a team's spacing, button,
    /// validation and view model. Only stubs; the component must not provide them.
    static let stubs = """
        import SwiftUI

        enum DSSpacing {
            static let md: CGFloat = 16
        }

        enum DSButtonVariant {
            case primary
        }

        struct DSButton: View {
            let title: String
            let action: () -> Void
            init(_ title: String, variant: DSButtonVariant, action: @escaping () -> Void) {
                self.title = title
                self.action = action
            }
            var body: some View {
                Button(title) { action() }
            }
        }

        func isValidEmail(_ email: String) -> Bool { email.contains("@") }

        @MainActor final class SearchViewModel {
            func search(_ query: String) {}
        }

        """

    /// A card example pasted unchanged into a view's body, with the state it names.
    static func wrap(_ example: String, index: Int) -> String {
        let body = example.split(separator: "\n", omittingEmptySubsequences: false).map { "            " + $0 }
        return
            ([
                "import SwiftUI", "", "struct CardExample\(index): View {",
                "    @State private var email = \"\"", "    @State private var emailError: String? = nil",
                "    @State private var query = \"\"", "    @State private var name = \"\"",
                "    @State private var viewModel = SearchViewModel()", "",
                "    var body: some View {", "        VStack {",
            ] + body + ["        }", "    }", "", "    private func submitForm() {}", "}", ""]).joined(separator: "\n")
    }

    /// A form driving the component's focus bindings and platform traits, as part 3 of issue 12 will.
    /// (`.username` exists in both SDKs from macOS 11; `NSTextContentType.emailAddress` is macOS 14.)
    static let formUse = """
        import SwiftUI

        struct ComponentFormUse: View {
            @State private var email = ""
            @State private var emailError: String? = nil
            @FocusState private var emailEditing: Bool
            @AccessibilityFocusState private var emailFocused: Bool

            var body: some View {
                VStack {
                    DSTextField(
                        label: "Email", placeholder: "name@company.com", text: $email, size: .lg,
                        trailingIcon: "at", hint: "We never share it.", error: emailError, isDisabled: false,
                        textContentType: .username, isFocused: $emailEditing,
                        isAccessibilityFocused: $emailFocused
                    ) {
                        if !email.contains("@") {
                            emailError = "Enter a valid email address."
                            emailFocused = true
                        }
                    }
                    DSTextField(label: "Code", text: $email, size: .sm, isDisabled: true)
                }
            }
        }

        """

    // MARK: Compiles

    /// The component for each configuration at its minimum, with the card's examples and a form using
    /// it, in one swiftc call per configuration and language mode.
    @Test(TestSupport.needsSeeds) func componentAndCardExamplesTypeCheckEverywhere() throws {
        let examples = try Self.cardExamples()
        #expect(examples.count == 3)
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for configuration in CompileConfiguration.all {
            let single = Deployment(
                platforms: [configuration.platform], minimums: [configuration.platform: configuration.minimum])
            var cases = [
                TypeCheckCase(
                    id: "component", source: Self.component(single).code, origin: "component for \(configuration)"),
                TypeCheckCase(id: "stubs", source: Self.stubs, origin: "test stubs"),
                TypeCheckCase(id: "form", source: Self.formUse, origin: "a form using the focus bindings"),
            ]
            for (index, example) in examples.enumerated() {
                cases.append(
                    TypeCheckCase(
                        id: "example\(index)", source: Self.wrap(example.code, index: index),
                        origin: "card 003 example '\(example.title)'"))
            }
            byConfiguration[configuration] = cases
        }
        // The default multiplatform file, as the README's example, at its own minimums.
        for configuration in CompileConfiguration.named(by: Deployment(platforms: [.ios, .macos])) {
            byConfiguration[configuration]![0] = TypeCheckCase(
                id: "component", source: Self.code, origin: "default component for \(configuration)")
        }
        let problems = try CompileHarness.check(byConfiguration, showSource: false)
        #expect(problems.isEmpty, "\(problems.count) failures:\n\(problems.prefix(3).joined(separator: "\n\n"))")
    }

    // MARK: Card 003's API

    @Test func propsAndDefaultsAreCard003s() {
        let code = Self.code
        for parameter in [
            "label: String? = nil,", "placeholder: String = \"\",", "text: Binding<String>,",
            "size: DSInputSize = .md,", "leadingIcon: String? = nil,", "trailingIcon: String? = nil,",
            "hint: String? = nil,", "error: String? = nil,", "isDisabled: Bool = false,",
            "onSubmit: (() -> Void)? = nil",
        ] {
            #expect(code.contains(parameter), "missing \(parameter)")
        }
        #expect(code.contains("public enum DSInputSize"))
        for size in ["case sm", "case md", "case lg"] { #expect(code.contains(size)) }
        // The card's order, so its examples' argument order is valid.
        let order = ["label:", "placeholder:", "text:", "size:", "leadingIcon:", "trailingIcon:", "hint:", "error:"]
        let initializer = code[code.range(of: "public init(")!.lowerBound...]
        let positions = order.map { initializer.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func prefixNamesEveryType() {
        let code = Generator.component(.textField, prefix: "Acme", deployment: Deployment(platforms: [.ios])).code
        #expect(code.contains("public struct AcmeTextField: View"))
        #expect(code.contains("size: AcmeInputSize = .md"))
        #expect(!code.contains("DSTextField") && !code.contains("DSInputSize"))
        #expect(!code.contains("canImport(AppKit)"), "an iOS-only component has no AppKit branch")
    }

    // MARK: Cards 000 and 004, rule by rule, for every state

    /// default, focused, error and disabled share one body; each rule below holds in all of them.
    @Test func oneAccessibleNameFromTheVisibleLabelWithTheErrorAppended() {
        let code = Self.code
        // text-field.accessible-name, resolve.persistent-label-single-name: the visible label is hidden,
        // the field carries the name; the error joins it (text-field.error-in-label).
        #expect(
            code.contains(
                "Text(label)\n                    .font(.subheadline)\n                    .accessibilityHidden(true)"))
        #expect(code.contains(".accessibilityLabel(accessibleName)"))
        #expect(
            code.contains("guard let error else { return spokenLabel }\n        return String(\n"))
        #expect(code.components(separatedBy: ".accessibilityLabel(").count == 2, "exactly one name")
        // text-field.no-error-in-value: no value is set, so the value stays the typed text.
        #expect(!code.contains(".accessibilityValue("))
    }

    @Test func hintYieldsToErrorAndErrorIsNeverOnlyInTheHint() {
        let code = Self.code
        // resolve.hint-yields-to-error, resolve.error-in-label-not-hint (card 003's hint wiring overridden).
        #expect(code.contains(".accessibilityHint(error == nil ? Text(hint ?? \"\") : Text(\"\"))"))
        #expect(code.components(separatedBy: ".accessibilityHint(").count == 2, "one hint, and it is never the error")
        // Visible error: words + icon + color, hidden from VoiceOver because the name speaks it.
        #expect(code.contains("Label {\n                    Text(error)"))
        #expect(
            code.contains(
                "Image(systemName: \"exclamationmark.triangle.fill\")\n                        .foregroundStyle(.red)"))
        let decision = Self.component().decisions.first { $0.aspect == "error-wiring" }
        #expect(decision?.rules.contains(.errorInLabelNotHint) == true)
    }

    @Test func iconsAreHiddenAndSizedWithScaledMetric() {
        let code = Self.code
        #expect(code.contains("Image(systemName: systemName)"))
        let icon = code[code.range(of: "private func icon(")!.lowerBound...]
        #expect(icon.prefix(400).contains(".accessibilityHidden(true)"))
        #expect(icon.prefix(400).contains(".frame(width: iconSize, height: iconSize)"))
        #expect(code.contains("@ScaledMetric private var iconSize: CGFloat"))
        #expect(code.contains("@ScaledMetric private var minHeight: CGFloat"))
        #expect(code.contains("ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)"))
        #expect(code.contains("ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)"))
    }

    @Test func dynamicTypeTouchTargetBoundaryAndDisabled() {
        let plan = Self.component().plan
        // global.touch-target-size: every size is at least 44 pt before scaling.
        #expect(plan.sizes.allSatisfy { $0.minHeight >= 44 })
        #expect(plan.sizes.map(\.name) == ["sm", "md", "lg"])
        let code = Self.code
        #expect(code.contains(".frame(minHeight: minHeight)"))
        #expect(code.contains(".font(size.font)"))
        #expect(!code.contains(".system(size:"))
        // text-field.visible-boundary with the system focus ring: a native bordered style, never .plain.
        #expect(code.contains(".textFieldStyle(.roundedBorder)"))
        #expect(!code.contains(".plain"))
        // Disabled exposed as disabled.
        #expect(code.contains(".disabled(isDisabled)"))
        // OS 27 minimums get the 27 SDK's bordered style.
        let new = Generator.component(
            .textField, prefix: "DS",
            deployment: Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(27), .macos: OSVersion(14)]))
        #expect(new.code.contains(".textFieldStyle(.bordered)") && new.code.contains(".textFieldStyle(.roundedBorder)"))
    }

    @Test func inputTraitsFocusAndSubmitArePassedThrough() {
        let code = Self.code
        #expect(
            code.contains(
                "#if canImport(UIKit)\n                .keyboardType(keyboardType)\n                .textContentType(textContentType)"
            ))
        #expect(code.contains("keyboardType: UIKeyboardType = .default,"))
        #expect(code.contains("textContentType: NSTextContentType? = nil,"))
        #expect(code.contains("isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,"))
        #expect(code.contains(".accessibilityFocused(accessibilityFocus)"))
        #expect(code.contains("isAccessibilityFocused ?? $ownAccessibilityFocus"))
        #expect(code.contains(".submitted(by: onSubmit)"))
        // On iOS a Return action that comes and goes keeps one view (axr18 #4): an if/else there
        // rebuilt the field as people typed, dropping the keyboard and VoiceOver focus. The Mac keeps
        // Return with the default button when there is no action.
        #expect(code.contains("#else\n            onSubmit { action?() }\n        #endif"), "\(code)")
        #expect(code.contains("#if os(macOS)\n            if let action {\n                onSubmit(action)"))
    }

    /// The accessibility review found the component's docs suggest `.numberPad`, which has no Return
    /// key, with nothing to hide the keyboard: a field used on its own (no `isFocused`) on such a pad
    /// now brings a Done that hides it and puts VoiceOver back on the field; a form keeps its own.
    @Test func aPadWithoutReturnGetsADoneWhenTheFieldIsUsedOnItsOwn() {
        let code = Self.code
        #expect(code.contains("#if canImport(UIKit)\n                .keyboardType(keyboardType)"))
        #expect(code.contains(".toolbar { keyboardDone }"))
        #expect(code.contains("if editing.wrappedValue, isFocused == nil, keyboardHasNoReturn {"))
        #expect(
            code.contains(
                "[UIKeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad].contains(keyboardType)"))
        #expect(
            code.contains(
                "DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n                accessibilityFocus.wrappedValue = true"
            ))
        let mac = Generator.component(.textField, prefix: "DS", deployment: Deployment(platforms: [.macos]))
        #expect(!mac.code.contains("keyboardDone"))
    }

    /// `check` applies the same rules to the component as to any code: no finding at all.
    @Test func checkFindsNothingInTheComponent() {
        for deployment in [
            Deployment(platforms: [.ios, .macos]), Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)]),
            Deployment(platforms: [.macos], minimums: [.macos: OSVersion(27)]),
        ] {
            let result = CheckEngine().check(
                path: "DSTextField.swift", bytes: Array(Self.component(deployment).code.utf8))
            #expect(result.problem == nil)
            #expect(result.findings.isEmpty, "\(result.findings.map { $0.formatted() })")
        }
    }

    // MARK: Output

    @Test func outputIsDeterministicAndSwiftFormatClean() throws {
        let first = CommandLineTool().run(["component", "text-field"])
        let second = CommandLineTool().run(["component", "text-field"])
        #expect(first.code == 0 && first.stderr.isEmpty)
        #expect(Array(first.stdout.utf8) == Array(second.stdout.utf8))
        let json = CommandLineTool().run(["component", "text-field", "--format", "json"])
        #expect(
            json.code == 0
                && json.stdout == CommandLineTool().run(["component", "text-field", "--format", "json"]).stdout)
        #expect(json.stdout.contains("\"resolve.error-in-label-not-hint\""))
        // swift format leaves the file as it is.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("component-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try first.stdout.write(to: file, atomically: true, encoding: .utf8)
        let swift = URL(fileURLWithPath: CompileHarness.swiftc).deletingLastPathComponent()
            .appendingPathComponent("swift").path
        let configuration = TestSupport.root.appendingPathComponent(".swift-format").path
        let (status, output) = CompileHarness.run(swift, ["format", "--configuration", configuration, file.path])
        #expect(status == 0, "\(output)")
        #expect(output == first.stdout, "swift format would change the component")
    }

    @Test func exampleIsUpToDate() {
        let output = CommandLineTool().run(["component", "text-field"])
        TestSupport.assertGolden(output.stdout, at: Self.exampleFile)
    }

    struct BadFlags: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badFlags = [
        BadFlags(arguments: ["component"], message: "Missing expected argument '<component>'; use one of: text-field"),
        BadFlags(
            arguments: ["component", "text-fild"], message: "Unknown component 'text-fild'. Did you mean 'text-field'?"),
        BadFlags(arguments: ["component", "text-field", "--prefix", "ds"], message: "'--prefix <prefix>'"),
        BadFlags(
            arguments: ["component", "text-field", "--prefix", ""],
            message: "The value '' is invalid for '--prefix <prefix>'"),
        BadFlags(arguments: ["component", "text-field", "--prefix", "D-S"], message: "only letters and digits"),
        BadFlags(
            arguments: ["component", "text-field", "--platforms", "ios,tvos"], message: "'tvos' is not a platform"),
        BadFlags(arguments: ["component", "text-field", "--minimum-os", "ios=14"], message: "use one of 15, 16, 17"),
        BadFlags(arguments: ["component", "text-field", "--minimum-os", "ios17"], message: "is not platform=version"),
        BadFlags(
            arguments: ["component", "text-field", "--platforms", "ios", "--minimum-os", "macos=14"],
            message: "which '--platforms' leaves out"),
        BadFlags(arguments: ["component", "text-field", "--platform", "ios"], message: "Did you mean '--platforms'?"),
        BadFlags(arguments: ["component", "text-field", "--format", "xml"], message: "'--format <format>'"),
        BadFlags(arguments: ["component", "text-field", "extra"], message: "Unexpected argument 'extra'"),
    ]

    @Test(arguments: badFlags)
    func badFlagsAreUsageErrors(_ bad: BadFlags) {
        let output = CommandLineTool().run(bad.arguments)
        #expect(output.code == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(bad.message), "\(output.stderr)")
        #expect(output.stderr.contains("See 'a11y-gen component --help'"))
    }

    @Test func helpListsTheOptions() {
        let help = CommandLineTool().run(["component", "--help"])
        #expect(help.code == 0)
        for option in ["--prefix", "--platforms", "--minimum-os", "--format"] { #expect(help.stdout.contains(option)) }
        #expect(CommandLineTool().run([]).stdout.contains("component"))
    }
}
