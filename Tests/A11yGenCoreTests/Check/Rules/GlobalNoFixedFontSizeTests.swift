import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalNoFixedFontSizeTests {
    let rule = GlobalNoFixedFontSize()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test(arguments: [
        (#"Text("a").font(.system(size: 12))"#, "use .font(.caption)"),
        (
            #"Text("a").font(.system(size: 17, weight: .semibold, design: .rounded))"#,
            "use .font(.system(.body, design: .rounded).weight(.semibold))"
        ),
        (#"Text("a").font(Font.system(size: 30))"#, "use .font(.title)"),
        // A display size keeps its size and scales: a text style would shrink a 150 pt counter to 34 pt.
        (#"Text("\(count)").font(.system(size: 40))"#, "use .font(.largeTitle)"),
        (
            #"Text("\(count)").font(.system(size: 150))"#,
            "@ScaledMetric(relativeTo: .largeTitle) private var displaySize150: CGFloat = 150, and use .font(.system(size: displaySize150))"
        ),
        (#"Text("0").font(.system(size: 60, weight: .bold))"#, ".font(.system(size: displaySize60, …))"),
        (#"Text("a").font(.system(size: baseSize))"#, "@ScaledMetric"),
        (
            #"Text("a").font(.custom("Avenir", fixedSize: 13))"#,
            #"use .custom("Avenir", size: 13, relativeTo: .footnote)"#
        ),
        (#"VStack { Text("a") }.font(.system(size: 15))"#, "use .font(.subheadline)"),
        (#"Label("Save", systemImage: "tray").font(.system(size: 12).italic())"#, "use .font(.caption)"),
        (#"Button("Add") { add() }.font(.system(size: 12))"#, "use .font(.caption)"),
        (
            #"Button { add() } label: { Image(systemName: "plus"); Text("Add") }.font(.system(size: 12))"#,
            "use .font(.caption)"
        ),
    ])
    func fixedSizesAreReportedWithAFix(source: String, fix: String) throws {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        let finding = try #require(found.first)
        #expect(finding.rule == "global.no-fixed-font-size")
        #expect(finding.fix?.contains(fix) == true, "\(finding.fix ?? "")")
        #expect(!finding.dependsOnOtherFiles)
    }

    /// A size read from a `@ScaledMetric` property scales with Dynamic Type (it is what this rule's
    /// own fix for display sizes writes), and so does `UIFontMetrics`' `scaledValue(for:)`; a
    /// property of the same name without the attribute, or a plain one beside it, is still fixed.
    @Test(arguments: [
        ("@ScaledMetric private var size: CGFloat = 14", "size", 0),
        (
            "@ScaledMetric(relativeTo: .title) var titleSize: CGFloat = 28",
            "titleSize, weight: .bold, design: .rounded", 0
        ),
        ("@ScaledMetric(relativeTo: .largeTitle)\n    private var displaySize150: CGFloat = 150", "displaySize150", 0),
        ("@ScaledMetric private var size: CGFloat = 14", "size * 1.5", 0),
        ("@ScaledMetric private var other: CGFloat = 14\n    private var size: CGFloat = 14", "size", 1),
        ("private var size: CGFloat = 14", "size", 1),
        ("@State private var size: CGFloat = 14", "size", 1),
        ("", "UIFontMetrics.default.scaledValue(for: 14)", 0),
        ("", "UIFontMetrics(forTextStyle: .body).scaledValue(for: 14)", 0),
    ])
    func aScaledSizeIsNotFixed(declaration: String, size: String, expected: Int) {
        let source = """
            struct PriceTag: View {
                \(declaration)
                var body: some View { Text("$9.99").font(.system(size: \(size))) }
            }
            """
        #expect(findings(source).count == expected, "\(source)")
    }

    /// Another value's `size` (`metrics.size`), or a `size` declared `@ScaledMetric` by another view
    /// of the file, does not make this view's size scale; `self.size` of its own does.
    @Test func onlyTheViewsOwnScaledMetricCounts() {
        let other = """
            struct A: View {
                @ScaledMetric private var size: CGFloat = 14
                var body: some View { Text("a").font(.system(size: size)) }
            }
            struct Metrics { var size: CGFloat = 14 }
            """
        #expect(
            findings(
                other
                    + "\nstruct B: View { let metrics = Metrics(); var body: some View { Text(\"b\").font(.system(size: metrics.size)) } }"
            ).count == 1)
        #expect(
            findings(
                other
                    + "\nstruct C: View { let size: CGFloat = 9; var body: some View { Text(\"c\").font(.system(size: size)) } }"
            ).count == 1)
        #expect(
            findings(other + "\nstruct D: View { var body: some View { Text(\"d\").font(.system(size: 12)) } }").count
                == 1)
        let own = """
            struct E: View {
                @ScaledMetric(relativeTo: .title) private var size: CGFloat = 28
                var body: some View { Text("e").font(.system(size: self.size)) }
            }
            """
        #expect(findings(own).isEmpty)
    }

    /// `icon.font(…)` where the file declares `let icon: Image`: a glyph, never text. Anything else
    /// named alike (another type, `Image.Scale`, a declaration elsewhere) is still reported.
    @Test func aPropertyDeclaredAsAnImageIsAGlyph() {
        func found(_ declaration: String) -> Int {
            findings(
                """
                struct IconButton: View {
                    \(declaration)
                    var body: some View {
                        Button(action: {}) {
                            icon
                                .font(.system(size: 36))
                        }
                    }
                }
                """
            ).count
        }
        #expect(found("let icon: Image") == 0)
        #expect(found("@Environment(\\.self) private var env; let icon: Image") == 0)
        #expect(found("var icon: Image?") == 0)
        #expect(found("let icon: Image = Image(systemName: \"star\")") == 0)
        #expect(found("let icon: Text") == 1)
        #expect(found("let icon: Image.Scale") == 1)
        #expect(found("let icon: some View") == 1)
        #expect(found("") == 1)
        // Another value of the same name: a closure or function parameter, or another type's property.
        let shadowed = """
            struct Rows: View {
                let icon: Image
                let labels: [Text]
                var body: some View {
                    ForEach(labels.indices, id: \\.self) { icon in
                        labels[icon]
                    }
                    ForEach(labels, id: \\.self) { icon in icon.font(.system(size: 14)) }
                }
                func row(icon: Text) -> some View { icon.font(.system(size: 14)) }
            }
            struct Other: View {
                let icon: Text
                var body: some View { icon.font(.system(size: 14)) }
            }
            """
        #expect(findings(shadowed).count == 3)
    }

    @Test func theLocationIsTheFontItself() throws {
        let finding = try #require(findings("VStack {\n    Text(\"a\")\n        .font(.system(size: 12))\n}").first)
        #expect((finding.line, finding.column) == (3, 15))
    }

    @Test func aModifierUnderIfCanImportStillCounts() {
        let source = """
            Text("a")
                #if canImport(UIKit)
                    .font(.system(size: 12))
                #else
                    .font(.body)
                #endif
            """
        #expect(findings(source).count == 1)
    }

    @Test func customViewsAndReferencesSayTheyDependOnOtherFiles() {
        let custom = findings(#"Badge(count: 3).font(.system(size: 10))"#)
        #expect(custom.count == 1)
        #expect(custom.first?.dependsOnOtherFiles == true)
        #expect(custom.first?.note?.contains("Badge") == true)
        #expect(findings("content.font(.system(size: 10))").first?.dependsOnOtherFiles == true)
    }

    /// A view declared in this file is read rather than noted as another file's: one that draws only
    /// an SF Symbol is sized like an `Image`; one that shows text is reported with no note.
    @Test func customViewsDeclaredHereAreRead() throws {
        let symbol = """
            struct Badge: View {
                var body: some View { Image(systemName: "checkmark.seal.fill") }
            }
            struct Row: View {
                var body: some View { Badge().font(.system(size: 28)) }
            }
            """
        #expect(findings(symbol).isEmpty)
        let text = symbol.replacingOccurrences(
            of: #"Image(systemName: "checkmark.seal.fill")"#, with: #"Text("Verified")"#)
        let finding = try #require(findings(text).first)
        #expect(finding.note == nil)
        #expect(finding.dependsOnOtherFiles == false)
    }

    @Test(arguments: [
        #"Text("a").font(.body)"#,
        #"Text("a").font(.system(.body))"#,
        #"Text("a").font(.system(.title, design: .rounded))"#,
        #"Text("a").font(.custom("Avenir", size: 17))"#,
        #"Text("a").font(.custom("Avenir", size: 17, relativeTo: .body))"#,
        #"Image(systemName: "star").font(.system(size: 24))"#,
        #"SwiftUI.Image(systemName: "star").font(.system(size: 24))"#,
        #"Button { add() } label: { Image(systemName: "plus") }.font(.system(size: 24))"#,
        // Whatever the action does: `isOn` in it is no view shown in a variable.
        #"Button(action: { isOn.toggle() }) { Image(systemName: "star") }.font(.system(size: 17))"#,
        #"Button { count += 1; label = title } label: { Image(systemName: "plus") }.font(.system(size: 17))"#,
        // Text that is spoken or a tooltip is not shown: still an icon-only button.
        #"Button { go() } label: { Image(systemName: "star").accessibilityLabel(Text("Favorite")) }.font(.system(size: 17))"#,
        #"Button { go() } label: { Image(systemName: "star").help(Text("Mark as favorite")) }.font(.system(size: 17))"#,
        #"HStack { Image(systemName: "star"); Image(systemName: "star.fill") }.font(.system(size: 12))"#,
        #"Text(".font(.system(size: 12))")"#,
        "// Text(\"a\").font(.system(size: 12))\nText(\"a\")",
        "/* .font(.system(size: 12)) /* nested */ */ Text(\"a\")",
        "Text(\"a\").font(.system(size: 12)",  // unfinished: no guess
        #"let font = Font.system(size: 12)"#,  // not applied to a view here
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// A size people set on this screen (Whisky's DPI preview, rw15: a state bound to a slider) is the
    /// content. A constant is still a fixed size, and so are a state nothing binds
    /// (`aScaledSizeIsNotFixed`), a stored preference set elsewhere and a binding (the diff review: a
    /// reader's 17 pt body ignores Dynamic Type all the same).
    @Test func aSizeFromTheViewsStateIsLeftAlone() {
        let chosen = """
            struct DPIPreview: View {
                @State var dpi: Float = 96
                var body: some View {
                    VStack {
                        Text("Preview").font(.system(size: 10 * CGFloat(dpi) / 72))
                        Slider(value: $dpi, in: 96...480, step: 24)
                    }
                }
            }
            """
        #expect(findings(chosen).isEmpty)
        let elsewhere = """
            struct Reader: View {
                @AppStorage("bodySize") var bodySize = 17.0
                @Binding var titleSize: CGFloat
                var body: some View {
                    Text("Chapter").font(.system(size: titleSize))
                    Text("Body").font(.system(size: bodySize))
                }
            }
            """
        #expect(findings(elsewhere).count == 2)
        let bound = """
            struct Zoom: View {
                @State private var points: CGFloat = 17
                var body: some View {
                    Text("Sample").font(.system(size: points * 2))
                    Stepper("Size", value: $points, in: 9...40)
                }
            }
            """
        #expect(findings(bound).isEmpty)
        #expect(findings(bound.replacingOccurrences(of: "value: $points", with: "value: .constant(17)")).count == 1)
        let constant = """
            struct Title: View {
                let size: CGFloat = 22
                var body: some View { Text("Title").font(.system(size: size)) }
            }
            """
        #expect(findings(constant).count == 1)
    }

    /// On the Mac a display size is not told to scale with @ScaledMetric, which returns it as written
    /// there (rw19): the Mac's largest text style instead.
    @Test func aMacDisplaySizeIsToldTheMacsLargestStyle() throws {
        let source = """
            #if os(macOS)
                struct Hello: View {
                    var body: some View { Text("Hello").font(.system(size: 60)) }
                }
            #endif
            """
        let found = try #require(findings(source).first)
        #expect(
            found.fix?.hasPrefix("use .font(.largeTitle), the Mac's largest text style (26 pt)") == true, "\(found)")
        #expect(found.fix?.contains("@ScaledMetric(relativeTo:") == false)
    }
}
