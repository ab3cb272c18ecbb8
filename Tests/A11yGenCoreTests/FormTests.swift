import Foundation
import Testing

@testable import A11yGenCore

/// `a11y-gen form`: the examples regenerate without drift and type-check everywhere they target;
/// form-level rules hold; every field keeps its contract inside the form.
@Suite(.serialized) struct FormTests {
    static let examples = TestSupport.root.appendingPathComponent("Examples")

    static var exampleSpecs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    static func generate(_ file: String) throws -> FormResult {
        let data = try Array(contentsOf: examples.appendingPathComponent(file))
        return try Generator.form(SpecReader().readForm(data: data).get(), input: "Examples/\(file)")
    }

    static func form(_ json: String) -> Result<FormResult, SpecErrors> {
        switch SpecReader().readForm(data: Array(json.utf8)) {
        case .failure(let errors): return .failure(errors)
        case .success(let spec): return Result { () throws(SpecErrors) in try Generator.form(spec, input: "test") }
        }
    }

    /// A form built in Swift gives its fields the form's platforms and, where a field has none, its
    /// locale, as the reader does: the same form from JSON and from Swift is the same file. (Built
    /// in Swift, each field kept its own iOS 17 default, so an iOS 15 form did not compile.) The
    /// Mac's form-row labeling stays the reader's default: in Swift, `labeling` is always set.
    @Test func aFormBuiltInSwiftIsTheFormReadFromJSON() throws {
        let json = #"""
            {"name": "TermsForm", "submitLabel": "Weiter", "successMessage": "Danke.", "locale": "de_DE",
             "platforms": ["ios"], "minimumOS": {"ios": "15"},
             "fields": [{"label": "E-Mail", "type": "email", "validation": {"required": true}},
                        {"label": "Ich stimme zu", "type": "toggle", "validation": {"required": true}}]}
            """#
        let read = try SpecReader().readForm(data: Array(json.utf8)).get()
        var built = read
        // Each field as a caller in Swift has it: read alone, with no locale and the default platforms.
        built.fields = try [
            #"{"label": "E-Mail", "type": "email", "validation": {"required": true}}"#,
            #"{"label": "Ich stimme zu", "type": "toggle", "validation": {"required": true}}"#,
        ].map { try SpecReader().readField(data: Array($0.utf8)).get() }
        #expect(built.fields.allSatisfy { $0.locale == nil && $0.deployment != read.deployment })
        let fromSwift = try Generator.form(built, input: "test")
        #expect(fromSwift.code == (try Generator.form(read, input: "test")).code)
        #expect(fromSwift.fields.allSatisfy { $0.plan.deployment == read.deployment })
        #expect(fromSwift.code.contains("Pflichtfeld") || fromSwift.code.contains("erforderlich"))
    }

    /// The form's own decisions describe the platforms it is written for: a Mac-only form has no Return
    /// chain (Tab moves, Return presses the default button), and its text fields sit in the label column.
    @Test func formDecisionsDescribeEachPlatformsKeyboardAndLabels() throws {
        func decisions(_ platforms: String) throws -> [String: Decision] {
            let json =
                #"{"name":"AccountForm","title":"Account","platforms":[\#(platforms)],"fields":[{"label":"Email","type":"email"},{"label":"Full name","type":"name"}]}"#
            let result = try Self.form(json).get()
            return Dictionary(uniqueKeysWithValues: result.decisions.map { ($0.aspect, $0) })
        }
        let mac = try decisions(#""macos""#)
        #expect(mac["return-chain"]?.choice == "email -> fullName (Tab); Return submits")
        #expect(mac["return-chain"]?.reason.hasPrefix("on the Mac, Tab moves through the fields") == true)
        #expect(
            mac["container"]?.reason
                == "a Form; on the Mac, text fields are form rows with the label at the leading edge")
        let both = try decisions(#""ios","macos""#)
        #expect(both["return-chain"]?.reason.hasPrefix(".submitLabel(.next) moves on") == true)
        #expect(
            both["container"]?.reason.contains("each field's label shows with it (a text field's above it)") == true)
        #expect(try decisions(#""ios""#)["container"]?.reason == "a Form")
    }

    /// A search field's key says Search in a snippet, where Return runs the search; in a form Return
    /// moves along the chain, so the key says Next (or Done on the last field), as the decision records.
    @Test func aSearchFieldsKeyInAFormSaysWhereReturnGoes() throws {
        let json =
            #"{"name":"FindForm","title":"Find","fields":[{"label":"Find products","type":"search"},{"label":"Email","type":"email"}]}"#
        let form = try Self.form(json).get()
        let search = try #require(form.fields.first)
        #expect(search.rendered.view.contains(".submitLabel(.next)\n"))
        #expect(search.rendered.view.contains(".onSubmit { focusedField = .email }"))
        #expect(!search.rendered.view.contains(".submitLabel(.search)"))
        let decision = try #require(search.plan.decisions.first { $0.aspect == "submit-label" })
        #expect(
            decision.choice == "the form's Return key"
                && decision.reason.hasSuffix(
                    "so the key says Next (on the last field, the key the form's submit names, or Done where Return hides the keyboard), not Search"
                ))
        let last = try Self.form(
            #"{"name":"FindForm","title":"Find","fields":[{"label":"Find products","type":"search"}]}"#
        ).get()
        // The default button says Submit: the last Return sends the form, and its key says so.
        #expect(last.fields[0].rendered.view.contains(".submitLabel(.send)\n"))
        // On the Mac no key label is written, so none is decided; the search decision says what Return does.
        let mac = try Self.form(
            #"{"name":"FindForm","title":"Find","platforms":["macos"],"fields":[{"label":"Find products","type":"search"}]}"#
        ).get()
        #expect(!mac.fields[0].plan.decisions.contains { $0.aspect == "submit-label" })
        #expect(!mac.fields[0].rendered.view.contains(".submitLabel("))
        let searchDecision = try #require(search.plan.decisions.first { $0.aspect == "search" })
        #expect(searchDecision.reason.hasSuffix("in a form, Return moves on like every field's"))
        // The snippet keeps its Search key: there Return runs search().
        let snippet = try Generator.field(TestSupport.spec(.search, "Find products"), input: "test")
        #expect(snippet.view.contains(".submitLabel(.search)"))
    }

    @Test func thereAreFourRealWorldExamples() {
        #expect(
            Set(Self.exampleSpecs).isSuperset(of: ["SignUp.json", "Checkout.json", "Booking.json", "MacSettings.json"]))
    }

    @Test(arguments: exampleSpecs)
    func exampleIsFresh(file: String) throws {
        let result = try Self.generate(file)
        let swift = Self.examples.appendingPathComponent(result.viewName + ".swift")
        TestSupport.assertGolden(result.code, at: swift)
    }

    /// Generated form files are a fixed point of `swift format` with the repository's configuration.
    @Test func examplesAreSwiftFormatted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-form-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in Self.exampleSpecs {
            let url = directory.appendingPathComponent(file + ".swift")
            try CompileHarness.checkable(form: try Self.generate(file).code).write(
                to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let (status, output) = CompileHarness.swiftFormatLint(paths)
        #expect(status == 0, "swift format lint found differences:\n\(output.prefix(4000))")
    }

    /// Long names and a named table, where lines outgrow the limit in shapes the examples never
    /// reach (the new-user walkthrough found three): a Submission argument ending in a one-argument
    /// call, an `if … { … }` on one line, and a title's `Text` with a table and bundle inside a
    /// wrapped `.navigationTitle`. Each breaks as `swift format` breaks it, so the file stays a fixed
    /// point (a team that formats on commit would otherwise turn every regeneration into an edit).
    @Test func longNamesAndANamedTableStayAFixedPointOfSwiftFormat() throws {
        let spec = #"""
            {"name": "PaymentDetailsForm", "title": "Payment details", "fields": [
              {"label": "Credit card expiration month", "type": "credit-card-expiration-month", "validation": {"required": true}},
              {"label": "Credit card expiration year", "type": "credit-card-expiration-year", "validation": {"required": true}},
              {"label": "Number of adult guests", "type": "integer", "validation": {"required": true}},
              {"label": "Maximum nightly budget", "type": "currency", "currencyCode": "EUR"}
            ]}
            """#
        let long = try Self.form(spec).get()
        let table = try Generator.form(
            SpecReader().readForm(data: try Array(contentsOf: Self.examples.appendingPathComponent("Checkout.json")))
                .get(),
            input: "Examples/Checkout.json",
            renderer: Renderer(localization: LocalizationOptions(table: "PaymentForms", bundle: .module)))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-form-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, result) in [("Long", long), ("Table", table)] {
            let url = directory.appendingPathComponent(name + ".swift")
            try CompileHarness.checkable(form: result.code).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        #expect(!long.code.split(separator: "\n").contains { $0.count > 120 })
        #expect(!table.code.split(separator: "\n").contains { $0.count > 120 })
        let (status, output) = CompileHarness.swiftFormatLint(paths)
        #expect(status == 0, "swift format lint found differences:\n\(output.prefix(4000))")
    }

    /// The form check is not vacuous: a broken form fails it.
    @Test func aBrokenFormFailsTheTypeCheck() throws {
        var result = try Self.generate("SignUp.json")
        result.code = result.code.replacingOccurrences(of: ".submitLabel(.done)", with: ".submitLabel(.finished)")
        let problems = try CompileHarness.checkForms([("broken SignUp", result)])
        #expect(problems.count == 2, "one failure per language mode")
        #expect(problems.first?.contains("finished") == true)
    }

    @Test func examplesTypeCheckInEveryNamedConfiguration() throws {
        let items = try Self.exampleSpecs.map { ("Examples/\($0)", try Self.generate($0)) }
        let problems = try CompileHarness.checkForms(items)
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }
}

/// Form-level rules, errors with paths, and writing files.
@Suite struct FormRuleTests {
    @Test(arguments: FormTests.exampleSpecs)
    func examplesMeetTheFormRulesAndEveryFieldContract(file: String) throws {
        let result = try FormTests.generate(file)
        #expect(FormAudit.audit(result) == [], "\(file)")
    }

    /// Return and Next stop before a date between two text fields instead of skipping it: before, Phone's
    /// Return went to ZIP code, whose Return submitted, and a date of birth nobody saw was sent.
    @Test func focusEnumIsInFieldOrderAndReturnStopsBeforeADate() throws {
        let result = try FormTests.generate("SignUp.json")
        #expect(
            result.fields.map(\.slot.focusCase) == [
                "fullName", "email", "newPassword", "phone", "dateOfBirth", "zipCode",
            ])
        let phone = try #require(result.fields.first { $0.slot.focusCase == "phone" })
        #expect(phone.slot.next == nil && phone.slot.returnHidesKeyboard)
        #expect(phone.rendered.view.contains(".onSubmit { dismissKeyboard() }"))
        #expect(result.fields.last?.slot.next == nil && result.fields.last?.slot.returnHidesKeyboard == false)
        #expect(!result.code.contains("case .phone: .zipCode"), "the toolbar's Next skips the date")
        #expect(
            result.decisions.first { $0.aspect == "return-chain" }?.choice
                == "fullName -> email -> newPassword -> phone -> hide the keyboard; zipCode -> submit (.join)")
        // The ZIP code's number pad has no Return key on iPhone: the Join key is an iPad's (axr21 #7).
        #expect(
            result.verify.contains(
                "On iPad, the last text field's Return key reads Join and submits, as the button does (its iPhone keyboard has no Return key)."
            ))
        // A field that wraps keeps Return for a line break: the chain and the form's verify line say
        // so, and the toolbar's Next moves on from it.
        let shipping = try FormTests.generate("Shipping.json")
        #expect(
            shipping.decisions.first { $0.aspect == "return-chain" }?.choice
                == "fullName -> addressLine1 (Return types a line break; Next) -> city -> zipCode -> hide the keyboard")
        #expect(
            shipping.decisions.first { $0.aspect == "return-chain" }?.reason.hasSuffix(
                "; in a field that wraps, Return types a line break, and the keyboard toolbar's Next moves on") == true)
        #expect(
            shipping.verify.contains { $0.hasPrefix("On iOS, Return (a line break in a field that wraps) and the") })
        #expect(!shipping.code.contains("submitLabel(.next)\n                    .onSubmit { focusedField = .city }"))
        // A date's problem is announced, focus staying where it was; its row is scrolled into view.
        #expect(
            result.code.contains(
                "} else if dateOfBirthError != nil {\n            // A DatePicker cannot take VoiceOver focus (card 002): announce the problem with its name.\n            scrollTarget = .dateOfBirth\n            announce(dateOfBirthName)"
            ))
    }

    /// A stack's ScrollView scrolls the first problem's row into view as an iOS Form does: a date's
    /// problem takes no focus that would bring it there (axr20 #1). A Mac-only Form lays its rows out
    /// in the window and has nothing to scroll.
    @Test func aStackScrollsToTheFirstProblemAndAMacFormDoesNot() throws {
        let stack = try FormTests.generate("Booking.json")
        #expect(stack.code.contains("        ScrollViewReader { scrollProxy in\n            ScrollView {\n"))
        #expect(stack.code.contains("                    .id(Field.checkOut)\n"))
        #expect(
            stack.code.contains(
                "if checkOutError != nil {\n            // A DatePicker cannot take VoiceOver focus (card 002): announce the problem with its name.\n            scrollTarget = .checkOut\n            announce(checkOutName)"
            ))
        #expect(
            stack.decisions.first { $0.aspect == "submit" }?.reason.contains("stack scrolls the first invalid") == true)
        let mac = try FormTests.generate("MacSettings.json")
        #expect(!mac.code.contains("ScrollViewReader") && !mac.code.contains("scrollTarget"))
    }

    /// A form with no text field brings up no keyboard: its decisions and verify lines name no Return
    /// key, chain or toolbar Next to test (axr20 #5).
    @Test func aFormWithoutTextFieldsAsksForNoReturnOrNext() throws {
        let spec = try SpecReader().readForm(
            data: Array(
                #"{"name": "PrefsForm", "title": "Prefs", "fields": [{"label": "Seat", "type": "choice", "options": [{"value": "a", "label": "Aisle"}, {"value": "w", "label": "Window"}], "validation": {"required": true}}, {"label": "Newsletter", "type": "toggle"}]}"#
                    .utf8)
        ).get()
        let result = try Generator.form(spec, input: "Prefs.json")
        #expect(result.decisions.first { $0.aspect == "return-chain" }?.reason.hasPrefix("no text field") == true)
        #expect(!result.verify.contains { $0.contains("Return") || $0.contains("Next") }, "\(result.verify)")
        #expect(result.verify.contains("With Full Keyboard Access on (iPad), Tab moves through the controls in order."))
    }

    /// The audits notice a Return chain, or a toolbar's Next, that skips a control.
    @Test func formAuditCatchesAReturnThatSkipsAControl() throws {
        var skips = try FormTests.generate("SignUp.json")
        let phone = try #require(skips.fields.firstIndex { $0.slot.focusCase == "phone" })
        skips.fields[phone].rendered.view = skips.fields[phone].rendered.view.replacingOccurrences(
            of: ".onSubmit { dismissKeyboard() }", with: ".onSubmit { focusedField = .zipCode }")
        #expect(FormAudit.audit(skips).map(\.rule).contains(.tabOrder))
        var next = try FormTests.generate("SignUp.json")
        next.code = next.code.replacingOccurrences(
            of: "        case .newPassword: .phone\n",
            with: "        case .newPassword: .phone\n        case .phone: .zipCode\n")
        #expect(FormDeviceAudit.audit(next).map(\.rule).contains(.keyboardWithoutReturn))
    }

    /// The audit can fail: breaking the focus order or a submit check is noticed.
    @Test func formAuditCatchesBrokenRules() throws {
        var result = try FormTests.generate("SignUp.json")
        result.code = result.code.replacingOccurrences(
            of: "        case email\n        case newPassword\n", with: "        case newPassword\n        case email\n"
        )
        #expect(FormAudit.audit(result).map(\.rule).contains(.tabOrder))
        var noFocus = try FormTests.generate("SignUp.json")
        noFocus.code = noFocus.code.replacingOccurrences(
            of: "focus(.email, problem: emailName)", with: "")
        #expect(FormAudit.audit(noFocus).map(\.rule).contains(.focusManagement))
    }

    /// Members are compared only between fields one of whose identifiers starts the other's; on
    /// random forms built to collide (`name` and `nameValue`, `a` and `aErrorMessage`, the Kelvin
    /// sign and "K"), that finds exactly the problems comparing every field finds.
    @Test func memberCollisionsAreFoundWithoutComparingEveryField() {
        let names = [
            "name", "nameValue", "nameError", "nameErrorMessage", "nameA", "nameB", "email", "emailChecked", "a",
            "aError", "aErrorMessage", "ab", "abRange", "x", "xStart", "xValueText", "\u{212A}ey", "Key", "KeyValue",
            "zeta", "zetaFocusChanged",
        ]
        var state: UInt64 = 14
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var roundsWithCollisions = 0
        for _ in 0..<400 {
            let fields = (0..<(1 + next(8))).map { index in
                var field = FieldSpec(label: "Field \(index)", type: .text)
                field.name = names[next(names.count)]
                return field
            }
            let paths = fields.indices.map { "$.fields[\($0)]" }
            var found = DiagnosticSink()
            SpecReader().checkFormRules(fields, paths: paths, into: &found)
            var everyField = DiagnosticSink()
            SpecReader().checkFormRules(fields, paths: paths, comparingEveryField: true, into: &everyField)
            #expect(found.all == everyField.all, "\(fields.map(\.identifier))")
            if everyField.all.contains(where: { $0.message.contains("collides with") }) { roundsWithCollisions += 1 }
        }
        #expect(roundsWithCollisions > 20)
        // A form without such prefixes compares no field; one with them, only those.
        #expect(
            SpecReader.identifiersWhoseMembersMayCollide(["email", "phone", "emailValue", "city"])
                == [true, false, true, false])
    }

    /// A helper several fields share is declared once, where it first comes; a long list is hashed
    /// on every core, with the same result as one set in order.
    @Test func sharedFunctionsAreDeclaredOnceInOrder() {
        var state: UInt64 = 3
        for count in [0, 1, 10, 47, 48, 500] {
            let functions = (0..<count).map { _ -> String in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return "func f\((state >> 33) % 40)() {}\n" + String(repeating: "x", count: Int(state >> 60))
            }
            var seen = Set<String>()
            #expect(Generator.firstOfEach(functions) == functions.filter { seen.insert($0).inserted }, "\(count)")
        }
    }

    static func errors(_ json: String) -> [Diagnostic] {
        switch FormTests.form(json) {
        case .success: []
        case .failure(let errors): errors.diagnostics
        }
    }

    @Test(arguments: [
        (
            #"{"name": "F", "fields": [{"label": "Email", "type": "email"}, {"label": "Email", "type": "text"}]}"#,
            "duplicate-identifier", "$.fields[1].label"
        ),
        (
            #"{"name": "F", "fields": [{"label": "A", "name": "x", "type": "text"}, {"label": "B", "name": "x", "type": "text"}]}"#,
            "duplicate-identifier", "$.fields[1].name"
        ),
        (
            #"{"name": "F", "fields": [{"label": "E-mail", "type": "email"}, {"label": "E mail", "type": "text"}]}"#,
            "duplicate-identifier", "$.fields[1].label"
        ),
        (
            #"{"name": "F", "fields": [{"label": "Date", "name": "a", "type": "date"}, {"label": "date", "name": "b", "type": "date"}]}"#,
            "duplicate-picker-name", "$.fields[1].label"
        ),
        (#"{"name": "F", "fields": []}"#, "empty-form", "$.fields"),
        (#"{"name": "F"}"#, "empty-form", "$.fields"),
        (#"{"name": "sign-up form", "fields": [{"label": "A", "type": "text"}]}"#, "invalid-view-name", "$.name"),
        (#"{"name": "struct", "fields": [{"label": "A", "type": "text"}]}"#, "invalid-view-name", "$.name"),
        (#"{"name": "Form", "fields": [{"label": "A", "type": "text"}]}"#, "invalid-view-name", "$.name"),
        (#"{"name": "Button", "fields": [{"label": "A", "type": "text"}]}"#, "invalid-view-name", "$.name"),
        (#"{"fields": [{"label": "A", "type": "text"}]}"#, "missing-name", "$.name"),
        (
            #"{"name": "F", "fields": [{"label": "Out", "type": "date", "validation": {"after": "checkIn"}}]}"#,
            "unknown-field", "$.fields[0].validation.after"
        ),
        (
            #"{"name": "F", "fields": [{"label": "A", "type": "text", "platforms": ["macos"]}]}"#,
            "field-platforms-in-form", "$.fields[0].platforms"
        ),
        (
            #"{"name": "F", "fields": [{"label": "Status", "name": "status", "type": "text"}]}"#, "reserved-identifier",
            "$.fields[0].name"
        ),
        (
            #"{"name": "F", "fields": [{"label": "A", "type": "emial"}], "containr": "form"}"#, "unknown-data-type",
            "$.fields[0].type"
        ),
        (
            #"{"name": "F", "fields": [{"label": "A", "type": "text"}], "container": "list"}"#, "unknown-container",
            "$.container"
        ),
    ])
    func formErrorsHaveCodesAndPaths(json: String, code: String, location: String) {
        let errors = Self.errors(json)
        #expect(
            errors.contains { $0.code == code && $0.location == location },
            "\(errors.map { "\($0.location) \($0.code)" })")
    }

    @Test func everyProblemInAFormIsReportedAtOnce() {
        let errors = Self.errors(
            #"{"name": "bad name", "containr": "form", "fields": [{"label": "A", "type": "emial"}, {"type": "text"}]}"#)
        let codes = Set(errors.map(\.code))
        #expect(
            codes.isSuperset(of: ["invalid-view-name", "unknown-key", "unknown-data-type", "missing-label"]), "\(codes)"
        )
    }

    /// Two fields without a usable label (one missing, one a number) each get their own error, not
    /// also "identifier 'field' is already used", which sends people after a name they never wrote.
    @Test func fieldsWithoutALabelGetNoFollowOnIdentifierError() {
        let errors = Self.errors(
            #"{"name": "F", "fields": [{"type": "email"}, {"label": 42, "type": "text"}, {"label": "Name", "type": "name"}]}"#
        )
        #expect(errors.map(\.code) == ["missing-label", "wrong-type"], "\(errors)")
    }

    @Test func viewNameSuggestionIsATypeName() {
        let error = Self.errors(#"{"name": "sign-up form", "fields": [{"label": "A", "type": "text"}]}"#).first {
            $0.code == "invalid-view-name"
        }
        #expect(error?.suggestion?.contains("'SignUpForm'") == true)
    }
}

/// `form -o`: atomic, only on change, never over a foreign file unless forced, nothing on failure.
@Suite struct FormWriteTests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-form-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    var spec: String { FormTests.examples.appendingPathComponent("SignUp.json").path }

    @Test func createsThenLeavesUnchangedThenUpdates() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("SignUpForm.swift")
        // Run from the package's folder, the absolute spec path is named from there (nu20 #3): the
        // same file as in process, checksum included.
        let first = try CLITests.run(["form", spec, "-o", output.path], in: TestSupport.root)
        #expect(first.status == 0 && first.stdout == "created \(output.path)\n")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written == (try FormTests.generate("SignUp.json").code))
        #expect(GeneratedChecksum.verify(Array(written.utf8)) == true)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLITests.run(["form", spec, "-o", output.path])
        #expect(second.status == 0 && second.stdout == "unchanged \(output.path)\n")
        let unchangedDate = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(unchangedDate == modified, "unchanged means not rewritten")
        // A hand edit is never overwritten unasked (the new-user test lost one): refused, then --force.
        let edited = written + "// an edit\n"
        try edited.write(to: output, atomically: true, encoding: .utf8)
        let third = try CLITests.run(["form", spec, "-o", output.path])
        #expect(third.status == 1 && third.stdout.isEmpty)
        #expect(third.stderr.contains("a11y-gen generated this file, but it was edited since"), "\(third.stderr)")
        #expect(third.stderr.contains("--force"))
        #expect(try String(contentsOf: output, encoding: .utf8) == edited)
        let forced = try CLITests.run(["form", spec, "-o", output.path, "--force"])
        #expect(forced.status == 0 && forced.stdout == "replaced \(output.path) (hand-edited)\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == written)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
    }

    /// A mistyped `-o` that names another spec's view is not replaced unasked (nu19 #3); a renamed
    /// spec, and a spec whose view is renamed (the build tool plugin's case), are still updated.
    @Test func refusesToReplaceAnotherSpecsViewUnlessForced() throws {
        let signUp = try String(contentsOf: FormTests.examples.appendingPathComponent("SignUp.json"), encoding: .utf8)
        let checkout = try String(
            contentsOf: FormTests.examples.appendingPathComponent("Checkout.json"), encoding: .utf8)
        let files = MemoryFiles(["SignUp.json": signUp, "Checkout.json": checkout, "Renamed.json": signUp])
        let tool = CommandLineTool(files: files)
        #expect(tool.run(["form", "SignUp.json", "-o", "SignUpForm.swift"]).code == 0)
        let written = try #require(files.text("SignUpForm.swift"))

        let refused = tool.run(["form", "Checkout.json", "-o", "SignUpForm.swift"])
        #expect(refused.code == 1 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "SignUpForm.swift: error: a11y-gen generated this file from SignUp.json, and it does not hold CheckoutForm; nothing was written; check the -o path, or pass --force to replace that view\n"
        )
        #expect(files.text("SignUpForm.swift") == written)
        let json = tool.run(["form", "Checkout.json", "-o", "SignUpForm.swift", "--format", "json"])
        #expect(json.code == 1 && json.stdout.contains(#""action" : "refuse-other-view""#))
        #expect(files.text("SignUpForm.swift") == written)
        let forced = tool.run(["form", "Checkout.json", "-o", "SignUpForm.swift", "--force"])
        #expect(forced.code == 0 && forced.stdout == "updated SignUpForm.swift\n")
        #expect(files.text("SignUpForm.swift")?.contains("struct CheckoutForm: View") == true)

        // The same view from a renamed spec, then from the same spec with its view renamed: updates.
        #expect(tool.run(["form", "SignUp.json", "-o", "Mine.swift"]).code == 0)
        let renamed = tool.run(["form", "Renamed.json", "-o", "Mine.swift"])
        #expect(renamed.code == 0 && renamed.stdout == "updated Mine.swift\n", "\(renamed)")
        files.put(signUp.replacingOccurrences(of: #""SignUpForm""#, with: #""RegisterForm""#), at: "Renamed.json")
        let newName = tool.run(["form", "Renamed.json", "-o", "Mine.swift"])
        #expect(newName.code == 0 && newName.stdout == "updated Mine.swift\n", "\(newName)")
    }

    @Test func refusesAForeignFileUnlessForced() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("SignUpForm.swift")
        let mine = "import SwiftUI\n// my own view\n"
        try mine.write(to: output, atomically: true, encoding: .utf8)
        let refused = try CLITests.run(["form", spec, "-o", output.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("was not generated by a11y-gen") && refused.stderr.contains("--force"))
        #expect(try String(contentsOf: output, encoding: .utf8) == mine)
        let dry = try CLITests.run(["form", spec, "-o", output.path, "--dry-run"])
        let afterDryRun = try String(contentsOf: output, encoding: .utf8)
        #expect(dry.status == 1 && afterDryRun == mine)
        let forced = try CLITests.run(["form", spec, "-o", output.path, "--force"])
        #expect(forced.status == 0 && forced.stdout == "replaced \(output.path) (hand-written)\n")
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("// Generated by a11y-gen"))
    }

    @Test func dryRunSaysWhatWouldChangeAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("SignUpForm.swift")
        // A copy of the spec, so its text can change as a person changes it.
        let copy = directory.appendingPathComponent("SignUp.json")
        let specText = try String(contentsOfFile: spec, encoding: .utf8)
        try specText.write(to: copy, atomically: true, encoding: .utf8)
        let create = try CLITests.run(["form", copy.path, "-o", output.path, "--dry-run"])
        #expect(create.status == 0 && create.stdout.hasPrefix("would create \(output.path)"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        _ = try CLITests.run(["form", copy.path, "-o", output.path])
        try specText.replacingOccurrences(of: #""title": "Create account""#, with: #""title": "Sign up""#).write(
            to: copy, atomically: true, encoding: .utf8)
        let update = try CLITests.run(["form", copy.path, "-o", output.path, "--dry-run"])
        #expect(update.status == 0 && update.stdout.hasPrefix("would update \(output.path):"))
        #expect(
            update.stdout.contains("-        .navigationTitle(Text(\"Create account\", comment: ")
                && update.stdout.contains("+        .navigationTitle(Text(\"Sign up\", comment: "), "\(update.stdout)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("Create account"), "dry run wrote nothing")
        // A spec that changed is no hand edit: the file is updated without --force.
        let updated = try CLITests.run(["form", copy.path, "-o", output.path])
        #expect(updated.status == 0 && updated.stdout == "updated \(output.path)\n", "\(updated.stderr)")
    }

    @Test func anInvalidSpecWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        try #"{"name": "F", "fields": [{"label": "A", "type": "emial"}]}"#.write(
            to: bad, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("F.swift")
        let run = try CLITests.run(["form", bad.path, "-o", output.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "\(bad.path):1:49: $.fields[0].type: error: unknown data type 'emial'; did you mean 'email'?"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.json"])
    }

    @Test func aFolderOrAMissingFolderIsNamedPlainly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try CLITests.run(["form", spec, "-o", directory.path])
        #expect(folder.status == 1 && folder.stderr.contains("this is a folder; -o takes the file to write"))
        let missing = try CLITests.run([
            "form", spec, "-o", directory.appendingPathComponent("no/such/SignUpForm.swift").path,
        ])
        #expect(missing.status == 1 && missing.stderr.contains("does not exist; create it first"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        // With --format json, standard output holds the problem as a spec's problems are held (nu19):
        // one object, never nothing.
        let json = try CLITests.run([
            "form", spec, "-o", directory.appendingPathComponent("no/such/SignUpForm.swift").path, "--format", "json",
        ])
        #expect(json.status == 1 && json.stderr.contains("does not exist; create it first"))
        let report = try JSONDecoder().decode(ProblemReport.self, from: Data(json.stdout.utf8))
        #expect(report.errors.map(\.code) == ["output-not-written"], "\(json.stdout)")
        #expect(report.errors.first?.message.hasPrefix("the folder ") == true, "\(json.stdout)")
        // A file where the folder should be (the new-user test's `-o ok.json/F.swift`) is called a file.
        let file = directory.appendingPathComponent("ok.json")
        try Array("{}".utf8).write(to: file)
        let throughFile = try CLITests.run(["form", spec, "-o", file.appendingPathComponent("F.swift").path])
        #expect(throughFile.status == 1 && throughFile.stderr.contains("ok.json is a file, not a folder"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
    }

    @Test func stdoutJSONAndUsage() throws {
        let swift = try CLITests.run(["form", spec])
        #expect(swift.status == 0 && swift.stdout.contains("struct SignUpForm: View {"))
        let json = try CLITests.run(["form", spec, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any])
        #expect(object["code"] as? String == swift.stdout)
        #expect((object["fields"] as? [Any])?.count == 6 && object["decisions"] != nil && object["verify"] != nil)
        #expect(try CLITests.run(["form"]).status == 64)
        #expect(try CLITests.run(["form", spec, "--dry-run"]).status == 64)
        #expect(try CLITests.run(["form", "--help"]).stdout.contains("USAGE: a11y-gen form"))
    }
}

extension FormTests {
    /// A Mac Form gives text fields the form-row labeling by default; fields named by their own title
    /// (pickers, toggles, steppers, and a text type whose options make it a picker) are left alone
    /// instead of being refused for a labeling nobody wrote.
    @Test func aMacFormLabelsOnlyItsTextFields() throws {
        let json = """
            {"name": "MixedForm", "platforms": ["ios", "macos"], "fields": [
              {"label": "Email", "type": "email"},
              {"label": "Size", "type": "choice", "options": [{"value": "s", "label": "Small"}, {"value": "l", "label": "Large"}]},
              {"label": "Country", "type": "country-name", "options": [{"value": "US", "label": "United States"}]},
              {"label": "Quantity", "type": "stepper", "max": 5},
              {"label": "I agree to the terms", "type": "toggle", "validation": {"required": true}}
            ]}
            """
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
        #expect(spec.fields.map(\.labeling) == [.formRow, .title, .title, .title, .title])
        #expect(try FormAudit.audit(Generator.form(spec, input: "test")) == [])
    }
}

/// The form's verify list promises what its fields do on a failed submit: a menu or date picker's
/// problem is announced, not focused (card 004), and a form that can show no error promises nothing.
@Suite struct FormVerifyTests {
    @Test func theFailedSubmitLineFollowsTheFields() throws {
        let first =
            "Submitting with errors scrolls the first invalid field's row into view, moves VoiceOver to that field"
        func verify(_ fields: String, platforms: String = #"["ios"]"#) throws -> [String] {
            try FormTests.form(#"{"name": "Order", "platforms": \#(platforms), "fields": [\#(fields)]}"#).get().verify
        }
        let text = try verify(#"{"label": "Email", "type": "email", "validation": {"required": true}}"#)
        #expect(
            text.contains(
                "\(first) and speaks \"<label>, <error>\" (\"<label>, required, <error>\" for a required field)."),
            "\(text)")
        // The field's own line says what its name is with the error: "required" is in it.
        #expect(text.contains { $0.contains("speaks \"<label>, required, <error>\"") })
        // Only the kinds of picker the form has, and only the devices it is for (axr19 #4): an iOS-only
        // form sends no one to the Mac, and segments, announced, are named with menus.
        #expect(!text.contains { $0.contains("Mac") }, "\(text)")
        let menu = try verify(
            #"{"label": "Email", "type": "email", "validation": {"required": true}}, {"label": "Plan", "type": "choice", "style": "menu", "options": [{"value": "a", "label": "Basic"}], "validation": {"required": true}}, {"label": "Speed", "type": "choice", "style": "segmented", "options": ["Fast", "Slow"], "validation": {"required": true}}"#
        )
        #expect(
            menu.contains {
                $0.hasPrefix(first)
                    && $0.hasSuffix(
                        "when that field is a menu or segmented picker, the same words are announced and VoiceOver stays where it was (keyboard focus moves to a menu or segmented picker)."
                    )
            }, "\(menu)")
        let mac = try verify(
            #"{"label": "Email", "type": "email", "validation": {"required": true}}"#, platforms: #"["macos"]"#)
        #expect(
            mac.contains { $0.hasPrefix("Submitting with errors moves VoiceOver to the first invalid field") }, "\(mac)"
        )
        #expect(!mac.contains { $0.contains("iPad") || $0.contains("On iOS") }, "\(mac)")
        #expect(text.contains { $0.contains("\"No fields left to fix.\"") })
        let quiet = try verify(#"{"label": "Nickname", "type": "text"}"#)
        #expect(!quiet.contains { $0.hasPrefix("Submitting with errors") }, "\(quiet)")
    }

    /// A problem after a successful submit takes "Submitted." away for good: a consent turned off
    /// showed its error beside the success status, and a status hidden only while a problem showed
    /// came back unannounced once it was fixed. A form whose fields cannot show a problem has no count
    /// to observe and keeps the plain status line.
    @Test func aProblemAfterASuccessTakesTheStatusAway() throws {
        let consent = try FormTests.form(
            #"{"name": "Terms", "platforms": ["ios"], "minimumOS": {"ios": "17"}, "fields": [{"label": "Accept the terms", "type": "toggle", "validation": {"required": true}}]}"#
        ).get()
        // On the container, which is always built (a Form builds only the rows on screen, and the
        // button's row may be scrolled away while the first field is fixed: the fifth audit).
        #expect(
            consent.code.contains(
                "        }\n        .onChange(of: problemCount) { _, count in\n            problemsChanged(count)\n        }"
            ),
            "\(consent.code)")
        #expect(!consent.code.contains(".buttonStyle(.borderedProminent)\n            .onChange(of: problemCount)"))
        #expect(
            consent.code.contains(
                "    private func problemsChanged(_ count: Int) {\n        if count > 0 { status = nil }\n        guard submitFailed else { return }\n"
            ))
        // After a failed submit, each change of the count is said once it holds (axr19 #2), and so is
        // its line going away: the form can be sent again.
        #expect(
            consent.code.contains(
                "        let allFixed = String(\n            localized: \"No fields left to fix.\",\n            comment: \"Announced after a failed submit once the last field with a problem is fixed.\")\n"
            ), "\(consent.code)")
        #expect(consent.code.contains("            let announcement = count > 0 ? problemSummary : allFixed\n"))
        // In a Form that scrolls to the first problem's row, one level in (ScrollViewReader).
        #expect(consent.code.contains("                if let status {\n                    Label(status,"))
        let older = try FormTests.form(
            #"{"name": "Terms", "platforms": ["ios"], "minimumOS": {"ios": "15"}, "fields": [{"label": "Accept the terms", "type": "toggle", "validation": {"required": true}}]}"#
        ).get()
        #expect(older.code.contains(".onChange(of: problemCount) { count in\n"))
        let quiet = try FormTests.form(#"{"name": "Note", "fields": [{"label": "Nickname", "type": "text"}]}"#).get()
        #expect(quiet.code.contains("            if let status {\n                Label(status,"))
        #expect(!quiet.code.contains("problemCount") && !quiet.code.contains("problemsChanged"))
    }
}

/// A date's `after` that names no date field suggests the other dates, never the field itself:
/// following that advice gave "a date cannot be required to come after itself".
@Suite struct AfterSuggestionTests {
    @Test func theFieldItselfIsNotSuggested() throws {
        func suggestion(_ fields: String) -> String? {
            FormRuleTests.errors(#"{"name": "F", "fields": [\#(fields)]}"#).first { $0.code == "unknown-field" }?
                .suggestion
        }
        let alone = suggestion(#"{"label": "Check-out", "type": "date", "validation": {"after": "checkIn"}}"#)
        #expect(alone == "add the date field it must come after, or remove 'after'")
        let pair = suggestion(
            #"{"label": "Arrival", "type": "date"}, {"label": "Check-out", "type": "date", "validation": {"after": "checkIn"}}"#
        )
        #expect(pair == "use one of 'arrival'", "\(pair ?? "nil")")
    }

    /// A time picker's `after` asks for a time, in each language.
    @Test func aTimeAfterATimeAsksForATime() throws {
        for (locale, message) in [
            ("en_US", "Choose a time after opens at."), ("de_DE", "Bitte eine Uhrzeit nach „Opens at“ wählen."),
        ] {
            let json =
                #"{"name": "F", "locale": "\#(locale)", "fields": [{"label": "Opens at", "type": "time"}, {"label": "Closes at", "type": "time", "validation": {"after": "opensAt"}}]}"#
            let form = try FormTests.form(json).get()
            #expect(form.code.contains(message), "\(locale)")
        }
    }

    /// On a Mac-only form laid out as a stack, a picker, a date picker and a stepper keep their error
    /// in a tight stack under them: as rows of a `Group`, the error took the stack's 16-point spacing
    /// and sat as far from its control as from the next one (card 001: the problem right under the
    /// field; the accessibility review). In a Form they stay rows of the Form's label column.
    @Test func aMacStackKeepsEachErrorUnderItsControl() throws {
        func form(_ container: String) throws -> FormResult {
            try FormTests.form(
                #"{"name": "PrefsForm", "container": "\#(container)", "platforms": ["macos"], "fields": [{"label": "Theme", "type": "choice", "options": ["Light", "Dark"], "validation": {"required": true}}, {"label": "Start", "type": "date", "validation": {"after": "end"}}, {"label": "End", "type": "date"}, {"label": "Retries", "type": "stepper", "max": 5}]}"#
            ).get()
        }
        let stack = try form("stack")
        for field in stack.fields {
            #expect(
                field.rendered.view.hasPrefix("VStack(alignment: .leading, spacing: 4) {"), "\(field.plan.identifier)")
        }
        #expect(FormAudit.audit(stack).isEmpty, "\(FormAudit.audit(stack))")
        for field in try form("form").fields {
            #expect(field.rendered.view.hasPrefix("Group {"), "\(field.plan.identifier)")
        }
        let problems = try CompileHarness.checkForms([("Mac stack", stack)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    /// A time after a time is compared by hour and minute: a time-only picker keeps the day it was
    /// made on, so a view made at 23:30 started its second picker on the next day, and an end time set
    /// before the start was still "after" it (the accessibility review). Left untouched, the pair
    /// passes: the later one starts an hour on, but no later than 23:59 the same day. It type-checks
    /// on both platforms in both language modes, and passes the form audit.
    @Test func aTimeAfterATimeIsComparedByTheTimesPeopleSee() throws {
        let form = try FormTests.form(
            #"{"name": "ShiftForm", "platforms": ["ios", "macos"], "fields": [{"label": "Start time", "type": "time"}, {"label": "End time", "type": "time", "validation": {"after": "startTime"}}, {"label": "Break ends", "type": "time", "range": "today...+1d", "validation": {"after": "startTime"}}]}"#
        ).get()
        #expect(form.code.contains("let time = Calendar.current.dateComponents([.hour, .minute], from: endTime)"))
        #expect(
            form.code.contains("let otherTime = Calendar.current.dateComponents([.hour, .minute], from: startTime)"))
        #expect(
            form.code.contains(
                "if (time.hour ?? 0, time.minute ?? 0) <= (otherTime.hour ?? 0, otherTime.minute ?? 0) {"))
        #expect(!form.code.contains("toGranularity"))
        #expect(form.code.contains("@State private var endTime = Self.timeAnHourAfter(Date())"))
        #expect(form.code.contains("let start = Self.timeAnHourAfter(Date())"))
        #expect(
            form.code.components(separatedBy: "private static func timeAnHourAfter(_ time: Date) -> Date {").count == 2)
        // A chain of times names each earlier start once: the file grows with the chain, not 4x a link
        // (the first version pasted each start into the next four times; eight links made 1.3 MB).
        let links = (1...8).map { index in
            index == 1
                ? #"{"label": "Time 1", "type": "time"}"#
                : #"{"label": "Time \#(index)", "type": "time", "validation": {"after": "time\#(index - 1)"}}"#
        }
        let chain = try FormTests.form(#"{"name": "ChainForm", "fields": [\#(links.joined(separator: ", "))]}"#).get()
        #expect(chain.code.utf8.count < 60_000, "\(chain.code.utf8.count) bytes")
        #expect(chain.code.contains("@State private var time8 = Self.timeAnHourAfter(Self.timeAnHourAfter("))
        let plan = try #require(form.fields.dropFirst().first?.plan)
        #expect(plan.checks.first?.granularity == .timeOfDay)
        #expect(plan.decisions.first { $0.aspect == "after-granularity" }?.choice == "hour and minute")
        #expect(FormAudit.audit(form).isEmpty, "\(FormAudit.audit(form))")
        let problems = try CompileHarness.checkForms([("time after time", form)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    /// A date and time after a date-only picker is compared by calendar day: the date picker's time is
    /// the moment the view was made, which nobody chose or can see. Two dates and times stay by minute.
    @Test func aDateAndTimeAfterADateAloneIsComparedByDay() throws {
        func code(_ first: String, _ second: String) throws -> String {
            let json =
                #"{"name": "F", "platforms": ["ios"], "fields": [{"label": "Departure day", "name": "departure", "type": "\#(first)"}, {"label": "Return flight", "name": "returnFlight", "type": "\#(second)", "validation": {"after": "departure"}}]}"#
            return try FormTests.form(json).get().code
        }
        let mixed = try code("date", "datetime")
        #expect(mixed.contains("Calendar.current.compare(returnFlight, to: departure, toGranularity: .day)"))
        // Left untouched, the pair passes: the later one starts a day on, not an hour (the same day).
        #expect(
            mixed.contains("returnFlight = Calendar.current.date(byAdding: .day, value: 1, to: Date()) ?? Date()"))
        let plan = try #require(
            try FormTests.form(
                #"{"name": "F", "fields": [{"label": "Departure day", "name": "departure", "type": "date"}, {"label": "Return flight", "name": "returnFlight", "type": "datetime", "validation": {"after": "departure"}}]}"#
            ).get().fields.last?.plan)
        #expect(plan.checks.first?.granularity == .day)
        let decision = try #require(plan.decisions.first { $0.aspect == "after-granularity" })
        #expect(decision.choice == "calendar day" && decision.reason.contains("'departure' shows only a date"))
        let both = try code("datetime", "datetime")
        #expect(
            both.contains("toGranularity: .minute)") && both.contains("date(byAdding: .hour, value: 1, to: Date())"))
        #expect(try code("datetime", "date").contains("toGranularity: .day)"))
    }

    /// The email a form's password is saved under is its account name: `.username`, which Password
    /// AutoFill saves and fills the password with, on the email keyboard. Only the first email, only
    /// beside a password, and not when the form has a username field of its own.
    @Test func theEmailAPasswordIsSavedUnderIsItsUsername() throws {
        func form(_ fields: String) throws -> FormResult {
            try FormTests.form(#"{"name": "F", "platforms": ["ios", "macos"], "fields": [\#(fields)]}"#).get()
        }
        let email = #"{"label": "Email", "type": "email"}"#
        let recovery = #"{"label": "Recovery email", "type": "email"}"#
        let password = #"{"label": "Password", "type": "new-password"}"#
        let signUp = try form([email, recovery, password].joined(separator: ", "))
        let account = try #require(signUp.fields.first)
        #expect(account.plan.iosContentType == .username && account.plan.macosContentType == .username)
        #expect(account.plan.keyboard == .emailAddress)
        #expect(account.rendered.view.contains(".textContentType(.username)"))
        let decision = try #require(account.plan.decisions.first { $0.aspect == "content-type.ios" })
        #expect(decision.reason.contains("Password AutoFill saves and fills the two"))
        #expect(signUp.fields[1].plan.iosContentType == .emailAddress, "only the first email")
        // An address that says it is another ("Recovery email") is not the account's, wherever it is.
        let recoveryFirst = try form([recovery, email, password].joined(separator: ", "))
        #expect(recoveryFirst.fields.map(\.plan.iosContentType) == [.emailAddress, .username, .newPassword])
        #expect(FormAudit.audit(signUp).isEmpty, "\(FormAudit.audit(signUp))")
        // The audit knows which email is the account name.
        var swapped = signUp
        swapped.code = swapped.code.replacingOccurrences(
            of: ".textContentType(.username)", with: ".textContentType(.emailAddress)")
        swapped.fields[0].rendered.view = swapped.fields[0].rendered.view.replacingOccurrences(
            of: ".textContentType(.username)", with: ".textContentType(.emailAddress)")
        swapped.fields[0].plan.iosContentType = .emailAddress
        #expect(FormAudit.audit(swapped).contains { $0.rule == .contentType })
        // No password, or a username field of its own: the email is an email.
        #expect(try form(email).fields[0].plan.iosContentType == .emailAddress)
        let withUsername = try form(
            [#"{"label": "Username", "type": "username"}"#, email, password].joined(separator: ", "))
        #expect(withUsername.fields[1].plan.iosContentType == .emailAddress)
    }

    /// The default message asks for what the comparison reads: compared by the minute, the same day
    /// with an earlier time fails, so "Choose a date" would send people to a date that is right.
    @Test func aComparisonByTheMinuteAsksForADateAndTime() throws {
        func code(_ first: String, _ locale: String = "en_US") throws -> String {
            let json =
                #"{"name": "F", "locale": "\#(locale)", "fields": [{"label": "Depart", "type": "\#(first)"}, {"label": "Return", "type": "datetime", "validation": {"after": "depart"}}]}"#
            return try FormTests.form(json).get().code
        }
        #expect(try code("datetime").contains(#""Choose a date and time after depart.""#))
        #expect(try code("date").contains(#""Choose a date after depart.""#), "compared by day")
        #expect(try code("datetime", "de_DE").contains("Bitte Datum und Uhrzeit nach „Depart“ wählen."))
        #expect(try code("datetime", "ja_JP").contains("「Depart」より後の日時を選択してください。"))
    }

    /// A time after a date (or a date after a time) would be ordered by what neither picker shows.
    @Test func aTimeIsNotComparedWithADate() throws {
        let errors = FormRuleTests.errors(
            #"{"name": "F", "fields": [{"label": "Start", "type": "date"}, {"label": "End time", "type": "time", "validation": {"after": "start"}}]}"#
        )
        let error = try #require(errors.first { $0.code == "after-date-and-time" })
        #expect(error.location == "$.fields[1].validation.after" && error.message.contains("only a time"))
        // A time and a date and time, either way round: the time picker's hidden day would decide.
        for (first, second) in [("time", "datetime"), ("datetime", "time")] {
            let json =
                #"{"name": "F", "fields": [{"label": "A", "type": "\#(first)"}, {"label": "B", "type": "\#(second)", "validation": {"after": "a"}}]}"#
            let refused = try #require(FormRuleTests.errors(json).first { $0.code == "after-date-and-time" })
            #expect(refused.message.contains("a date and time") && refused.message.contains("only a time"))
            #expect(refused.suggestion?.contains("make the time picker a date and time") == true)
        }
        // Two times, two dates, or a date and time after a date (or before one) are compared.
        for (first, second) in [
            ("time", "time"), ("date", "date"), ("date", "datetime"), ("datetime", "date"), ("datetime", "datetime"),
        ] {
            let json =
                #"{"name": "F", "fields": [{"label": "A", "type": "\#(first)"}, {"label": "B", "type": "\#(second)", "validation": {"after": "a"}}]}"#
            #expect(!FormRuleTests.errors(json).contains { $0.code == "after-date-and-time" }, "\(first), \(second)")
        }
    }
}

/// A Mac-only field's verify list asks nothing about text sizes or a keyboard toolbar, which the Mac
/// does not have.
@Suite struct MacVerifyTests {
    @Test func aMacOnlyAddressIsCheckedAsTheMacTypesIt() throws {
        func verify(_ platforms: String) throws -> [String] {
            let json = #"{"label": "Street", "type": "street-address", "platforms": [\#(platforms)]}"#
            return try Inference.plan(SpecReader().readField(data: Array(json.utf8)).get()).verify
        }
        let mac = try verify(#""macos""#)
        #expect(!mac.contains { $0.contains("text size") || $0.contains("toolbar") }, "\(mac)")
        #expect(mac.contains { $0.contains("Tab always moves on") })
        let both = try verify(#""ios", "macos""#)
        #expect(both.contains { $0.contains("wraps at large text sizes") })
    }
}

/// Audit 6: the verify list names what people who do not use VoiceOver meet, for every family: a
/// Voice Control command, and card 002's Switch Control and keyboard check for a date; a form asks
/// for a failed submit with VoiceOver off and the display settings; words quoted from the screen are
/// in the field's language.
@Suite struct AssistiveVerifyTests {
    static func verify(_ json: String) throws -> [String] {
        try Inference.plan(SpecReader().readField(data: Array(json.utf8)).get()).verify
    }

    @Test(arguments: [
        #"{"label": "Start date", "type": "date", "style": "graphical"}"#,
        #"{"label": "Check-in", "type": "date"}"#,
        #"{"label": "Size", "type": "choice", "options": ["S", "M", "L"], "validation": {"required": true}}"#,
        #"{"label": "Country", "type": "choice", "options": ["A", "B", "C", "D", "E", "F", "G", "H"]}"#,
        #"{"label": "Newsletter", "type": "toggle"}"#,
        #"{"label": "Guests", "type": "stepper", "min": 1, "max": 8}"#,
    ])
    func everyControlSaysWhatVoiceControlAndKeyboardsDo(json: String) throws {
        let items = try Self.verify(json)
        #expect(items.contains { $0.hasPrefix("Voice Control:") }, "\(items)")
        #expect(items.contains { $0.contains("Switch Control") || $0.contains("Full Keyboard Access") }, "\(items)")
    }

    @Test func aDatePickerGetsCardTwosAcceptanceCheck() throws {
        let items = try Self.verify(#"{"label": "Check-in", "type": "date"}"#)
        #expect(
            items.contains(
                "Switch Control and a hardware keyboard reach the picker and change its value, with a visible focus indicator."
            ))
    }

    @Test func thePickersUnsetRowIsQuotedInTheFieldsLanguage() throws {
        let options = #"["Rot", "Grün", "Blau", "Gelb", "Weiß", "Schwarz", "Braun"]"#
        let german = try Self.verify(
            #"{"label": "Farbe", "type": "choice", "options": \#(options), "locale": "de_DE"}"#)
        #expect(german.contains { $0.contains("(or \"Auswählen…\")") }, "\(german)")
        #expect(!german.contains { $0.contains("Select…") })
    }

    @Test func aFormAsksForAFailedSubmitWithoutVoiceOverAndForTheDisplaySettings() throws {
        let result = try FormTests.generate("SignUp.json")
        #expect(result.verify.contains { $0.hasPrefix("With VoiceOver off and Full Keyboard Access on") })
        #expect(result.verify.contains { $0.contains("Increase Contrast and Differentiate Without Color") })
        #expect(result.verify.contains { $0.contains("stop before a picker, toggle, stepper or date") })
    }

    /// A field's verify line in the form's list says which fields it is about when not all of them
    /// (axr20 #5b): an agent reading the summary, which has no per-field plans, can act on it.
    @Test func aVerifyLineSomeFieldsShareNamesThem() throws {
        let verify = try FormTests.generate("SignUp.json").verify
        #expect(verify.contains("The secure field does not speak typed characters (New password)."), "\(verify)")
        #expect(
            verify.contains(
                "VoiceOver speaks the picker's name once and its current value (Date of birth)."), "\(verify)")
        #expect(
            verify.contains { $0.hasPrefix("VoiceOver speaks the field's name once") && $0.hasSuffix("ZIP code).") })
        // A line that names its one field already is left alone; each line is there once.
        #expect(
            verify.contains(
                "Voice Control: \"Tap Email\" reaches the field while an error or \"required\" is in its name."))
        #expect(Set(verify).count == verify.count)
        // Every field's line needs no names; past six fields, five and a count.
        let fields = (1...8).map { #"{"label": "Item \#($0)", "type": "text"}"# }.joined(separator: ", ")
        let all = try FormTests.form(#"{"name": "ItemsForm", "title": "Items", "fields": [\#(fields)]}"#).get().verify
        #expect(
            all.contains(
                "The field and its label stay fully visible, unclipped, at the largest accessibility text size."))
        let some = try FormTests.form(
            #"{"name": "ItemsForm", "title": "Items", "fields": [\#(fields), {"label": "Start", "type": "date"}]}"#
        ).get().verify
        #expect(
            some.contains(
                "The field and its label stay fully visible, unclipped, at the largest accessibility text size (Item 1, Item 2, Item 3, Item 4, Item 5 and 3 more fields)."
            ), "\(some)")
    }
}

/// The form's last text field submits under a Return key named for what the submit does, never
/// Done, which the keyboard toolbar's button uses to hide the keyboard (one name, one action; the
/// seventeenth audit found "Done" paying an order); a submit that spends money is not sent by Return.
@Suite struct FormReturnKeyTests {
    @Test(arguments: [
        ("Create account", ".join", "submit()"), ("Send message", ".send", "submit()"), ("Save", ".go", "submit()"),
        ("Search flights", ".search", "submit()"), ("Pay now", ".done", "dismissKeyboard()"),
        ("Place order", ".done", "dismissKeyboard()"), ("Konto erstellen", ".go", "submit()"),
        // rev46: payment by its stem and in German; an order tracked or a tip calculated spends nothing.
        ("Submit payment", ".done", "dismissKeyboard()"), ("Send money", ".done", "dismissKeyboard()"),
        ("Jetzt bezahlen", ".done", "dismissKeyboard()"), ("Track order", ".go", "submit()"),
        ("Calculate tip", ".go", "submit()"),
    ])
    func theLastReturnSaysWhatItDoes(button: String, key: String, action: String) throws {
        let result = try FormTests.form(
            #"{"name": "F", "submitLabel": "\#(button)", "platforms": ["ios"], "fields": [{"label": "Name", "type": "name"}, {"label": "Email", "type": "email", "validation": {"required": true}}]}"#
        ).get()
        let last = try #require(result.fields.last)
        #expect(last.rendered.view.contains(".submitLabel(\(key))"), "\(last.rendered.view)")
        #expect(last.rendered.view.contains(".onSubmit { \(action) }"))
        #expect(try #require(result.fields.first).rendered.view.contains(".submitLabel(.next)"))
        #expect(FormAudit.audit(result) == [])
        // The audit holds the generator to it: a Done that submits is reported.
        var broken = result
        broken.fields[1].rendered.view = last.rendered.view.replacingOccurrences(
            of: ".submitLabel(\(key))", with: key == ".done" ? ".submitLabel(.go)" : ".submitLabel(.done)")
        #expect(FormAudit.audit(broken).contains { $0.rule == .tabOrder })
    }
}

/// Where no field's Return submits, nothing says one does (rev46): a control after the last text
/// field takes the Return chain's end, a vertical field types a line break, and a payment card's
/// field keeps Return from paying in any language.
@Suite struct FormReturnSubmitClaimTests {
    func lastReturnLines(_ json: String) throws -> (choice: String, verify: [String]) {
        let result = try FormTests.form(json).get()
        let choice = try #require(result.decisions.first { $0.aspect == "return-chain" }).choice
        return (choice, result.verify.filter { $0.contains("last text field") })
    }

    @Test func aControlAfterTheFieldsOrALineBreakSubmitsNothing() throws {
        let toggle = try lastReturnLines(
            #"{"name": "F", "submitLabel": "Create account", "fields": [{"label": "Email", "type": "email"}, {"label": "I agree", "type": "toggle"}]}"#
        )
        #expect(toggle.choice == "email -> hide the keyboard" && toggle.verify.isEmpty, "\(toggle)")
        let message = try lastReturnLines(
            #"{"name": "F", "submitLabel": "Send", "fields": [{"label": "Email", "type": "email"}, {"label": "Message", "type": "multiline"}]}"#
        )
        #expect(
            message.choice == "email -> message (Return types a line break)" && message.verify.isEmpty, "\(message)")
        let card = try lastReturnLines(
            #"{"name": "F", "submitLabel": "Continue", "fields": [{"label": "Card number", "type": "cc-number"}, {"label": "Postcode", "type": "postal-code"}]}"#
        )
        #expect(card.choice.hasSuffix("postcode -> hide the keyboard"), "\(card)")
        #expect(
            card.verify == ["On iOS, the last text field's Return only hides the keyboard: the button alone submits."])
    }
}
