import Foundation
import Testing

@testable import A11yGenCore

@Suite struct PolicyChoiceErrorFocusTests {
    let rule = PolicyChoiceErrorFocus()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func focusBoundToAMenuPickerIsReportedAtTheModifier() throws {
        let source = """
            Picker("Country", selection: $country) {
                Text("Canada").tag(Optional("CA"))
            }
            .pickerStyle(.menu)
            .accessibilityFocused($countryFocused)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "policy.choice-error-focus")
        #expect((finding.line, finding.column) == (5, 1))
        #expect(finding.fix?.hasPrefix("remove .accessibilityFocused from the Picker") == true)
    }

    @Test(arguments: [
        #"Picker("Region", selection: $r) { Text("A").tag("a") }.pickerStyle(.menu).accessibilityFocused($f)"#,
        #"Picker("Size", selection: $s) { Text("S").tag("s") }.accessibilityFocused($f, equals: .size).pickerStyle(MenuPickerStyle.menu)"#,
    ])
    func focusOnMenuPickersIsReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"Picker("Size", selection: $s) { Text("S").tag("s") }.pickerStyle(.segmented).accessibilityFocused($f)"#,
        // A navigation-link picker is a row on this screen; card 004 binds such a row to restore focus on pop.
        #"Picker("Region", selection: $r) { Text("A").tag("a") }.pickerStyle(.navigationLink).accessibilityFocused($f)"#,
        #"Picker("Size", selection: $s) { Text("S").tag("s") }.accessibilityFocused($f)"#,
        #"Picker("Size", selection: $s) { Text("S").tag("s") }.pickerStyle(.menu).focused($field, equals: .size)"#,
        #"VStack { Picker("Size", selection: $s) { Text("S").tag("s") }.pickerStyle(.menu) }.accessibilityFocused($f)"#,
        """
        Picker("Size", selection: $s) { Text("S").tag("s") }
            .pickerStyle(.menu)
            #if DEBUG
                .accessibilityFocused($f)
            #endif
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// The generated pickers pass; a generated wheel (which takes focus), mutated to a menu, is caught.
    @Test func generatedPickersAndTheirMutation() throws {
        for style in [ChoiceStyleKind.segmented, .wheel, .menu] {
            var spec = FieldSpec(label: "Size", type: .choice)
            spec.options = [ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "m", label: "Medium")]
            spec.validation.required = true
            spec.choiceStyle = style
            #expect(findings(Renderer().render(try Inference.plan(spec)).view).isEmpty, "\(style)")
        }
        var spec = FieldSpec(label: "Size", type: .choice)
        spec.options = [ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "m", label: "Medium")]
        spec.validation.required = true
        spec.choiceStyle = .wheel
        let wheel = Renderer().render(try Inference.plan(spec)).view
        #expect(wheel.contains(".accessibilityFocused("))
        let menu = wheel.replacingOccurrences(of: ".pickerStyle(.wheel)", with: ".pickerStyle(.menu)")
        #expect(findings(menu).count == 1)
    }
}
