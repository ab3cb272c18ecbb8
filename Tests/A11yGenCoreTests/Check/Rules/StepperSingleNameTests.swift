import Foundation
import Testing

@testable import A11yGenCore

@Suite struct StepperSingleNameTests {
    let rule = StepperSingleName()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// Found in real code: a macOS row of a label view, a `TextField("")` and a `Stepper("")`.
    @Test func anEmptyTitleIsReportedAtTheStepper() throws {
        let source = """
            HStack {
                Text("Opacity")
                Stepper("", value: $opacity, in: 0...100)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.rule == "stepper.single-name")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(
            finding.message
                == "the Stepper's label is empty and nothing else names it: VoiceOver speaks no name for it, so people cannot tell what it sets"
        )
        // rw11: the words beside it are the name the fix writes.
        #expect(
            finding.fix?.hasPrefix(#"write the words beside it as its title: Stepper("Opacity", value: …)"#) == true)
        #expect(findings(#"Stepper("", value: $n, in: 0...9)"#).first?.fix?.contains(#"Stepper("<name>""#) == true)
    }

    /// Found in real code: a settings form whose stepper showed only its number.
    @Test func aLabelThatIsOnlyTheValueIsReportedWithTheValueInTheFix() throws {
        let source = """
            Form {
                Stepper(value: $number, in: 1...10) {
                    Text("\\(number) ")
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect((finding.line, finding.column) == (2, 5))
        #expect(finding.message.contains("is only its value (number)"))
        #expect(finding.fix?.contains(#"Text("\(number) <unit>")"#) == true)
    }

    /// Found in real code (seven files of the tenth review): the value written into the name, in the
    /// title or beside the words in the label; with `.accessibilityValue` as well it is said twice.
    @Test func theValueInTheNameIsReported() throws {
        let titled = try #require(findings(#"Stepper("Guests: \(guests)", value: $guests, in: 1...8)"#).first)
        #expect(
            titled.message
                == #"the Stepper's name carries its value ("Guests" and guests): VoiceOver says the number as part of the name, and a change is a new name rather than a new value"#
        )
        #expect(
            titled.fix
                == #"keep the words as its name and the value beside it: Stepper(value: …) { Text("Guests"); Text("\(guests)") } with .accessibilityLabel("Guests") and .accessibilityValue("\(guests)")"#
        )
        let twice = try #require(
            findings(#"Stepper("Rating: \(rating)", value: $rating, in: 1...5).accessibilityValue("\(rating) of 5")"#)
                .first)
        #expect(twice.message.hasSuffix("and .accessibilityValue says it again: VoiceOver speaks the number twice"))
        // The value the author already speaks is kept, and what follows the number is shown as written:
        // dropping the slash made "3 5" of "3 / 5" (rw22 #4).
        #expect(twice.fix?.hasSuffix(#"and its .accessibilityValue("\(rating) of 5") kept"#) == true)
        let slash = try #require(
            findings(#"Stepper("Rate our service: \(rating) / 5", value: $rating, in: 1...5)"#).first)
        #expect(
            slash.fix?.contains(#"{ Text("Rate our service"); Text("\(rating) / 5") }"#) == true, "\(slash.fix ?? "")")
        #expect(
            try #require(findings(#"Stepper("Volume: \(volume)%", value: $volume, in: 0...100)"#).first).fix?.contains(
                #"Text("\(volume)%")"#) == true)
        // rw11: named, with the number in the name, is a note (Apple's examples write it so); said
        // twice, a warning.
        #expect(twice.severity == .warning)
        #expect(findings(#"Stepper("Preview limit: \(limit)", value: $limit, in: 1...9)"#).first?.severity == .note)
        #expect(findings(#"Stepper(value: $guests, in: 1...8) { Text("Guests"); Text("\(guests)") }"#).count == 1)
        #expect(
            findings(
                "Stepper(value: $length, in: 5...128) {\n    HStack { Text(\"Length\"); Spacer(); Text(String(length)) }\n}"
            )
            .count == 1)
        // The fix keeps the unit and drops what joins the name to the value; words after the value
        // alone are its unit, not a name (left alone).
        #expect(
            try #require(findings(#"Stepper("Font size: \(size) pt", value: $size, in: 8...32)"#).first).fix?
                .contains(#"{ Text("Font size"); Text("\(size) pt") }"#) == true)
        #expect(
            try #require(findings(#"Stepper("Adults (\(adults))", value: $adults, in: 1...9)"#).first).fix?
                .contains(#".accessibilityLabel("Adults")"#) == true)
        #expect(findings(#"Stepper(value: $count, in: 1...9) { Text("\(count)"); Text("items") }"#).isEmpty)
        // Named by .accessibilityLabel, the words alone are the name: the value shown beside is fine.
        #expect(
            findings(#"Stepper("Guests: \(guests)", value: $guests, in: 1...8).accessibilityLabel("Guests")"#).isEmpty)
    }

    @Test(arguments: [
        #"Stepper(value: $count, in: 1...9) { }"#,
        #"Stepper(value: $count, in: 1...9) { EmptyView() }"#,
        #"Stepper(value: $count, in: 1...9) { Text("") }"#,
        #"Stepper(value: $count, in: 1...9, label: { Text(" ") })"#,
        #"Stepper(value: $count, in: 1...9) { Text("\(count.formatted())") }"#,
        #"Stepper("\(Int(count)):", value: $count, in: 1...9)"#,
        // Found in real code: `self.` before the binding, the value, or both.
        #"Stepper(value: self.$pm.count) { Text("\(pm.count)") }"#,
        #"Stepper(value: $pm.count) { Text("\(self.pm.count)") }"#,
        #"Stepper(value: self.$count, in: 1...9) { Text("\(String(self.count))") }"#,
    ])
    func otherUnnamedShapesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(source)")
    }

    @Test(arguments: [
        // Words name it, in the title or the label.
        #"Stepper("Guests", value: $guests, in: 1...8)"#,
        #"Stepper("\(guests) guests", value: $guests, in: 1...8)"#,
        // Built at run time or by views this rule cannot read: they may hold the name.
        #"Stepper("\(title): \(Int(value)) \(unit)", value: $value, in: 1...8)"#,
        #"Stepper(title, value: $guests, in: 1...8)"#,
        #"Stepper(value: $guests, in: 1...8) { label }"#,
        #"Stepper(value: $guests, in: 1...8) { Label("Guests", systemImage: "person") }"#,
        #"Stepper(value: $guests, in: 1...8) { Text("\(guests)") }.accessibilityLabel("Guests")"#,
        #"Stepper("", value: $guests, in: 1...8).accessibilityHidden(true)"#,
        #"LabeledContent("Guests") { Stepper("", value: $guests, in: 1...8) }"#,
        // A value from elsewhere in the text: the other name may be words.
        #"Stepper(value: $guests, in: 1...8) { Text("\(guestCount)") }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(source)")
    }

    /// The value read through the subscript the closures change it through, with a default for the
    /// missing entry, is still the value in the name (rw19, OrderUp2).
    @Test func aValueReadOptionallyThroughASubscriptIsTheValue() throws {
        let source = """
            Stepper(onIncrement: {
                self.cartItems[self.item.id]!.quantity += 1
            }, onDecrement: {
                self.cartItems[self.item.id]!.quantity -= 1
            }) {
                Text("Value: \\(self.cartItems[item.id]?.quantity ?? 0)")
            }
            """
        let found = try #require(findings(source).first, "\(findings(source))")
        // The fix writes the value as the closures do, in scope where the label is (rev48).
        #expect(found.fix?.contains(#"Text("\(cartItems[self.item.id]!.quantity)")"#) == true, "\(found)")
        #expect(StepperSingleName.isValue("cartItems[id]?.quantity ?? 0", bound: "cartItems[id]!.quantity"))
        #expect(!StepperSingleName.isValue("stock[id]?.quantity ?? 0", bound: "cartItems[id]!.quantity"))
        #expect(!StepperSingleName.isValue("total ?? 0", bound: "quantity"))
        #expect(!StepperSingleName.isValue("quantity ?? fallback", bound: "quantity"))
    }
}
