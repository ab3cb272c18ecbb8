import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldCheckSingleElementTests {
    let rule = TextFieldCheckSingleElement()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// Found in real code: a change-password form combined into one element and relabelled, so
    /// neither secure field could be reached to type in.
    @Test func twoFieldsCombinedIntoOneElementAreReportedAtTheModifier() throws {
        let source = """
            VStack(spacing: 16) {
                SecureField("New Password", text: $password)
                SecureField("Confirm Password", text: $confirm)
            }
            .padding()
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Update Password Form")
            """
        let found = findings(source)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.rule == "text-field.check-single-element")
        #expect((finding.line, finding.column) == (6, 1))
        #expect(
            finding.message
                == ".accessibilityElement(children: .combine) merges the 2 text fields in this VStack into one element: VoiceOver reads their names together and can edit only one of them"
        )
    }

    @Test func anIgnoringContainerDropsEvenOneField() throws {
        let finding = try #require(
            findings(
                #"HStack { Image(systemName: "magnifyingglass"); TextField("Search", text: $q) }.accessibilityElement()"#
            ).first)
        #expect(
            finding.message
                == ".accessibilityElement() makes this HStack one element and drops the TextField inside it: VoiceOver and Switch Control cannot reach or edit it"
        )
        #expect(
            finding.fix
                == "remove .accessibilityElement(), or use .accessibilityElement(children: .contain) so each TextField stays its own element"
        )
        #expect(
            findings(#"VStack { TextField("A", text: $a) }.accessibilityElement(children: .ignore)"#).count == 1)
    }

    @Test(arguments: [
        // One field combined with its label: left to a device (see the rule's documentation).
        #"HStack { Text("Email"); TextField("Email", text: $e) }.accessibilityElement(children: .combine)"#,
        // .contain keeps each child an element.
        #"VStack { TextField("A", text: $a); TextField("B", text: $b) }.accessibilityElement(children: .contain)"#,
        // No field inside.
        #"HStack { Text("Total"); Text(total) }.accessibilityElement(children: .combine)"#,
        // A field on another screen, shown by a sheet attached inside the content.
        #"VStack { Text("x").sheet(isPresented: $s) { TextField("Other", text: $o) } }.accessibilityElement()"#,
        // On the field itself: card 000's concern is its container (the field's own reshaping is other rules').
        #"TextField("A", text: $a).accessibilityElement(children: .combine)"#,
        // On a Group or a ForEach the modifier applies to each view inside, one at a time.
        #"Group { TextField("First", text: $f); TextField("Last", text: $l) }.accessibilityElement(children: .combine)"#,
        #"ForEach(0..<2) { _ in TextField("A", text: $a); TextField("B", text: $b) }.accessibilityElement(children: .combine)"#,
        // A NavigationLink's destination is another screen.
        #"VStack { NavigationLink { TextField("First", text: $f) } label: { Text("Edit") } }.accessibilityElement(children: .ignore)"#,
        #"VStack { NavigationLink("Edit") { TextField("First", text: $f) } }.accessibilityElement()"#,
        // A custom view defined elsewhere may hold anything.
        #"HStack { EmailRow(); PasswordRow() }.accessibilityElement(children: .combine)"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }
}
