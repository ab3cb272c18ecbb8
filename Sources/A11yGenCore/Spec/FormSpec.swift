/// How a form lays out its fields.
public enum FormContainer: String, Codable, CaseIterable, Sendable {
    /// `Form { … }`: grouped rows on iOS, label column on macOS.
    case form
    /// `ScrollView { VStack { … } }`: a plain stacked layout.
    case stack
}

/// A whole form view: `a11y-gen form spec.json`.
public struct FormSpec: Codable, Sendable, Equatable {
    /// The view's type name, e.g. `SignUpForm`.
    public var name: String
    /// `navigationTitle`, when the screen is pushed.
    public var title: String?
    /// The fields, in order. Each is generated for the form's `deployment` (one file compiles for
    /// one set of platforms, so a field's own deployment is not used) and, unless it has a locale of
    /// its own, the form's `locale`.
    public var fields: [FieldSpec]
    public var submitLabel: String
    /// Announced (not focused) after a valid submit, and shown as status text.
    public var successMessage: String
    public var container: FormContainer
    public var deployment: Deployment
    public var locale: String?
}

extension SpecReader {
    public static let formKeys = [
        "name", "title", "fields", "submitLabel", "successMessage", "container", "platforms", "minimumOS", "locale",
    ]

    /// Reads a form spec; every problem in the form and its fields is reported at once.
    public func readForm(data: [UInt8]) -> Result<FormSpec, SpecErrors> {
        switch JSONValue.parse(data) {
        case .failure(let diagnostic): return .failure(SpecErrors([diagnostic]))
        case .success(let value):
            var sink = DiagnosticSink()
            let form = readForm(value, into: &sink)
            if let form, !sink.hasErrors { return .success(form) }
            return .failure(SpecErrors(sink.errors))
        }
    }

    func readForm(_ value: JSONValue, into sink: inout DiagnosticSink) -> FormSpec? {
        guard case .object(let object) = value else {
            sink.error(
                "wrong-type", at: "$", "a form spec must be a JSON object, not \(value.typeNameWithArticle)",
                suggestion: #"write {"name": "SignUpForm", "fields": [...]}"#)
            return nil
        }
        // A field spec given to `form` (nu19): one line that says so, not an unknown key for each of
        // its keys.
        if object["fields"] == nil, object["label"] != nil || object["type"] != nil {
            sink.error(
                "field-spec-given", at: "$", #"this is a field spec ("label" and "type"), not a form"#,
                suggestion:
                    #"generate it with `a11y-gen field --spec <file>`, or put it in a form: {"name": "MyForm", "fields": [ … ]}"#
            )
            return nil
        }
        // A project config given as the spec (nu20 #12): say so once, not as unknown keys.
        if object["fields"] == nil, object["generate"] != nil {
            sink.error(
                "config-given", at: "$", #"this is an a11y-gen.json config ("generate"), not a form spec"#,
                suggestion: "generate its views with `a11y-gen generate --config <file>`")
            return nil
        }
        SpecReader().checkSchemaKey(object, into: &sink)
        for key in object.keys.sorted() where !Self.formKeys.contains(key) && key != "$schema" {
            let nearest = Suggest.nearest(to: key, in: Self.formKeys)
            sink.error(
                "unknown-key", at: "$." + key, "unknown key '\(key)'",
                suggestion: nearest.map { "did you mean '\($0)'?" } ?? "a form has " + Suggest.list(Self.formKeys))
        }
        func text(_ key: String) -> String? {
            guard let value = object[key] else { return nil }
            if case .string(let s) = value { return s }
            sink.error("wrong-type", at: "$." + key, "'\(key)' must be a string, not \(value.typeNameWithArticle)")
            return nil
        }
        let name = text("name")
        if name == nil, object["name"] == nil {
            sink.error(
                "missing-name", at: "$.name", "a form needs a name: the Swift type name of the view",
                suggestion: #"add "name", for example "SignUpForm""#)
        }
        if let name, !Self.isTypeName(name) {
            sink.error(
                "invalid-view-name", at: "$.name", "'\(name)' is not a valid Swift type name for the view",
                suggestion: "use UpperCamelCase ASCII letters and digits, such as '\(Self.typeName(from: name))'")
        }
        let title = text("title")
        var locale = text("locale")
        // Checked here, once, where it is written: inherited by every field, a bad one was reported
        // at each field, at a path ($.fields[0].locale) the spec does not have.
        if let given = locale, ConfigReader.region(of: given) == nil {
            sink.error(
                "invalid-locale", at: "$.locale", "'\(given)' is not a language_REGION locale",
                suggestion: "write it like en_US or en-GB")
            locale = nil
        }
        // The defaults are a11y-gen's own words, in the form's language; the spec's are used verbatim.
        let table = MessageTable(locale: locale)
        let submitLabel = text("submitLabel") ?? table.submit
        if submitLabel.trimmed(.whitespacesAndNewlines).isEmpty {
            sink.error(
                "empty-label", at: "$.submitLabel", "the submit button needs a label",
                suggestion: "for example \"Create account\"")
        }
        let successMessage = text("successMessage") ?? table.submitted
        var container = FormContainer.form
        if let raw = text("container") {
            if let value = FormContainer(rawValue: raw) {
                container = value
            } else {
                sink.error(
                    "unknown-container", at: "$.container", "unknown container '\(raw)'",
                    suggestion: "use " + Suggest.list(FormContainer.allCases.map { "'\($0.rawValue)'" }))
            }
        }
        let deployment = readDeployment(object, at: "$", into: &sink) ?? Deployment(platforms: [.ios])

        var fields: [FieldSpec] = []
        var paths: [String] = []
        switch object["fields"] {
        case .array(let items)?:
            if items.isEmpty {
                sink.error(
                    "empty-form", at: "$.fields", "the form has no fields", suggestion: "add at least one field object")
            }
            if items.count > SpecLimits.maximumFields {
                sink.error(
                    "too-many-fields", at: "$.fields",
                    "the form has \(items.count) fields; a form has at most \(SpecLimits.maximumFields)",
                    suggestion: "split it into several forms (steps), each a spec of its own")
            }
            if items.count <= SpecLimits.maximumFields {
                // Each field reads on its own (a large form's on every core); its problems come back in
                // field order, so the report is the same however it ran.
                let read = Parallel.map(items.count, inlineBelow: Generator.parallelFieldsFrom) {
                    [self, deployment, locale, container] index in
                    var own = DiagnosticSink()
                    let field = readFormField(
                        items[index], at: index, deployment: deployment, locale: locale, container: container,
                        into: &own)
                    return (field, own.all)
                }
                for (index, (field, diagnostics)) in read.enumerated() {
                    for diagnostic in diagnostics { sink.add(diagnostic) }
                    if let field {
                        fields.append(field)
                        paths.append("$.fields[\(index)]")
                    }
                }
            }
        case let other?:
            sink.error(
                "wrong-type", at: "$.fields",
                "fields must be an array of field objects, not \(other.typeNameWithArticle)")
        case nil:
            sink.error(
                "empty-form", at: "$.fields", "a form needs fields",
                suggestion: "add \"fields\": [{\"label\": \"Email\", \"type\": \"email\"}]")
        }
        checkFormRules(fields, paths: paths, into: &sink)
        guard let name else { return nil }
        return FormSpec(
            name: name, title: title, fields: fields, submitLabel: submitLabel, successMessage: successMessage,
            container: container, deployment: deployment, locale: locale)
    }

    /// One field of a form, with the form's platforms, minimum OS and locale, and on the Mac in a
    /// `Form` the form-row labeling its text fields take.
    func readFormField(
        _ item: JSONValue, at index: Int, deployment: Deployment, locale: String?, container: FormContainer,
        into sink: inout DiagnosticSink
    ) -> FieldSpec? {
        let path = "$.fields[\(index)]"
        if case .object(let fieldObject) = item {
            for key in ["platforms", "minimumOS"] where fieldObject[key] != nil {
                sink.error(
                    "field-platforms-in-form", at: "\(path).\(key)",
                    "a field in a form targets the form's platforms and minimum OS",
                    suggestion: "move '\(key)' to the form")
            }
        }
        var itemObject = item
        if case .object(var fieldObject) = item {
            // Fields inherit the form's deployment (passed to readField, not written into each field
            // to be read again: that was 2% of a 200-field form) and locale, so one file compiles
            // everywhere.
            if fieldObject["locale"] == nil, let locale { fieldObject["locale"] = .string(locale) }
            // On the Mac a Form shows each label at the leading edge (card 001's macOS section).
            // Only typed-text fields take a labeling strategy: date pickers, pickers, toggles and
            // steppers are named by their own title (and a text type with options becomes a picker).
            let takesLabeling: Bool = {
                guard case .string(let raw)? = fieldObject["type"], let type = DataType.resolve(raw),
                    fieldObject["options"] == nil, fieldObject["optionsEnum"] == nil
                else { return false }
                return FieldFamily.of(InputTraits.of(type, region: nil)) == .text
            }()
            if container == .form, deployment.platforms.contains(.macos), fieldObject["labeling"] == nil,
                takesLabeling
            {
                fieldObject["labeling"] = .string(LabelingStrategy.formRow.rawValue)
            }
            itemObject = .object(fieldObject)
        }
        return readField(itemObject, at: path, inherited: deployment, into: &sink)
    }

    /// A field whose own locale is in another language than the form's (`de_DE` in an English form,
    /// set for the German postcode keyboard): its messages, "(required)" and the words around it are
    /// in that language, so people read and hear two languages in one form (the fifth accessibility
    /// audit). The region alone picks the keyboard and formats: the form's language with the field's
    /// region (`en_DE`) gives both.
    static func languageDiffers(_ own: String?, form: String?, at path: String) -> Diagnostic? {
        guard let own, own != form else { return nil }
        let field = MessageLanguage.resolve(own).language
        let formLanguage = MessageLanguage.resolve(form).language
        guard field != formLanguage, let region = ConfigReader.region(of: own) else { return nil }
        let formLocale = form.map { "its locale '\($0)'" } ?? "it has no locale"
        return .warning(
            "field-language-differs", at: path,
            "the field's locale '\(own)' puts its messages and the words a11y-gen writes around it (\"(required)\", \", required\") in \(field.englishName), but the form's are in \(formLanguage.englishName) (\(formLocale)): people read and hear two languages in one form",
            suggestion:
                "to keep the region's keyboard and formats in the form's language, use '\(form.map(MessageLanguage.languageCode) ?? formLanguage.rawValue)_\(region)'"
        )
    }

    /// `--locale` over a spec that names its own locale in another language (`form SignUp.json
    /// --locale de_DE` on an `en_US` spec): a11y-gen's words follow the flag while the spec's labels,
    /// hints and messages stay as written, so VoiceOver speaks sentences of two languages ("Bitte Full
    /// name eingeben.", axr20 #4). Nil when the languages agree or the spec names no locale.
    public static func localeOverridesSpecLanguage(_ flag: String?, specData: [UInt8]) -> Diagnostic? {
        guard let flag, case .success(.object(let object)) = JSONValue.parse(specData),
            case .string(let own)? = object["locale"]
        else { return nil }
        // The languages a11y-gen writes in: `fr_FR` over `en_US` leaves its words English (rev49).
        let written = MessageLanguage.resolve(own).language
        let wanted = MessageLanguage.resolve(flag).language
        guard written != wanted else { return nil }
        let writtenName = written.englishName
        let wantedName = wanted.englishName
        return .warning(
            "locale-overrides-spec-language", at: "$.locale",
            "the spec's texts are written for '\(own)' (\(writtenName)), and --locale \(flag) writes a11y-gen's own words in \(wantedName): labels, hints and messages stay as the spec has them, so people read and hear two languages in one sentence",
            suggestion:
                "translate the spec's texts into a spec of its own with \"locale\": \"\(flag)\" (as Examples/Booking-de_DE.json is to Booking.json), or drop --locale"
        )
    }

    /// Names a generated form declares itself; a field identifier must not take them.
    static let formMembers: Set<String> = [
        "Field", "focusedField", "accessibilityFocus", "submit", "announce", "status", "submitAction", "body",
        "Submission", "nextField", "dismissKeyboard", "focus", "success", "isOneWholeNumber", "isOneDecimalNumber",
        "isOneAmount", "isOneWholeAmount", "submitFailed", "problemCount", "problemSummary", "announceProblemCount",
        "problemsChanged", "timeAnHourAfter", "asciiDigits", "scrollTarget", "scrollProxy", "problemCountSaid",
    ]

    /// Form-level rules: unique identifiers (and the names derived from them), distinct picker names,
    /// and `after` pointing at another date in the form.
    /// `comparingEveryField` compares every field's members, not only those that may collide (for
    /// tests: both must find the same problems).
    func checkFormRules(
        _ fields: [FieldSpec], paths: [String], comparingEveryField: Bool = false, into sink: inout DiagnosticSink
    ) {
        var owners: [String: String] = [:]
        var identifiers: [String: Int] = [:]
        // Derived once: each is the label's words run through `Identifier.derive`.
        let identifierOf = fields.map(\.identifier)
        let mayCollide =
            comparingEveryField
            ? Array(repeating: true, count: fields.count) : Self.identifiersWhoseMembersMayCollide(identifierOf)
        for (index, field) in fields.enumerated() {
            // A field without a usable label already has its error; its stand-in identifier ('field')
            // would only add a second, misleading one.
            if field.name == nil, field.label.isEmpty { continue }
            let identifier = identifierOf[index]
            let path = paths[index]
            if let first = identifiers[identifier] {
                sink.error(
                    "duplicate-identifier", at: path + (field.name == nil ? ".label" : ".name"),
                    "this field's identifier '\(identifier)' is already used by \(paths[first])",
                    suggestion: "give one of them a distinct \"name\"")
                continue
            }
            identifiers[identifier] = index
            if Self.formMembers.contains(identifier) {
                sink.error(
                    "reserved-identifier", at: path + (field.name == nil ? ".label" : ".name"),
                    "the identifier '\(identifier)' is a name the generated form uses itself",
                    suggestion: "set \"name\" to something else, such as '\(identifier)Input'")
            }
            guard mayCollide[index] else { continue }
            let derived = [
                identifier, identifier + "Error", identifier + "ErrorMessage", identifier + "Range",
                identifier + "Name", identifier + "Value", identifier + "Start",
                identifier + "Label", identifier + "Hint", identifier + "ValueText", identifier + "VisibleLabel",
                identifier + "Placeholder", identifier + "Checked", identifier + "FocusChanged",
                identifier + "ProblemChanged", identifier + "SpokenError", identifier + "Width",
            ]
            for member in derived {
                if let owner = owners[member], owner != path {
                    sink.error(
                        "duplicate-identifier", at: path,
                        "the generated member '\(member)' collides with one from \(owner)",
                        suggestion: "rename one of the fields with \"name\"")
                }
                owners[member] = path
            }
        }
        let dates = fields.enumerated().filter { InputTraits.of($0.element.type, region: nil).control == .datePicker }
        var pickerNames: [String: String] = [:]
        for (index, field) in dates {
            let key = Inference.strippedLabel(field.label, family: .datePicker).lowercased()
            if let first = pickerNames[key] {
                sink.error(
                    "duplicate-picker-name", at: paths[index] + ".label",
                    "two date pickers are both named '\(field.label)' (also \(first)); people cannot tell them apart (date-picker.distinct-names)",
                    suggestion: "name which date each sets, such as \"Start date\" and \"End date\"")
            }
            pickerNames[key] = paths[index]
        }
        let dateIdentifiers = Set(dates.map { identifierOf[$0.offset] })
        for (index, field) in fields.enumerated() {
            guard let other = field.validation.after else { continue }
            if !dateIdentifiers.contains(other) {
                // The field itself is no answer: a date cannot come after itself.
                let others = dateIdentifiers.subtracting([identifierOf[index]]).sorted()
                sink.error(
                    "unknown-field", at: paths[index] + ".validation.after",
                    "no date field in this form is named '\(other)'",
                    suggestion: others.isEmpty
                        ? "add the date field it must come after, or remove 'after'"
                        : "use one of " + Suggest.list(others.map { "'\($0)'" }))
            } else if let otherIndex = identifierOf.firstIndex(of: other),
                let mine = InputTraits.of(field.type, region: nil).components,
                let theirs = InputTraits.of(fields[otherIndex].type, region: nil).components,
                !mine.canBeOrdered(against: theirs)
            {
                // A time picker holds a hidden date (the day the view was made): ordered against a
                // date, or a date and time, the answer would turn on that day, which nothing on either
                // control shows or changes. (A date alone against a date and time is compared by day.)
                func shows(_ components: DateComponentsKind) -> String {
                    switch components {
                    case .date: "only a date"
                    case .time: "only a time"
                    case .dateTime: "a date and time"
                    }
                }
                sink.error(
                    "after-date-and-time", at: paths[index] + ".validation.after",
                    "'\(identifierOf[index])' shows \(shows(mine)) and '\(other)' \(shows(theirs)): which comes first would depend on the date the time picker hides",
                    suggestion: "compare two times or two dates, or make the time picker a date and time")
            }
        }
    }

    /// Which fields' derived members (`identifier` + "Error", "Value", …) can equal another field's.
    /// `identifier + s1 == other + s2` with two distinct identifiers needs one to be a proper prefix
    /// of the other, so only such fields are compared member by member: building and hashing 14
    /// names per field was 4% of a 200-field form, on one core. Names are compared in bytes, where
    /// every identifier is ASCII; otherwise (a non-ASCII character can be canonically equal to an
    /// ASCII one, like the Kelvin sign and "K") every field is compared, as before.
    static func identifiersWhoseMembersMayCollide(_ identifiers: [String]) -> [Bool] {
        guard identifiers.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            return Array(repeating: true, count: identifiers.count)
        }
        // In byte order, the names that start with a name follow it directly; `open` holds the
        // names the current one may still extend, each a prefix of the next.
        let order = identifiers.indices.sorted {
            identifiers[$0].utf8.lexicographicallyPrecedes(identifiers[$1].utf8)
        }
        var mayCollide = Array(repeating: false, count: identifiers.count)
        var open: [Int] = []
        for index in order {
            let name = identifiers[index].utf8
            while let last = open.last, !name.starts(with: identifiers[last].utf8) { open.removeLast() }
            if open.contains(where: { identifiers[$0].utf8.count < name.count }) {
                mayCollide[index] = true
                for prefix in open { mayCollide[prefix] = true }
            }
            open.append(index)
        }
        return mayCollide
    }

    /// Types the generated file uses by name; a view named like one would shadow it.
    static let typesInUse: Set<String> = [
        "Form", "Text", "Label", "Button", "TextField", "SecureField", "DatePicker", "VStack", "HStack", "ScrollView",
        "Image", "Color", "Font", "Section", "Group", "LabeledContent", "Field", "Calendar", "DateComponents",
        "DispatchQueue", "AccessibilityNotification", "UIAccessibility", "NSAccessibility", "Preview",
        "PreviewProvider",
        "Decimal", "Date", "String", "Int", "Double", "Bool",
    ]

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), !typesInUse.contains(name) else {
            return false
        }
        return Identifier.isValid(name)
    }

    /// "sign-up form" -> "SignUpForm".
    static func typeName(from text: String) -> String {
        let stem = Identifier.upperFirst(Identifier.derive(from: text))
        let name = stem.first?.isLetter == true ? stem : "Generated" + stem
        return typesInUse.contains(name) || !Identifier.isValid(name) ? name + "View" : name
    }
}
