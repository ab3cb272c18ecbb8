import Foundation
import Testing

@testable import A11yGenCore

/// Proves the SwiftUI model both ways: Apple's patterns from the rule cards type-check unchanged,
/// and known-wrong code fails with the diagnostic that names the mistake.
@Suite(.serialized) struct SwiftUIModelTests {
    static func seed(_ file: String) throws -> String {
        let url = TestSupport.seedsDirectory.appendingPathComponent(file)
        guard let text = TestSupport.read(url) else {
            throw CompileHarness.HarnessError(
                description: "rule card \(url.path) not found; set A11YGEN_SEEDS to the seeds folder")
        }
        return text
    }

    /// The golden pattern of a card: the Swift between "SWIFT" and "Acceptance Checks".
    static func goldenPattern(_ file: String) throws -> String {
        let text = try seed(file)
        guard let start = text.range(of: "import SwiftUI"), let end = text.range(of: "Acceptance Checks") else {
            throw CompileHarness.HarnessError(description: "no golden pattern in \(file)")
        }
        return String(text[start.lowerBound..<end.lowerBound])
    }

    /// The ```swift blocks of card 001, each wrapped in a view unchanged: `@State` lines become
    /// properties and the rest the body.
    static func referenceBlocks() throws -> [String] {
        let text = try seed("001_1900ebf82cd028c5.txt")
        var blocks: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "```swift\n"), let close = rest[open.upperBound...].range(of: "```") {
            blocks.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return blocks.enumerated().map { index, block in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            let properties = lines.filter { $0.hasPrefix("@State") }.map { "    " + $0 }
            let body = lines.filter { !$0.hasPrefix("@State") }.map { "        " + $0 }
            return
                (["import SwiftUI", "", "struct Reference\(index): View {"] + properties
                + ["    var body: some View {", "        VStack {"] + body + ["        }", "    }", "}", ""]).joined(
                    separator: "\n")
        }
    }

    static func check(_ source: String, _ configuration: CompileConfiguration, mode: Int) throws -> [String] {
        try CompileHarness.typecheck(
            [TypeCheckCase(id: "x", source: source, origin: "control")], in: configuration, swiftVersion: mode)["x"]
            ?? []
    }

    static func ios(_ v: Int) -> CompileConfiguration { CompileConfiguration(platform: .ios, minimum: OSVersion(v)) }
    static func macos(_ v: Int) -> CompileConfiguration {
        CompileConfiguration(platform: .macos, minimum: OSVersion(v))
    }

    // MARK: Positive controls

    @Test(TestSupport.needsSeeds, arguments: [16, 17, 18, 26, 27])
    func textFieldCardGoldenPatternTypeChecksOnIOS(version: Int) throws {
        let source = try Self.goldenPattern("000_f496c49a68d37f65.txt")
        for mode in CompileHarness.languageModes {
            #expect(
                try Self.check(source, Self.ios(version), mode: mode) == [],
                "card 000 golden, iOS \(version), Swift \(mode)")
        }
    }

    @Test(TestSupport.needsSeeds, arguments: [15, 16, 17, 18, 26, 27])
    func datePickerCardGoldenPatternTypeChecksOnIOS(version: Int) throws {
        let source = try Self.goldenPattern("002_174ac302fc005b36.txt")
        for mode in CompileHarness.languageModes {
            #expect(
                try Self.check(source, Self.ios(version), mode: mode) == [],
                "card 002 golden, iOS \(version), Swift \(mode)")
        }
    }

    @Test(TestSupport.needsSeeds) func textFieldReferenceBlocksTypeCheckOnBothPlatforms() throws {
        let blocks = try Self.referenceBlocks()
        #expect(blocks.count == 4, "card 001 should have default code, Form, macOS default and macOS Form blocks")
        let cases = blocks.enumerated().map {
            TypeCheckCase(id: "block\($0.offset)", source: $0.element, origin: "card 001 block \($0.offset)")
        }
        // LabeledContent in the Form variant needs iOS 16 / macOS 13.
        for configuration in [Self.ios(16), Self.ios(18), Self.macos(13), Self.macos(15)] {
            for mode in CompileHarness.languageModes {
                let failures = try CompileHarness.typecheck(cases, in: configuration, swiftVersion: mode)
                #expect(failures.isEmpty, "\(configuration) Swift \(mode): \(failures)")
            }
        }
    }

    /// Keyboard toolbar, default-action shortcut, control size, input labels, search-field trait and an
    /// error label, used together; every one of them exists at iOS 15 and macOS 12.
    static let toolbarAndInputLabelsView = """
        import SwiftUI

        struct KeyboardToolbarForm: View {
            @State private var email = ""
            @State private var error: String? = nil
            @State private var edited = false
            @FocusState private var focused: Bool
            private let saveTitle = "Save"

            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                        .focused($focused)
                        .accessibilityInputLabels(["Email"])
                        .accessibilityAddTraits(.isSearchField)
                        .accessibilityHint(edited ? Text("a") : Text(""))
                    Text("Email").accessibilityInputLabels([Text("Email")])
                    if let e = error {
                        Label {
                            Text(e).foregroundStyle(.primary)
                        } icon: {
                            Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.red)
                        }
                    }
                    Button(saveTitle) { edited = false }
                        .keyboardShortcut(.defaultAction)
                        .controlSize(.large)
                }
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        if let e = error {
                            Text(e)
                        }
                        if edited {
                            Text("Edited")
                        } else {
                            EmptyView()
                        }
                        Button("Clear") { error = nil }
                        Button("Done") { focused = false }
                    }
                }
            }
        }

        """

    /// Number parsing and day comparison come from the real Foundation on Linux, not from the model.
    static let foundationParsing = """
        import SwiftUI

        func parsedValues(_ a: Date, _ b: Date) -> Bool {
            let n: Int? = try? IntegerFormatStyle<Int>(locale: .autoupdatingCurrent).parseStrategy.parse("2")
            let d: Double? = try? FloatingPointFormatStyle<Double>(locale: .autoupdatingCurrent).parseStrategy.parse("2.5")
            let c: Decimal? = try? Decimal.FormatStyle(locale: .autoupdatingCurrent).parseStrategy.parse("9.99")
            let order = Calendar.current.compare(a, to: b, toGranularity: .day)
            return n != nil && d != nil && c != nil && order == .orderedAscending
        }

        """

    /// One batch per configuration: at iOS 15 / macOS 12 (the floors `API` gives these APIs) and at
    /// iOS 17 / macOS 14.
    @Test func toolbarShortcutsInputLabelsAndFoundationParsingTypeCheck() throws {
        let cases = [
            TypeCheckCase(id: "view", source: Self.toolbarAndInputLabelsView, origin: "keyboard toolbar view"),
            TypeCheckCase(id: "foundation", source: Self.foundationParsing, origin: "Foundation parsing"),
        ]
        for configuration in [Self.ios(15), Self.ios(17), Self.macos(12), Self.macos(14)] {
            for mode in CompileHarness.languageModes {
                let failures = try CompileHarness.typecheck(cases, in: configuration, swiftVersion: mode)
                #expect(failures.isEmpty, "\(configuration) Swift \(mode): \(failures)")
            }
        }
    }

    // MARK: Negative controls, each with a twin that compiles where the API exists

    struct Control: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        /// Modules beyond SwiftUI, e.g. Accessibility for announcements (reference §4.1).
        var imports: String = ""
        var failsIn: CompileConfiguration
        var expected: String
        /// Where the same code is valid; nil for code that is wrong everywhere.
        var compilesIn: CompileConfiguration?
        var testDescription: String { name }
    }

    static let controls: [Control] = [
        Control(
            name: ".keyboardType in a macOS build",
            body: #"TextField("Email", text: $text).keyboardType(.emailAddress)"#,
            failsIn: macos(14), expected: "has no member 'keyboardType'", compilesIn: ios(17)),
        Control(
            name: ".datePickerStyle(.wheel) on macOS",
            body: #"DatePicker("Day", selection: $date).datePickerStyle(.wheel)"#,
            failsIn: macos(15), expected: "wheel", compilesIn: ios(15)),
        Control(
            name: "TextField(_:text:axis:) at iOS 15", body: #"TextField("Bio", text: $text, axis: .vertical)"#,
            failsIn: ios(15), expected: "axis", compilesIn: ios(16)),
        Control(
            name: "LabeledContent at iOS 15", body: #"LabeledContent("Name") { TextField("", text: $text) }"#,
            failsIn: ios(15), expected: "cannot find 'LabeledContent' in scope", compilesIn: ios(16)),
        Control(
            name: "AccessibilityNotification.Announcement at iOS 16",
            body: #"Button("Save") { AccessibilityNotification.Announcement("Saved").post() }"#,
            imports: "import Accessibility\n", failsIn: ios(16),
            expected: "cannot find 'AccessibilityNotification' in scope", compilesIn: ios(17)),
        Control(
            name: ".hourMinuteAndSecond on iOS",
            body: #"DatePicker("Time", selection: $date, displayedComponents: .hourMinuteAndSecond)"#,
            failsIn: ios(18), expected: "has no member 'hourMinuteAndSecond'", compilesIn: nil),
        Control(
            name: "a misspelled argument label", body: #"TextField("Email", txt: $text)"#,
            failsIn: ios(17), expected: "incorrect argument label", compilesIn: nil),
        Control(
            name: "a String where Binding<String> is required", body: #"TextField("Email", text: text)"#,
            failsIn: ios(17), expected: "of type 'String' to expected type 'Binding<String>'",
            compilesIn: nil),
        Control(
            name: "accessibilityInputLabels without an array",
            body: #"TextField("Email", text: $text).accessibilityInputLabels("Email")"#,
            failsIn: ios(17), expected: "no exact matches in call to instance method 'accessibilityInputLabels'",
            compilesIn: nil),
        Control(
            name: ".controlSize(.extraLarge) at iOS 16", body: #"Button("Save") {}.controlSize(.extraLarge)"#,
            failsIn: ios(16), expected: "has no member 'extraLarge'", compilesIn: ios(17)),
        Control(
            name: ".textFieldStyle(.bordered) at macOS 26",
            body: #"TextField("Email", text: $text).textFieldStyle(.bordered)"#,
            failsIn: macos(26), expected: "has no member 'bordered'", compilesIn: macos(27)),
        Control(
            name: ".textInputBorderShape at iOS 26",
            body: #"TextField("Email", text: $text).textInputBorderShape(.roundedRectangle)"#,
            failsIn: ios(26), expected: "has no member 'textInputBorderShape'", compilesIn: ios(27)),
        // A field checked as people leave it: the two-value onChange arrives in iOS 17 / macOS 14 and
        // deprecates the one-value one there (a warning, an error in a build with warnings as errors).
        Control(
            name: "onChange with an old and a new value at iOS 16",
            body: #"TextField("Email", text: $text).onChange(of: text) { _, value in print(value) }"#,
            failsIn: ios(16), expected: "onChange", compilesIn: ios(17)),
        Control(
            name: "onChange(of:perform:) at macOS 14",
            body: #"TextField("Email", text: $text).onChange(of: text) { value in print(value) }"#,
            failsIn: macos(14), expected: "onChange", compilesIn: macos(13)),
        Control(
            name: "an announcement priority at iOS 16",
            body:
                #"Button("Save") { var queued = AttributedString("Saved"); queued.accessibilitySpeechAnnouncementPriority = .low }"#,
            imports: "import Accessibility\n", failsIn: ios(16), expected: "accessibilitySpeechAnnouncementPriority",
            compilesIn: ios(17)),
        Control(
            name: "a queued announcement on the Mac, on iOS",
            body:
                #"Button("Save") { NSAccessibility.post(element: "form", notification: .announcementRequested, userInfo: [.announcement: "Saved", .priority: NSAccessibilityPriorityLevel.low.rawValue]) }"#,
            failsIn: ios(17), expected: "NSAccessibility", compilesIn: macos(13)),
        // Foundation's localization (issue 15): String(localized:) exists from iOS 15 / macOS 12; its
        // comment is a StaticString (a literal only); an interpolation takes strings and numbers.
        Control(
            name: "String(localized:) at iOS 14",
            body: #"TextField(String(localized: "Email", comment: "A label."), text: $text)"#,
            failsIn: ios(14), expected: "localized", compilesIn: ios(15)),
        Control(
            name: "String(localized:) at macOS 11",
            body: #"TextField(String(localized: "Email", table: "Forms", comment: "A label."), text: $text)"#,
            failsIn: macos(11), expected: "localized", compilesIn: macos(12)),
        Control(
            name: "a comment that is not a literal",
            body: #"TextField(String(localized: "Email", comment: String("A label.")), text: $text)"#,
            failsIn: ios(17), expected: "StaticString", compilesIn: nil),
        Control(
            name: "a Date interpolated into a localized string",
            body: #"Text(String(localized: "Due \(date)", comment: "A date."))"#,
            failsIn: ios(17), expected: "appendInterpolation", compilesIn: nil),
        Control(
            name: "String(localized:) with a misspelled table label",
            body: #"Text(String(localized: "Email", tableName: "Forms", comment: "A label."))"#,
            failsIn: ios(17), expected: "tableName", compilesIn: nil),
        Control(
            name: "Text with a table and a comment at iOS 17, and String(localized:) with a format",
            body:
                #"Text(String(localized: "\(text), \(text)", bundle: .main, comment: "Name, error.")).accessibilityLabel(Text("Email", tableName: "Forms", bundle: .main, comment: "A label."))"#,
            failsIn: ios(14), expected: "localized", compilesIn: ios(17)),
        // Apple's padding takes a length that is not optional, or edges first (issue 14's model audit).
        Control(
            name: "padding with an optional length alone",
            body: #"TextField("Email", text: $text).padding(Optional<CGFloat>.none)"#,
            failsIn: ios(17), expected: "padding", compilesIn: nil),
        // ViewBuilder takes ten views per block until the variadic buildBlock of iOS 17 / macOS 14.
        Control(
            name: "eleven views in one block at iOS 16",
            body: (0..<11).map { #"Text("\#($0)")"# }.joined(separator: "; "),
            failsIn: ios(16), expected: "extra argument", compilesIn: ios(17)),
        Control(
            name: "eleven views in one block at macOS 13",
            body: (0..<11).map { #"Text("\#($0)")"# }.joined(separator: "; "),
            failsIn: macos(13), expected: "extra argument", compilesIn: macos(14)),
    ]

    static func source(_ control: Control) -> String {
        """
        import SwiftUI
        \(control.imports)
        struct Control: View {
            @State private var text = ""
            @State private var date = Date()

            var body: some View {
                VStack {
                    \(control.body)
                }
            }
        }

        """
    }

    @Test(arguments: controls)
    func knownWrongCodeFails(control: Control) throws {
        for mode in CompileHarness.languageModes {
            let diagnostics = try Self.check(Self.source(control), control.failsIn, mode: mode).joined(separator: "\n")
            #expect(
                diagnostics.contains(control.expected),
                "\(control.name) in \(control.failsIn), Swift \(mode): expected '\(control.expected)', got:\n\(diagnostics)"
            )
            if let valid = control.compilesIn {
                #expect(
                    try Self.check(Self.source(control), valid, mode: mode) == [],
                    "\(control.name) should compile in \(valid)")
            }
        }
    }

    /// Apple's `Binding(get:set:)` takes `@Sendable` closures (Xcode 16 and later, `@preconcurrency`):
    /// closures that capture a value that is not Sendable fail in Swift 6 and pass in Swift 5.
    @Test func bindingClosuresAreSendableInSwift6() throws {
        let source = Self.source(
            Control(
                name: "a Binding whose closures capture a class",
                body:
                    #"TextField("Email", text: { final class Box { var text = "" }; let box = Box(); return Binding(get: { box.text }, set: { box.text = $0 }) }())"#,
                failsIn: Self.ios(17), expected: "Sendable", compilesIn: nil))
        let six = try Self.check(source, Self.ios(17), mode: 6).joined(separator: "\n")
        #expect(six.contains("Sendable"), "got: \(six)")
        #expect(try Self.check(source, Self.ios(17), mode: 5) == [])
        // A binding of a Sendable value is Sendable (Apple's conditional conformance): closures that
        // capture another binding, held in a local, compile in Swift 6, as in Xcode.
        let derived = Self.source(
            Control(
                name: "a Binding derived from another",
                body:
                    #"TextField("Email", text: { let typed = $text; return Binding(get: { typed.wrappedValue.lowercased() }, set: { typed.wrappedValue = $0 }) }())"#,
                failsIn: Self.ios(17), expected: "", compilesIn: nil))
        for mode in CompileHarness.languageModes {
            let diagnostics = try Self.check(derived, Self.ios(17), mode: mode)
            #expect(diagnostics == [], "Swift \(mode): \(diagnostics)")
        }
    }

    /// UIKit-only code under `#if canImport(UIKit)` disappears on macOS, as on a real Mac.
    @Test func canImportUIKitFollowsThePlatform() throws {
        let source = """
            import SwiftUI
            #if canImport(UIKit)
            let keyboard: UIKeyboardType = .emailAddress
            #else
            let content: NSTextContentType = .emailAddress
            #endif

            """
        #expect(try Self.check(source, Self.ios(17), mode: 6) == [])
        #expect(try Self.check(source, Self.macos(14), mode: 6) == [])
        // NSTextContentType.emailAddress is macOS 14: absent at macOS 13.
        #expect(try Self.check(source, Self.macos(13), mode: 6).joined().contains("emailAddress"))
    }
}
