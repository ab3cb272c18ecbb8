import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalNoTruncatingLineLimitTests {
    let rule = GlobalNoTruncatingLineLimit()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aOneLineLimitOnTextIsReportedAtTheModifier() throws {
        let found = findings("Text(title)\n    .lineLimit(1)")
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "global.no-truncating-line-limit")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(finding.message.contains("one line"))
        #expect(finding.fix?.hasPrefix("remove .lineLimit(1) so the text wraps") == true)
        #expect(!finding.dependsOnOtherFiles)
    }

    /// `.fixedSize()` after the limit: no ellipsis, the text runs past the screen's edge; the fix
    /// drops both, or keeps only the vertical fixed size.
    @Test func aLimitWithFixedSizeAfterItSaysTheTextRunsPastTheEdge() throws {
        let found = findings("Text(title)\n    .lineLimit(1)\n    .fixedSize()")
        let finding = try #require(found.first)
        #expect(finding.message.contains("runs past the edge of the screen"), "\(finding.message)")
        #expect(!finding.message.contains("ellipsis"))
        #expect(finding.fix?.hasSuffix("and drop .fixedSize() (or keep only its vertical: true)") == true)
        // Written first, and with a limit of two lines: a fixed-size text is one line all the same.
        let before = try #require(findings("Text(title)\n    .fixedSize()\n    .lineLimit(2)").first)
        #expect(before.message.contains("on one line at its full width"), "\(before.message)")
        let vertical = try #require(
            findings("Text(title)\n    .lineLimit(1)\n    .fixedSize(horizontal: false, vertical: true)").first)
        #expect(vertical.message.contains("ellipsis"))
    }

    @Test(arguments: [
        (#"Text("Terms").lineLimit(2)"#, ".lineLimit(2)"),
        // The modifier is quoted as written, so people find it.
        (#"Text(note).lineLimit(3, reservesSpace: true)"#, ".lineLimit(3, reservesSpace: true) cuts"),
        (#"Label("Inbox", systemImage: "tray").lineLimit(1)"#, ".lineLimit(1)"),
        (#"Button("Continue") { go() }.lineLimit(1)"#, ".lineLimit(1)"),
        (#"VStack { Text(a); Text(b) }.lineLimit(2)"#, ".lineLimit(2)"),
        (#"Button { go() } label: { Text("Continue") }.lineLimit(1)"#, ".lineLimit(1)"),
        // A range truncates past its upper bound as a count does (the fix once offered one).
        (#"Text(a).lineLimit(3...8)"#, ".lineLimit(3...8) cuts this text off at 8 lines"),
        (#"Text(a).lineLimit(...3)"#, ".lineLimit(...3) cuts this text off at 3 lines"),
        (#"Text("Address").frame(height: 20)"#, "fixed .frame(height: 20)"),
        (#"Text("Address").frame(width: 200, height: 40)"#, "fixed .frame(height: 40)"),
    ])
    func truncatingShapesAreReported(source: String, message: String) {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(message) == true, "\(found.first?.message ?? "")")
    }

    /// Each fix lets the text grow: none offers a bound it would be cut off at again.
    @Test(arguments: [
        // Not `.lineLimit(2...)`, which would make the text at least two lines tall.
        ("Text(a).lineLimit(2)", "remove .lineLimit(2) so the text wraps"),
        ("Text(a).lineLimit(2...5)", "drop the upper bound so the text grows past 5 lines: .lineLimit(2...)"),
        ("Text(a).lineLimit(...3)", "remove .lineLimit(...3) so the text wraps"),
    ])
    func fixesLetTheTextGrow(source: String, fix: String) throws {
        #expect(try #require(findings(source).first).fix == fix)
        #expect(
            findings(
                source.replacingOccurrences(
                    of: #"\.lineLimit\(.*\)"#, with: ".lineLimit(2...)", options: .regularExpression)
            ).isEmpty)
    }

    /// A fixed height becomes a minimum; the frame's width and alignment stay, in a frame of their own
    /// (SwiftUI has no frame taking `width:` with `minHeight:`; the fix once dropped the width).
    @Test(arguments: [
        (
            #"Text("Address").frame(height: 20)"#,
            "use .frame(minHeight: 20) so the text can grow, or size the height with @ScaledMetric(relativeTo:)"
        ),
        (
            #"Text(note).font(.callout).frame(width: 327, height: 42)"#,
            "use .frame(width: 327).frame(minHeight: 42) so the text can grow, or size the height with @ScaledMetric(relativeTo:)"
        ),
        (
            #"Text(note).frame(width: 200, height: 40, alignment: .leading)"#,
            "use .frame(width: 200, alignment: .leading).frame(minHeight: 40) so the text can grow, or size the height with @ScaledMetric(relativeTo:)"
        ),
    ])
    func fixedHeightFixesKeepTheRestOfTheFrame(source: String, fix: String) throws {
        #expect(try #require(findings(source).first).fix == fix)
    }

    /// A field is as tall as its font: a fixed height cuts off what people type (card 000's check rule),
    /// and says so in a field's words; a minimum, or a height after `.fixedSize`, is left alone.
    @Test func aFixedHeightOnAFieldIsReportedInAFieldsWords() throws {
        let field = try #require(findings(#"TextField("Email", text: $email).frame(height: 48)"#).first)
        #expect(
            field.message
                == "a fixed .frame(height: 48) on a TextField cuts off what people type when they enlarge the text")
        #expect(
            field.fix
                == "use .frame(minHeight: 48) so the text can grow, or size the height with @ScaledMetric(relativeTo:)")
        let secure = try #require(findings(#"SecureField("Password", text: $password).frame(height: 40)"#).first)
        #expect(secure.message.hasPrefix("a fixed .frame(height: 40) on a SecureField cuts off"))
        #expect(findings(#"TextField("Email", text: $email).frame(minHeight: 48)"#).isEmpty)
        #expect(findings(#"TextField("Email", text: $email).frame(height: 64)"#).isEmpty)
        // Drawn invisible (a one-time code's field under boxes of digits), or on the Mac alone: left alone.
        #expect(findings(#"TextField("", text: $code).frame(width: 1, height: 1).opacity(0.01)"#).isEmpty)
        #expect(findings("import AppKit\nTextField(\"Name\", text: $name).frame(height: 22)").isEmpty)
        // The minimum is the touch target's too, as global.touch-target-size asks.
        #expect(
            try #require(findings(#"TextField("Month", text: $m).frame(width: 120, height: 36)"#).first).fix
                == "use .frame(width: 120).frame(minHeight: 44) so the text can grow, or size the height with @ScaledMetric(relativeTo:)"
        )
        // A row drawn around one field is the field's box: it is named as such.
        let row = try #require(
            findings(
                "HStack {\n    Image(systemName: \"lock\")\n    SecureField(\"Password\", text: $p)\n}\n.frame(height: 48)"
            )
            .first)
        #expect(
            row.message
                == "a fixed .frame(height: 48) on an HStack holding a SecureField cuts off what people type when they enlarge the text"
        )
        // A password row that shows one of two fields at a time holds that one to its height.
        let revealing = """
            HStack {
                if isRevealed {
                    TextField("Password", text: $p)
                } else {
                    SecureField("Password", text: $p)
                }
                Button("Show") { isRevealed.toggle() }
            }
            .frame(height: 40)
            """
        #expect(
            try #require(findings(revealing).first).message
                == "a fixed .frame(height: 40) on an HStack holding a TextField cuts off what people type when they enlarge the text"
        )
        // Two fields side by side, or in two `if`s, are a row of fields: not one field's box.
        #expect(
            findings(
                "HStack {\n    TextField(\"First\", text: $a)\n    TextField(\"Last\", text: $b)\n}\n.frame(height: 40)"
            )
            .isEmpty)
        #expect(
            findings(
                "HStack {\n    if a { TextField(\"First\", text: $a) }\n    if b { TextField(\"Last\", text: $b) }\n}\n.frame(height: 40)"
            ).isEmpty)
        // A height no Int holds (no layout has one) is passed over, not trapped on.
        #expect(findings(#"Text("x").frame(height: 1e300)"#).isEmpty)
        let huge = CheckEngine().check(
            path: "Huge.swift", bytes: Array(#"TextField("Name", text: $t).frame(width: 1e300, height: 2)"#.utf8))
        #expect(huge.findings.contains { $0.rule == "global.touch-target-floor" }, "\(huge.findings)")
        let fixedFont = try #require(
            findings(#"TextField("Email", text: $email).font(.system(size: 15)).frame(height: 50)"#).first)
        #expect(
            fixedFont.message.hasSuffix(
                "will cut off what people type when they enlarge the text, once its fixed-size font scales"))
        #expect(findings(#"TextField("Email", text: $email).frame(height: fieldHeight)"#).isEmpty)
    }

    @Test func aLimitUnderIfOSCountsForThatPlatform() {
        let source = """
            Text(title)
                #if os(macOS)
                    .lineLimit(1)
                #endif
            """
        #expect(findings(source).count == 1)
        // The Mac has no Dynamic Type: its message says how text outgrows its space there.
        let mac = findings(source).first?.message ?? ""
        #expect(mac.contains("when it is longer than the space (a narrow window, a longer translation)"), "\(mac)")
        #expect(!mac.contains("enlarge"))
        #expect(findings("Text(title).lineLimit(1)").first?.message.hasSuffix("when people enlarge the text") == true)
    }

    @Test func customViewsAndReferencesSayTheyDependOnOtherFiles() {
        #expect(findings("Badge(text: t).lineLimit(1)").first?.dependsOnOtherFiles == true)
        #expect(findings("content.lineLimit(1)").first?.note?.contains("content") == true)
    }

    @Test(arguments: [
        #"Text(a).lineLimit(1...)"#,
        #"Text(a).lineLimit(2 ... )"#,
        #"Text(a).lineLimit(1...maxLines)"#,
        #"Text(a).lineLimit(nil)"#,
        #"Text(a).lineLimit(maxLines)"#,
        #"Text(a).lineLimit(nil).lineLimit(1)"#,
        #"TextField("Bio", text: $bio, axis: .vertical).lineLimit(3...6)"#,
        #"TextField("Bio", text: $bio, axis: .vertical).lineLimit(5)"#,
        // A custom row told to show a vertical field: the limit caps the field's height.
        #"ListRow(label: .plain(title: "Topic"), kind: .textField(text: $topic, axis: .vertical)).lineLimit(3, reservesSpace: false)"#,
        #"NoteEditor(text: $note, axis: Axis.vertical).lineLimit(4)"#,
        #"SecureField("Password", text: $p).lineLimit(1)"#,
        #"Text("").lineLimit(1)"#,
        #"ViewThatFits { Text(a).lineLimit(1); Text(a) }"#,
        #"Image(systemName: "star").lineLimit(1)"#,
        "Text(a)\n#if DEBUG\n.lineLimit(1)\n#endif",
        #"Text("Go").frame(maxWidth: .infinity, minHeight: 44)"#,
        #"Text("Go").frame(height: rowHeight)"#,
        #"Text(a).fixedSize(horizontal: false, vertical: true).frame(height: 20)"#,
        #"Image(systemName: "star").frame(height: 20)"#,
        #"Text(".lineLimit(1)")"#,
        "Text(a).lineLimit(1",  // unfinished: no guess
        // A bar item: the bar's height is fixed, so the text cannot wrap there.
        #"List {}.toolbar { ToolbarItem(placement: .principal) { Text(title).lineLimit(1) } }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
