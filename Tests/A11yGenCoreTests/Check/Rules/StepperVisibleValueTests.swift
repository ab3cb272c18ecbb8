import Foundation
import Testing

@testable import A11yGenCore

@Suite struct StepperVisibleValueTests {
    let rule = StepperVisibleValue()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    func view(_ property: String, _ body: String) -> String {
        """
        struct Settings: View {
            \(property)

            var body: some View {
                \(body)
            }
        }
        """
    }

    @Test func aValueNothingShowsIsReportedWithAFixThatShowsIt() throws {
        let source = view(
            "@State var number = 1",
            #"Stepper(value: $number, in: 1...10) { Text("Notification time").font(.body) }"#)
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect((finding.line, finding.column) == (5, 9))
        #expect(finding.message.contains("shows only \"Notification time\""))
        #expect(finding.message.contains("VoiceOver hears no value"))
        #expect(
            finding.fix
                == #"show the value with its unit beside the name: Stepper(value: $number, …) { VStack(alignment: .leading) { Text("Notification time"); Text("\(number) <unit>") } } with .accessibilityLabel("Notification time") and .accessibilityValue("\(number) <unit>")"#
        )
    }

    @Test func aValueOnlyVoiceOverSpeaksIsStillNotShown() throws {
        let source = view(
            #"@SceneStorage("cups") private var cups = 1"#,
            #"Stepper("Cups", value: $cups, in: 1...6).accessibilityValue("\(cups) cups")"#)
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("VoiceOver speaks the value, but people who see the screen cannot tell"))
    }

    @Test(arguments: [
        // Shown beside it, in a label of words and the value, through a property, or given to a view.
        (#"@State var n = 1"#, #"HStack { Stepper("Guests", value: $n, in: 1...8); Text("\(n)") }"#),
        (#"@State var n = 1"#, #"Stepper("Guests: \(n)", value: $n, in: 1...8)"#),
        (#"@State var n = 1"#, #"Stepper(value: $n, in: 1...8) { Text("Guests"); Text(String(n)) }"#),
        (#"@State var n = 1"#, #"VStack { Stepper("Guests", value: $n, in: 1...8); Summary(guests: n) }"#),
        (#"@State var n = 1"#, #"Stepper("Guests", value: $n, in: 1...8).onChange(of: n) { save() }"#),
        // Bound from elsewhere, declared nowhere here, or not owned by this view.
        (#"@Binding var n: Int"#, #"Stepper("Guests", value: $n, in: 1...8)"#),
        (#"@ObservedObject var model: Model"#, #"Stepper("Guests", value: $model.n, in: 1...8)"#),
        (#"let title = "Guests""#, #"Stepper("Guests", value: $n, in: 1...8)"#),
        // A label this rule cannot read, built at run time, or hidden from VoiceOver.
        (#"@State var n = 1"#, #"Stepper(value: $n, in: 1...8) { GuestsLabel() }"#),
        (#"@State var n = 1"#, #"Stepper(title, value: $n, in: 1...8)"#),
        (#"@State var n = 1"#, #"Stepper("Guests", value: $n, in: 1...8).accessibilityHidden(true)"#),
        (#"@State var n = 1"#, #"Stepper("Guests", onIncrement: { n += 1 }, onDecrement: { n -= 1 })"#),
    ])
    func shapesToLeaveAlone(property: String, body: String) {
        #expect(findings(view(property, body)).isEmpty, "\(body)")
    }

    @Test func interpolatedNamesAreReadInsideInterpolationsOnly() {
        #expect(
            StepperVisibleValue.interpolatedNames(#""Number \(count) of \(total.formatted())""#) == [
                "count", "total", "formatted",
            ])
        #expect(StepperVisibleValue.interpolatedNames(##"#"raw \#(value) text"#"##) == ["value"])
        #expect(StepperVisibleValue.interpolatedNames(#""no count here""#).isEmpty)
    }
}
