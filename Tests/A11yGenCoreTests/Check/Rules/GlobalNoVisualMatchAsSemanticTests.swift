import Testing

@testable import A11yGenCore

/// A checkbox drawn as a Button (rw17): reported at the Button, with the Toggle that replaces it.
@Suite struct GlobalNoVisualMatchAsSemanticTests {
    @Test func aButtonThatDrawsItsStateAsksForAToggle() throws {
        let source = """
            Button(action: { isAgreed.toggle() }) {
                Image(systemName: isAgreed ? "checkmark" : "")
            }
            """
        let found = CheckTestSupport.findings(GlobalNoVisualMatchAsSemantic(), source)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.rule == "global.no-visual-match-as-semantic")
        #expect((finding.line, finding.column) == (1, 1))
        #expect(finding.fix?.hasPrefix("make it a Toggle(isOn: $isAgreed)") == true)
        // The whole-identifier test: a flag whose name is inside another name does not choose the image.
        #expect(#"agreed ? "a" : "b""#.containsName("agreed"))
        #expect(!#"disagreed ? "a" : "b""#.containsName("agreed"))
    }

    /// Buttons that say their state, or are no checkbox: an eye that shows a password, a disclosure, a
    /// ToggleStyle's own button, an image another value chooses, a flag inside another name.
    @Test(arguments: [
        """
        Button(action: { isAgreed.toggle() }) { Image(systemName: isAgreed ? "checkmark.square" : "square") }
            .accessibilityValue(isAgreed ? "Checked" : "Unchecked")
        """,
        """
        Button(action: { isPasswordVisible.toggle() }) { Image(systemName: isPasswordVisible ? "eye.slash" : "eye") }
        """,
        """
        Button(action: { showMore.toggle() }) { Image(systemName: showMore ? "minus.circle" : "plus.circle") }
        """,
        """
        Button(action: { agreed.toggle() }) { Image(systemName: disagreed ? "checkmark" : "circle") }
        """,
        """
        Button("Agree") { agreed.toggle() }
        """,
        """
        struct Box: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(action: { configuration.isOn.toggle() }) {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                }
            }
        }
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        let found = CheckTestSupport.findings(GlobalNoVisualMatchAsSemantic(), source)
        #expect(found.isEmpty, "\(found)")
    }
}
