import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoPlaceholderOnlyLabelTests {
    let rule = TextFieldNoPlaceholderOnlyLabel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aPromptWithoutATitleIsReportedAtTheField() throws {
        let source = """
            VStack {
                TextField("", text: $query, prompt: Text("Search recipes"))
                    .textFieldStyle(.roundedBorder)
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-placeholder-only-label")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(finding.message.hasPrefix(#"the prompt "Search recipes" is the TextField's only label"#))
        #expect(finding.fix?.contains(#"TextField("<label>", text: …, prompt: Text("Search recipes"))"#) == true)
        #expect(!finding.dependsOnOtherFiles)
    }

    @Test func theVisibleLabelBesideItIsTheFix() throws {
        let source = #"VStack { Text("Nickname"); TextField("", text: $n, prompt: Text("e.g. Sam")) }"#
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix
                == #"name the field after its visible label: TextField("Nickname", text: …, prompt: Text("e.g. Sam"))"#)
    }

    /// A heading or a sentence above the field names the screen or explains it: the fix must not
    /// make it the field's name (a review found `TextField("It only takes a minute.", …)` offered).
    @Test(arguments: [
        #"Text("It only takes a minute.")"#, #"Text("Welcome back").font(.largeTitle.bold())"#,
        #"Text("Welcome back").font(.system(size: 28))"#,
        #"Text("Create a new account").accessibilityAddTraits(.isHeader)"#,
    ])
    func aHeadingOrSentenceAboveIsNotTheFixsLabel(text: String) throws {
        let source = """
            VStack {
                \(text)
                TextField("", text: $email, prompt: Text("Email"))
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix?.contains(#"TextField("<label>", text: …, prompt: Text("Email"))"#) == true,
            "\(finding.fix ?? "")")
        let example = try #require(
            findings(
                source.replacingOccurrences(
                    of: #"TextField("", text: $email, prompt: Text("Email"))"#,
                    with: #"TextField("name@example.com", text: $email)"#)
            ).first)
        #expect(example.message.contains("its only label"), "\(example.message)")
    }

    @Test func aDesignSystemFieldWithOnlyAPlaceholderDependsOnTheDesignSystem() throws {
        let source = """
            DSTextField(
                placeholder: "Search products...",
                text: $query,
                leadingIcon: "magnifyingglass",
                onSubmit: { viewModel.search(query) }
            )
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.hasPrefix(#"the placeholder "Search products..." is the DSTextField's only label"#))
        #expect(finding.dependsOnOtherFiles)
        #expect(finding.note?.contains("card 003") == true)
    }

    @Test(arguments: [
        #"VStack { TextField("", text: $q, prompt: Text("Search")) }"#,
        #"VStack { SecureField("", text: $p, prompt: Text("Password")) }"#,
        #"VStack { TextField(text: $q, prompt: Text("Name")) { } }"#,
        #"VStack { TextField("", text: $q, prompt: Text(placeholder)) }"#,
        #"VStack { TextField("", value: $n, format: .number, prompt: Text("0")) }"#,
        "VStack {\n  TextField(\"\", text: $q, prompt: Text(\"Search\"))\n    #if os(macOS)\n      .accessibilityLabel(\"Search\")\n    #endif\n}",
        #"VStack { DSTextField(placeholder: "name@company.com", text: $e) }"#,
        #"VStack { DSTextField(label: nil, placeholder: "Search", text: $q) }"#,
        #"VStack { DSTextField(label: "", placeholder: "Search", text: $q) }"#,
    ])
    func placeholderOnlyLabelsAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    /// A styled prompt (`.monospaced()` on its Text) is still read, and the fix writes it on one line.
    @Test func aStyledPromptIsNamedAndWrittenOnOneLine() throws {
        let source =
            "List {\n    TextField(\n        \"\",\n        text: $roomName,\n        prompt: Text(\"Name the room...\")\n            .monospaced()\n    )\n}"
        let finding = try #require(findings(source).first)
        #expect(finding.message.hasPrefix(#"the prompt "Name the room..." is the TextField's only label"#))
        #expect(
            finding.fix?.contains(#"prompt: Text("Name the room...").monospaced())"#) == true, "\(finding.fix ?? "")")
        #expect(finding.fix?.contains("\n") == false)
        // `verbatim:` and `comment:` prompts are named too.
        for prompt in [#"Text(verbatim: "Search")"#, #"Text("Search", comment: "Prompt of the search field")"#] {
            let found = try #require(findings("List { TextField(\"\", text: $q, prompt: \(prompt)) }").first)
            #expect(found.message.hasPrefix(#"the prompt "Search" is"#), "\(found.message)")
        }
    }

    /// An example value as the title and no label beside it: the example is the only label and the
    /// whole name (Skip's `TextField("(###) ###-####", …)`); the fix keeps it as the prompt.
    @Test func anExampleTitleWithNoLabelBesideItIsReported() throws {
        let finding = try #require(
            findings(#"ScrollView { VStack { TextField("you@example.com", text: $email) } }"#).first)
        #expect(finding.message.contains("is an example value and its only label"))
        #expect(finding.fix?.contains(#"prompt: Text("you@example.com")"#) == true)
        for title in ["(###) ###-####", "https://example.com", "+1 555 0100"] {
            #expect(findings("ScrollView { TextField(\"\(title)\", text: $value) }").count == 1, "\(title)")
        }
        for title in ["Phone", "Email address", "#hashtag", "Website (https)"] {
            #expect(findings("ScrollView { TextField(\"\(title)\", text: $value) }").isEmpty, "\(title)")
        }
    }

    /// The fix is code people paste: it keeps the field's own binding (`value:formatter:`), turns
    /// an `onCommit:` into `.onSubmit` (no initializer takes both it and a prompt), and reads a
    /// `verbatim:` title as a title.
    @Test func theFixKeepsTheFieldsInitializerWorking() throws {
        func fix(_ field: String) throws -> String {
            try #require(findings("HStack { Text(\"Guest port\"); \(field) }").first?.fix)
        }
        #expect(
            try fix(#"TextField("1234", value: $port, formatter: NumberFormatter())"#).contains(
                #"TextField("Guest port", value: …, formatter: …, prompt: Text("1234"))"#))
        let committed = try fix(#"TextField("1234", text: $port, onCommit: { save() })"#)
        #expect(
            committed.contains(#"TextField("Guest port", text: …, prompt: Text("1234")).onSubmit { … }"#),
            "\(committed)")
        let trailing = try fix(#"TextField("1234", text: $port) { save() }"#)
        #expect(trailing.contains(#"prompt: Text("1234")).onSubmit { … }"#), "\(trailing)")
        let editing = try fix(#"TextField("1234", text: $port, onEditingChanged: { _ in })"#)
        #expect(!editing.contains("onEditingChanged: …") && editing.contains("@FocusState"), "\(editing)")
        #expect(
            try fix(#"TextField(verbatim: "50002", text: $port)"#).contains(
                #"TextField("Guest port", text: …, prompt: Text("50002"))"#))
        // `prompt:` before `axis:`, as every initializer that takes both orders them.
        #expect(
            try fix(#"TextField("1234", text: $port, axis: .vertical)"#).contains(
                #"TextField("Guest port", text: …, prompt: Text("1234"), axis: …)"#))
        // A prompt-only field keeps its value binding too.
        #expect(
            try fix(#"TextField("", value: $port, format: .number, prompt: Text("8080"))"#).contains(
                #"TextField("Guest port", value: …, format: …, prompt: Text("8080"))"#))
    }

    /// Below iOS 15 and macOS 12 no initializer takes a prompt: the fix shows the example beside the
    /// field, and says why, so what people paste compiles where their code does.
    @Test func belowThePromptsOSTheExampleIsShownBeside() throws {
        let source = """
            // Platforms: iOS 14.0
            HStack { Text("Guest port"); TextField("1234", value: $port, formatter: NumberFormatter()) }
            """
        let fix = try #require(findings(source).first?.fix)
        #expect(
            fix
                == #"name the field after its label and keep the example: TextField("Guest port", value: …, formatter: …), and Text("1234") shown as text near it (a prompt: needs iOS 15.0, newer than this code's minimum)"#
        )
        let current = try #require(findings(source.replacingOccurrences(of: "iOS 14.0", with: "iOS 15.0")).first?.fix)
        #expect(
            current.contains(
                #"keep the example as the prompt: TextField("Guest port", value: …, formatter: …, prompt: Text("1234"))"#
            ))
    }

    @Test(arguments: [
        // Titled: the title is the name; whether a visible label sits beside it is not decidable.
        #"TextField("Email", text: $e)"#,
        #"TextField("Email", text: $e, prompt: Text("name@example.com"))"#,
        #"TextField(text: $n, prompt: Text("Required")) { Text("Name") }"#,
        #"TextField("", text: $q, prompt: Text("Search")).accessibilityLabel("Search")"#,
        #"LabeledContent("City") { TextField("", text: $c, prompt: Text("Required")) }"#,
        // No prompt: text-field.accessible-name's finding.
        #"TextField("", text: $q)"#,
        #"TextField("", text: $q, prompt: Text(""))"#,
        #"TextField("", text: $q, prompt: Text("Search")).accessibilityLabel("")"#,
        #"TextField(title, text: $q, prompt: Text("Search"))"#,
        #"HStack { TextField("", text: $q, prompt: Text("Search")) }.accessibilityLabel("Search")"#,
        #"DSTextField(label: "Email", placeholder: "name@company.com", text: $e)"#,
        #"DSTextField(label: emailLabel, placeholder: "name@company.com", text: $e)"#,
        #"DSTextField(placeholder: "Search", text: $q).accessibilityLabel("Search")"#,
        #"OtherTextField(placeholder: "Search", text: $q)"#,
        #"LabeledContent("Search") { DSTextField(placeholder: "Search", text: $q) }"#,
        "TextField(\"\", text: $q, prompt: Text(\"Search\"))\n  #if DEBUG\n    .accessibilityLabel(\"Search\")\n  #endif",
        #"// TextField("", text: $q, prompt: Text("Search"))"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// Dots, stars and dashes are read one by one, never a name; an emoji or a word is a name.
    @Test func masksAreTitlesThatNameNothing() {
        for mask in ["••••", "********", "– – –", "●●●●", "···", "_ _ _ _"] {
            #expect(TextFieldNoPlaceholderOnlyLabel.isMask(mask), "\(mask)")
            #expect(TextFieldNoPlaceholderOnlyLabel.isExampleValue(mask), "\(mask)")
        }
        for title in ["🔍", "PIN", "•PIN•", "0000", "$", "+"] {
            #expect(!TextFieldNoPlaceholderOnlyLabel.isMask(title), "\(title)")
        }
        #expect(
            findings(#"SecureField("••••", text: $pin)"#).map(\.message).first?.contains("a mask, not words") == true)
    }

    /// Found in real code: card-number groups titled "XXXX" and a hardware address field titled
    /// "aa:bb:cc:dd:ee:ff" were taken for names (VoiceOver spells "X X X X"); "0000" was not.
    @Test func lettersStandingForCharactersAreExampleValues() {
        for title in [
            "XXXX", "XX", "XXX-XX-XXXX", "xxxx xxxx", "XXXX XXXX XXXX 1234", "MM/YY", "MM / YY", "DD.MM.YYYY",
            "yyyy-mm-dd",
            "aa:bb:cc:dd:ee:ff", "00:1A:2B:3C:4D:5E", "fe80::1:2",
        ] {
            #expect(TextFieldNoPlaceholderOnlyLabel.isExampleValue(title), "\(title)")
        }
        for title in [
            "X", "Xbox", "Max", "MY-DAY", "Dad", "Add", "Bed", "cafe", "dead-beef", "Mode/Mood", "ID", "My",
            "Add-a-Face", "fe80::1", "MY DAY", "Dad Mom",
        ] {
            #expect(!TextFieldNoPlaceholderOnlyLabel.isExampleValue(title), "\(title)")
        }
        #expect(findings(#"TextField("XXXX", text: $group1)"#).first?.message.contains("is an example value") == true)
    }

    /// rw11 review: `TextField("example.com", text: $url)` was taken for a label (keep-visible-label
    /// offered "example.com" as the visible label). A host name is an example value; words with
    /// dots are not.
    @Test func aHostNameIsAnExampleValue() {
        for title in ["example.com", "www.apple.com", "lemmy.ml", "my-server.local", "mail2.example.co"] {
            #expect(TextFieldNoPlaceholderOnlyLabel.isExampleValue(title), "\(title)")
        }
        for title in ["e.g.", "v1.2", "Mr. Smith", "Example.com", "a.b", "St.", "name.", "readme.md.x1"] {
            #expect(!TextFieldNoPlaceholderOnlyLabel.isExampleValue(title), "\(title)")
        }
        #expect(
            findings(#"TextField("example.com", text: $url)"#).first?.message.contains("is an example value") == true)
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// The label above a row that holds an icon and the field is the field's visible label: the
    /// message names it instead of calling the example the only label (the real-world review).
    @Test func aLabelAboveTheIconRowIsTheVisibleLabel() throws {
        let source = """
            VStack(alignment: .leading) {
                Text("Email")
                HStack {
                    Image(systemName: "envelope")
                    TextField("name@example.com", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                }
                .padding()
            }
            """
        let finding = try #require(CheckTestSupport.findings(TextFieldNoPlaceholderOnlyLabel(), source).first)
        #expect(finding.message.contains(#"while the label "Email" beside it is not its name"#), "\(finding.message)")
        #expect(finding.fix?.contains(#"TextField("Email", text: …, prompt: Text("name@example.com"))"#) == true)
    }
}

/// An example title under a label built at run time (`Text(L10n.SignUp.Email.title)`, a real
/// sign-up view): the label is on screen, so the fix names the field by it rather than asking for one.
@Suite struct TextFieldNoPlaceholderOnlyLabelRuntimeLabelTests {
    @Test func theFixNamesTheFieldByTheLabelShownBesideIt() throws {
        let source = """
            VStack(alignment: .leading) {
                Text(L10n.SignUp.Email.title)
                TextField("jane@example.com", text: $email)
            }
            """
        let finding = try #require(CheckTestSupport.findings(TextFieldNoPlaceholderOnlyLabel(), source).first)
        #expect(finding.message.contains("the label shown beside it (L10n.SignUp.Email.title) is not its name"))
        #expect(
            finding.fix
                == #"name the field after its label and keep the example as the prompt: TextField(L10n.SignUp.Email.title, text: …, prompt: Text("jane@example.com"))"#
        )
        // A heading built at run time is no label.
        let heading = CheckTestSupport.findings(
            TextFieldNoPlaceholderOnlyLabel(),
            source.replacingOccurrences(of: "Text(L10n.SignUp.Email.title)", with: "Text(title).font(.largeTitle)"))
        #expect(heading.first?.message.contains("its only label") == true, "\(heading)")
    }
}

/// `@available(iOS 14, macOS 11, *)` on the view says the project builds below iOS 15, where
/// `prompt:` does not exist (rw18, UTM's port-forward form): the fix must compile there.
@Suite struct TextFieldNoPlaceholderOnlyLabelAvailabilityTests {
    static func row(_ attribute: String) -> String {
        """
        import SwiftUI

        \(attribute)
        struct PortRow: View {
            @State private var port = ""
            var body: some View {
                HStack {
                    Text("Guest Port")
                    Spacer()
                    TextField("1234", text: $port)
                        .keyboardType(.numberPad)
                }
            }
        }
        """
    }

    @Test(arguments: ["@available(iOS 14, macOS 11, *)", "@available(iOS, introduced: 14)\n@MainActor"])
    func aTypeAvailableBeforeThePromptGetsAFixWithout(attribute: String) throws {
        let found = try #require(
            CheckTestSupport.findings(TextFieldNoPlaceholderOnlyLabel(), Self.row(attribute)).first)
        #expect(found.fix?.contains("prompt: Text(") == false, "\(found)")
        #expect(found.fix?.contains("a prompt: needs iOS 15.0") == true, "\(found)")
    }

    @Test(arguments: ["", "@available(iOS 16, *)"])
    func aTypeAvailableFromThePromptOnKeepsIt(attribute: String) throws {
        let found = try #require(
            CheckTestSupport.findings(TextFieldNoPlaceholderOnlyLabel(), Self.row(attribute)).first)
        #expect(found.fix?.contains("prompt: Text(\"1234\")") == true, "\(found)")
    }
}
