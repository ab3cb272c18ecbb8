import Foundation
import Testing

@testable import A11yGenCore

/// Issue 15: the words a11y-gen writes itself come from one table, in the language of the spec's
/// `locale` (English, German, Japanese); other languages fall back to English with a warning, and a
/// message the spec gives is used as written.
@Suite struct MessageTableTests {
    // MARK: Helpers

    /// Plans a field spec read from JSON, as the CLI does.
    static func plan(_ json: String) throws -> FieldPlan {
        let spec = try SpecReader().readField(data: Array(json.utf8)).get()
        return try Inference.plan(spec)
    }

    static func messages(_ json: String) throws -> [ValidationCheck.Kind: String] {
        var result: [ValidationCheck.Kind: String] = [:]
        for check in try plan(json).checks { result[check.kind] = check.message }
        return result
    }

    /// The `{name}` placeholders a template contains, found independently of the table's own filler.
    static func placeholderNames(in template: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"\{([A-Za-z]+)\}"#)
        let range = NSRange(template.startIndex..., in: template)
        return Set(
            regex.matches(in: template, range: range).map { String(template[Range($0.range(at: 1), in: template)!]) })
    }

    // MARK: Language resolution

    @Test(arguments: [
        ("de_DE", MessageLanguage.de), ("de-CH", .de), ("de", .de), ("DE_at", .de), ("ja_JP", .ja), ("ja", .ja),
        ("ja-JP", .ja), ("en_GB", .en), ("en_US", .en), ("en", .en),
    ])
    func localeResolvesToItsLanguage(_ locale: String, _ language: MessageLanguage) {
        let resolution = MessageLanguage.resolve(locale)
        #expect(resolution.language == language, "\(locale)")
        #expect(resolution.unsupported == nil, "\(locale)")
    }

    @Test func noLocaleIsEnglishWithoutAWarning() throws {
        #expect(MessageLanguage.resolve(nil) == .init(language: .en, unsupported: nil))
        let plan = try Self.plan(#"{"label": "Email", "type": "email", "validation": {"required": true}}"#)
        #expect(!plan.warnings.contains { $0.code == "messages-language-unsupported" })
    }

    @Test(arguments: [("fr_FR", "fr"), ("pt-BR", "pt"), ("zh_TW", "zh"), ("nl_NL", "nl")])
    func aLanguageTheTableLacksFallsBackToEnglish(_ locale: String, _ code: String) {
        #expect(MessageLanguage.resolve(locale) == .init(language: .en, unsupported: code))
        #expect(MessageTable(locale: locale) == MessageTable(.en))
    }

    @Test func theFallbackIsWarnedWhereTheLocaleIsAndSaysWhatToDo() throws {
        let plan = try Self.plan(
            #"{"label": "Email", "type": "email", "locale": "fr_FR", "validation": {"required": true}}"#)
        #expect(plan.checks.first?.message == "Enter email.")
        #expect(plan.visibleText == "Email (required)")
        let warnings = plan.warnings.filter { $0.code == "messages-language-unsupported" }
        try #require(warnings.count == 1)
        let warning = warnings[0]
        #expect(warning.severity == .warning)
        #expect(warning.location == "$.locale")
        #expect(
            warning.message.contains("'fr'") && warning.message.contains("fr_FR") && warning.message.contains("English")
        )
        let suggestion = try #require(warning.suggestion)
        #expect(suggestion.contains("\"messages\""))
        // It does not promise that "messages" covers the words no spec key reaches.
        #expect(warning.message.contains("\"Select…\"") && suggestion.contains("no spec key covers the other words"))
        for language in MessageLanguage.allCases { #expect(suggestion.contains("(\(language.rawValue))")) }

        for supported in ["de_DE", "ja_JP", "en_GB"] {
            let plan = try Self.plan(#"{"label": "Email", "type": "email", "locale": "\#(supported)"}"#)
            #expect(!plan.warnings.contains { $0.code == "messages-language-unsupported" }, "\(supported)")
        }
    }

    @Test func aFormWithAnUnsupportedLocaleWarnsOnItsFields() throws {
        let json = #"""
            {"name": "SignUpForm", "title": "Sign up", "locale": "fr_FR",
             "fields": [{"label": "Email", "type": "email", "validation": {"required": true}}]}
            """#
        let form = try SpecReader().readForm(data: Array(json.utf8)).get()
        #expect(form.submitLabel == "Submit" && form.successMessage == "Submitted.")
        let result = try Generator.form(form, input: "form.json")
        #expect(
            result.warnings.contains {
                $0.code == "messages-language-unsupported" && $0.location == "$.fields[0].locale"
            })
    }

    /// A field's own locale in another language than the form's (a German postcode field in an
    /// English form, set for its keyboard) writes its messages and "(Pflichtfeld)" in German: the
    /// fifth accessibility audit heard two languages in one form, unwarned. The region alone, in the
    /// form's language, is the suggestion.
    @Test(arguments: [
        ("en_US", "de_DE", "en_DE") as (String?, String, String?), (nil, "ja_JP", "en_JP"), ("de_DE", "en_US", "de_US"),
        ("en_US", "en_GB", nil),
        ("de_DE", "de_CH", nil), ("en_US", "fr_FR", nil),
    ])
    func aFieldInAnotherLanguageThanItsFormIsSaid(form: String?, field: String, suggested: String?) throws {
        let formLocale = form.map { #""locale": "\#($0)", "# } ?? ""
        let json = #"""
            {"name": "AddressForm", "title": "Address", \#(formLocale)
             "fields": [{"label": "Postcode", "type": "postal-code", "locale": "\#(field)", "validation": {"required": true}}]}
            """#
        let result = try Generator.form(SpecReader().readForm(data: Array(json.utf8)).get(), input: "form.json")
        let warning = result.warnings.first { $0.code == "field-language-differs" }
        #expect((warning != nil) == (suggested != nil), "\(result.warnings)")
        if let warning, let suggested {
            #expect(warning.location == "$.fields[0].locale")
            #expect(warning.suggestion?.hasSuffix("use '\(suggested)'") == true, "\(warning.suggestion ?? "")")
        }
    }

    // MARK: The table is complete

    @Test func everyEntryExistsInEveryLanguageWithExactlyItsPlaceholders() {
        // Every language has every entry: the switches are exhaustive. Here: none is empty, and
        // each has exactly its key's placeholders.
        for language in MessageLanguage.allCases {
            for key in MessageKey.allCases {
                let template = MessageTable.template(key, in: language)
                #expect(!template.isEmpty, "\(language.rawValue).\(key.rawValue)")
                #expect(
                    Self.placeholderNames(in: template) == Set(key.placeholders.map(\.rawValue)),
                    "\(language.rawValue).\(key.rawValue): \(template)")
            }
        }
    }

    @Test func everyFilledEntryKeepsEveryValueAndLeavesNoPlaceholder() {
        let values: MessageValues = [
            .label: "Xlabel", .other: "xother", .count: "71", .min: "72", .max: "73", .name: "Xname", .error: "Xerror",
            .currency: "XCU",
        ]
        for language in MessageLanguage.allCases {
            let table = MessageTable(language)
            for key in MessageKey.allCases {
                let text = table.text(key, values)
                #expect(!text.contains("{") && !text.contains("}"), "\(language.rawValue).\(key.rawValue): \(text)")
                for placeholder in key.placeholders {
                    // English lowercases a label mid-sentence; compare without case.
                    #expect(
                        text.lowercased().contains(values[placeholder]!.lowercased()),
                        "\(language.rawValue).\(key.rawValue) lost {\(placeholder.rawValue)}: \(text)")
                }
            }
        }
    }

    @Test func theLanguagesReallyDiffer() {
        // A name and its error, a label and its currency code: punctuation only, the same in English and German.
        for key in MessageKey.allCases where key != .nameWithError && key != .currencyLabel {
            let texts = MessageLanguage.allCases.map { MessageTable($0).template(key) }
            #expect(Set(texts).count == texts.count, "\(key.rawValue) is the same in two languages: \(texts)")
        }
    }

    @Test func germanNumbersUseADecimalComma() {
        #expect(
            MessageTable(.de).range(minimum: 0.5, maximum: 2, integer: false)
                == "Bitte eine Zahl von 0,5 bis 2 eingeben.")
        #expect(MessageTable(.ja).range(minimum: 0.5, maximum: nil, integer: false) == "0.5以上の数値を入力してください。")
        #expect(
            MessageTable(.en).range(minimum: -1.25, maximum: nil, integer: false) == "Enter a number of at least -1.25."
        )
    }

    @Test func userTextThatLooksLikeAPlaceholderStaysAsWritten() {
        #expect(
            MessageTable(.en).text(.lengthExact, [.label: "{count} code", .count: "4 characters"])
                == "{count} code must be exactly 4 characters.")
        #expect(MessageTable(.ja).requiredText(label: "{label}") == "{label}を入力してください。")
        #expect(MessageTable(.de).requiredText(label: "A {") == "Bitte A { eingeben.")
    }

    @Test func theNameAroundTheErrorJoinsToTheFullName() {
        for language in MessageLanguage.allCases {
            let table = MessageTable(language)
            let (prefix, suffix) = table.nameAroundError(name: "Email")
            #expect(prefix + "Bad." + suffix == table.nameWithError(name: "Email", error: "Bad."))
        }
        #expect(MessageTable(.ja).nameAroundError(name: "メール").prefix == "メール、")
        #expect(MessageTable(.en).nameAroundError(name: "Email").prefix == "Email, ")
    }

    // MARK: Labels in sentences

    @Test func labelsGoIntoSentencesAsEachLanguageWritesThem() {
        // English lowercases a leading capital mid-sentence, keeps it at the start, keeps "ZIP code".
        #expect(MessageTable(.en).requiredText(label: "New password") == "Enter new password.")
        // Title Case stays as written: "first Name" would be half lowered, and names stay names.
        #expect(MessageTable(.en).requiredText(label: "First Name") == "Enter First Name.")
        #expect(MessageTable(.en).requiredText(label: "Name of Company") == "Enter Name of Company.")
        #expect(MessageTable(.en).requiredText(label: "Apple ID") == "Enter Apple ID.")
        #expect(MessageTable(.en).requiredText(label: "Date of birth") == "Enter date of birth.")
        #expect(MessageTable(.en).requiredText(label: "Email") == "Enter email.")
        #expect(MessageTable(.en).requiredText(label: "ZIP code") == "Enter ZIP code.")
        // A capital inside the first word is a name's own spelling: not "gitHub username".
        #expect(MessageTable(.en).requiredText(label: "GitHub username") == "Enter GitHub username.")
        #expect(MessageTable(.en).requiredText(label: "PayPal email") == "Enter PayPal email.")
        #expect(
            MessageTable(.en).length(label: "New password", minimum: 8, maximum: nil)
                == "New password must be at least 8 characters.")
        // German nouns keep their capital.
        #expect(MessageTable(.de).requiredText(label: "Neues Passwort") == "Bitte Neues Passwort eingeben.")
        #expect(MessageTable(.de).requiredChoice(label: "Lieferart") == "Bitte Lieferart auswählen.")
        // Japanese inserts the label as written, before the particle.
        #expect(MessageTable(.ja).requiredText(label: "新しいパスワード") == "新しいパスワードを入力してください。")
        #expect(MessageTable(.ja).requiredText(label: "Email") == "Emailを入力してください。")
    }

    // MARK: Through the real planner

    @Test func textFieldMessagesInGerman() throws {
        let m = try Self.messages(
            #"""
            {"label": "E-Mail", "type": "email", "locale": "de_DE",
             "validation": {"required": true, "email": true, "minLength": 6, "maxLength": 80}}
            """#)
        #expect(m[.required] == "Bitte E-Mail eingeben.")
        #expect(m[.email] == "Bitte eine gültige E-Mail-Adresse eingeben, z. B. name@example.com.")
        #expect(m[.minLength] == "Bitte für „E-Mail“ 6 bis 80 Zeichen eingeben.")
        #expect(m[.maxLength] == m[.minLength])
        let plan = try Self.plan(
            #"{"label": "E-Mail", "type": "email", "locale": "de-CH", "validation": {"required": true}}"#)
        #expect(plan.visibleText == "E-Mail (Pflichtfeld)")
        #expect(plan.spokenName == "E-Mail, Pflichtfeld")
    }

    @Test func textFieldMessagesInJapanese() throws {
        let m = try Self.messages(
            #"""
            {"label": "メールアドレス", "type": "email", "locale": "ja_JP",
             "validation": {"required": true, "email": true, "maxLength": 80}}
            """#)
        #expect(m[.required] == "メールアドレスを入力してください。")
        #expect(m[.email] == "有効なメールアドレスを入力してください（例：name@example.com）。")
        #expect(m[.maxLength] == "メールアドレスは80文字以内で入力してください。")
        let plan = try Self.plan(
            #"{"label": "メールアドレス", "type": "email", "locale": "ja_JP", "validation": {"required": true}}"#)
        #expect(plan.visibleText == "メールアドレス（必須）")
        #expect(plan.spokenName == "メールアドレス、必須")
    }

    @Test func lengthWordOrderPerLanguage() throws {
        let samples: [(String, [ValidationCheck.Kind: String])] = [
            (
                "de_DE",
                [.minLength: "Bitte für „Code“ genau 4 Zeichen eingeben."]
            ),
            ("ja_JP", [.minLength: "Codeは4文字で入力してください。"]),
            ("en_US", [.minLength: "Code must be exactly 4 characters."]),
        ]
        for (locale, expected) in samples {
            let m = try Self.messages(
                #"{"label": "Code", "type": "text", "locale": "\#(locale)", "validation": {"minLength": 4, "maxLength": 4}}"#
            )
            #expect(m[.minLength] == expected[.minLength], "\(locale)")
        }
        let atLeast = try Self.messages(
            #"{"label": "Passwort", "type": "new-password", "locale": "de_DE", "validation": {"minLength": 8}}"#)
        #expect(atLeast[.minLength] == "Bitte für „Passwort“ mindestens 8 Zeichen eingeben.")
        let atMost = try Self.messages(
            #"{"label": "Spitzname", "type": "text", "locale": "de_DE", "validation": {"maxLength": 20}}"#)
        #expect(atMost[.maxLength] == "Bitte für „Spitzname“ höchstens 20 Zeichen eingeben.")
        let jaAtLeast = try Self.messages(
            #"{"label": "パスワード", "type": "new-password", "locale": "ja_JP", "validation": {"minLength": 8}}"#)
        #expect(jaAtLeast[.minLength] == "パスワードは8文字以上で入力してください。")
    }

    @Test func numberAndRangeMessages() throws {
        let de = try Self.messages(
            #"""
            {"label": "Preis", "type": "currency", "locale": "de_DE",
             "validation": {"required": true, "minimum": 0.99, "maximum": 9999.99}}
            """#)
        #expect(de[.number] == "Bitte Preis als Zahl eingeben.")
        // Four digits stay ungrouped; an amount of money keeps its cents.
        #expect(de[.minimum] == "Bitte eine Zahl von 0,99 bis 9999,99 eingeben.")
        let cents = try Self.messages(
            #"{"label": "Tip", "type": "currency", "locale": "en_US", "validation": {"minimum": 0.5, "maximum": 25000}}"#
        )
        #expect(cents[.minimum] == "Enter a number from 0.50 to 25,000.")
        let ja = try Self.messages(
            #"{"label": "数量", "type": "integer", "locale": "ja_JP", "validation": {"minimum": 1}}"#)
        #expect(ja[.number] == "数量を数値で入力してください。")
        #expect(ja[.minimum] == "1以上の数値を入力してください。")
        let jaMax = try Self.messages(
            #"{"label": "数量", "type": "integer", "locale": "ja_JP", "validation": {"maximum": 99}}"#)
        #expect(jaMax[.maximum] == "99以下の数値を入力してください。")
        let deMax = try Self.messages(
            #"{"label": "Menge", "type": "integer", "locale": "de_DE", "validation": {"maximum": 99}}"#)
        #expect(deMax[.maximum] == "Bitte eine Zahl von höchstens 99 eingeben.")
    }

    @Test func patternMessageFromTheTableOnlyWhenASpecBuiltInCodeGivesNone() throws {
        var spec = FieldSpec(label: "Kundennummer", type: .text)
        spec.locale = "de_DE"
        spec.validation.pattern = "^[0-9]{6}$"
        #expect(try Inference.plan(spec).checks.first?.message == "Bitte Kundennummer im richtigen Format eingeben.")
        spec.locale = "ja_JP"
        spec.label = "会員番号"
        #expect(try Inference.plan(spec).checks.first?.message == "会員番号を正しい形式で入力してください。")
        spec.validation.patternMessage = "6桁の数字で入力してください。"
        #expect(try Inference.plan(spec).checks.first?.message == "6桁の数字で入力してください。")
    }

    @Test func dateMessages() throws {
        let birth = #"""
            {"label": "%@", "type": "bday", "locale": "%@", "validation": {"minimumAge": 18, "maximumAge": 120}}
            """#
        func age(_ label: String, _ locale: String) throws -> String? {
            try Self.messages(
                birth.replacingOccurrences(of: "\"%@\", \"type\"", with: "\"\(label)\", \"type\"")
                    .replacingOccurrences(of: "\"locale\": \"%@\"", with: "\"locale\": \"\(locale)\""))[.minimumAge]
        }
        #expect(try age("Geburtsdatum", "de_DE") == "Sie müssen zwischen 18 und 120 Jahre alt sein.")
        #expect(try age("生年月日", "ja_JP") == "18歳から120歳までである必要があります。")
        #expect(try age("Date of birth", "en_US") == "You must be 18 to 120 years old.")
        let deMin = try Self.messages(
            #"{"label": "Geburtsdatum", "type": "bday", "locale": "de_DE", "validation": {"minimumAge": 16}}"#)
        #expect(deMin[.minimumAge] == "Sie müssen mindestens 16 Jahre alt sein.")
        let jaMax = try Self.messages(
            #"{"label": "生年月日", "type": "bday", "locale": "ja_JP", "validation": {"maximumAge": 30}}"#)
        #expect(jaMax[.maximumAge] == "30歳以下である必要があります。")

        let after = try Self.messages(
            #"{"label": "Abreise", "type": "date", "locale": "de_DE", "validation": {"after": "checkIn"}}"#)
        #expect(after[.after] == "Bitte ein Datum nach „check in“ wählen.")
        let jaAfter = try Self.messages(
            #"{"label": "チェックアウト", "type": "date", "locale": "ja_JP", "validation": {"after": "checkIn"}}"#)
        #expect(jaAfter[.after] == "「check in」より後の日付を選択してください。")
    }

    /// In a form, the default "after" message names the other date by the label people see (as the
    /// language writes a label mid-sentence), not by its identifier; a field on its own cannot see
    /// that label and keeps the identifier's words (above); a message the spec gives is kept.
    @Test(arguments: [
        ("en_US", "Choose a date after check-in date."),
        ("de_DE", "Bitte ein Datum nach „Check-in-Datum“ wählen."),
        ("ja_JP", "「チェックイン日」より後の日付を選択してください。"),
    ])
    func dateAfterInAFormNamesTheOtherLabel(locale: String, expected: String) throws {
        let label = ["en_US": "Check-in date", "de_DE": "Check-in-Datum", "ja_JP": "チェックイン日"][locale]!
        func afterMessage(_ messages: String) throws -> String? {
            let json = """
                {"name": "StayForm", "locale": "\(locale)", "platforms": ["ios"], "minimumOS": {"ios": "17"},
                 "fields": [{"label": " \(label) ", "name": "checkIn", "type": "date"},
                            {"label": "Out", "type": "date", "validation": {"after": "checkIn"}\(messages)}]}
                """
            let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
            let result = try Generator.form(spec, input: "StayForm.json")
            return result.fields[1].plan.checks.first { $0.kind == .after }?.message
        }
        // The label as the field itself shows it: trimmed.
        #expect(try afterMessage("") == expected)
        #expect(try afterMessage(#", "messages": {"after": "Pick a later day."}"#) == "Pick a later day.")
    }

    @Test func choiceAndToggleMessages() throws {
        let choice = #"""
            {"label": "Lieferart", "type": "choice", "locale": "de_DE", "style": "menu",
             "options": [{"value": "a", "label": "Standard"}, {"value": "b", "label": "Express"}],
             "validation": {"required": true}}
            """#
        let dePlan = try Self.plan(choice)
        #expect(dePlan.checks.first?.message == "Bitte Lieferart auswählen.")
        #expect(dePlan.visibleText == "Lieferart (Pflichtfeld)")
        let jaPlan = try Self.plan(
            choice.replacingOccurrences(of: "de_DE", with: "ja_JP").replacingOccurrences(of: "Lieferart", with: "配送方法"))
        #expect(jaPlan.checks.first?.message == "配送方法を選択してください。")
        #expect(jaPlan.spokenName == "配送方法、必須")

        let toggle = #"{"label": "%@", "type": "toggle", "locale": "%@", "validation": {"required": true}}"#
        let deToggle = try Self.plan(
            toggle.replacingOccurrences(of: "\"%@\", \"type\"", with: "\"AGB akzeptieren\", \"type\"")
                .replacingOccurrences(of: "\"locale\": \"%@\"", with: "\"locale\": \"de_DE\""))
        #expect(deToggle.checks.first?.message == "Bitte aktivieren, um fortzufahren.")
        let jaToggle = try Self.plan(
            toggle.replacingOccurrences(of: "\"%@\", \"type\"", with: "\"利用規約に同意する\", \"type\"")
                .replacingOccurrences(of: "\"locale\": \"%@\"", with: "\"locale\": \"ja_JP\""))
        #expect(jaToggle.checks.first?.message == "続行するにはオンにしてください。")
    }

    @Test func aMessageTheSpecGivesIsUsedAsWrittenInAnyLanguage() throws {
        let m = try Self.messages(
            #"""
            {"label": "E-Mail", "type": "email", "locale": "ja_JP",
             "validation": {"required": true, "email": true},
             "messages": {"required": "Geben Sie Ihre E-Mail-Adresse ein.", "email": "That is not an email address."}}
            """#)
        #expect(m[.required] == "Geben Sie Ihre E-Mail-Adresse ein.")
        #expect(m[.email] == "That is not an email address.")
    }

    @Test func aLabelThatAlreadySaysRequiredGetsNoSuffixInAnyLanguage() throws {
        for (label, locale) in [
            ("E-Mail (Pflichtfeld)", "de_DE"), ("E-Mail (erforderlich)", "de_DE"), ("メール（必須）", "ja_JP"),
            ("Email (required)", "ja_JP"), ("メール（必須）", "en_US"),
        ] {
            let plan = try Self.plan(
                #"{"label": "\#(label)", "type": "email", "locale": "\#(locale)", "validation": {"required": true}}"#)
            #expect(plan.visibleText == label, "\(label) in \(locale)")
            #expect(plan.spokenName == label, "\(label) in \(locale)")
        }
        #expect(!MessageTable.saysRequired("Email"))
    }

    @Test func englishStaysAsBefore() throws {
        let m = try Self.messages(
            #"""
            {"label": "New password", "type": "new-password", "locale": "en_GB",
             "validation": {"required": true, "minLength": 8}}
            """#)
        #expect(m[.required] == "Enter new password.")
        #expect(m[.minLength] == "New password must be at least 8 characters.")
        let plan = try Self.plan(#"{"label": "Email", "type": "email", "validation": {"required": true}}"#)
        #expect(plan.visibleText == "Email (required)" && plan.spokenName == "Email, required")
    }

    @Test func theCommandLineTakesTheLanguageFromLocaleAndNamesTheFlagInTheWarning() throws {
        let german = try CLITests.run([
            "field", "--type", "email", "--label", "E-Mail", "--required", "--locale", "de_DE",
        ])
        #expect(german.status == 0)
        #expect(german.stdout.contains(#"localized: "Bitte E-Mail eingeben.","#))
        #expect(german.stdout.contains(#"localized: "\(eMailLabel) (Pflichtfeld)","#))
        #expect(!german.stderr.contains("messages-language-unsupported"))
        let french = try CLITests.run([
            "field", "--type", "email", "--label", "Courriel", "--required", "--locale", "fr_FR",
        ])
        #expect(french.status == 0)
        #expect(french.stdout.contains(#"localized: "Enter courriel.","#))
        #expect(french.stderr.contains("--locale: warning: "))
        #expect(french.stderr.contains("[messages-language-unsupported]"))
    }

    // MARK: Forms and the renderer's words

    @Test func formDefaultsFollowTheFormLocaleAndGivenOnesStay() throws {
        func read(_ extra: String) throws -> FormSpec {
            let json = #"{"name": "SignUpForm", \#(extra) "fields": [{"label": "Name", "type": "text"}]}"#
            return try SpecReader().readForm(data: Array(json.utf8)).get()
        }
        let en = try read("")
        #expect(en.submitLabel == "Submit" && en.successMessage == "Submitted.")
        let de = try read(#""locale": "de_DE","#)
        #expect(de.submitLabel == "Absenden" && de.successMessage == "Gesendet.")
        let ja = try read(#""locale": "ja_JP","#)
        #expect(ja.submitLabel == "送信" && ja.successMessage == "送信しました。")
        let given = try read(#""locale": "ja_JP", "submitLabel": "Konto erstellen", "successMessage": "Fertig!","#)
        #expect(given.submitLabel == "Konto erstellen" && given.successMessage == "Fertig!")
        #expect(ja.messageTable.keyboardNext == "次へ")

        // Fields inherit the form's locale, so their messages follow it too.
        let json = #"""
            {"name": "SignUpForm", "locale": "ja_JP",
             "fields": [{"label": "メールアドレス", "type": "email", "validation": {"required": true}}]}
            """#
        let form = try SpecReader().readForm(data: Array(json.utf8)).get()
        let result = try Generator.form(form, input: "form.json")
        #expect(result.fields[0].plan.checks.first?.message == "メールアドレスを入力してください。")
        #expect(result.successMessage == "送信しました。")
    }

    @Test func theRenderersWordsAreInTheTable() throws {
        // English matches what the renderer writes today, so wiring the table in changes no English output.
        #expect(MessageTable(.en).choicePrompt == RenderWords.choicePrompt(nil))
        #expect(MessageTable(.en).keyboardDone == "Done" && MessageTable(.en).keyboardNext == "Next")
        #expect(MessageTable(.de).choicePrompt == "Auswählen…" && MessageTable(.de).keyboardDone == "Fertig")
        #expect(MessageTable(.ja).choicePrompt == "選択してください" && MessageTable(.ja).keyboardDone == "完了")
        let plan = try Self.plan(#"{"label": "Menge", "type": "integer", "locale": "de_AT"}"#)
        #expect(plan.messageTable.keyboardDone == "Fertig")
    }

    /// A label in another language than the messages makes mixed sentences; said, with the fix.
    /// Acronyms ("ID") are Latin in Japanese too and stay quiet.
    @Test(arguments: [
        ("Full name", "ja_JP", true), ("ID", "ja_JP", false), ("氏名", "ja_JP", false),
        ("氏名", "en_US", true), ("氏名", "de_DE", true), ("Full name", "en_US", false), ("Name", "de_DE", false),
    ])
    func aLabelInAnotherScriptThanTheMessagesIsSaid(label: String, locale: String, warned: Bool) throws {
        let plan = try Inference.plan(
            TestSupport.spec(.text, label) {
                $0.name = "fullName"
                $0.locale = locale
                $0.validation.required = true
            })
        let warning = plan.warnings.first { $0.code == "label-language-differs" }
        #expect((warning != nil) == warned, "\(plan.warnings)")
        if let warning { #expect(warning.location == "$.label" && warning.message.contains(label)) }
    }

    /// The mixed sentence the warning quotes is one the generated code holds, whatever the family: a
    /// required field's spoken name. An optional field, which may have no message at all, is told
    /// what surrounds it instead of a sentence the code never writes.
    @Test func theMixedSentenceQuotedIsInTheCode() throws {
        for (type, extra) in [
            ("text", ""), ("choice", #", "options": [{"value": "a", "label": "Basic"}]"#), ("toggle", ""),
        ] {
            for required in [true, false] {
                let spec = try SpecReader().readField(
                    data: Array(
                        (#"{"label": "Plan", "type": "\#(type)", "locale": "ja_JP""# + extra
                            + (required ? #", "validation": {"required": true}"# : "") + "}").utf8)
                ).get()
                let field = try TestSupport.generate(spec)
                let warning = try #require(field.plan.warnings.first { $0.code == "label-language-differs" })
                if required {
                    #expect(warning.message.contains("\"Plan、必須\""), "\(type): \(warning.message)")
                    #expect(field.code.contains("\"\\(planLabel)、必須\""), "\(type)")
                } else {
                    #expect(!warning.message.contains("を入力") && warning.message.contains("in Japanese"), "\(type)")
                }
            }
        }
    }

    /// A hint that only repeats the label is said to: VoiceOver would read the same words twice.
    @Test(arguments: [
        ("toggle", "Dark mode", "Dark mode", true), ("text", "Nickname", "nickname.", true),
        ("choice", "Size", "Size", true), ("text", "Nickname", "Shown to other players.", false),
        ("toggle", "Dark mode", "Dark mode at night", false),
    ])
    func aHintThatRepeatsTheLabelIsSaid(type: String, label: String, hint: String, warned: Bool) throws {
        let options = type == "choice" ? #", "options": [{"value": "s", "label": "Small"}]"# : ""
        let plan = try Self.plan(#"{"label": "\#(label)", "type": "\#(type)", "hint": "\#(hint)"\#(options)}"#)
        let warning = plan.warnings.first { $0.code == "hint-repeats-label" }
        #expect((warning != nil) == warned, "\(plan.warnings)")
        if let warning { #expect(warning.location == "$.hint" && warning.message.contains("'\(hint)'")) }
    }

    /// A label of prompt words alone names nothing: it is the field's accessible name, and `check`
    /// cannot see it in the generated code (the name is a property), so the spec is told. The words
    /// are `check`'s own (text-field.accessible-name); a one-word label of them ("Input", "Type") is
    /// a name in some forms and is left alone.
    @Test(arguments: [
        ("text", "Enter text", true), ("text", "Type here…", true), ("password", "Enter here", true),
        ("text", "入力してください", true), ("toggle", "Tap here", false), ("text", "Input", false),
        ("text", "Enter your email", false), ("text", "Text", false), ("choice", "Select one", false),
        ("text", "Digite aqui", true), ("choice", "Input type", false), ("toggle", "Type here", false),
    ])
    func aLabelOfPromptWordsAloneIsSaid(type: String, label: String, warned: Bool) throws {
        let options = type == "choice" ? #", "options": ["Small", "Large"]"# : ""
        let plan = try Self.plan(#"{"label": "\#(label)", "type": "\#(type)", "name": "field"\#(options)}"#)
        let warning = plan.warnings.first { $0.code == "label-says-nothing" }
        #expect((warning != nil) == warned, "\(plan.warnings)")
        if let warning {
            #expect(warning.location == "$.label" && warning.message.contains("'\(label)'"))
            #expect(warning.suggestion?.contains("hint") == true)
        }
    }

    /// A label that carries its own required mark or a colon is said to be one: VoiceOver reads the
    /// mark as part of the name, and the messages built from the label repeat it.
    @Test(arguments: [
        ("Email *", "label-has-required-mark"), ("Email*", "label-has-required-mark"),
        ("Email:", "label-has-colon"), ("メール：", "label-has-colon"), ("Name?", "label-is-a-question"),
        ("Email", nil), ("*", nil),
        ("Rating (1-5 *)", nil),
        // The mark in words (axr21 #8): "Enter email (required)." and the name say it twice.
        ("Email (required)", "label-has-required-mark"), ("E-Mail (Pflichtfeld)", "label-has-required-mark"),
        ("メール（必須）", "label-has-required-mark"), ("Name (optional)", nil), ("Size (cm)", nil),
        ("(required)", nil),
    ])
    func aLabelWithARequiredMarkOrAColonIsSaid(label: String, code: String?) throws {
        let warnings = try Inference.plan(
            TestSupport.spec(.text, label) {
                $0.name = "field"
                $0.validation.required = true
            }
        ).warnings.filter { ["label-has-required-mark", "label-has-colon", "label-is-a-question"].contains($0.code) }
        #expect(warnings.map(\.code) == (code.map { [$0] } ?? []), "\(warnings)")
        if let warning = warnings.first {
            #expect(warning.location == "$.label" && warning.message.contains("'\(label)'"))
        }
    }

    /// A placeholder that only says "Required" repeats the label's "(required)".
    @Test func aRequiredPlaceholderOnARequiredFieldIsSaid() throws {
        func codes(_ placeholder: String, required: Bool = true) throws -> [String] {
            try Inference.plan(
                TestSupport.spec(.text, "Display name") {
                    $0.placeholder = placeholder
                    $0.validation.required = required
                }
            ).warnings.map(\.code)
        }
        #expect(try codes("Required").contains("placeholder-repeats-required"))
        #expect(try codes("Pflichtfeld").contains("placeholder-repeats-required"))
        #expect(try !codes("Jane Appleseed").contains("placeholder-repeats-required"))
        #expect(try !codes("Required", required: false).contains("placeholder-repeats-required"))
        #expect(try !codes("Required: the name people see").contains("placeholder-repeats-required"))
    }

}

/// A label that is an instruction ("Describe the problem") read "Enter describe the problem." and
/// "Describe the problem must be at least 20 characters." (axr18 #6): English says what is wrong
/// without it, since VoiceOver says the instruction as the field's name just before the error.
@Suite struct InstructionLabelMessageTests {
    @Test func anInstructionLabelIsNotPutInsideTheSentence() {
        let en = MessageTable(.en)
        #expect(en.requiredText(label: "Describe the problem") == "This field is required.")
        #expect(en.length(label: "Describe the problem", minimum: 20, maximum: nil) == "Use at least 20 characters.")
        #expect(en.length(label: "Type your nickname", minimum: nil, maximum: 12) == "Use at most 12 characters.")
        #expect(en.length(label: "Tell us more", minimum: 5, maximum: 10) == "Use 5 to 10 characters.")
        #expect(en.requiredChoice(label: "Choose a plan") == "Choose an answer.")
        // A name stays inside the sentence, a one-word "Type" or "Select" included.
        #expect(en.requiredText(label: "New password") == "Enter new password.")
        #expect(en.requiredText(label: "Type") == "Enter type.")
        #expect(en.length(label: "Comments", minimum: nil, maximum: 500) == "Comments must be at most 500 characters.")
        // German and Japanese quote or mark the label, which reads for an instruction too.
        #expect(MessageTable(.de).requiredText(label: "Describe the problem") != "This field is required.")
    }

    @Test func aFieldWithAnInstructionLabelSaysItsLimitAlone() throws {
        let plan = try Inference.plan(
            TestSupport.spec(.multiline, "Describe the problem") {
                $0.validation.required = true
                $0.validation.minLength = 20
            })
        #expect(plan.checks.map(\.message) == ["This field is required.", "Use at least 20 characters."])
    }
}
