import Foundation
import Testing

@testable import A11yGenCore

@Suite struct StepperValueWithUnitTests {
    let rule = StepperValueWithUnit()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func anErrorInTheValueIsReportedAtTheModifier() throws {
        let source = """
            Stepper(value: $quantity, in: 1...10) {
                Text("Quantity")
            }
            .accessibilityValue(quantityError ?? "\\(quantity) items")
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "stepper.value-with-unit")
        #expect((finding.line, finding.column) == (4, 1))
        #expect(finding.message.contains("(quantityError)"))
    }

    @Test(arguments: [
        #"Stepper("Guests", value: $guests, in: 1...8).accessibilityValue(isInvalid ? "Invalid" : "\(guests)")"#,
        #"Stepper("Nights", value: $nights, in: 1...30).accessibilityValue(Text(errors[.nights] ?? ""))"#,
    ])
    func otherErrorShapesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(source)")
    }

    @Test(arguments: [
        #"Stepper("Guests", value: $guests, in: 1...8).accessibilityValue("\(guests) guests")"#,
        #"Stepper("Guests", value: $guests, in: 1...8).accessibilityValue(guestsValueText)"#,
        #"Slider(value: $volume).accessibilityValue(volumeError ?? "")"#,
        #"Stepper("Guests", value: $guests, in: 1...8).accessibilityLabel(guestsError ?? "Guests")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(source)")
    }
}
