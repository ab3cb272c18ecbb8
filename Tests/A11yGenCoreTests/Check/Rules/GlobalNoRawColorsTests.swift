import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalNoRawColorsTests {
    let rule = GlobalNoRawColors()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func whiteTextIsReportedAtTheColor() throws {
        let found = findings("Text(\"Save\")\n    .foregroundStyle(Color.white)")
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "global.no-raw-colors")
        #expect((finding.line, finding.column) == (2, 22))
        #expect(finding.message.contains("Color.white"))
        #expect(finding.message.contains("for text"))
        #expect(finding.fix?.contains(".primary") == true)
    }

    /// One computed color used as a field's border and as its fill (rw21 #10): both uses are named,
    /// and each gets a fix of its own kind, since the border's .secondary would gray the fill behind
    /// the text and a surface color would erase the border.
    @Test func aComputedColorWithTwoUsesNamesBoth() throws {
        let source = """
            struct EmailTextField: View {
                var valid: Bool
                private var fieldColor: Color { valid ? .white : .red }
                var body: some View {
                    TextField("Email", text: $text)
                        .border(fieldColor)
                        .background(fieldColor)
                        .border(fieldColor)
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(findings(source).count == 1)
        #expect(
            finding.message
                == ".white is a fixed color for a border, and for a background (.background); it does not adapt to dark mode or Increase Contrast"
        )
        #expect(
            finding.fix
                == "give each use its own color that adapts (for a border: a color that keeps 3:1 against the background, such as .secondary; for a background (.background): a surface color such as Color(.systemBackground) or Color(.secondarySystemBackground)), or asset/design-token colors with light and dark variants"
        )
        // One use, however often, keeps the one fix.
        let once = source.replacingOccurrences(of: "        .background(fieldColor)\n", with: "")
        #expect(try #require(findings(once).first).message.hasPrefix(".white is a fixed color for a border;"))
    }

    @Test(arguments: [
        (#"Text("a").foregroundStyle(.black)"#, ".black"),
        (#"Text("a").foregroundColor(.white.opacity(0.8))"#, ".white"),
        (#"Text("a").foregroundColor(Color(white: 0.7))"#, "Color(white:)"),
        (#"Text("a").background(Color(red: 1, green: 1, blue: 1))"#, "Color(red:green:blue:)"),
        (#"Text("a").background(Color(.sRGB, red: 1, green: 1, blue: 1))"#, "Color(red:green:blue:)"),
        (#"Text("a").tint(Color(hue: 0.5, saturation: 1, brightness: 1))"#, "Color(hue:saturation:brightness:)"),
        (#"Text("a").foregroundStyle(Color(#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)))"#, "#colorLiteral"),
        (#"Text("a").foregroundStyle(Color(uiColor: .black))"#, "Color(uiColor: .black)"),
        (#"Text("a").foregroundStyle(Color(UIColor.white))"#, "Color(UIColor.white)"),
        (#"Text("a").border(Color.black, width: 1)"#, "Color.black"),
        (#"Text("a").background { Color.white }"#, "Color.white"),
        (#"Text("a").background(RoundedRectangle(cornerRadius: 8).fill(Color.white))"#, "Color.white"),
        (#"Text("a").overlay(Capsule().strokeBorder(.black))"#, ".black"),
        (
            #"Text("a").foregroundStyle(LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom))"#,
            ".black"
        ),
    ])
    func rawColorsOnTextAndChromeAreReported(source: String, raw: String) {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(raw) == true, "\(found.first?.message ?? "")")
    }

    /// White text on a fill the same view draws is one pair with it: the fix changes both (or, on a
    /// prominent button, removes the color), since .primary alone would be dark text on the fill.
    @Test(arguments: [
        (
            "Button(\"Sign in\") {}\n    .foregroundStyle(.white)\n    .background(Color.blue)",
            "the .background fill together"
        ),
        (
            "Button(\"Go\") {}\n    .buttonStyle(.borderedProminent)\n    .foregroundColor(.white)",
            "remove it: .borderedProminent"
        ),
        ("Text(\"Hello\")\n    .foregroundColor(.white)", "use .primary or .secondary"),
        // Inside a prominent button's label, through a stack.
        (
            "Button { go() } label: {\n    HStack { Image(systemName: \"plus\"); Text(\"Add\").foregroundStyle(.white) }\n}\n.buttonStyle(.borderedProminent)",
            "remove it: .borderedProminent"
        ),
        (
            "Menu { Button(\"A\") {} } label: {\n    Image(systemName: \"photo\").foregroundStyle(.white)\n}\n.buttonStyle(.borderedProminent)",
            "remove it: .borderedProminent"
        ),
    ])
    func textOnAFillGetsAFixForThePair(source: String, fix: String) throws {
        let finding = try #require(findings(source).first)
        #expect(finding.fix?.contains(fix) == true, "\(finding.fix ?? "")")
    }

    /// The Mac draws a default-style Button with `.keyboardShortcut(.defaultAction)` in the accent
    /// color, its label white: `.primary` there would be dark text on the fill, so the fix is to remove
    /// the color. Only where the Mac compiles the button, and not with a style or fill of its own.
    @Test func aMacDefaultButtonsWhiteLabelIsToBeRemoved() throws {
        let button = """
            Button {
                connect()
            } label: {
                Text("Connect").foregroundStyle(.white)
            }
            .keyboardShortcut(.defaultAction)
            """
        let fix = "remove it: on the Mac, .keyboardShortcut(.defaultAction)"
        let shared = try #require(findings(button).first)
        #expect(shared.fix?.hasPrefix(fix) == true, "\(shared.fix ?? "")")
        let mac = try #require(findings("import AppKit\nimport SwiftUI\n" + button).first)
        #expect(mac.fix?.hasPrefix(fix) == true, "\(mac.fix ?? "")")
        // iOS alone (UIKit imported, nothing for the Mac): the shortcut draws no fill there.
        let iOS = try #require(findings("import UIKit\nimport SwiftUI\n" + button).first)
        #expect(iOS.fix?.hasPrefix("use .primary") == true, "\(iOS.fix ?? "")")
        // Its own style or fill decides what is behind the label.
        for styled in [".buttonStyle(.plain)", ".background(Color.blue)"] {
            let finding = try #require(findings(button + "\n" + styled).first)
            #expect(finding.fix?.contains(".keyboardShortcut(.defaultAction) makes") == false, "\(styled)")
        }
        // The shortcut on the Button itself, the color after it.
        let inline = try #require(
            findings(
                "Button(\"Connect\") { connect() }\n    .keyboardShortcut(.defaultAction)\n    .foregroundColor(.white)"
            )
            .first)
        #expect(inline.fix?.hasPrefix(fix) == true, "\(inline.fix ?? "")")
    }

    /// The fill's side of the pair (a filled button style: black fill, white label) gets the same
    /// paired advice, not a surface color that would put the label on the page's color; a tint gets
    /// an accent, not a surface color (a switch tinted with the page background is white on white).
    @Test(arguments: [
        (
            "configuration.label\n    .background(Color.black)\n    .foregroundStyle(.white)",
            "Color.black", "change the fill and its .white text together"
        ),
        ("Text(\"a\").background(Color.black)", "Color.black", "Color(.systemBackground)"),
        ("Toggle(\"Sync\", isOn: $sync)\n    .tint(.black)", ".black", "accent color"),
        ("Slider(value: $volume)\n    .tint(Color(red: 0.1, green: 0.1, blue: 0.1))", "Color(red:", "accent color"),
    ])
    func aFillUnderTextAndATintGetFixesOfTheirOwn(source: String, raw: String, fix: String) throws {
        let finding = try #require(findings(source).first { $0.message.hasPrefix(raw) })
        #expect(finding.fix?.contains(fix) == true, "\(finding.fix ?? "")")
        if raw == ".black" || raw.hasPrefix("Color(red") {
            #expect(finding.fix?.contains("use a semantic color (Color(.systemBackground)") == false)
        }
    }

    @Test func colorHexSaysItDependsOnAnExtension() {
        let found = findings(##"Text("a").foregroundStyle(Color(hex: "#333333"))"##)
        #expect(found.count == 1)
        #expect(found.first?.dependsOnOtherFiles == true)
    }

    @Test func aColorUnderIfCanImportStillCounts() {
        let source = """
            Text("a")
                #if canImport(UIKit)
                    .foregroundColor(.white)
                #endif
            """
        #expect(findings(source).count == 1)
    }

    @Test(arguments: [
        #"Text("a").foregroundStyle(.primary)"#,
        #"Text("a").foregroundStyle(.secondary)"#,
        #"Text("a").foregroundStyle(.red)"#,
        #"Text("a").foregroundStyle(Color.gray)"#,
        #"Text("a").foregroundStyle(.tint)"#,
        #"Text("a").background(Color(.systemBackground))"#,
        #"Text("a").foregroundStyle(Color(.label))"#,
        #"Text("a").foregroundStyle(Color("BrandInk"))"#,
        #"Text("a").foregroundStyle(Color.brandInk)"#,
        #"static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)"#,
        #"ZStack { Color.black.opacity(0.4).ignoresSafeArea(); card }"#,
        #"Text("a").background(Color.black.opacity(0.3).ignoresSafeArea())"#,
        #"card.shadow(color: .black.opacity(0.2), radius: 4)"#,
        // Invisible: the idiom that makes a clear view take taps draws nothing.
        #"Text("Row").padding(10).background(Color.black.opacity(0.001)).onTapGesture { go() }"#,
        #"row.background(.white.opacity(0))"#,
        #"row.background(Color(white: 0, opacity: 0.001))"#,
        #"row.background(Color(red: 0, green: 0, blue: 0, opacity: 0.001))"#,
        #"row.background(Color.black.opacity(.zero))"#,
        #"Circle().fill(Color.black).frame(width: 8, height: 8)"#,
        #"ZStack { Color.white }"#,
        "Text(\"a\")\n#if DEBUG\n.foregroundStyle(.white)\n#endif",
        #"Text(".foregroundStyle(.white)")"#,
        "Text(\"a\").foregroundStyle(.white",  // unfinished: no guess
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// `.foregroundStyle` on a shape fills it, like `.fill`: a control's surface inside a background
    /// or overlay, an illustration elsewhere; a translucent black or white laid over content is a scrim.
    @Test func aShapeFilledWithForegroundStyleIsASurfaceNotText() {
        let background = findings(#"Text("a").background(RoundedRectangle(cornerRadius: 8).foregroundStyle(.white))"#)
        #expect(
            background.map(\.message) == [
                ".white is a fixed color for a control's surface; it does not adapt to dark mode or Increase Contrast"
            ])
        #expect(findings(#"Circle().foregroundStyle(Color.black)"#).isEmpty)
        // A scrim over content while it loads: left alone. Opaque, a stroke, or behind: reported.
        #expect(findings(#"Image("a").overlay { Rectangle().foregroundStyle(Color.black.opacity(0.4)) }"#).isEmpty)
        #expect(findings(#"Image("a").overlay { Rectangle().fill(Color(white: 0, opacity: 0.5)) }"#).isEmpty)
        #expect(findings(#"Text("a").overlay { Rectangle().fill(Color.black) }"#).count == 1)
        #expect(findings(#"Text("a").overlay { Rectangle().stroke(Color.black.opacity(0.4)) }"#).count == 1)
        // On a picture, a ring or a frame decorates the image: no control, no text.
        #expect(findings(#"Image("a").resizable().overlay { Circle().stroke(Color.white, lineWidth: 4) }"#).isEmpty)
        #expect(findings(#"AsyncImage(url: url).background(Rectangle().fill(Color.black))"#).isEmpty)
        #expect(findings(#"Text("a").background { Rectangle().fill(Color.black.opacity(0.4)) }"#).count == 1)
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// Found in real code (a second review): `.tint(.white)` on a button in a Section whose rows are
    /// `.listRowBackground(Color(.systemBlue))` was told to go, which would draw accent-blue text on
    /// the blue row. A button's tint is its label's color: it changes with the row's fill. A tint on
    /// a control with no fill under it still gets the accent advice.
    @Test func aButtonsTintOnARowFillChangesWithTheFill() throws {
        let source = """
            List {
                Section {
                    Button("Start") {}
                        .tint(.white)
                }
                .listRowBackground(Color(.systemBlue))
                Text("Plain").foregroundStyle(.white)
            }
            """
        let found = findings(source)
        let tint = try #require(found.first { $0.message.hasPrefix(".white is a fixed color as the tint") })
        #expect(
            tint.fix?.hasPrefix("change the text and the .listRowBackground fill together") == true, "\(tint.fix ?? "")"
        )
        // Outside the colored Section, text on the List's own rows is judged alone.
        let plain = try #require(found.first { $0.line == 7 })
        #expect(plain.fix?.hasPrefix("use .primary") == true, "\(plain.fix ?? "")")
        let toggle = try #require(findings("Toggle(\"On\", isOn: $on).tint(.white)").first)
        #expect(toggle.fix?.contains("accent") == true, "\(toggle.fix ?? "")")
    }

    /// Found in real code: white label text on a fill drawn by the Button itself (`.background` on the
    /// Button, not on the label) or by its list row was told to become `.primary`, dark text on the
    /// blue fill in light mode. The text and the fill are one pair there too.
    @Test func whiteTextOnTheButtonsOwnFillIsChangedWithTheFill() throws {
        let source = """
            List {
                Button {} label: {
                    Text("Register")
                        .foregroundColor(.white)
                }
                .background(Color.blue)
                Button("Submit") {}
                    .foregroundColor(.white)
                    .listRowBackground(Color.accentColor)
            }
            """
        let fixes = findings(source).filter { $0.message.hasPrefix(".white") }.compactMap(\.fix)
        #expect(fixes.count == 2)
        #expect(fixes.first?.hasPrefix("change the text and the .background fill together") == true)
        #expect(fixes.last?.hasPrefix("change the text and the .listRowBackground fill together") == true)
        // A material or an outline behind the label is no fill the text is paired with.
        let material = findings(
            #"Button {} label: { Text("Go").foregroundColor(.white) }.background(.ultraThinMaterial)"#)
        #expect(material.first?.fix?.hasPrefix("use .primary") == true)
        // With no fill of its own, the text's color alone is the fix.
        let plain = try #require(findings(#"Button {} label: { Text("Go").foregroundColor(.white) }"#).first)
        #expect(plain.fix?.hasPrefix("use .primary") == true)
    }

    /// rw7 review: white text on a page a `ZStack` paints a fixed dark color (through the stacks
    /// between them) is one pair with that page: `.primary` alone would be dark on dark in light mode.
    /// A ZStack whose first view is the text itself, or a semantic color, is no such page.
    @Test func textOnAZStacksFixedPageChangesWithThePage() throws {
        let page = """
            ZStack {
                Color(red: 30 / 255, green: 30 / 255, blue: 30 / 255)
                    .ignoresSafeArea()
                VStack {
                    TextField("Username", text: $username)
                        .foregroundStyle(.white)
                }
            }
            """
        let fix = try #require(findings(page).first?.fix)
        #expect(
            fix.hasPrefix(
                "change the text and the Color(red:green:blue:) page behind it (the ZStack's first view) together"))
        let semantic = page.replacingOccurrences(
            of: "Color(red: 30 / 255, green: 30 / 255, blue: 30 / 255)", with: "Color(.systemBackground)")
        #expect(try #require(findings(semantic).first?.fix).hasPrefix("use .primary"))
        let first = #"ZStack { Text("Go").foregroundStyle(.white); Color.black }"#
        #expect(findings(first).first { $0.message.hasPrefix(".white") }?.fix?.hasPrefix("use .primary") == true)
        // Not a page (review): a dot that does not fill the screen, a translucent scrim under a card
        // that draws its own semantic fill.
        let dot =
            #"ZStack(alignment: .topTrailing) { Color.black.frame(width: 8, height: 8); Text("Inbox").foregroundColor(.black) }"#
        #expect(findings(dot).first { $0.message.hasPrefix(".black") }?.fix?.hasPrefix("use .primary") == true)
        let dialog = """
            ZStack {
                Color.black.opacity(0.4).ignoresSafeArea()
                VStack { Text("Delete draft?").foregroundStyle(.black) }
                    .padding()
                    .background(Color(.systemBackground))
            }
            """
        #expect(findings(dialog).first { $0.message.hasPrefix(".black") }?.fix?.hasPrefix("use .primary") == true)
    }

    /// rw11 review: a page or card painted one fixed color with `.background` on a stack around the
    /// text (`ZStack { … }.background(Color(hex: "#F8F8F8").ignoresSafeArea())`): `.primary` alone would
    /// be white on that light page in dark mode, so the text and the background change together, told
    /// from either side. A semantic background leaves `.primary` right; a button's own fill inside
    /// goes with its own text.
    @Test func textOnAStacksFixedBackgroundChangesWithIt() throws {
        let page = """
            ZStack {
                VStack {
                    Text("Email").foregroundColor(.black)
                    Button("Go") {}.foregroundColor(.white).background(Color.blue)
                }
            }
            .background(Color(hex: "#F8F8F8").ignoresSafeArea())
            """
        let black = try #require(findings(page).first { $0.message.hasPrefix(".black") }?.fix)
        #expect(black.hasPrefix("change the text and the Color(hex:) background of the stack around it together"))
        let white = try #require(findings(page).first { $0.message.hasPrefix(".white") }?.fix)
        #expect(white.hasPrefix("change the text and the .background fill together"))
        let card = #"VStack { Text("Email").foregroundColor(.black); Text("a") }.background(Color.white)"#
        let surface = try #require(findings(card).first { $0.message.hasPrefix("Color.white") }?.fix)
        #expect(surface.hasPrefix("change the background and the .black text inside it together"))
        // Review: white text on a blue badge inside the white page goes with the badge, not the page.
        let badge = """
            VStack {
                Text("Title")
                HStack { Text("New").foregroundColor(.white) }.background(Color.blue)
            }
            .background(Color.white)
            """
        let pageFix = try #require(findings(badge).first { $0.message.hasPrefix("Color.white") }?.fix)
        #expect(pageFix.hasPrefix("use a semantic color"), "\(pageFix)")
        let semantic = #"VStack { Text("Email").foregroundColor(.black) }.background(Color(.systemBackground))"#
        #expect(findings(semantic).first?.fix?.hasPrefix("use .primary") == true)
    }

    /// rw11 review: an outline is the field's boundary: its fix is a color that keeps 3:1, never a
    /// background color, which would erase it.
    @Test func anOutlineIsToldToKeepItsContrast() {
        for source in [
            #"TextField("Email", text: $email).border(Color.black, width: 1)"#,
            #"TextField("Email", text: $email).overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.black, lineWidth: 1))"#,
        ] {
            let found = findings(source)
            #expect(found.count == 1, "\(source)")
            #expect(found.first?.fix?.contains("such as .secondary") == true, "\(source)")
            #expect(found.first?.fix?.contains("use a semantic color (Color(.systemBackground)") == false)
        }
    }

    /// White text over a photo a ZStack stretches behind it (Livelink's login, rw15): `.primary` would
    /// be dark on the photo in light mode, so the fix keeps the text light over a scrim. Not inside a
    /// button or link, which may draw a surface of its own (a prominent style set around it, the
    /// Mac's bezel: the diff review), and not for a tint.
    @Test func textOverAPhotoIsToldToKeepAScrimNotToTakePrimary() throws {
        let source = """
            ZStack {
                Image("background")
                    .resizable()
                    .scaledToFill()
                VStack {
                    Text("Login").foregroundColor(.white)
                    NavigationLink(destination: Text("Sign up")) {
                        Text("Sign up here").foregroundColor(Color.white)
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.line) == [6, 8])
        #expect(found.first?.fix?.contains("over a picture") == true, "\(found.first?.fix ?? "")")
        #expect(found.first?.fix?.contains("scrim") == true)
        #expect(found.last?.fix?.contains("over a picture") == false, "\(found.last?.fix ?? "")")
        let tint = findings(
            "ZStack {\n    Image(\"bg\").resizable().scaledToFill()\n    Button(\"Go\") {}.tint(.white)\n}")
        #expect(tint.count == 1 && tint.first?.fix?.contains("over a picture") == false)
        // A small picture beside the text is not the page: the usual fix.
        let icon = findings("ZStack {\n    Image(\"logo\")\n    Text(\"Login\").foregroundColor(.white)\n}")
        #expect(icon.count == 1 && icon.first?.fix?.contains("over a picture") == false)
    }

    /// A color given straight to an image's `.background` (a white disc behind a filled symbol, so its
    /// cut-out reads white: Stork, rw15) decorates the picture, as a shape drawn there does.
    @Test func aBackdropGivenStraightToAnImageIsNotChrome() {
        #expect(findings(#"Image(systemName: "checkmark.circle.fill").background(.white, in: Circle())"#).isEmpty)
        #expect(
            findings(#"Image(systemName: "star").resizable().frame(width: 20, height: 20).background(Color.white)"#)
                .isEmpty)
        #expect(findings(#"Text("Done").background(.white, in: Circle())"#).count == 1)
        // A button whose whole label is the image: the disc is the button's surface (the diff review).
        #expect(
            findings(
                "Button(action: dismiss) {\n    Image(systemName: \"xmark\").background(Color.white, in: Circle())\n}"
            )
            .count == 1)
    }

    /// rw16 review: a button's raw fill behind its label's white text was told to become
    /// `Color(.systemBackground)`, white under white in light mode; white text on an asset-colored
    /// page or a system-blue stack was told to take `.primary`, black on them; and a `LazyVStack`'s
    /// page color was not paired with the text in it.
    @Test func aFillIsPairedWithTheTextOnItWhateverHoldsIt() throws {
        let button = """
            Button(action: {}) {
                Text("Sign in").foregroundColor(.white)
            }
            .background(Color(red: 0.1, green: 0.2, blue: 0.4))
            """
        let fill = try #require(findings(button).first { $0.message.hasPrefix("Color(red:") }?.fix)
        #expect(fill.hasPrefix("change the fill and its .white text together"), "\(fill)")
        let asset = """
            ZStack {
                Color("Background").ignoresSafeArea()
                VStack { Text("Registration").foregroundColor(.white) }
            }
            """
        let onAsset = try #require(findings(asset).first?.fix)
        #expect(
            onAsset.hasPrefix(#"give the text a color chosen for the Color("Background") page behind it"#), "\(onAsset)"
        )
        #expect(!onAsset.hasPrefix("use .primary"))
        let blue = #"HStack { Text("Sign up").foregroundColor(.white) }.background(Color.blue.cornerRadius(5))"#
        let onBlue = try #require(findings(blue).first?.fix)
        #expect(
            onBlue.hasPrefix("give the text a color chosen for the Color.blue background of the stack around it"),
            "\(onBlue)")
        #expect(
            findings(#"HStack { Text("Go").foregroundColor(.white) }.background(.indigo)"#).first?.fix?.hasPrefix(
                "give the text a color chosen for the .indigo background") == true)
        let lazy = """
            LazyVStack {
                Text("Log in").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.4))
            }
            .background(Color(red: 0.9, green: 0.95, blue: 0.96))
            """
        let texts = findings(lazy).compactMap(\.fix)
        #expect(
            texts.count == 2 && texts.allSatisfy { $0.hasPrefix("change the") && $0.contains("together") }, "\(texts)")
        // A nearly opaque asset page is still the page (rev45); a wash of one is not.
        let opaque = asset.replacingOccurrences(
            of: #"Color("Background")"#, with: #"Color("Background").opacity(0.95)"#)
        #expect(findings(opaque).first?.fix?.hasPrefix("give the text a color chosen for") == true)
        let wash = asset.replacingOccurrences(of: #"Color("Background")"#, with: #"Color("Background").opacity(0.2)"#)
        #expect(findings(wash).first?.fix?.hasPrefix("use .primary") == true)
        // White text on the system's surface is the mistake `.primary` fixes.
        // So is black text on the system's fills (rev45): they are made for `.primary`.
        for surface in [
            "Color(.systemBackground)", ".background", "Color(uiColor: .secondarySystemBackground)",
            "Color(.systemGray6)",
            ".quaternary", ".bar", "Color(.systemFill)",
        ] {
            let source = #"VStack { Text("a").foregroundColor(.white) }.background(\#(surface))"#
            #expect(findings(source).first?.fix?.hasPrefix("use .primary") == true, "\(surface)")
        }
    }

    /// UIKit's fixed grays are raw colors too (rw19): `.darkGray` is white 1/3 in every appearance.
    /// SwiftUI's `Color.gray` and the adaptive system grays are not.
    @Test func uiKitsFixedGraysAreRaw() {
        for raw in ["Color(.darkGray)", "Color(UIColor.lightGray)", "Color(uiColor: .gray)", "Color(UIColor.darkGray)"]
        {
            #expect(findings(#"Text("a").foregroundColor(\#(raw))"#).count == 1, "\(raw)")
        }
        for adaptive in [
            "Color.gray", ".gray", "Color(.systemGray)", "Color(.secondaryLabel)", "Color(UIColor.systemGray2)",
        ] {
            #expect(findings(#"Text("a").foregroundColor(\#(adaptive))"#).isEmpty, "\(adaptive)")
        }
    }

    /// White text on a stack's gradient of hues is told to change with that fill, as on `Color.blue`,
    /// not to become `.primary`, which turns dark on pink and blue in light mode (rw19).
    @Test func textOnAGradientFillIsToldToChangeWithIt() throws {
        let source = """
            VStack {
                Text("WorkSmart").foregroundColor(Color.white)
            }
            .background(LinearGradient(gradient: Gradient(colors: [.pink, .blue]), startPoint: .top, endPoint: .bottom))
            """
        let found = try #require(findings(source).first)
        #expect(
            found.fix?.hasPrefix("give the text a color chosen for the gradient (LinearGradient) background") == true,
            "\(found)")
        let surface = source.replacingOccurrences(
            of: "[.pink, .blue]", with: "[Color(.systemBackground), Color(.secondarySystemBackground)]")
        #expect(findings(surface).first?.fix?.hasPrefix("use .primary") == true, "\(findings(surface))")
    }

    /// A glyph in a plain button's label, and a spinner's tint in a label on a fill, are on the fill
    /// around them: told to change with it, not to become `.primary` or the accent (rw20 #2, #3). A
    /// button that draws its own fill is not looked through.
    @Test func aPlainButtonsLabelAndASpinnerAreOnTheFillAroundThem() throws {
        let banner = """
            HStack {
                Text(message).foregroundStyle(.white)
                Button(action: onDismiss) {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(.white)
                }
            }
            .background(.red, in: RoundedRectangle(cornerRadius: 12))
            """
        let icon = try #require(findings(banner).first { $0.line == 4 })
        #expect(icon.fix?.hasPrefix("give the text a color chosen for the .red background") == true, "\(icon)")
        let styled = banner.replacingOccurrences(of: "\n    }\n}", with: "\n    }\n    .buttonStyle(.bordered)\n}")
        #expect(styled != banner)
        #expect(findings(styled).first { $0.line == 4 }?.fix?.hasPrefix("use .primary") == true, "\(findings(styled))")
        let spinner = """
            Button(action: onRegister) {
                HStack {
                    if isLoading {
                        ProgressView().tint(.white)
                    } else {
                        Text("Register")
                    }
                }
                .padding()
                .background(Color.blue)
            }
            """
        let tint = try #require(findings(spinner).first)
        #expect(tint.fix?.hasPrefix("give the text a color chosen for the Color.blue background") == true, "\(tint)")
    }

    /// A hue picked by hand for light mode, with a system color for dark: reported once, as chosen by
    /// scheme, whether written inline or through a property, and told to keep its hue (rw20 #4).
    @Test func aHuePickedForOneAppearanceKeepsItsHue() throws {
        let property = """
            struct Heading: View {
                private var darkRed = Color(red: 220 / 255, green: 20 / 255, blue: 60 / 255)
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("Bad").foregroundColor(colorScheme == .dark ? Color(.systemRed) : darkRed)
                }
            }
            """
        let inline = """
            struct Heading: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("Bad").foregroundColor(colorScheme == .dark ? Color(.systemRed) : Color(red: 0.86, green: 0.08, blue: 0.24))
                }
            }
            """
        for source in [property, inline] {
            let found = findings(source)
            #expect(found.count == 1, "\(found)")
            #expect(found.first?.message.contains("picked by hand for light or dark mode") == true)
            #expect(found.first?.fix?.hasPrefix("keep the hue and let it adapt") == true)
        }
        // A gray pair still gets .primary.
        let gray = #"Text("a").foregroundColor(colorScheme == .dark ? .white : .black)"#
        #expect(findings(gray).first?.fix?.hasPrefix("use .primary") == true)
        // A property also used outside a choice is fixed in both appearances there.
        let both = property.replacingOccurrences(
            of: "Text(\"Bad\")", with: "Text(\"Hi\").foregroundColor(darkRed)\n        Text(\"Bad\")")
        #expect(findings(both).first?.message.contains("picked by hand") == false, "\(findings(both))")
    }

    /// rw23 #1: a spinner's white tint in a label whose stack draws a fill chosen on a condition, and a
    /// hand-built segment colored white as a whole over the fill its label draws, are pairs with their
    /// fills: told to change together, never to take the accent color or `.primary`, which would draw
    /// the spinner in the accent on an accent-colored button and dark text on a dark pill.
    @Test func aColorPairedWithAFillInsideTheLabelChangesWithIt() throws {
        let spinner = """
            Button(action: submit) {
                HStack {
                    if loading { ProgressView().tint(.white) }
                    Text("Create")
                }
                .background(canSubmit ? Color("DarkGreen") : Color.gray.opacity(0.3))
            }
            """
        let tint = try #require(findings(spinner).first { $0.line == 3 })
        #expect(tint.fix?.hasPrefix("change the text and the .background fill together") == true, "\(tint)")
        let segment = """
            Button {
                selection = mode
            } label: {
                Text(title)
                    .background(selection == mode ? Capsule().fill(Color("Brand")) : Capsule().fill(Color.clear))
            }
            .buttonStyle(.plain)
            .foregroundStyle(selection == mode ? Color.white : Color.primary)
            """
        let white = try #require(findings(segment).first)
        #expect(white.fix?.hasPrefix("change the text and the .background fill together") == true, "\(white)")
        // Without the fill in its label, the same button is told to use a semantic color.
        let plain = segment.replacingOccurrences(
            of:
                "\n        .background(selection == mode ? Capsule().fill(Color(\"Brand\")) : Capsule().fill(Color.clear))",
            with: "")
        #expect(plain != segment)
        #expect(findings(plain).first?.fix?.hasPrefix("use .primary") == true, "\(findings(plain))")
    }
}
