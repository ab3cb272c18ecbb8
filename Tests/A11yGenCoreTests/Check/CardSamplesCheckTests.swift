import Foundation
import Testing

@testable import A11yGenCore

/// The cards' own code, run through every check rule: golden patterns and the samples a card calls
/// correct give nothing; each "Dont" gives the finding it describes. The cards are read at test
/// time (skipped with the reason when ../shared/seeds is absent).
@Suite struct CardSamplesCheckTests {
    static func findings(_ source: String) -> [CheckFinding] {
        CheckEngine().check(path: "Card.swift", bytes: Array(source.utf8)).findings
    }

    static func card(_ file: String) throws -> String {
        try #require(TestSupport.read(TestSupport.seedsDirectory.appendingPathComponent(file)), "missing card \(file)")
    }

    /// One known disagreement, listed in the seeds README: card 000's golden pattern names its fields
    /// by their titles with no label beside them, which card 000 accepts and card 001 does not (the
    /// title is only a placeholder once people type). Card 000 wins for text fields, so card 001's
    /// rule is a note there, never a warning; the golden pattern gives that note and nothing else.
    static let goldenNotes: Set<String> = ["textfield-ref.keep-visible-label"]

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func goldenPatternsGiveNoFinding(card: String) throws {
        let found = Self.findings(try CheckTestSupport.goldenPattern(card: card))
        let notes = found.filter { Self.goldenNotes.contains($0.rule) && $0.severity == .note }
        #expect(found.count == notes.count, "\(found.map { $0.formatted() })")
        // The note is card 001's and is given only where the cards disagree: on card 000's fields.
        #expect(notes.isEmpty || card.hasPrefix("000_"), "\(notes.map { $0.formatted() })")
    }

    /// Card 001's code blocks, each a correct sample of a variant. Card 000 wins for text fields
    /// (seeds README), so a sample may give only the findings card 000 adds: card 001's samples
    /// leave `.textContentType` (and `.keyboardType`) unset on "Name", "City" and "Email", which
    /// card 000's Dont text-field.no-unset-input-traits forbids.
    static let referenceOverrides: Set<String> = ["text-field.no-unset-input-traits"]

    @Test(TestSupport.needsSeeds) func referenceSamplesGiveNoFindingBeyondCard000() throws {
        let text = try Self.card("001_1900ebf82cd028c5.txt")
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(blocks.count == 4, "card 001 has \(blocks.count) Swift samples")
        var overridden = 0
        for block in blocks {
            let title = block.split(separator: "\n").first { $0.contains("Field(") }.map(String.init) ?? block
            for finding in Self.findings(block) {
                #expect(
                    Self.referenceOverrides.contains(finding.rule), "card 001 sample \(title): \(finding.formatted())")
                overridden += 1
            }
        }
        #expect(overridden > 0, "card 000 no longer overrides card 001's samples; drop referenceOverrides")
    }

    /// A card's Dont, found by a phrase of its bullet, and a snippet showing it: built around the
    /// card's own code (`fragment`, a literal the bullet contains) where the bullet has some.
    struct Dont: CustomStringConvertible, Sendable {
        var card: String
        var phrase: String
        var fragment: String?
        var snippet: @Sendable (String) -> String
        var rule: String
        var description: String { "\(card): \(phrase) -> \(rule)" }
    }

    static let donts: [Dont] = [
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not include the control type in the label",
            fragment: #".accessibilityLabel("Email text field")"#,
            snippet: {
                "TextField(\"\", text: $email)\n    .keyboardType(.emailAddress)\n    .textContentType(.emailAddress)\n    \($0)"
            },
            rule: "text-field.no-control-type-in-label"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not rely on a placeholder as the only label", fragment: nil,
            snippet: { _ in
                "TextField(\"\", text: $motto, prompt: Text(\"Motto\"))\n    .textFieldStyle(.roundedBorder)"
            },
            rule: "text-field.no-placeholder-only-label"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not wrap the field in a LabeledContent styled to stack",
            fragment: "LabeledContentStyle",
            snippet: { style in
                "struct Stacked: \(style) {\n    func makeBody(configuration: Configuration) -> some View {\n"
                    + "        VStack(alignment: .leading) {\n            configuration.label\n            configuration.content\n"
                    + "        }\n    }\n}\n\nLabeledContent(\"Motto\") {\n    TextField(\"\", text: $motto)\n}\n"
                    + ".labeledContentStyle(Stacked())"
            },
            rule: "text-field.no-vertical-labeled-content-style"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not add an .accessibilityLabel on top of a LabeledContent",
            fragment: ".accessibilityLabel",
            snippet: {
                "LabeledContent(\"Motto\") {\n    TextField(\"\", text: $motto)\n        \($0)(\"Motto\")\n}"
            },
            rule: "text-field.no-label-over-labeled-content"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not leave .keyboardType and .textContentType unset",
            fragment: nil,
            snippet: { _ in "TextField(\"Email\", text: $email)\n    .textFieldStyle(.roundedBorder)" },
            rule: "text-field.no-unset-input-traits"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not signal a validation error with color alone",
            fragment: nil,
            snippet: { _ in
                "struct Signup: View {\n    @State private var motto = \"\"\n    @State private var mottoError: String?\n"
                    + "    var body: some View {\n        TextField(\"Motto\", text: $motto)\n"
                    + "            .textFieldStyle(.roundedBorder)\n"
                    + "            .border(mottoError == nil ? Color.secondary : Color.red)\n    }\n}"
            },
            rule: "text-field.no-color-only-error"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not add error text to the .accessibilityValue",
            fragment: ".accessibilityValue",
            snippet: {
                "TextField(\"Motto\", text: $motto)\n    .textFieldStyle(.roundedBorder)\n    \($0)(mottoError ?? motto)"
            },
            rule: "text-field.no-error-in-value"),
        Dont(
            card: "000_f496c49a68d37f65.txt", phrase: "Do not expose error text only through an .accessibilityHint",
            fragment: ".accessibilityHint",
            snippet: {
                "TextField(\"Motto\", text: $motto)\n    .textFieldStyle(.roundedBorder)\n    \($0)(mottoError ?? \"\")"
            },
            rule: "text-field.no-error-only-in-hint"),
        Dont(
            card: "004_a765bdac68088669.txt", phrase: "Do not hardcode raw colors", fragment: "Color(white: 0.7)",
            snippet: { "Text(\"Total\")\n    .foregroundStyle(\($0))" }, rule: "global.no-raw-colors"),
        Dont(
            card: "004_a765bdac68088669.txt", phrase: "Do not apply a truncating .lineLimit()", fragment: ".lineLimit(",
            snippet: { "Text(summary)\n    \($0)1)" }, rule: "global.no-truncating-line-limit"),
        Dont(
            card: "004_a765bdac68088669.txt", phrase: "Do not clamp the app's Dynamic Type range", fragment: nil,
            snippet: { _ in "ContentView()\n    .dynamicTypeSize(...DynamicTypeSize.large)" },
            rule: "global.no-dynamic-type-clamp"),
        Dont(
            card: "004_a765bdac68088669.txt", phrase: "Do not post the announcement with no delay", fragment: nil,
            snippet: { _ in
                "Button(\"Save\") {\n    saved = true\n    AccessibilityNotification.Announcement(\"Saved\").post()\n}"
            },
            rule: "global.no-undelayed-announcement"),
        Dont(
            card: "002_174ac302fc005b36.txt", phrase: "Do not add an .accessibilityLabel to a .graphical or .wheel",
            fragment: ".accessibilityLabel",
            snippet: {
                "DatePicker(\"Check in\", selection: $checkIn)\n    .datePickerStyle(.graphical)\n    \($0)(\"Check in\")"
            },
            rule: "date-picker.no-label-on-graphical-wheel"),
        Dont(
            card: "002_174ac302fc005b36.txt", phrase: "Do not leave the label empty", fragment: #"DatePicker("""#,
            snippet: { "\($0), selection: $day, displayedComponents: .date)\n    .datePickerStyle(.wheel)" },
            rule: "date-picker.no-empty-label"),
        Dont(
            card: "002_174ac302fc005b36.txt", phrase: "Do not rely on the visible DatePicker(\"Label\") text alone",
            fragment: ".compact",
            snippet: { "DatePicker(\"Start date\", selection: $start)\n    .datePickerStyle(\($0))" },
            rule: "date-picker.no-visible-label-alone"),
        Dont(
            card: "002_174ac302fc005b36.txt", phrase: "Do not attempt to restore VoiceOver focus to the picker",
            fragment: "@AccessibilityFocusState",
            snippet: {
                "struct Trip: View {\n    \($0) private var dateFocused: Bool\n    @State private var day = Date()\n"
                    + "    var body: some View {\n        DatePicker(\"Day\", selection: $day).datePickerStyle(.graphical)\n"
                    + "            .accessibilityFocused($dateFocused)\n    }\n}"
            },
            rule: "date-picker.no-focus-restore"),
        Dont(
            card: "004_a765bdac68088669.txt", phrase: "Do not set a fixed .font(.system(size:)) on content text",
            fragment: ".font(.system(size:",
            snippet: { "Text(\"Total\")\n    \($0) 15))" },
            rule: "global.no-fixed-font-size"),
    ]

    @Test(TestSupport.needsSeeds, arguments: donts)
    func eachDontGivesItsFinding(dont: Dont) throws {
        let text = try Self.card(dont.card)
        let bullet = try #require(
            text.split(separator: "\n").first { $0.contains(dont.phrase) }, "no Dont '\(dont.phrase)' in \(dont.card)")
        if let fragment = dont.fragment {
            #expect(bullet.contains(fragment), "the Dont no longer shows \(fragment)")
        }
        let source = dont.snippet(dont.fragment ?? "")
        let found = Self.findings(source)
        #expect(found.map(\.rule) == [dont.rule], "\(source)\n\(found.map { $0.formatted() })")
    }
}
