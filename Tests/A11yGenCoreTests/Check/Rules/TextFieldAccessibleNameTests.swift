import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldAccessibleNameTests {
    let rule = TextFieldAccessibleName()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// A code's boxes drawn by a `ForEach` over the hidden field are the value, not its label: the
    /// fix names no loop variable out of scope at the field (rw20 #1).
    @Test func aCodesBoxesAreNotTheFieldsLabel() throws {
        let source = """
            struct OTPTextField: View {
                @Binding var txtOTP: String
                var body: some View {
                    ZStack {
                        HStack {
                            let otpCode = txtOTP.map { String($0) }
                            ForEach(0..<6) { index in
                                Text(index < otpCode.count ? otpCode[index] : "-")
                            }
                        }
                        TextField("", text: $txtOTP)
                            .keyboardType(.numberPad)
                    }
                }
            }
            """
        let finding = try #require(CheckTestSupport.findings(TextFieldAccessibleName(), source).first)
        #expect(finding.fix?.contains("otpCode") == false, "\(finding)")
        #expect(finding.fix?.contains(#".accessibilityLabel("<label>")"#) == true)
    }

    @Test func aTitlelessFieldIsReportedAtTheField() throws {
        let source = """
            VStack {
                TextField("", text: $zip)
                    .textFieldStyle(.roundedBorder)
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.accessible-name")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(finding.message.hasPrefix("TextField has no accessible name: its title is empty"))
        // The general fix, for this field's kind and arguments.
        #expect(
            finding.fix
                == #"name it after its visible label: TextField("<label>", text: …), or .accessibilityLabel("<label>"), or wrap it in LabeledContent("<label>") { … }"#
        )
        #expect(!finding.dependsOnOtherFiles)
    }

    /// A title said to be an example ("ex: Onelock", "e.g. Bob") is a value, not a name: a warning.
    @Test(arguments: ["ex:Onelock", "e.g. Bob", "Example: Ada", "z. B. Müller"])
    func anExampleTitleBesideALabelIsAWarning(title: String) throws {
        let finding = try #require(
            findings("VStack { Text(\"Nickname\"); TextField(\"\(title)\", text: $nick) }").first)
        #expect(finding.severity == .warning, "\(finding.message)")
    }

    /// The fix names the field's own kind and arguments: a SecureField, a `value:format:` field.
    @Test func theFixIsWrittenForTheFieldsKind() throws {
        let secure = try #require(findings(#"VStack { SecureField("", text: $pin) }"#).first)
        #expect(secure.fix?.hasPrefix(#"name it after its visible label: SecureField("<label>", text: …)"#) == true)
        let number = try #require(
            findings(#"HStack { Text("Age"); TextField("", value: $age, format: .number) }"#).first)
        #expect(
            number.fix?.hasPrefix(#"name it after the visible label "Age": TextField("Age", value: …, format: …)"#)
                == true)
        // A label shown at run time is named as the property it is.
        let shown = try #require(findings(#"VStack { Text(title); TextField("", text: $value) }"#).first)
        #expect(
            shown.fix
                == "name it after the label shown beside it: TextField(title, text: …), or .accessibilityLabel(title)")
    }

    @Test func theVisibleLabelBesideItIsTheFix() throws {
        let finding = try #require(findings(#"HStack { Text("City"); TextField("", text: $city) }"#).first)
        #expect(
            finding.fix
                == #"name it after the visible label "City": TextField("City", text: …), or .accessibilityLabel("City")"#
        )
    }

    /// The colon after a label on screen is punctuation, not part of the name offered.
    @Test(arguments: [#"Text("Port: ")"#, #"Text("Port:")"#, #"Text("Port：")"#])
    func theLabelsColonIsNotPartOfTheName(label: String) throws {
        let finding = try #require(findings("HStack { \(label); TextField(\"\", text: $port) }").first)
        #expect(
            finding.fix
                == #"name it after the visible label "Port": TextField("Port", text: …), or .accessibilityLabel("Port")"#
        )
    }

    /// The asterisk that marks a field required is not offered as part of its name (VoiceOver would
    /// say "First Name star"): the name says "required" in words, as the generator's names do.
    @Test func aRequiredAsteriskIsSaidInWords() throws {
        let finding = try #require(findings(#"VStack { Text("First Name *"); TextField("", text: $first) }"#).first)
        #expect(
            finding.fix
                == #"name it after the visible label "First Name" and say in words what its asterisk shows: TextField("First Name", text: …) with .accessibilityLabel("First Name, required")"#
        )
        let blank = try #require(
            findings(#"VStack { Text("Email*"); TextField("Email", text: $email).accessibilityLabel("") }"#).first)
        #expect(blank.fix == #"write .accessibilityLabel("Email, required"), the visible label "Email""#)
        // A title that differs from an asterisk-marked label is fixed with the label's words alone.
        let differs = try #require(findings(#"VStack { Text("Last Name *"); TextField("Last", text: $last) }"#).first)
        #expect(differs.fix?.contains("*") == false, "\(differs.fix ?? "")")
    }

    /// A prefix such as "#" or "$" beside the field is not offered as its name: VoiceOver would say
    /// "number sign, text field".
    @Test(arguments: [##"Text("#")"##, #"Text("$")"#, #"Text(":")"#, #"Text("1.")"#])
    func aSymbolBesideItIsNotOfferedAsTheName(prefix: String) throws {
        let finding = try #require(findings("HStack { \(prefix); TextField(\"\", text: $alias) }").first)
        // The general fix, with a placeholder for the label, not the symbol.
        #expect(finding.fix?.hasPrefix(#"name it after its visible label: TextField("<label>""#) == true)
    }

    @Test func aLabelUnderIfOSIOSLeavesMacOSUnnamed() throws {
        let source = """
            VStack {
                TextField("", text: $zip)
                    #if os(iOS)
                        .keyboardType(.numberPad)
                        .accessibilityLabel("ZIP code")
                    #endif
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("no accessible name on macOS"))
    }

    @Test func aBlankAccessibilityLabelIsReportedAtTheLabel() throws {
        let finding = try #require(
            findings("VStack {\n    SecureField(\"PIN\", text: $pin).accessibilityLabel(\"\")\n}").first)
        #expect((finding.line, finding.column) == (2, 35))
        #expect(
            finding.message.hasPrefix(#".accessibilityLabel("") leaves the SecureField without an accessible name"#))
    }

    @Test func aDesignSystemFieldWithNothingSaysItDependsOnTheDesignSystem() throws {
        let finding = try #require(findings("VStack { DSTextField(text: $code) }").first)
        #expect(finding.dependsOnOtherFiles)
        #expect(finding.note?.contains("card 003") == true)
    }

    @Test func aFieldThatIsAWholePropertyMayBeNamedWhereItIsUsed() throws {
        let finding = try #require(findings("var zipField: some View { TextField(\"\", text: $zip) }").first)
        #expect(finding.note?.contains("'zipField'") == true)
    }

    @Test(arguments: [
        #"VStack { TextField("", text: $a) }"#,
        #"VStack { SecureField("  ", text: $a) }"#,
        #"VStack { TextField(text: $a) { } }"#,
        #"VStack { TextField(text: $a) { Text("") } }"#,
        #"VStack { TextField("", text: $a, prompt: Text("")) }"#,
        #"VStack { TextField("", value: $n, format: .number) }"#,
        #"VStack { TextField("", text: $a).accessibilityLabel(Text("")) }"#,
        #"Form { Section { TextField("", text: $a) } }"#,
        #"Card { TextField("", text: $a) }"#,
        "VStack {\n  if a { TextField(\"\", text: $a) } else { Text(\"x\") }\n}",
        "VStack {\n  TextField(\"\", text: $a)\n    #if canImport(UIKit)\n      .accessibilityLabel(\"A\")\n    #endif\n}",
        // An empty string written as a call (a real settings pane: `TextField(String(), text:)`).
        #"VStack { TextField(String(), text: $key).labelsHidden() }"#,
        #"VStack { TextField(String(""), text: $key) }"#,
        #"VStack { SecureField(.init(), text: $key) }"#,
    ])
    func fieldsWithoutANameAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"TextField("Email", text: $e)"#,
        #"TextField("", text: $zip).accessibilityLabel("ZIP code")"#,
        #"TextField("", text: $zip).accessibilityLabel(zipLabel)"#,
        #"TextField(text: $n) { Text("Name") }"#,
        #"TextField(text: $n, prompt: Text("Required")) { Text("Name") }"#,
        #"LabeledContent("Full name") { TextField("", text: $n) }"#,
        #"LabeledContent { TextField("", text: $n) } label: { Text("Full name") }"#,
        #"LabeledContent("Address") { VStack { TextField("", text: $s) } }"#,
        // A prompt-only field is text-field.no-placeholder-only-label's finding.
        #"TextField("", text: $q, prompt: Text("Search"))"#,
        #"TextField(title, text: $x)"#,
        #"TextField(LocalizedStringKey(key), text: $x)"#,
        #"TextField(String(localized: "Email"), text: $x)"#,
        #"TextField(String(key), text: $x)"#,
        #"HStack { Text("City"); TextField("", text: $c) }.accessibilityElement(children: .combine)"#,
        #"TextField("", text: $x).accessibilityHidden(true)"#,
        #"TextField("", text: $x).accessibilityLabeledPair(role: .content, id: "x", in: ns)"#,
        #"FormRow(title: "City") { TextField("", text: $c) }"#,
        #"FormRow { TextField("", text: $c) } label: { Text("City") }"#,
        "TextField(\"\", text: $x)\n  #if DEBUG\n    .accessibilityLabel(\"X\")\n  #endif",
        "#if false\nTextField(\"\", text: $x)\n#endif",
        #"TextField("", text: $x).accessibilityLabel("").accessibilityLabel("X")"#,
        #"DSTextField(label: "Email", text: $e)"#,
        #"DSTextField(placeholder: "Search", text: $q)"#,
        #"DSTextField(label: emailLabel, text: $e)"#,
        #"DSTextField(text: $q).accessibilityLabel("Code")"#,
        #"MyField(text: $q)"#,
        #"// TextField("", text: $x)"#,
        #"Text("TextField(\"\", text: $x)")"#,
        // rw11: mid-sentence in a row, the Text before starts the sentence ("Take … times a day").
        #"HStack { Text("Take"); TextField("Frequency", value: $n, format: .number).keyboardType(.numberPad); Text("times a day") }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// Review: a unit after the field, or a label ending in a colon, does not make a sentence: the
    /// words before still label the field. "For [n] days" does.
    @Test func aUnitAfterTheFieldLeavesTheLabelBeforeIt() {
        #expect(findings(#"HStack { Text("Height"); TextField("Your size", text: $h); Text("cm") }"#).count == 1)
        #expect(findings(#"HStack { Text("Weight:"); TextField("Pounds", text: $w); Text("lb") }"#).count == 1)
        #expect(findings(#"HStack { Text("For"); TextField("Duration", text: $d); Text("days") }"#).isEmpty)
    }

    @Test func aNameThatDoesNotSayTheVisibleLabelIsReportedWithTheLabelAsTheFix() throws {
        let found = findings(
            """
            VStack {
                Text("Instance:")
                TextField("lemmy.ml:8536", text: $instance)
            }
            """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        // A host name alone ("lemmy.ml") is an example value, which text-field.no-placeholder-only-label
        // reports with the same fix; a host and port is not one, and is this rule's.
        #expect(finding.severity == .warning)
        #expect((finding.line, finding.column) == (3, 5))
        #expect(
            finding.message
                == #"VoiceOver calls the TextField "lemmy.ml:8536" (its title), but the label people see beside it says "Instance": the name has to say the visible label, or VoiceOver users hear a name nobody on screen uses and "Tap Instance" does nothing for Voice Control"#
        )
        #expect(
            finding.fix
                == #"name the field after its visible label and keep "lemmy.ml:8536" as the prompt: TextField("Instance", text: …, prompt: Text("lemmy.ml:8536"))"#
        )
        // The same label given other words by .accessibilityLabel: the fix is the label.
        let relabelled = try #require(
            findings(#"VStack { Text("Username"); SecureField("Username", text: $u).accessibilityLabel("Login") }"#)
                .first)
        #expect(relabelled.message.hasPrefix(#"VoiceOver calls the SecureField "Login" (its .accessibilityLabel)"#))
        #expect(
            relabelled.fix == #"start the .accessibilityLabel with the visible label: .accessibilityLabel("Username")"#)
    }

    /// "CP" above `TextField("Postal Code", …)` (a Spanish address form): renamed "CP" alone, the
    /// field would be spelled out as two letters; the fix keeps the label first and the words after.
    @Test func anAbbreviationAsTheLabelKeepsTheWordsItStandsFor() throws {
        let finding = try #require(
            findings(#"HStack { Text("CP"); TextField("Postal Code", text: $cp).textContentType(.postalCode) }"#).first)
        #expect(
            finding.fix?.hasPrefix(
                #"if "Postal Code" is what "CP" stands for, keep both, the visible label first: .accessibilityLabel("CP, Postal Code")"#
            )
                == true, "\(finding.fix ?? "")")
        #expect(finding.fix?.contains(#"otherwise name the field after its visible label"#) == true)
        #expect(TextFieldAccessibleName.isAbbreviation("C.P."))
        #expect(!TextFieldAccessibleName.isAbbreviation("Zip"))
        #expect(!TextFieldAccessibleName.isAbbreviation("A"))
        #expect(!TextFieldAccessibleName.isAbbreviation("NAME"))
        // A caption in capitals over an example, a hint, or a label that names data: the usual fix
        // (the review's "NAME" over "John Appleseed", "PIN" over "4 to 6 digits", "VAT" over a hint).
        for (label, title) in [
            ("NAME", "John Appleseed"), ("PIN", "4 to 6 digits"), ("VAT", "Optional for businesses"),
        ] {
            let other = findings("HStack { Text(\"\(label)\"); TextField(\"\(title)\", text: $v) }").first
            #expect(
                other?.fix?.hasPrefix("name the field after its visible label") == true,
                "\(label): \(other?.fix ?? "nothing")")
        }
        // A word label keeps the usual fix.
        let word = try #require(findings(#"HStack { Text("Ciudad"); TextField("Town", text: $city) }"#).first)
        #expect(word.fix?.hasPrefix("name the field after its visible label") == true, "\(word.fix ?? "")")
    }

    /// Under a label built at run time, a title of prompt words is fixed with that label.
    @Test func aPromptTitleUnderARuntimeLabelIsFixedWithTheLabel() throws {
        let finding = try #require(
            findings(#"VStack { Text(L10n.SignUp.Password.title); SecureField("入力してください", text: $p) }"#).first)
        #expect(
            finding.fix
                == #"name it by that label and keep the words as the prompt: SecureField(L10n.SignUp.Password.title, text: …, prompt: Text("入力してください"))"#
        )
        let alone = try #require(findings(#"VStack { SecureField("Type here", text: $p) }"#).first)
        #expect(alone.fix?.hasSuffix("with that label shown above it") == true, "\(alone.fix ?? "")")
    }

    /// One word of a prompt may be a label ("To" on a message, "Type", "Input", German "Typ"); and
    /// a unit ("mm") is no date part.
    @Test func oneWordLabelsAreNotPromptsAlone() {
        for title in ["To", "For:", "Type", "Input", "Typ", "入力"] {
            #expect(!TextFieldAccessibleName.saysNothing(title), "\(title)")
        }
        // "Enter" alone is never a label (rw16: `TextField("Enter", …)` under "User Name").
        for title in ["Type here", "Enter text...", "Digite aqui", "入力してください", "Enter", "Eingeben…", "Saisir"] {
            #expect(TextFieldAccessibleName.saysNothing(title), "\(title)")
        }
        #expect(TextFieldNoPlaceholderOnlyLabel.datePart("mm") == nil)
        #expect(TextFieldNoPlaceholderOnlyLabel.datePart("MM") == "month")
    }

    @Test func aSecureFieldIsSaidToBeASecureTextField() throws {
        let finding = try #require(findings(#"VStack { Text("PIN"); SecureField("", text: $pin) }"#).first)
        #expect(finding.message.hasSuffix(#"so VoiceOver says only "secure text field""#))
    }

    /// "Type your name" beside "Type here…" shares only a prompt's word, which names nothing: a
    /// warning, as for a name with no word of the label, not the hedged note of a partial match.
    /// A label whose key is looked up in a table of its own (Maccy's settings panes, the fifth
    /// real-code review): the fix named the field by the bare key, which VoiceOver would have read
    /// out as "IgnoreByTextLengthLimitLabel". Every rule that names a control by the Text beside it
    /// now names it by that Text as written.
    @Test(arguments: [
        ("TextField(\"\", value: $limit, formatter: formatter)", "text-field.accessible-name"),
        ("Toggle(\"\", isOn: $on).labelsHidden()", "toggle.single-name"),
        ("Picker(\"\", selection: $sort) { Text(\"A\").tag(0) }.labelsHidden()", "policy.choice-visible-label"),
        ("Stepper(\"\", value: $count)", "stepper.single-name"),
    ])
    func aLabelFromItsOwnTableIsKeptInTheFix(control: String, rule: String) throws {
        let source = "HStack {\n    Text(\"LimitLabel\", tableName: \"Settings\")\n    \(control)\n}"
        let all: [any CheckRule] = [
            TextFieldAccessibleName(), ToggleSingleName(), PolicyChoiceVisibleLabel(), StepperSingleName(),
        ]
        let found = all.flatMap { CheckTestSupport.findings($0, source) }.filter { $0.rule == rule }
        let finding = try #require(found.first, "\(control)")
        #expect(
            finding.fix?.hasPrefix(
                #"name it by the visible label's own Text, looked up where it is: .accessibilityLabel(Text("LimitLabel", tableName: "Settings"))"#
            ) == true, "\(finding.fix ?? "")")
        let plain = source.replacingOccurrences(of: ", tableName: \"Settings\"", with: "")
        let before = all.flatMap { CheckTestSupport.findings($0, plain) }.filter { $0.rule == rule }
        #expect(before.first?.fix?.contains("own Text") == false)
    }

    /// A container of another file given only settings (`Settings.Container(contentWidth: 450)`,
    /// `FormCard(padding: 12)`) names nothing: its nameless fields are reported, with a note that the
    /// container is elsewhere. One that may take a title (any unlabeled argument, a `title:` or
    /// `label:`, words) may name them and is left alone (the fifth real-code review).
    @Test(arguments: [
        ("FormCard(padding: 12)", true), ("Settings.Container(contentWidth: 450)", true),
        ("CardView(isExpanded: true, style: .plain)", true), ("Card(title: \"Search\")", false),
        ("Card(\"Search\")", false), ("Card(heading)", false), ("Row(label: Text(\"Search\"), spacing: 4)", false),
    ])
    func aContainerGivenOnlySettingsNamesNothing(container: String, reported: Bool) {
        let source = "\(container) {\n    TextField(\"\", text: $query)\n}"
        let found = findings(source)
        #expect(found.count == (reported ? 1 : 0), "\(found)")
        if reported { #expect(found.first?.note?.contains("is defined in another file") == true) }
    }

    @Test func promptWordsDoNotMakeANameMatch() throws {
        let source = #"HStack { Text("Type your name"); TextField("Type here...", text: $n) }"#
        #expect(findings(source).map(\.severity) == [.warning])
        #expect(
            findings(#"HStack { Text("Your name"); TextField("Name here...", text: $n) }"#).map(\.severity) == [.note])
    }

    /// "HH" beside "Start time" is a code (a warning); "Zip" beside "Postal code" is a word (a note).
    /// ("MM" beside "Expiry" is a date part's mask: text-field.no-placeholder-only-label's.)
    @Test func aShortCodeIsAValueAndAShortWordIsAName() throws {
        #expect(findings(#"HStack { Text("Start time"); TextField("HH", text: $h) }"#).map(\.severity) == [.warning])
        #expect(findings(#"HStack { Text("Expiry"); TextField("MM", text: $m) }"#).isEmpty)
        #expect(findings(#"HStack { Text("Postal code"); TextField("Zip", text: $z) }"#).map(\.severity) == [.note])
    }

    @Test func aNameWithOnlySomeOfTheLabelsWordsIsANote() throws {
        let found = findings(#"VStack { Text("Email address"); TextField("Email", text: $e) }"#)
        #expect(found.map(\.severity) == [.note])
    }

    @Test(arguments: [
        #"VStack { Text("Email"); TextField("Email", text: $e) }"#,
        #"VStack { Text("E-mail (required)"); TextField("Your email", text: $e) }"#,
        #"VStack { Text("Email"); TextField("Address", text: $e).accessibilityLabel(Text("Email")) }"#,
        #"VStack { Text("Enter the code we sent."); TextField("Code", text: $c) }"#,
        #"VStack { Text("Step two: your delivery details please"); TextField("Street", text: $s) }"#,
        #"VStack { Text("Email"); TextField("Address", text: $e).accessibilityLabel(label) }"#,
        #"VStack { Text("Card"); TextField("0000 0000 0000 0000", text: $c).accessibilityLabel("Card") }"#,
        #"LabeledContent("City") { VStack { Text("Town"); TextField("Place", text: $c) } }"#,
        #"VStack { Text("郵便番号"); TextField("郵便番号を入力", text: $z) }"#,
    ])
    func aNameThatSaysTheVisibleLabelIsLeftAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// Found in real code: `TextField(text, text: $text)`, the shown side of a reveal toggle, is
    /// named by what people typed (the password itself) and by nothing while empty.
    @Test func aFieldTitledWithItsOwnValueIsReported() throws {
        let source = """
            VStack {
                Text("Password")
                TextField(password, text: $password)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.line == 3 && finding.column == 15)
        #expect(
            finding.message.contains("titled with the text it edits (password)")
                && finding.message.contains("reading the password aloud"))
        #expect(finding.fix == #"title it with its label: TextField("Password", text: …)"#)
        // In a reveal switch, the secure side's title is the label.
        let reveal = """
            if hidden {
                SecureField("Passcode", text: $secret)
            } else {
                TextField(secret, text: $secret)
            }
            """
        let revealed = try #require(findings(reveal).first)
        #expect(revealed.message.contains("reading the password aloud"))
        #expect(revealed.fix == #"title it with its label: TextField("Passcode", text: …)"#)
        #expect(findings(#"TextField(text, text: $text).accessibilityLabel("Notes")"#).isEmpty)
        #expect(findings(#"TextField(model.name, text: $model.name)"#).first?.message.contains("(model.name)") == true)
        // rw11: the value interpolated whole into a literal is the same title.
        let interpolated = try #require(findings(#"SecureField("\(model.password)", text: $model.password)"#).first)
        #expect(interpolated.message.contains("reading the password aloud"))
        #expect(findings(#"TextField("\(a) \(b)", text: $a)"#).allSatisfy { !$0.message.contains("text it edits") })
        #expect(TextFieldAccessibleName.valueTitled(#""\(a.b)""#) == "a.b")
        #expect(TextFieldAccessibleName.valueTitled(#""\(a)\(b)""#) == #""\(a)\(b)""#)
        #expect(TextFieldAccessibleName.valueTitled(#""\(f(x))""#) == "f(x)")
    }

    /// Found in a design system (shadcn-ios SHDInput): `Text(label)` over `TextField(placeholder ?? "",
    /// …)` names the field by the optional placeholder, or by nothing; the fix keeps it as an optional prompt.
    @Test func anOptionalPlaceholderWithAFallbackIsTheTitlesName() throws {
        let source = """
            VStack(alignment: .leading) {
                Text(label)
                TextField(placeholder ?? "", text: $text)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("by `placeholder` (its title, or nothing when it is nil)"))
        #expect(finding.fix?.contains("prompt: placeholder.map { Text($0) }") == true)
    }

    /// rw16 review (DoodleApp): a nameless field in a rename alert was said to be "the whole body of
    /// its view", perhaps labeled by its caller, and offered a LabeledContent an alert cannot hold.
    @Test func aFieldInAnAlertIsNamedByItsTitle() throws {
        let source = """
            struct RenameAlert: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .alert("Rename Drawing", isPresented: $shown) {
                            TextField("", text: $name)
                            Button("OK") {}
                        }
                }
            }
            """
        let found = try #require(findings(source).first)
        #expect(!found.dependsOnOtherFiles, "\(found)")
        #expect(found.fix?.hasPrefix("give it a title that says what to type: TextField(\"<what to type>\"") == true)
        #expect(found.fix?.contains("LabeledContent") == false)
    }
}

/// A floating label: the `Text` naming an untitled field is drawn in the same `ZStack`, where the
/// title's placeholder would be (rw18, SwiftUIFloatingHint). A title would draw the words twice;
/// the fix names the field with the modifier and reads the label once.
@Suite struct TextFieldAccessibleNameFloatingLabelTests {
    static let floating = """
        struct FloatingField: View {
            var title: String
            @Binding var text: String
            var body: some View {
                ZStack(alignment: .leading) {
                    Text(title)
                        .offset(y: text.isEmpty ? 0 : -25)
                    TextField("", text: $text)
                }
            }
        }
        """

    @Test func theFixNamesItWithTheModifierNotATitle() throws {
        let found = try #require(CheckTestSupport.findings(TextFieldAccessibleName(), Self.floating).first)
        #expect(found.fix?.hasPrefix("name it with .accessibilityLabel(title), not a title") == true, "\(found)")
        #expect(found.fix?.contains(".accessibilityHidden(true)") == true)
        #expect(found.fix?.contains("TextField(title") == false)
        // A label above a ZStack that only draws a shape behind the field: a title draws nothing twice.
        let above = """
            struct BoxedField: View {
                var title: String
                @Binding var text: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(title)
                        ZStack {
                            RoundedRectangle(cornerRadius: 8).stroke(.secondary)
                            TextField("", text: $text)
                        }
                    }
                }
            }
            """
        let boxed = try #require(CheckTestSupport.findings(TextFieldAccessibleName(), above).first)
        #expect(boxed.fix?.contains("TextField(title, text: …)") == true, "\(boxed)")
    }

    @Test func aDrawnPlaceholderShownWhileEmptyIsOneToo() throws {
        let drawn = """
            struct PlaceholderField: View {
                @Binding var email: String
                var body: some View {
                    ZStack(alignment: .leading) {
                        if email.isEmpty {
                            Text("Email").foregroundStyle(.secondary)
                        }
                        TextField("", text: $email)
                    }
                }
            }
            """
        // Drawn only while the field is empty, it is gone with the first keystroke: the fix keeps a
        // label shown at all times instead of naming the field after words that vanish (rw23 #9).
        let found = try #require(CheckTestSupport.findings(TextFieldAccessibleName(), drawn).first)
        #expect(found.fix?.hasPrefix("the words drawn over it show only while it is empty") == true, "\(found)")
        #expect(
            found.fix?.contains(#"Text("Email").accessibilityHidden(true), in place of the one drawn over it"#) == true)
        #expect(found.fix?.hasSuffix(#"TextField("Email", text: …)"#) == true)
        // A Clear button shown while text is typed is the button's label, not the field's (rev48).
        let clear = """
            struct SearchBox: View {
                @State private var query = ""
                var body: some View {
                    ZStack(alignment: .trailing) {
                        TextField("", text: $query)
                        if !query.isEmpty {
                            Button { query = "" } label: { Text("Clear") }
                        }
                    }
                }
            }
            """
        let cleared = try #require(CheckTestSupport.findings(TextFieldAccessibleName(), clear).first)
        #expect(cleared.fix?.contains("Clear") == false, "\(cleared)")
    }

    /// A row of two fields under one label ("Min", "Max" under "Price range"): the label is the row's,
    /// and neither field is told to take it as its name (rev48).
    @Test func aLabelOverARowOfFieldsIsTheRows() {
        let row = """
            struct PriceRange: View {
                @State private var low = ""
                @State private var high = ""
                var body: some View {
                    VStack {
                        Text("Price range")
                        HStack {
                            TextField("Min", text: $low)
                            TextField("Max", text: $high)
                        }
                    }
                }
            }
            """
        #expect(CheckTestSupport.findings(TextFieldAccessibleName(), row).isEmpty)
        let one = row.replacingOccurrences(of: "                TextField(\"Max\", text: $high)\n", with: "")
        #expect(CheckTestSupport.findings(TextFieldAccessibleName(), one).count == 1, "one field's row is its own")
    }

    @Test func aSymbolThatStaysBesideTheFieldIsNoFloatingLabel() throws {
        // A currency symbol drawn before the amount (rev47 #16): the fix must not hide it.
        let symbol = """
            struct AmountField: View {
                var currencySymbol: String
                @Binding var amount: String
                var body: some View {
                    ZStack(alignment: .leading) {
                        Text(currencySymbol)
                        TextField("", text: $amount)
                            .padding(.leading, 16)
                    }
                }
            }
            """
        let found = try #require(CheckTestSupport.findings(TextFieldAccessibleName(), symbol).first)
        #expect(found.fix?.contains("label drawn over the field") == false, "\(found)")
        #expect(found.fix?.contains(".accessibilityHidden(true)") == false, "\(found)")
    }
}
