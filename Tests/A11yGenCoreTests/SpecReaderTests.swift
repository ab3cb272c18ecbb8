import Foundation
import Testing

@testable import A11yGenCore

/// Reading specs: the schema and the reader agree, and bad input gets every problem at once,
/// each with its path and a way to fix it.
@Suite struct SpecReaderTests {
    static func schema() throws -> [String: Any] {
        let data = try Array(contentsOf: TestSupport.root.appendingPathComponent("Specs/field-spec.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func properties(_ object: [String: Any]?, _ key: String? = nil) -> Set<String> {
        let node = key.flatMap { (object?["properties"] as? [String: Any])?[$0] as? [String: Any] } ?? object
        return Set(((node?["properties"]) as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func schemaKeysAreExactlyTheReaderKeys() throws {
        let schema = try Self.schema()
        // `$schema` is for editors: read as a string and ignored (nu20 #15).
        #expect(Self.properties(schema) == Set(SpecReader.fieldKeys + ["$schema"]))
        #expect(Self.properties(schema, "validation") == Set(SpecReader.validationKeys))
        #expect(Self.properties(schema, "messages") == Set(SpecReader.messageKeys))
        #expect(Self.properties(schema, "minimumOS") == Set(SpecReader.minimumOSKeys))
        #expect((schema["required"] as? [String]).map(Set.init) == ["label", "type"])
    }

    /// The schema accepted less than the reader: `"platforms": ["IOS", "MacOS"]` and `"minimumOS":
    /// {"ios": 16.0}` were read, but an editor validating against the schema flagged them (the new-user
    /// test). Each deployment below is read without error exactly when the schema accepts it.
    @Test(arguments: [
        (#""platforms": ["IOS", "MacOS"], "minimumOS": {"ios": 16.0, "macos": "14"}"#, true),
        (#""platforms": ["iOS", "iPadOS"]"#, true),
        (#""platforms": "ios, macos""#, true),
        (#""platforms": ["ios"], "minimumOS": {"ios": 17}"#, true),
        (#""platforms": ["ios"], "minimumOS": {"ios": "17.4"}"#, true),
        (#""platforms": ["watchos"]"#, false),
        (#""platforms": ["ios"], "minimumOS": {"ios": 14}"#, false),
        (#""platforms": ["ios"], "minimumOS": {"ios": true}"#, false),
        (#""platforms": "ios;macos""#, false),
    ])
    func theSchemaAcceptsTheDeploymentsTheReaderReads(deployment: String, valid: Bool) throws {
        let text = #"{"label": "Email", "type": "email", "# + deployment + "}"
        let schemaText = try #require(
            TestSupport.read(TestSupport.root.appendingPathComponent("Specs/field-spec.schema.json")))
        let schema = JSONSchemaValidator(root: MCPJSON.parse(Array(schemaText.utf8)) ?? .null)
        let problems = schema.validate(MCPJSON.parse(Array(text.utf8)) ?? .null)
        #expect(problems.isEmpty == valid, "\(deployment): \(problems)")
        let read = SpecReader().readField(data: Array(text.utf8))
        if case .failure(let errors) = read {
            #expect(!valid, "\(deployment): \(errors.diagnostics.map(\.message))")
        } else {
            #expect(valid, "\(deployment) was read")
        }
    }

    /// `$schema` (an editor's pointer to the schema) is accepted and ignored in field and form specs,
    /// as in the config (nu20 #15); a config given where a spec goes, and a spec where the config
    /// goes, is said once (nu20 #12).
    @Test func schemaKeyIsIgnoredAndAConfigIsNotASpec() throws {
        let schema = #""$schema": "https://a11y-gen.dev/schemas/field-spec.schema.json""#
        let field = try SpecReader().readField(data: Array(#"{\#(schema), "label": "Email", "type": "email"}"#.utf8))
            .get()
        #expect(field.label == "Email")
        let form = try SpecReader().readForm(
            data: Array(
                #"{\#(schema), "name": "A", "title": "A", "fields": [{"label": "Email", "type": "email"}]}"#.utf8)
        ).get()
        #expect(form.fields.count == 1)
        guard
            case .failure(let wrong) = SpecReader().readField(
                data: Array(#"{"$schema": 1, "label": "E", "type": "email"}"#.utf8))
        else {
            Issue.record("a non-string $schema is refused")
            return
        }
        #expect(wrong.diagnostics.map(\.location) == ["$.$schema"])

        let config = Array(#"{"generate": [{"specs": "a", "output": "b"}]}"#.utf8)
        guard case .failure(let asForm) = SpecReader().readForm(data: config),
            case .failure(let asField) = SpecReader().readField(data: config)
        else {
            Issue.record("a config is not a spec")
            return
        }
        #expect(
            asForm.diagnostics.map(\.code) == ["config-given"] && asField.diagnostics.map(\.code) == ["config-given"])
        guard case .failure(let asConfig) = ConfigReader().read(data: Array(#"{"name": "A", "fields": []}"#.utf8))
        else {
            Issue.record("a form spec is not a config")
            return
        }
        #expect(asConfig.diagnostics.map(\.code) == ["spec-given"])
        #expect(asConfig.diagnostics.first?.message == #"this is a form spec ("fields"), not an a11y-gen.json config"#)
    }

    @Test func formSchemaKeysAreExactlyTheReaderKeys() throws {
        let data = try Array(contentsOf: TestSupport.root.appendingPathComponent("Specs/form-spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Self.properties(schema) == Set(SpecReader.formKeys + ["$schema"]))
        let container = try #require((schema["properties"] as? [String: Any])?["container"] as? [String: Any])
        #expect(Set(container["enum"] as? [String] ?? []) == Set(FormContainer.allCases.map(\.rawValue)))
    }

    @Test func schemaEnumsAreExactlyTheReaderValues() throws {
        let properties = try #require(try Self.schema()["properties"] as? [String: Any])
        let types = try #require((properties["type"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(types) == Set(DataType.byName.keys))
        let labeling = try #require((properties["labeling"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(labeling) == Set(LabelingStrategy.allCases.map(\.rawValue)))
    }

    @Test func everySchemaKeyIsAcceptedByTheReader() throws {
        let full = """
            {"label": "Code", "type": "text", "name": "code", "placeholder": "ABC", "hint": "From the letter",
             "validation": {"required": true, "email": false, "pattern": "^[A-Z]+$", "patternMessage": "Letters only.",
                            "minLength": 1, "maxLength": 8},
             "messages": {"required": "Enter the code.", "email": "x", "length": "1 to 8 letters.", "range": "x"},
             "labeling": "titleless", "visibleLabel": true, "platforms": ["ios", "macos"],
             "minimumOS": {"ios": "16", "macos": "13"}, "locale": "en_GB", "currencyCode": "GBP"}
            """
        let spec = try SpecReader().readField(data: Array(full.utf8)).get()
        #expect(
            spec.deployment.minimum(.macos) == OSVersion(13) && spec.labeling == .titleless
                && spec.currencyCode == "GBP")
    }

    static func errors(_ json: String) -> [Diagnostic] {
        switch SpecReader().readField(data: Array(json.utf8)) {
        case .success: []
        case .failure(let errors): errors.diagnostics
        }
    }

    @Test func aTypoGetsASuggestion() {
        let errors = Self.errors(#"{"label": "Email", "type": "emial"}"#)
        #expect(errors.count == 1)
        #expect(errors[0].code == "unknown-data-type" && errors[0].location == "$.type")
        #expect(errors[0].suggestion?.contains("did you mean 'email'?") == true)
    }

    @Test func everyProblemIsReportedAtOnceWithItsPath() {
        let errors = Self.errors(
            """
            {"type": "postal-cod", "lable": "x", "labeling": "titel",
             "validation": {"minLength": 5, "maxLength": 2, "pattern": "(", "minimum": 3},
             "platforms": ["ios", "watchos"], "minimumOS": {"ios": "14"}}
            """)
        let found = Set(errors.map { "\($0.location) \($0.code)" })
        for expected in [
            "$.label missing-label", "$.lable unknown-key", "$.type unknown-data-type",
            "$.labeling unknown-labeling", "$.validation.minLength empty-length-range",
            "$.validation.pattern invalid-pattern",
            "$.validation.patternMessage missing-pattern-message", "$.platforms[1] unsupported-platform",
            "$.minimumOS.ios unsupported-minimum-os",
        ] {
            #expect(found.contains(expected), "missing \(expected) in \(found.sorted())")
        }
        #expect(errors.first { $0.code == "unknown-key" }?.suggestion == "did you mean 'label'?")
    }

    /// `"required": true` beside the field, as `--required` suggests (the new-user test): the error
    /// says it belongs in "validation" and writes it there, instead of listing every valid key.
    @Test func aValidationKeyBesideTheFieldSaysWhereItGoes() throws {
        let result = SpecReader().readField(
            data: Array(#"{"label": "Email", "type": "email", "required": true, "maxLength": 80}"#.utf8))
        guard case .failure(let failure) = result else {
            Issue.record("accepted")
            return
        }
        let byPath = Dictionary(uniqueKeysWithValues: failure.diagnostics.map { ($0.location, $0) })
        #expect(byPath["$.required"]?.message == #"'required' belongs in "validation", not beside it"#)
        #expect(byPath["$.required"]?.suggestion == #"write "validation": {"required": true}"#)
        #expect(byPath["$.maxLength"]?.suggestion == #"write "validation": {"maxLength": 80}"#)
    }

    @Test(arguments: [
        (#"{"label": "", "type": "text"}"#, "empty-label"),
        (#"{"type": "text"}"#, "missing-label"),
        (#"{"label": "A"}"#, "missing-type"),
        (#"["not", "an object"]"#, "wrong-type"),
        (#"{"label": "A", "type": "text""#, "invalid-json"),
        (#"{"label": 3, "type": "text"}"#, "wrong-type"),
        (#"{"label": "A", "type": "text", "name": "2fa"}"#, "invalid-name"),
        (#"{"label": "A", "type": "text", "name": "class"}"#, "invalid-name"),
        (#"{"label": "A", "type": "multiline", "minimumOS": {"ios": "15"}}"#, "api-newer-than-minimum"),
        (
            #"{"label": "A", "type": "text", "labeling": "labeled-content", "platforms": ["macos"], "minimumOS": {"macos": "12"}}"#,
            "api-newer-than-minimum"
        ),
        (#"{"label": "A", "type": "integer", "validation": {"minLength": 2}}"#, "validation-not-for-type"),
        (#"{"label": "A", "type": "text", "validation": {"maximum": 2}}"#, "validation-not-for-type"),
        (#"{"label": "A", "type": "integer", "validation": {"minimum": 1.5}}"#, "non-integer-bound"),
        // Yen and won are whole amounts: a bound of 0.5 yen asks for what the field refuses to read.
        (
            #"{"label": "A", "type": "currency", "currencyCode": "JPY", "validation": {"minimum": 0.5}}"#,
            "non-integer-bound"
        ),
        (
            #"{"label": "A", "type": "currency", "locale": "ko_KR", "validation": {"maximum": 99.99}}"#,
            "non-integer-bound"
        ),
        (
            #"{"label": "A", "type": "text", "visibleLabel": false, "placeholder": "Type here"}"#,
            "placeholder-only-label"
        ),
        (#"{"label": "A", "type": "text", "platforms": ["ios"], "minimumOS": {"macos": "14"}}"#, "unused-minimum-os"),
        (#"{"label": "A", "type": "text", "locale": "english"}"#, "invalid-locale"),
        (#"{"label": "A", "type": "currency", "currencyCode": "euro"}"#, "invalid-currency-code"),
        (#"{"label": "A", "type": "text", "messages": {"required": " "}}"#, "empty-message"),
        // Review (2026-12-06): cents are the finest USD amount the field takes; KWD has three places.
        (
            #"{"label": "A", "type": "currency", "currencyCode": "USD", "validation": {"minimum": 0.005}}"#,
            "bound-finer-than-currency"
        ),
        (
            #"{"label": "A", "type": "currency", "currencyCode": "KWD", "validation": {"maximum": 1.2345}}"#,
            "bound-finer-than-currency"
        ),
    ])
    func badSpecsAreRefusedWithACode(json: String, code: String) {
        let errors = Self.errors(json)
        #expect(errors.map(\.code).contains(code), "\(json) -> \(errors.map(\.code))")
        #expect(errors.allSatisfy { !$0.message.isEmpty && !$0.location.isEmpty })
    }

    /// A currency with cents takes a bound with cents; a whole-yen bound is read.
    @Test(arguments: [
        #"{"label": "A", "type": "currency", "currencyCode": "EUR", "validation": {"minimum": 0.5}}"#,
        #"{"label": "A", "type": "currency", "currencyCode": "USD", "validation": {"minimum": 0.99, "maximum": 9999.99}}"#,
        #"{"label": "A", "type": "currency", "currencyCode": "KWD", "validation": {"maximum": 1.234}}"#,
        #"{"label": "A", "type": "currency", "currencyCode": "JPY", "validation": {"minimum": 500, "maximum": 9999}}"#,
    ])
    func wholeAndFractionalCurrencyBoundsAreRead(json: String) {
        #expect(Self.errors(json).isEmpty, "\(Self.errors(json).map(\.message))")
    }

    /// `messages.decimals` words the refusal of an amount with more decimals than its currency has;
    /// on a field that never checks decimals it is ignored, with a warning that says why.
    @Test func theDecimalsMessageIsReadAndWarnedWhereItIsNeverShown() throws {
        func spec(_ json: String) throws -> FieldSpec { try SpecReader().readField(data: Array(json.utf8)).get() }
        let price = try spec(#"{"label": "Price", "type": "currency", "messages": {"decimals": "Use cents only."}}"#)
        let check = try #require(try Inference.plan(price).checks.first { $0.kind == .fractionDigits })
        #expect(check.message == "Use cents only.")
        for (json, wording) in [
            (#"{"label": "Note", "type": "text", "messages": {"decimals": "x"}}"#, "applies to currency fields"),
            (
                #"{"label": "Price", "type": "currency", "currencyCode": "JPY", "messages": {"decimals": "x"}}"#,
                "no minor unit"
            ),
        ] {
            let warning = try #require(
                try Inference.plan(try spec(json)).warnings.first { $0.code == "unused-message" }, "\(json)")
            #expect(warning.location == "$.messages.decimals" && warning.message.contains(wording), "\(warning)")
        }
        #expect(
            Self.errors(#"{"label": "P", "type": "currency", "messages": {"decimals": ""}}"#).map(\.code) == [
                "empty-message"
            ])
    }

    @Test func diagnosticsPrintLikeACompiler() {
        let diagnostic = Diagnostic.error(
            "unknown-data-type", at: "$.fields[2].type", "unknown data type 'emial'",
            suggestion: "did you mean 'email'?")
        #expect(
            diagnostic.formatted(file: "spec.json")
                == "spec.json: $.fields[2].type: error: unknown data type 'emial'; did you mean 'email'? [unknown-data-type]"
        )
    }

    @Test(arguments: [
        ("ZIP code", "zipCode"), ("E-mail address", "eMailAddress"), ("Prénom", "prenom"), ("2FA code", "field2faCode"),
        ("class", "classField"), ("body", "bodyField"), ("日本語", "field"), ("", "field"),
        ("  First   name ", "firstName"), ("Größe", "grosse"), ("Straße", "strasse"), ("Ærøskøbing", "aeroskobing"),
        ("Łódź", "lodz"), ("Kayıt adı", "kayitAdi"), ("Crème brûlée", "cremeBrulee"),
        ("Say \"hi\" \\(exit(0))", "sayHiExit0"),
    ])
    func identifiersAreDerivedSafely(label: String, identifier: String) {
        #expect(Identifier.derive(from: label) == identifier)
        #expect(Identifier.isValid(Identifier.derive(from: label)))
    }

    /// A label with no letters for a Swift name ("電話番号") names the field after its data type
    /// (`phone`): said, with how to name it, since a second phone field in one view would clash.
    @Test func aLabelWithoutUsableLettersAsksForAName() throws {
        let unnamed = try Inference.plan(TestSupport.spec(.phone, "電話番号") { $0.locale = "ja_JP" })
        #expect(unnamed.identifier == "phone")
        #expect(unnamed.decisions.first { $0.aspect == "identifier" }?.reason.contains("from the data type") == true)
        let warning = try #require(unnamed.warnings.first { $0.code == "identifier-from-nothing" })
        #expect(warning.location == "$.label" && warning.suggestion?.contains("--name") == true)
        #expect(warning.message.contains("'phone'") && warning.message.contains("second phone field"))
        // Types whose names are several words, or a keyword, give a name Swift accepts.
        for (type, expected) in [(DataType.newPassword, "newPassword"), (.oneTimeCode, "oneTimeCode")] {
            #expect(try Inference.plan(TestSupport.spec(type, "パスワード") { $0.locale = "ja_JP" }).identifier == expected)
        }
        for type in DataType.allCases {
            let identifier = Identifier.derive(label: "日本語", type: type)
            #expect(Identifier.isValid(identifier) && identifier != Identifier.fallback, "\(type)")
        }
        // The word "field" itself is a label like any other, and not a stand-in.
        #expect(Identifier.derive(label: "Field", type: .email) == "field")
        for label in ["Field:", "Field *", "FIELD", "Fiéld"] {
            #expect(Identifier.derive(label: label, type: .email) == "field", "\(label)")
            #expect(!Identifier.derivedFromNothing("field", label: label), "\(label)")
        }
        #expect(Identifier.derivedFromNothing("field", label: "電話番号 *"))
        let named = try Inference.plan(TestSupport.spec(.phone, "電話番号") { $0.name = "phone" })
        #expect(named.identifier == "phone" && !named.warnings.contains { $0.code == "identifier-from-nothing" })
        let word = try Inference.plan(TestSupport.spec(.text, "Field"))
        #expect(!word.warnings.contains { $0.code == "identifier-from-nothing" })
    }

    /// `visibleLabel: false` is warned about with what people then really see, which depends on the
    /// labeling: a placeholder-like title, no words at all, or (LabeledContent) the label still beside
    /// the field, where the setting changes nothing.
    @Test func withoutAVisibleLabelTheWarningSaysWhatIsLeftOnScreen() throws {
        func warnings(_ labeling: LabelingStrategy, visible: Bool = false) throws -> [Diagnostic] {
            let spec = TestSupport.spec(.email, "Email") {
                $0.labeling = labeling
                $0.visibleLabel = visible
            }
            return try Inference.plan(spec).warnings.filter { $0.location == "$.visibleLabel" }
        }
        for labeling in [LabelingStrategy.title, .formRow] {
            let warning = try warnings(labeling)
            #expect(warning.map(\.code) == ["no-visible-label"], "\(labeling)")
            #expect(warning.first?.message.contains("placeholder-like title") == true, "\(labeling)")
        }
        let titleless = try warnings(.titleless)
        #expect(titleless.map(\.code) == ["no-visible-label"])
        #expect(titleless.first?.message.contains("shows no words naming it") == true)
        #expect(titleless.first?.message.contains("placeholder") == false, "a titleless field has no title")
        let labeled = try warnings(.labeledContent)
        #expect(labeled.map(\.code) == ["visible-label-kept"])
        #expect(labeled.first?.message.contains("changes nothing") == true)
        for labeling in LabelingStrategy.allCases { #expect(try warnings(labeling, visible: true).isEmpty) }
        // A Mac form row keeps its label in the Form's leading column.
        let macRow = try Inference.plan(
            TestSupport.spec(.email, "Email") {
                $0.labeling = .formRow
                $0.visibleLabel = false
                $0.deployment = Deployment(platforms: [.macos])
            }
        ).warnings.filter { $0.location == "$.visibleLabel" }
        #expect(macRow.map(\.code) == ["visible-label-kept"])
    }

    /// Checks nobody could pass, or that check nothing, were accepted and generated dead code (the
    /// new-user test): each is refused at its key, and the neighbouring values that do work are read.
    @Test(arguments: [
        (#""type": "text", "validation": {"maxLength": 0}"#, "$.validation.maxLength", "impossible-validation"),
        (
            #""type": "text", "validation": {"minLength": 0, "maxLength": 0}"#, "$.validation.maxLength",
            "impossible-validation"
        ),
        (#""type": "text", "validation": {"minLength": 0}"#, "$.validation.minLength", "impossible-validation"),
        (#""type": "date", "validation": {"minimumAge": 151}"#, "$.validation.minimumAge", "impossible-validation"),
        (#""type": "date", "validation": {"maximumAge": 200}"#, "$.validation.maximumAge", "impossible-validation"),
        (#""type": "stepper", "min": 5, "max": 5"#, "$.max", "empty-stepper-range"),
        (#""type": "stepper", "max": 0"#, "$.max", "empty-stepper-range"),
        (#""type": "text", "validation": {"maxLength": 1000001}"#, "$.validation.maxLength", "out-of-range"),
    ])
    func validationThatCanNeverPassIsRefused(keys: String, location: String, code: String) {
        let errors = Self.errors(#"{"label": "Q", "# + keys + "}")
        #expect(errors.map(\.code) == [code], "\(errors)")
        #expect(errors.first?.location == location)
    }

    @Test(arguments: [
        #""type": "text", "validation": {"minLength": 1, "maxLength": 1}"#,
        #""type": "date", "validation": {"minimumAge": 0, "maximumAge": 150}"#,
        #""type": "stepper", "min": 5, "max": 6"#,
    ])
    func theNarrowestWorkingValuesAreRead(keys: String) {
        #expect(Self.errors(#"{"label": "Q", "# + keys + "}").isEmpty)
    }

    /// A wrong type is named as a sentence says it: "not an array", "not null" (the bad-input
    /// catalog showed "not a array").
    @Test(arguments: [
        (#"["Email"]"#, "$", "a field must be a JSON object, not an array"),
        (#"{"label": null, "type": "text"}"#, "$.label", "'label' must be a string, not null"),
        (#"{"label": {}, "type": "text"}"#, "$.label", "'label' must be a string, not an object"),
        (#"{"label": true, "type": "text"}"#, "$.label", "'label' must be a string, not a boolean"),
        (
            #"{"label": "A", "type": "text", "validation": []}"#, "$.validation",
            "validation must be an object, not an array"
        ),
    ])
    func aWrongTypeIsNamedWithItsArticle(json: String, path: String, message: String) {
        let errors = Self.errors(json)
        #expect(errors.map(\.location) == [path], "\(errors)")
        #expect(errors.first?.message == message)
    }

    /// A max that cannot be read is one error, not also "add max".
    @Test func anUnreadableStepperMaxIsOneError() {
        let errors = Self.errors(#"{"label": "Q", "type": "stepper", "max": 1e300}"#)
        #expect(errors.map(\.code) == ["wrong-type"], "\(errors)")
    }
}
