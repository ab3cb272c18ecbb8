import Foundation
import Testing

@testable import A11yGenCore

@Suite struct PolicyChoiceVisibleLabelTests {
    let rule = PolicyChoiceVisibleLabel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// Found in real code (rw11 review): a settings pane's untitled picker under the words that name it.
    @Test func anEmptyTitleIsReportedWithTheWordsBesideItInTheFix() throws {
        let source = """
            HStack {
                Text("Sort by:")
                Picker("", selection: $sortBy) {
                    ForEach(Sorter.allCases) { Text($0.title) }
                }
                .labelsHidden()
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.rule == "policy.choice-visible-label")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(finding.message.hasPrefix("the Picker's title is empty and nothing else names it"))
        #expect(
            finding.fix
                == #"write the words beside it as its title: Picker("Sort by", selection: …), with .accessibilityHidden(true) on that Text so the name is read once"#
        )
        let alone = try #require(findings(#"Picker("", selection: $size) { Text("S").tag(1) }"#).first)
        #expect(alone.fix?.hasPrefix(#"write its name as the title, Picker("<label>", selection: …)"#) == true)
    }

    @Test(arguments: [
        #"Picker(" ", selection: $size) { Text("S").tag(1) }"#,
        #"Picker(selection: $size, label: Text("")) { Text("S").tag(1) }"#,
        #"Picker(selection: $size) { Text("S").tag(1) } label: { EmptyView() }"#,
        #"Picker(selection: $size, label: EmptyView()) { Text("S").tag(1) }"#,
    ])
    func otherUnnamedShapesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(source)")
    }

    @Test(arguments: [
        // Words name it, shown or hidden from the layout.
        #"Picker("Size", selection: $size) { Text("S").tag(1) }"#,
        #"Picker("Size", selection: $size) { Text("S").tag(1) }.labelsHidden()"#,
        #"Picker(selection: $size) { Text("S").tag(1) } label: { Text("Size") }"#,
        // The options are no label: with no label: argument nothing says it is empty.
        #"Picker(title, selection: $size) { Text("S").tag(1) }"#,
        #"Picker(selection: $size) { Text("S").tag(1) } label: { label }"#,
        // Named another way, hidden, or inside a container that names it.
        #"Picker("", selection: $size) { Text("S").tag(1) }.accessibilityLabel("Size")"#,
        #"Picker("", selection: $size) { Text("S").tag(1) }.accessibilityHidden(true)"#,
        #"LabeledContent("Size") { Picker("", selection: $size) { Text("S").tag(1) } }"#,
        #"HStack { Text("Size"); Picker("", selection: $size) { Text("S").tag(1) } }.accessibilityElement(children: .combine)"#,
        #"FormRow(title: "Size") { Picker("", selection: $size) { Text("S").tag(1) } }"#,
        #"// Picker("", selection: $size)"#,
        // In a menu the options are named items and the menu's label names the group (review).
        #"Menu { Picker("", selection: $sort) { Text("Name").tag(1) } } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }"#,
        #"Text("Row").contextMenu { Picker(selection: $sort) { Text("Name").tag(1) } label: { EmptyView() } }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// VoiceOver reads a segmented picker's segments, not its title or an accessibility label on it
    /// (the fifth accessibility audit of a11y-gen's own output): the fix makes them one container.
    @Test func segmentsWhoseNameIsSpokenNowhereAreReported() throws {
        let hidden = """
            VStack {
                Text("Delivery speed").accessibilityHidden(true)
                Picker("Delivery speed", selection: $speed) { Text("Standard").tag(1) }
                    .pickerStyle(.segmented)
                    .labelsHidden()
            }
            """
        let finding = try #require(findings(hidden).first)
        #expect(finding.line == 3)
        #expect(
            finding.message
                == #"VoiceOver reads a segmented Picker's segments as buttons of their own ("<option>, button, 1 of N") on iOS, so its title "Delivery speed" is spoken nowhere, and the label above it is hidden from VoiceOver: people hear the options but not what they choose"#
        )
        #expect(
            finding.fix
                == #"make the segments one container named by it: .accessibilityElement(children: .contain).accessibilityLabel("Delivery speed") after .pickerStyle(.segmented), in place of any .accessibilityLabel before it; VoiceOver then speaks the name as it enters the segments"#
        )
        let labeled = """
            VStack {
                Toggle("Archived", isOn: $archived)
                Picker("", selection: $sort) { Text("Newest").tag(0) }
                    .pickerStyle(SegmentedPickerStyle())
                    .accessibilityLabel("Sort order")
            }
            """
        let second = try #require(findings(labeled).first)
        #expect(second.message.contains(#"its .accessibilityLabel("Sort order") is not spoken either"#))
        // Made one container, or under a label VoiceOver reads, or on the Mac alone: nothing.
        for source in [
            hidden.replacingOccurrences(
                of: ".labelsHidden()",
                with: ".labelsHidden().accessibilityElement(children: .contain).accessibilityLabel(\"Delivery speed\")"),
            hidden.replacingOccurrences(of: ".accessibilityHidden(true)", with: ""),
            "#if os(macOS)\n" + hidden + "\n#endif",
            "// Platforms: macOS 14.0\n" + hidden,
        ] {
            #expect(findings(source).isEmpty, "\(source)")
        }
    }

    /// From the review of the segmented rule: an empty-titled segmented picker is named on a
    /// container (the title's fix would hide the only words VoiceOver reads); a label view or a
    /// `selection:` is no title to quote; a row of an icon and words above names it; a focus binding
    /// on the group is said to go.
    @Test func segmentedShapesFromTheReview() throws {
        let empty = """
            VStack {
                Text("Units")
                Picker("", selection: $units) { Text("Metric").tag(0) }
                    .pickerStyle(.segmented)
            }
            """
        let fix = try #require(findings(empty).first?.fix)
        #expect(
            fix.hasPrefix(
                #"name the segments as one group: .accessibilityElement(children: .contain).accessibilityLabel("Units")"#
            ))
        #expect(!fix.contains(".accessibilityHidden(true)"))
        let labelView = """
            VStack {
                Toggle("Archived", isOn: $archived)
                Picker(selection: $units) { Text("Metric").tag(0) } label: { UnitsLabel() }
                    .pickerStyle(.segmented)
            }
            """
        #expect(findings(labelView).isEmpty, "\(findings(labelView))")
        let row = """
            VStack {
                HStack { Image(systemName: "ruler").accessibilityHidden(true); Text("Units") }
                Picker("Units", selection: $units) { Text("Metric").tag(0) }
                    .pickerStyle(.segmented)
                    .labelsHidden()
            }
            """
        #expect(findings(row).isEmpty, "\(findings(row))")
        let focused = """
            VStack {
                Toggle("Archived", isOn: $archived)
                Picker(unitsName, selection: $units) { Text("Metric").tag(0) }
                    .pickerStyle(.segmented)
                    .accessibilityFocused($unitsFocused)
            }
            """
        let found = try #require(findings(focused).first)
        #expect(found.message.contains("its title `unitsName` is spoken nowhere"))
        #expect(found.fix?.contains("announce its error with the name instead of .accessibilityFocused") == true)
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
