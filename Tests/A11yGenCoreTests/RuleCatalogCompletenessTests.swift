import Foundation
import Testing

@testable import A11yGenCore

/// One line of a rule card, and the kind a catalog rule quoting it must have.
struct CardLine: Equatable, Sendable, CustomStringConvertible {
    var card: RuleSource
    /// Where it sits: "Must Haves", "Acceptance Checks / VoiceOver", "Touch Target Size / Donts", …
    var section: String
    /// The line normalized (`RuleCatalogTests.normalized`), without its bullet mark or lead-in.
    var text: String
    /// The kind a rule quoting this line must have; nil where no rule may quote it (golden code, intros).
    var kind: Rule.Kind?

    /// Must Haves, Donts and Acceptance Checks (card 001: Rules, Pitfalls, Important and Note lines):
    /// each must be quoted by a rule or be listed as not applicable.
    var isNormative: Bool { kind == .must || kind == .dont || kind == .check }

    var description: String { "\(card.rawValue), \(section): \"\(text)\"" }
}

/// Splits the cards into lines by section. A line that falls in a normative section and is not a
/// known heading or intro is a bullet, so a new bullet, heading or section format shows up as a
/// bullet no rule quotes, and the completeness test fails until someone decides.
enum CardParser {
    static func lines(of card: RuleSource, _ text: String) -> [CardLine] {
        switch card {
        case .textFieldCard, .datePickerCard: componentCard(card, text)
        case .textFieldReference: reference(text)
        case .foundations: foundations(text)
        case .resolution, .policy: []
        }
    }

    /// Cards 000 and 002: Selection, Must Haves, Donts, Customizable, Golden Pattern, Acceptance Checks.
    static func componentCard(_ card: RuleSource, _ text: String) -> [CardLine] {
        let sections: [String: Rule.Kind?] = [
            "Selection": nil, "Use when": .selection, "Try a different component when": .selection,
            "Must Haves": .must, "Donts": .dont, "Customizable": .allowed, "Golden Pattern": nil,
            "Acceptance Checks": .check,
        ]
        let intros: Set<String> = [
            "The criteria an agent checks before retrieving this component.",
            "Non-negotiable structure. Every generated instance must satisfy these rules.",
            "Avoid these accessibility and UX barriers.",
            "Alternatives and options that give the AI agent some room to move.",
            "The component’s test spec — an optional body of checks for verification.",
        ]
        let checkHeadings: Set<String> = [
            "Traits & semantics", "VoiceOver", "Switch Control & Full Keyboard Access", "Dynamic Type", "Visual",
        ]
        var result: [CardLine] = []
        var section: String?
        var kind: Rule.Kind?
        var heading: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if let sectionKind = sections[line] {
                (section, kind, heading) = (line, sectionKind, nil)
                continue
            }
            guard let section, section != "Golden Pattern", !intros.contains(line) else { continue }
            if section == "Acceptance Checks", checkHeadings.contains(line) {
                heading = line
                continue
            }
            let bullet = line.hasPrefix("- ") ? String(line.dropFirst(2)) : line
            let place = heading.map { "\(section) / \($0)" } ?? section
            result.append(
                CardLine(card: card, section: place, text: RuleCatalogTests.normalized(bullet), kind: kind))
        }
        return result
    }

    /// Card 004: "Rule: <name>", then "Must Haves" and "Donts" with "•" bullets (sub-bullets indented).
    static func foundations(_ text: String) -> [CardLine] {
        var result: [CardLine] = []
        var rule: String?
        var section: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("Rule: ") {
                (rule, section) = (String(line.dropFirst(6)), nil)
                continue
            }
            if line == "Must Haves" || line == "Donts" {
                section = line
                continue
            }
            guard let rule, let section else { continue }
            let bullet = line.hasPrefix("• ") ? String(line.dropFirst(2)) : line
            result.append(
                CardLine(
                    card: .foundations, section: "\(rule) / \(section)", text: RuleCatalogTests.normalized(bullet),
                    kind: section == "Must Haves" ? .must : .dont))
        }
        return result
    }

    /// Card 001, Markdown. It has no Must/Dont sections; its Rules and Pitfalls bullets (iOS and
    /// "On macOS") and its **Important:**/**Note:** lines are imperative guidance for the code, so a
    /// rule quoting one is a `must`. Variants prose describes optional shapes: `allowed`.
    static func reference(_ text: String) -> [CardLine] {
        var result: [CardLine] = []
        var inCode = false
        var (h2, h3) = ("", "")
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if raw.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode { continue }
            if raw.hasPrefix("## ") {
                (h2, h3) = (String(raw.dropFirst(3)), "")
                continue
            }
            if raw.hasPrefix("### ") {
                h3 = String(raw.dropFirst(4))
                continue
            }
            if raw.hasPrefix("#") { continue }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let normalized = RuleCatalogTests.normalized(line.hasPrefix("- ") ? String(line.dropFirst(2)) : line)
            if let leadIn = ["Important: ", "Note: "].first(where: { normalized.hasPrefix($0) }) {
                result.append(
                    CardLine(
                        card: .textFieldReference, section: String(leadIn.dropLast(2)),
                        text: String(normalized.dropFirst(leadIn.count)), kind: .must))
                continue
            }
            let normativeSection =
                (h3.isEmpty && (h2 == "Rules" || h2 == "Pitfalls"))
                || (h2 == "On macOS" && (h3 == "Rules" || h3 == "Pitfalls"))
            let kind: Rule.Kind? = normativeSection ? .must : (h2 == "Variants" || h3 == "Variants") ? .allowed : nil
            result.append(
                CardLine(
                    card: .textFieldReference, section: h3.isEmpty ? h2 : "\(h2) / \(h3)", text: normalized, kind: kind)
            )
        }
        return result
    }
}

/// A normative card bullet the catalog deliberately does not quote. README.md lists these (a test
/// keeps its table equal to this list).
struct NotApplicableBullet: Sendable {
    var card: RuleSource
    /// How the bullet starts, as `CardParser` gives it (normalized, no bullet mark or lead-in).
    var start: String
    var reason: String
}

@Suite struct RuleCatalogCompletenessTests {
    /// The one list of normative bullets left out of the catalog, each with its reason.
    static let notApplicable: [NotApplicableBullet] = [
        NotApplicableBullet(
            card: .textFieldReference, start: "The binding updates on every keystroke",
            reason:
                "a **Note:** that describes how the binding and `onSubmit` behave and asks nothing of the code; the requirements behind it are quoted as `textfield-ref.state-binding` and `textfield-ref.value-format-commits`"
        )
    ]

    /// The cards the catalog must cover bullet by bullet, and the normative sections each must have
    /// (so a renamed heading cannot silently empty a section).
    static let cards: [(RuleSource, [String])] = [
        (
            .textFieldCard,
            [
                "Must Haves", "Donts", "Acceptance Checks / Traits & semantics", "Acceptance Checks / VoiceOver",
                "Acceptance Checks / Switch Control & Full Keyboard Access", "Acceptance Checks / Dynamic Type",
                "Acceptance Checks / Visual",
            ]
        ),
        (.textFieldReference, ["Important", "Rules", "Pitfalls", "Note", "On macOS / Rules", "On macOS / Pitfalls"]),
        (
            .datePickerCard,
            [
                "Must Haves", "Donts", "Acceptance Checks / Traits & semantics", "Acceptance Checks / VoiceOver",
                "Acceptance Checks / Switch Control & Full Keyboard Access", "Acceptance Checks / Dynamic Type",
                "Acceptance Checks / Visual",
            ]
        ),
        (
            .foundations,
            [
                "Native First", "Touch Target Size", "Focus States", "Semantic Color", "Dynamic Type",
                "Custom Control Representation", "Navigation Focus", "Announcements", "Focus Management",
            ].flatMap { ["\($0) / Must Haves", "\($0) / Donts"] }
        ),
    ]

    static func cardText(_ card: RuleSource) throws -> String {
        let url = TestSupport.seedsDirectory.appendingPathComponent(try #require(card.seedFile))
        return try #require(TestSupport.read(url), "rule card \(url.path) not found; set A11YGEN_SEEDS")
    }

    /// The normative bullets of a card that are neither quoted by exactly one rule nor listed as not
    /// applicable, with what is wrong with each.
    static func unhandled(_ lines: [CardLine], catalog: [Rule] = RuleCatalog.all) -> [String] {
        lines.filter(\.isNormative).compactMap { line in
            let quoting = catalog.filter {
                $0.source == line.card && RuleCatalogTests.normalized($0.text) == line.text
            }.map(\.id.rawValue)
            let listed = notApplicable.contains { $0.card == line.card && line.text.hasPrefix($0.start) }
            switch (quoting.count, listed) {
            case (1, false), (0, true): return nil
            case (0, false):
                return
                    "\(line)\n  is not in the catalog: add a \(line.kind!.rawValue) rule quoting it, or list it in notApplicable with the reason"
            case (_, true): return "\(line)\n  is listed as not applicable but quoted by \(quoting)"
            case (_, false): return "\(line)\n  is quoted by several rules: \(quoting)"
            }
        }
    }

    @Test(TestSupport.needsSeeds, arguments: cards.map(\.0))
    func everyNormativeBulletIsQuotedOrNotApplicable(card: RuleSource) throws {
        let lines = CardParser.lines(of: card, try Self.cardText(card))
        let expectedSections = try #require(Self.cards.first { $0.0 == card }).1
        #expect(
            Set(lines.filter(\.isNormative).map(\.section)) == Set(expectedSections),
            "normative sections of \(card.rawValue) changed")
        let problems = Self.unhandled(lines)
        #expect(problems.isEmpty, "\(problems.count) bullets not handled:\n\(problems.joined(separator: "\n"))")
        let normative = lines.filter(\.isNormative)
        let listed = normative.filter { line in
            Self.notApplicable.contains { $0.card == card && line.text.hasPrefix($0.start) }
        }
        print(
            "\(card.rawValue): \(normative.count) normative bullets, \(normative.count - listed.count) quoted, \(listed.count) not applicable"
        )
    }

    /// A rule quotes one whole line of its card, and its kind is the kind of that line's section:
    /// must for Must Haves, dont for Donts, check for Acceptance Checks, allowed for Customizable
    /// (001: Variants), selection for Use when / Do not use when.
    @Test(TestSupport.needsSeeds) func everyQuoteIsOneWholeLineOfItsKindsSection() throws {
        var lines: [CardLine] = []
        for card in RuleSource.allCases where card.seedFile != nil {
            lines += CardParser.lines(of: card, try Self.cardText(card))
        }
        for rule in RuleCatalog.all where rule.source.seedFile != nil {
            let matches = lines.filter { $0.card == rule.source && $0.text == RuleCatalogTests.normalized(rule.text) }
            #expect(!matches.isEmpty, "\(rule.id.rawValue) does not quote one whole bullet or line of its card")
            if !matches.isEmpty {
                #expect(
                    matches.contains { $0.kind == rule.kind },
                    "\(rule.id.rawValue) is \(rule.kind.rawValue) but quotes \(matches.map { "\($0.section) (\($0.kind?.rawValue ?? "no rule"))" })"
                )
            }
        }
    }

    @Test(TestSupport.needsSeeds) func eachNotApplicableEntryNamesOneBullet() throws {
        for entry in Self.notApplicable {
            let lines = CardParser.lines(of: entry.card, try Self.cardText(entry.card)).filter(\.isNormative)
            #expect(
                lines.filter { $0.text.hasPrefix(entry.start) }.count == 1,
                "\(entry.card.rawValue): \"\(entry.start)\" should start exactly one normative bullet")
            #expect(!entry.reason.isEmpty)
        }
    }

    /// Proof that the completeness test catches a new bullet in each card's format.
    @Test(
        TestSupport.needsSeeds,
        arguments: [
            (RuleSource.textFieldCard, "Do not signal a validation error with color alone.", "Do not X."),
            (.textFieldCard, "The secure field does not speak its typed characters.", "The field does X."),
            (
                .datePickerCard,
                "Do not use a DatePicker for values that are not dates or times; that is a select.wheel.", "Do not X."
            ),
            (.foundations, "  • Inline targets within a run of text are exempt from this minimum.", "  • Do X."),
            (.foundations, "• Do not override the system's push-focus placement.", "• Do not X."),
            (
                .textFieldReference,
                "- **Let Tab move through fields in order.** People expect focus to go top to bottom and leading to trailing. SwiftUI does this for you; see [Focus & keyboard navigation](focus-keyboard.md) when you need more.",
                "- **Do X.** Always."
            ),
        ])
    func aBulletAddedToACardIsCaught(card: RuleSource, after anchor: String, added: String) throws {
        let text = try Self.cardText(card)
        let anchored = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 == anchor }
        try #require(anchored.count == 1, "anchor not found once in \(card.rawValue)")
        let changed = text.replacingOccurrences(of: anchor + "\n", with: anchor + "\n" + added + "\n")
        let before = Self.unhandled(CardParser.lines(of: card, text))
        let added = Self.unhandled(CardParser.lines(of: card, changed)).filter { !before.contains($0) }
        #expect(added.count == 1 && added.first?.contains("X.") == true, "\(added)")
    }

    /// WCAG criteria are listed exactly where the quoted text names them.
    @Test func wcagIsWhatTheQuoteNames() {
        for rule in RuleCatalog.all where rule.source.seedFile != nil {
            var named: [String] = []
            var rest = Substring(rule.text)
            while let open = rest.range(of: "(WCAG "), let close = rest[open.upperBound...].firstIndex(of: ")") {
                named += rest[open.upperBound..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                rest = rest[close...]
            }
            #expect(rule.wcag == named, "\(rule.id.rawValue): wcag \(rule.wcag), text names \(named)")
        }
    }

    // MARK: README

    static let readmeBegin =
        "<!-- not-applicable:begin (generated from RuleCatalogCompletenessTests.notApplicable; A11YGEN_RECORD=1 swift test --filter RuleCatalogCompleteness rewrites it) -->"
    static let readmeEnd = "<!-- not-applicable:end -->"

    static func readmeTable() -> String {
        let short: [RuleSource: String] = [
            .textFieldCard: "000", .textFieldReference: "001", .datePickerCard: "002", .foundations: "004",
        ]
        let rows = notApplicable.map { "| \(short[$0.card] ?? $0.card.rawValue) | \($0.start) … | \($0.reason) |" }
        return
            ([readmeBegin, "| card | bullet | why the catalog does not quote it |", "|---|---|---|"] + rows + [
                readmeEnd
            ])
            .joined(separator: "\n")
    }

    /// README.md shows the not-applicable list; this list is its one source.
    @Test func readmeListsTheNotApplicableBullets() throws {
        let url = TestSupport.root.appendingPathComponent("README.md")
        let readme = try #require(TestSupport.read(url))
        guard let begin = readme.range(of: Self.readmeBegin), let end = readme.range(of: Self.readmeEnd),
            begin.lowerBound < end.lowerBound
        else {
            Issue.record("README.md has no not-applicable table between \(Self.readmeBegin) and \(Self.readmeEnd)")
            return
        }
        var expected = readme
        expected.replaceSubrange(begin.lowerBound..<end.upperBound, with: Self.readmeTable())
        TestSupport.assertGolden(expected, at: url)
    }
}
