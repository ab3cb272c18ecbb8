import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoUnsetInputTraitsTests {
    let rule = TextFieldNoUnsetInputTraits()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func anEmailFieldWithoutTraitsIsReportedWithBothModifiers() throws {
        let source = """
            Form {
                TextField("Email", text: $email)
                    .textFieldStyle(.roundedBorder)
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-unset-input-traits")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(
            finding.message
                == #"the TextField "Email" holds email data but sets no .keyboardType or .textContentType: the keyboard that fits the data does not appear and AutoFill cannot offer it"#
        )
        #expect(finding.fix == "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)")
        #expect(!finding.dependsOnOtherFiles)
    }

    /// A content type written out under a name that names no data says what the field holds, so the
    /// keyboard that data needs is asked for (`.URL` on "Homepage"); not for a one-time code (some have
    /// letters) or a username (the default keyboard types it).
    /// An in-app search takes free text: the default keyboard types any query and a search has no
    /// content type, so no `.webSearch` is demanded (rw20 #7); a search's email is still an email.
    @Test func aSearchIsNotAskedForTheWebKeyboard() throws {
        #expect(findings(#"TextField("Search ...", text: $query)\#n    .submitLabel(.search)"#).isEmpty)
        #expect(findings(#"TextField("Search", text: $searchText)"#).isEmpty)
        #expect(findings(#"TextField("Email", text: $searchEmail)"#).count == 1)
    }

    @Test func aContentTypeUnderANeutralNameAsksForItsKeyboard() throws {
        let url = try #require(findings("TextField(\"Homepage\", text: $site)\n    .textContentType(.URL)").first)
        #expect(
            url.message.hasPrefix(#"the TextField "Homepage" holds url data but sets no .keyboardType"#),
            "\(url.message)")
        #expect(url.fix == "add .keyboardType(.URL)")
        let untitled = try #require(findings("TextField(\"\", text: $reach).textContentType(.telephoneNumber)").first)
        #expect(untitled.fix == "add .keyboardType(.phonePad)")
        #expect(findings("TextField(\"Verification\", text: $v).textContentType(.oneTimeCode)").isEmpty)
        #expect(findings("TextField(\"Login\", text: $login).textContentType(.username)").isEmpty)
        #expect(findings("TextField(\"Homepage\", text: $site).textContentType(.URL).keyboardType(.URL)").isEmpty)
        // A word of other data only describes the field; two kinds of data with two keyboards do not.
        #expect(
            findings("TextField(\"Contact number\", text: $c).textContentType(.telephoneNumber)").first?.fix
                == "add .keyboardType(.phonePad)")
        #expect(findings("TextField(\"Email or phone\", text: $c).textContentType(.telephoneNumber)").isEmpty)
        #expect(findings("TextField(\"Find a member\", text: $c).textContentType(.emailAddress)").isEmpty)
    }

    /// A name that names no data over a content type whose data takes a pad with no letters: the
    /// content type is the only witness, and a wrong one is common ("IBAN" with `.creditCardNumber`),
    /// where the pad would make the letters impossible to type. A note with the fix made conditional;
    /// a name that says it is a number is a second witness and keeps the warning.
    @Test func aPadOnTheContentTypesWordAloneIsANote() throws {
        let iban = try #require(findings("TextField(\"IBAN\", text: $iban).textContentType(.creditCardNumber)").first)
        #expect(iban.severity == .note)
        #expect(iban.fix == "add .keyboardType(.asciiCapableNumberPad) if it holds credit-card-number data")
        #expect(iban.message.contains("if it holds other data, the content type is the mistake"), "\(iban.message)")
        let number = try #require(
            findings("TextField(\"Card no.\", text: $c).textContentType(.creditCardNumber)").first)
        #expect(number.severity == .warning)
        // A letter keyboard on the content type's word alone stays a warning: it types anything.
        let url = try #require(findings("TextField(\"Homepage\", text: $site).textContentType(.URL)").first)
        #expect(url.severity == .warning)
    }

    /// Words and a compound binding that name data AutoFill keeps apart ("Last Name" pasted onto the
    /// `$firstName` field): either content type would fill the other's value, so neither is asked.
    /// A one-word binding is too loose a witness against the words.
    @Test func wordsThatContradictACompoundBindingAskForNothing() {
        #expect(findings("TextField(\"Last Name\", text: $firstName)").isEmpty)
        #expect(findings("TextField(\"Phone\", text: $emailAddress)").isEmpty)
        #expect(findings("TextField(\"Last Name\", text: $lastName)").first?.fix == "add .textContentType(.familyName)")
        #expect(findings("TextField(\"Email address\", text: $address)").first?.fix?.contains(".emailAddress") == true)
    }

    /// A file with `#if !os(macOS)` builds for the Mac as well, so the keyboard goes inside
    /// `#if canImport(UIKit)`: the condition's first name was read only right after `#if`, so a
    /// negated one gave a fix that did not build on the Mac.
    @Test func aNegatedPlatformConditionStillGuardsTheKeyboard() throws {
        let source = """
            TextField("Username", text: $username)
                #if !os(macOS)
                    .textContentType(.emailAddress)
                #endif
            SecureField("Password", text: $password)
                .textContentType(.password)
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix?.contains(".keyboardType(.emailAddress) inside #if canImport(UIKit)") == true,
            "\(finding.fix ?? "")")
        // Each trait is said with the platform it is missing on, and the content type goes in the
        // `#else` (rw21 #2: the message said the field set no content type at all).
        #expect(finding.message.contains("sets no .keyboardType on iOS or .textContentType on macOS"), "\(finding)")
        #expect(finding.fix?.hasSuffix("for macOS, in the #else of the #if that sets it for iOS") == true, "\(finding)")
        let later = source.replacingOccurrences(of: "#if !os(macOS)", with: "#if DEBUG || !os(macOS)")
        let laterFinding = try #require(findings(later).first)
        #expect(laterFinding.fix?.contains("inside #if canImport(UIKit)") == true, "\(laterFinding.fix ?? "")")
    }

    /// Found in real code: `TextField("", text: $name)` beside `Text("username：")` was asked for
    /// `.name`, a person's name, from the binding; the label people see says username.
    @Test func anUntitledFieldIsKnownByTheLabelBesideIt() throws {
        let source = """
            HStack {
                Text("username：")
                TextField("", text: $name)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix == "add .textContentType(.username)")
        #expect(finding.message.hasPrefix(#"the TextField under the label "username" holds username data"#))
        // A title of its own still names it, over the label beside it.
        #expect(
            findings(#"HStack { Text("username"); TextField("Full name", text: $name) }"#).first?.fix
                == "add .textContentType(.name)")
    }

    /// Found in real code (CodeEdit): an untitled SecureField under "Personal Access Token" was asked
    /// for `.password`, which would offer saved site passwords in a token field; titled with the same
    /// words it was left alone. Under "Password" it is still asked.
    @Test func anUntitledSecretUnderAWordThatNamesNoPasswordIsLeftAlone() throws {
        #expect(findings(#"VStack { Text("Personal Access Token"); SecureField("", text: $token) }"#).isEmpty)
        let asked = try #require(findings(#"VStack { Text("Password"); SecureField("", text: $token) }"#).first)
        #expect(asked.fix?.hasPrefix("add .textContentType(.password)") == true)
    }

    /// A one-time code known by a binding with an acronym or a "Text" after it (`$txtOTP`, `$otpText`)
    /// is one (rw20 #12); an email's text stays open (it may be a message's body).
    @Test func aCodesBindingIsReadPastItsAcronymAndItsText() {
        #expect(TextFieldTraits.dataName(ofBinding: "txtOTP") == "otp")
        #expect(TextFieldTraits.dataName(ofBinding: "otpText") == "otp")
        #expect(TextFieldTraits.dataName(ofBinding: "emailText") == "emailText")
        #expect(TextFieldTraits.dataName(ofBinding: "OTP") == "OTP")
        for binding in ["$txtOTP", "$otpText", "$otpCode"] {
            let found = findings(#"TextField("", text: \#(binding))"#)
            #expect(found.first?.fix?.contains(".textContentType(.oneTimeCode)") == true, "\(binding): \(found)")
        }
        #expect(DataType.resolveLabel("OTP code") == .oneTimeCode)
    }

    /// A person named by their part ("Recipient name") and an address named for where it is ("Home
    /// Address") are still a name and a street address (rw20 #13, #14); a thing's name or a server's
    /// address is not.
    @Test func rolesAndPlacesBeforeANameOrAnAddress() {
        for label in ["Recipient name", "Customer name", "Contact name", "Guest name"] {
            #expect(DataType.resolveLabel(label) == .name, "\(label)")
        }
        for label in ["Home Address", "Shipping address", "Billing Address", "Mailing address"] {
            #expect(DataType.resolveLabel(label) == .streetAddress, "\(label)")
        }
        for label in ["File name", "Project name", "Wallet address"] {
            #expect(DataType.resolveLabel(label) == nil, "\(label)")
        }
        #expect(DataType.resolveLabel("User name") == .username)
        #expect(
            findings(#"TextField("Home Address", text: $address)"#).first?.fix
                == "add .textContentType(.fullStreetAddress)")
    }

    /// Found in real code: "Choose a username" (lockbook) was not read as a username; a password
    /// people choose is a new one.
    @Test func anInstructionWithAnArticleNamesTheData() throws {
        #expect(
            findings(#"TextField("Choose a username", text: $handle)"#).first?.fix == "add .textContentType(.username)")
        #expect(
            findings(#"SecureField("Create a password", text: $secret)"#).first?.fix?.hasPrefix(
                "add .textContentType(.newPassword)") == true)
        #expect(DataType.resolveLabel("Enter an email") == .email)
        #expect(DataType.resolveLabel("Enter the password") == .password)
        #expect(DataType.resolveLabel("Choose a team") == nil)
        // An article before a name makes it a thing's ("Choose a name" for a list); "your" a person's.
        #expect(DataType.resolveLabel("Choose a name") == nil && DataType.resolveLabel("Enter the name") == nil)
        #expect(DataType.resolveLabel("Enter your name") == .name)
        #expect(findings(#"TextField("Choose a name", text: $title)"#).isEmpty)
    }

    /// rw15 review (credit-card-view): "Cardholder Name" was read as the name on a card, but the
    /// possessive "Cardholder's Name" and "Name on card" were not.
    @Test func aPossessiveAndNameOnCardNameTheCardholder() {
        for label in ["Cardholder's Name", "Cardholder’s name", "Name on card", "Card holder name", "Cardholder Name"] {
            #expect(DataType.resolveLabel(label) == .creditCardName, "\(label)")
        }
        #expect(DataType.resolveLabel("Owner's email") == .email)
        #expect(DataType.resolveLabel("Mother's maiden name") == nil)
        #expect(DataType.resolveLabel("Driver's license") == nil)
        #expect(DataType.withoutPossessive("Let's go") == "Let go" && DataType.withoutPossessive("Its name") == nil)
        #expect(DataType.withoutPossessive("'s x") == nil && DataType.withoutPossessive("Bob's") == nil)
    }

    /// rw11 review (ShelfPlayer): "Server-URL" was not read as a URL, where "Server URL" was. Words
    /// joined by a hyphen or underscore, or in a property's camel case, split as spaced words do.
    @Test func hyphenatedAndCamelCaseLabelsSplitIntoWords() {
        for label in ["Server-URL", "server_url", "serverURL", "Server URL"] {
            #expect(DataType.resolveLabel(label) == .url, "\(label)")
        }
        #expect(DataType.resolveLabel("Work-Email") == .email)
        #expect(DataType.resolveLabel("Twitter-Username") == nil, "not this app's account")
        #expect(DataType.firstWordAndRest("Email") == nil)
        #expect(DataType.firstWordAndRest("-url") == nil)
        #expect(
            findings("VStack { Text(\"Server-URL\"); TextField(\"\", text: $u, prompt: Text(\"https://\")) }").contains
            {
                $0.rule == "text-field.no-unset-input-traits" && $0.message.contains("holds url data")
            })
    }

    /// Found in real code: a login's username field with `.textContentType(.username)` was told to
    /// add `.keyboardType(.asciiCapable)`, the generator's choice. That keyboard only drops other
    /// scripts and emoji; the default one types any username, so only the content type is a need.
    @Test func aUsernameNeedsItsContentTypeButNotTheASCIIKeyboard() throws {
        #expect(findings(#"TextField("Username", text: $username).textContentType(.username)"#).isEmpty)
        let finding = try #require(findings(#"TextField("Username", text: $username)"#).first)
        #expect(finding.fix == "add .textContentType(.username)")
        #expect(finding.message.hasSuffix("sets no .textContentType: AutoFill and QuickType cannot offer the value"))
    }

    /// A secure field whose name says password in words a11y-gen does not read as a whole: the field
    /// test's "Confirm Password" and "Passwort" went unreported. A confirmation is a new password
    /// (AutoFill fills both fields with the suggested one); a PIN or a code is no password.
    @Test(arguments: [
        (#"SecureField("Confirm Password", text: $passwordConfirmation)"#, ".textContentType(.newPassword)"),
        (#"SecureField("Repeat password", text: $again)"#, ".textContentType(.newPassword)"),
        (#"SecureField("Passwort", text: $pw)"#, ".textContentType(.password)"),
        (#"SecureField("Contraseña", text: $clave)"#, ".textContentType(.password)"),
        (#"SecureField("Your Password", text: $secret)"#, ".textContentType(.password)"),
    ])
    func aSecureFieldNamedInOtherWordsIsAPassword(source: String, fix: String) throws {
        let finding = try #require(findings(source).first, "nothing reported for \(source)")
        #expect(finding.fix?.hasPrefix("add \(fix)") == true, "\(finding.fix ?? "")")
        #expect(findings(source + "\n    \(fix)").isEmpty)
    }

    /// A binding named for its control as well as its data (`$TextFieldEmail`, in a real login view;
    /// `$txtEmail`, `$phoneInput`, as UIKit outlets were named) says the data all the same. The text of
    /// an email (`$emailText`) may be a message's body, and is left alone.
    @Test(
        arguments: [
            ("TextFieldEmail", "email"), ("txtEmail", "email"), ("tfPhone", "phone"), ("inputPhone", "phone"),
            ("phoneInput", "phone"), ("emailTextField", "email"), ("passwordField", "password"),
            ("emailText", nil), ("textField", nil), ("input", nil),
        ] as [(String, String?)])
    func aBindingNamedForItsControlStillSaysTheData(binding: String, type: String?) {
        let found = findings("TextField(\"\", text: $\(binding))")
        if let type {
            #expect(found.first?.message.contains("holds \(type) data") == true, "\(binding): \(found)")
        } else {
            #expect(found.isEmpty, "\(binding): \(found)")
        }
    }

    /// Words whose data the fields beside them decide (the fourth real-code review's French, Italian
    /// and Spanish forms): "Nom" beside "Prénom", "CAP", "Via" and "Provincia" beside "Città",
    /// "Usuario" beside a password, "Confirmation d'email". Alone, or beside other fields, they name
    /// nothing a11y-gen can be sure of ("Nom" of a product, a "Cap", a "User" picker's search).
    @Test(arguments: [
        ("Nom", #"TextField("Prénom", text: $b)"#, ".familyName"),
        ("CAP", #"TextField("Città", text: $b)"#, ".postalCode"),
        ("Via", #"TextField("Numero civico", text: $b)"#, ".streetAddressLine1"),
        ("Provincia", #"TextField("Ciudad", text: $b)"#, ".addressState"),
        ("Usuario", #"SecureField("Contraseña", text: $b)"#, ".username"),
        ("Benutzer", #"SecureField("Passwort", text: $b)"#, ".username"),
        ("Confirmation d'email", #"TextField("Notes", text: $b)"#, ".emailAddress"),
        ("E-Mail bestätigen", #"TextField("Notes", text: $b)"#, ".emailAddress"),
    ])
    func wordsTheFieldsBesideThemDecide(label: String, beside: String, content: String) throws {
        let source =
            "struct V: View {\n    var body: some View {\n        VStack {\n            TextField(\"\(label)\", text: $a)\n            \(beside)\n        }\n    }\n}"
        let finding = try #require(findings(source).first { $0.line == 4 }, "nothing for \(label)")
        #expect(finding.fix?.contains(".textContentType(\(content))") == true, "\(label): \(finding.fix ?? "")")
        let alone =
            "struct V: View {\n    var body: some View {\n        VStack {\n            TextField(\"\(label)\", text: $a)\n            TextField(\"Notes\", text: $n)\n        }\n    }\n}"
        if !label.lowercased().contains("mail") {
            #expect(findings(alone).isEmpty, "\(label) alone: \(findings(alone))")
        }
        // "Cap" written as a word is no postal code.
        if label == "CAP" {
            #expect(findings(source.replacingOccurrences(of: "\"CAP\"", with: "\"Cap\"")).allSatisfy { $0.line != 4 })
        }
    }

    /// "Telefono" edited as an `Int` (a real Spanish contact form): the number pad the format asks
    /// for would type it, but the number drops a leading zero and the "+", and `.number` shows
    /// "5,551,234". The fix is the String, with the phone's own keyboard and content type. A year or
    /// a month held as a number is a number.
    @Test func digitsNamedInWordsButHeldAsANumberAreToBeAString() throws {
        let source = """
            struct V: View {
                @State private var telefono = 0
                var body: some View {
                    TextField("Telefono", value: $telefono, format: .number)
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.message
                == #"the TextField "Telefono" names phone data but edits it as a number (.number): a number drops leading zeros and a leading "+", and a number format groups the digits ("5,551,234"), and no keyboard is set for it"#
        )
        #expect(
            finding.fix
                == #"hold it as a String and bind the text: TextField("Telefono", text: $telefono) with .keyboardType(.phonePad) and .textContentType(.telephoneNumber) (the property becomes a String; `a11y-gen field --type phone` shows the whole field)"#
        )
        let card = try #require(findings(#"TextField("Card number", value: $card, format: .number)"#).first)
        #expect(card.message.contains("names credit-card-number data but edits it as a number"), "\(card.message)")
        // A keyboard or content type set on it does not make the number keep a leading zero.
        for traits in [".keyboardType(.numberPad)", ".keyboardType(.phonePad).textContentType(.telephoneNumber)"] {
            let set = try #require(
                findings(#"TextField("Phone number", value: $phone, format: .number)"# + traits).first, "\(traits)")
            #expect(set.message.hasSuffix(#"("5,551,234"), whatever keyboard types them"#), "\(set.message)")
            #expect(set.fix?.hasPrefix("hold it as a String") == true)
        }
        // Numbers named as numbers keep the pad fix.
        for field in [
            #"TextField("Year", value: $year, format: .number)"#, #"TextField("Guests", value: $n, format: .number)"#,
        ] {
            let found = try #require(findings(field).first, "\(field)")
            #expect(found.fix?.hasPrefix("add .keyboardType(") == true, "\(found.fix ?? "")")
        }
    }

    /// A `value:format:` field with a number format holds a number whatever its name says ("Tip"):
    /// the field test's number fields with the letter keyboard went unreported. The bound variable's
    /// declaration picks the pad (an `Int` the number pad, else the decimal pad), and the fix says a pad
    /// cannot commit a `value:format:` edit (card 001).
    @Test(arguments: [
        ("@State private var tip = 0.0", #"TextField("Tip", value: $tip, format: .number)"#, ".decimalPad"),
        ("@State private var tip = 0", #"TextField("Tip", value: $tip, format: .number)"#, ".numberPad"),
        ("@State private var tip: Int = 5", #"TextField("Tip", value: $tip, format: .percent)"#, ".numberPad"),
        ("@State private var tip: Double?", #"TextField("Tip", value: $tip, format: .number)"#, ".decimalPad"),
        ("", #"TextField("Seats", value: $seats, format: IntegerFormatStyle<Int>())"#, ".numberPad"),
        ("", #"TextField("Total", value: $total, format: .currency(code: "EUR"))"#, ".decimalPad"),
        ("", #"TextField("Total", value: $total, format: Decimal.FormatStyle.Currency(code: "EUR"))"#, ".decimalPad"),
    ])
    func aNumberFormatSaysTheFieldHoldsANumber(declaration: String, field: String, pad: String) throws {
        let source = "struct V: View {\n    \(declaration)\n    var body: some View {\n        \(field)\n    }\n}"
        let finding = try #require(findings(source).first, "nothing reported for \(field)")
        #expect(finding.fix?.hasPrefix("add .keyboardType(\(pad))") == true, "\(finding.fix ?? "")")
        #expect(finding.fix?.contains("has no Return key to commit a value:format: edit") == true)
        #expect(finding.line == 4)
        let withPad = source.replacingOccurrences(of: field, with: field + ".keyboardType(\(pad))")
        #expect(findings(withPad).isEmpty)
    }

    /// A variable declared in another file (a view model's) may hold whole numbers: the fix names both pads.
    @Test func aNumberDeclaredElsewhereNamesBothPads() throws {
        let finding = try #require(findings(#"TextField("", value: $model.rows, format: .number)"#).first)
        #expect(
            finding.fix?.hasPrefix("add .keyboardType(.decimalPad) (.numberPad if it holds whole numbers);") == true)
    }

    /// A word that only says whose or which one ("Your email", "Work phone", "New email") left the
    /// field test's "New email" unreported. A person's name needs "your" or "my": "New name" renames.
    @Test(arguments: [
        (
            #"TextField("Your email", text: $contact)"#,
            "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)"
        ),
        (
            #"TextField("New email", text: $next)"#,
            "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)"
        ),
        (#"TextField("Work phone", text: $w)"#, "add .keyboardType(.phonePad) and .textContentType(.telephoneNumber)"),
        (#"TextField("Billing ZIP code", text: $z)"#, "add .textContentType(.postalCode)"),
        (#"TextField("Your first name", text: $f)"#, "add .textContentType(.givenName)"),
        // A word before "URL" says which address: writefreely's "Server URL" went unreported.
        (#"TextField("Server URL", text: $server)"#, "add .keyboardType(.URL) and .textContentType(.URL)"),
        (#"TextField("Feed url", text: $feed)"#, "add .keyboardType(.URL) and .textContentType(.URL)"),
        // Any word before an email, a phone number or a postal code: CodeEdit's "Author Email" went unreported.
        (
            #"TextField("Author Email", text: $authorEmail)"#,
            "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)"
        ),
        (
            #"TextField("Emergency phone", text: $e)"#,
            "add .keyboardType(.phonePad) and .textContentType(.telephoneNumber)"
        ),
    ])
    func aQualifiedTypeNameStillNamesTheType(source: String, fix: String) throws {
        #expect(try #require(findings(source).first).fix == fix)
    }

    @Test func aFormatThatIsNoNumberImpliesNothing() {
        #expect(findings(#"TextField("Tip", value: $tip, format: TipStyle())"#).isEmpty)
        #expect(findings(#"TextField("When", value: $when, format: .dateTime)"#).isEmpty)
        #expect(findings(#"TextField("Tip", value: $tip, format: .numeric)"#).isEmpty)
        #expect(findings(#"TextField("Tip", text: $tip)"#).isEmpty)
    }

    @Test func aSecureFieldWithoutAPasswordWordIsNotGuessed() {
        #expect(findings(#"SecureField("Seed words", text: $seed)"#).isEmpty)
        #expect(findings(#"SecureField("Recovery phrase", text: $phrase)"#).isEmpty)
    }

    /// A bare "Name" is a person's name where the view also asks for a person's details; alone among
    /// an expense's type and amount, or a card search's filters, it may name a thing, so the finding
    /// drops to a note (shown with `--severity note`) instead of failing a build.
    @Test(arguments: [
        // The field test's two false positives (an expense, a card search): notes now.
        (
            """
            struct AddView: View {
                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                        Picker("Type", selection: $type) { Text("Business") }
                        TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    }
                }
            }
            """, Diagnostic.Severity.note
        ),
        (
            """
            struct CardsSearchFormView: View {
                var body: some View {
                    LabeledContent {
                        TextField("Title", text: $viewModel.name, prompt: Text("Name of card"))
                    } label: { Text("Name") }
                }
            }
            """, .note
        ),
        // A sign-up, a contact: another personal detail makes it a person's name.
        (
            """
            struct SignUpView: View {
                var body: some View {
                    TextField("Name", text: $name)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                }
            }
            """, .warning
        ),
        (
            """
            struct LoginView: View {
                var body: some View {
                    TextField("Name", text: $name)
                    SecureField("Secret", text: $secret)
                }
            }
            """, .warning
        ),
        // The binding says whose name it is.
        (
            """
            struct GuestView: View {
                var body: some View {
                    TextField("Name", text: $guestName)
                }
            }
            """, .warning
        ),
        // A title built at run time leaves `$name` as open as a bare "Name" (a real medication form).
        (
            """
            struct EditMedicationView: View {
                var body: some View {
                    TextField(NSLocalizedString("med_name_hint", comment: "medication name"), text: $name)
                    TextField(NSLocalizedString("dosage_hint", comment: "dosage"), text: $dosage)
                }
            }
            """, .note
        ),
        (
            """
            struct MedicationForm: View {
                var body: some View {
                    TextField("Name (e.g. Metformin)", text: $viewModel.name)
                    TextField("Dose", text: $viewModel.dose)
                }
            }
            """, .note
        ),
        (
            """
            struct ProfileView: View {
                var body: some View {
                    TextField(String(localized: "profile.name"), text: $user.name)
                }
            }
            """, .warning
        ),
        (
            """
            struct ContactView: View {
                var body: some View {
                    TextField(String(localized: "contact.name"), text: $name)
                    TextField(String(localized: "contact.email"), text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                }
            }
            """, .warning
        ),
    ])
    func aBareNameIsAPersonsNameOnlyAmongPersonalDetails(source: String, severity: Diagnostic.Severity) throws {
        let found = findings(source).filter { $0.message.contains("name") }
        let finding = try #require(found.first, "no finding in:\n\(source)")
        #expect(found.count == 1)
        #expect(finding.severity == severity, "\(finding.message)")
        if severity == .note {
            #expect(finding.message.contains("may hold a person's name"))
            #expect(finding.fix?.hasSuffix("if it holds a person's name") == true)
        }
    }

    /// A bare "Address" is a street address where the view also asks for a city, a postal code or a
    /// country, or where its binding says a street or a home; alone on a proxy's or a wallet's
    /// settings it may be a host or an account, so the finding drops to a note (from a sweep of
    /// public SwiftUI code, where `.fullStreetAddress` would have offered a home address for a server).
    @Test(arguments: [
        (
            """
            struct WalletView: View {
                var body: some View {
                    TextField("Address", text: $address)
                }
            }
            """, Diagnostic.Severity.note
        ),
        (
            """
            struct CheckoutView: View {
                var body: some View {
                    TextField("Address", text: $address)
                    TextField("Postal code", text: $postalCode)
                        .textContentType(.postalCode)
                }
            }
            """, .warning
        ),
        (
            """
            struct DeliveryView: View {
                var body: some View {
                    TextField("Address", text: $delivery.homeAddress)
                }
            }
            """, .warning
        ),
        // A street named in words is no bare "Address".
        (
            """
            struct MoveView: View {
                var body: some View {
                    TextField("Street address", text: $line)
                }
            }
            """, .warning
        ),
    ])
    func aBareAddressIsAStreetAddressOnlyAmongPostalDetails(source: String, severity: Diagnostic.Severity) throws {
        let found = findings(source).filter { $0.message.contains("street") }
        let finding = try #require(found.first, "no finding in:\n\(source)")
        #expect(found.count == 1)
        #expect(finding.severity == severity, "\(finding.message)")
        if severity == .note {
            #expect(finding.message.contains("may hold a street address"))
            #expect(finding.fix?.hasSuffix("if it holds a street address") == true)
        } else {
            #expect(finding.message.contains("holds street-address data"))
        }
    }

    /// The same table `field --type` uses: each name resolves through `DataType.resolve`, and the
    /// fix is the row `InputTraits.of` gives.
    @Test(arguments: [
        (
            #"TextField("Phone number", text: $phone)"#,
            "add .keyboardType(.phonePad) and .textContentType(.telephoneNumber)"
        ),
        (
            #"TextField("Contact", text: $user.phoneNumber)"#,
            "add .keyboardType(.phonePad) and .textContentType(.telephoneNumber)"
        ),
        (
            #"TextField(title, text: $emailAddress)"#,
            "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)"
        ),
        (#"TextField("ZIP code", text: $zip)"#, "add .textContentType(.postalCode)"),
        (
            #"TextField("", text: $n).accessibilityLabel("Card number")"#,
            "add .keyboardType(.asciiCapableNumberPad) and .textContentType(.creditCardNumber)"
        ),
        (#"LabeledContent("First name") { TextField("", text: $a) }"#, "add .textContentType(.givenName)"),
        (#"TextField(text: $city) { Text("City") }"#, "add .textContentType(.addressCity)"),
        (
            #"TextField("Quantity", value: $quantity, format: .number)"#,
            "add .keyboardType(.numberPad); .numberPad has no Return key to commit a value:format: edit, so bind the text and read the number from it (as `a11y-gen field --type integer` does)"
        ),
        (#"TextField("Email:", text: $e).keyboardType(.emailAddress)"#, "add .textContentType(.emailAddress)"),
        (
            #"TextField("Email", text: $e).textContentType(nil).keyboardType(.emailAddress)"#,
            "add .textContentType(.emailAddress)"
        ),
        (
            #"SecureField("Password", text: $password)"#,
            "add .textContentType(.password) (or .newPassword or .oneTimeCode where that is what the field holds)"
        ),
        (
            #"SecureField("New password", text: $p).textFieldStyle(.roundedBorder)"#,
            "add .textContentType(.newPassword) (or .password or .oneTimeCode where that is what the field holds)"
        ),
        // A code shown in the clear is a code: no password types offered beside it.
        (
            #"TextField("Verification code", text: $c)"#,
            "add .keyboardType(.asciiCapableNumberPad) and .textContentType(.oneTimeCode)"
        ),
        // A password shown in the clear still is one; with no SecureField to switch to (no show-password
        // toggle), it is made one first (rw17).
        (
            #"TextField("Password", text: $password)"#,
            "make it a SecureField with the same title and text, so the password is masked and VoiceOver does not read it out as it is typed (card 000, text-field.secure-field), and add .textContentType(.password) (or .newPassword or .oneTimeCode where that is what the field holds)"
        ),
    ])
    func namesThatImplyATypeNeedItsTraits(source: String, fix: String) throws {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(try #require(found.first).fix == fix)
    }

    @Test func aKeyboardUnderIfOSMacOSDoesNotCountOnIOS() throws {
        let source = """
            TextField("Phone", text: $phone)
                #if os(macOS)
                    .keyboardType(.phonePad)
                #endif
                .textContentType(.telephoneNumber)
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("sets no .keyboardType on iOS"))
        // A file that guards code by platform builds for the Mac too: the fix says where the keyboard goes.
        #expect(finding.fix == "add .keyboardType(.phonePad) inside #if canImport(UIKit) (macOS has no keyboardType)")
    }

    @Test func aDesignSystemFieldSaysItDependsOnAnotherFile() throws {
        let source =
            #"DSTextField(label: "Email", placeholder: "name@company.com", text: $email, leadingIcon: "envelope")"#
        let finding = try #require(findings(source).first)
        #expect(finding.dependsOnOtherFiles)
        #expect(finding.note?.contains("DSTextField") == true)
        #expect(finding.fix == "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)")
    }

    @Test func aCustomModifierInTheChainIsNamedInTheNote() throws {
        let finding = try #require(findings(#"TextField("Email", text: $email).emailInputStyle()"#).first)
        #expect(finding.note?.contains(".emailInputStyle") == true)
    }

    /// A title a11y-gen cannot read ("Telefono:", "Email Id") leaves the variable to say what the
    /// field holds when one word can only mean that data; `$name` under "Project name" still cannot.
    @Test(
        arguments: [
            (
                #"TextField("Telefono:", text: $phone)"#,
                "add .keyboardType(.phonePad) and .textContentType(.telephoneNumber)"
            ),
            (
                #"TextField("Email Id", text: $email)"#,
                "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)"
            ),
            (#"TextField("Project name", text: $name)"#, nil),
            (#"TextField("Search users", text: $username)"#, nil),
        ] as [(String, String?)])
    func aOneWordVariableSpeaksForATitleItCannotRead(source: String, fix: String?) throws {
        #expect(findings(source).first?.fix == fix)
    }

    /// SwiftUI's older spellings are SwiftUI's, not code from another file that might set the traits.
    @Test(arguments: [
        #"TextField("Email", text: $email).accessibility(label: Text("Email"))"#,
        #"TextField("Email", text: $email).navigationBarTitle("Sign in")"#,
    ])
    func olderSwiftUIModifiersAreNotCalledCustom(source: String) throws {
        let finding = try #require(findings(source).first)
        #expect(finding.note == nil, "\(finding.note ?? "")")
        #expect(!finding.dependsOnOtherFiles)
    }

    @Test func aMacOnlyFieldNeedsOnlyTheContentTypesTheMacHas() {
        // macOS has no .keyboardType; .password exists there from macOS 11, .emailAddress from 14.
        #expect(findings("#if os(macOS)\nTextField(\"Email\", text: $e)\n#endif").isEmpty)
        #expect(findings("#if os(macOS)\nSecureField(\"Password\", text: $p)\n#endif").count == 1)
        #expect(findings("import AppKit\nimport SwiftUI\nTextField(\"Email\", text: $e)").isEmpty)
    }

    /// rw11 review (IceCubes): a file that cannot compile for the Mac (it imports UIKit, or uses
    /// `.navigationBarTitleDisplayMode`, `.keyboardType` or `UIColor` outside any `#if`) builds for iOS
    /// alone, so a content type is not held to the Mac's macOS 14 floor nor wrapped for it. A file with
    /// code only the Mac compiles is meant for the Mac too: there the unguarded call is the mistake.
    @Test func aFileThatCannotBuildForTheMacIsIOSs() throws {
        let field = "TextField(\"Display name\", text: $displayName)\n#if !os(visionOS)\nText(\"a\")\n#endif\n"
        let macToo =
            "add .textContentType(.nickname) inside #if canImport(UIKit) (.nickname is macOS 14.0 and later, and this builds for macOS 12.0)"
        #expect(findings(field).first?.fix == macToo)
        for evidence in [
            "import UIKit\nimport SwiftUI\n" + field,
            field + "Text(\"b\").navigationBarTitleDisplayMode(.inline)",
            field + "Text(\"b\").background(Color(UIColor.systemBackground))",
            "struct Sheet: UIViewControllerRepresentable {}\n" + field,
        ] {
            #expect(findings(evidence).first?.fix == "add .textContentType(.nickname)", "\(evidence)")
        }
        for multiplatform in [
            // Guarded, or a shim the file declares: nothing about the platforms.
            "#if canImport(UIKit)\nimport UIKit\n#endif\n" + field,
            field + "#if os(iOS)\nText(\"b\").navigationBarTitleDisplayMode(.inline)\n#endif",
            "#if os(macOS)\ntypealias UIColor = NSColor\n#endif\n" + field
                + "Text(\"b\").background(Color(UIColor.white))",
            // Code only the Mac compiles beside the unguarded iOS call.
            field + "Text(\"b\").navigationBarTitleDisplayMode(.inline)\n#if os(macOS)\nText(\"c\")\n#endif",
        ] {
            #expect(findings(multiplatform).first?.fix == macToo, "\(multiplatform)")
        }
    }

    @Test func theDeclaredMinimumOSDecidesWhichContentTypesExist() {
        // .creditCardSecurityCode arrives in iOS 17: not demanded at iOS 16, demanded at 17.
        let field = "TextField(\"Security code\", text: $csc).keyboardType(.numberPad)"
        #expect(findings("// Platforms: iOS 16.0\n" + field).isEmpty)
        #expect(
            findings("// Platforms: iOS 17.0\n" + field).first?.fix == "add .textContentType(.creditCardSecurityCode)")
        #expect(findings(field).isEmpty)  // no declaration: the iOS 15 floor
        #expect(
            findings("// Platforms: macOS 14.0\nTextField(\"Username\", text: $u).textContentType(.username)").isEmpty)
    }

    @Test(arguments: [
        // Traits on a container reach the field through the environment.
        """
        VStack {
            TextField("Email", text: $email)
        }
        .keyboardType(.emailAddress)
        .textContentType(.emailAddress)
        """,
        // Under #if canImport(UIKit) the keyboard counts on iOS.
        """
        TextField("Email", text: $email)
            .textContentType(.emailAddress)
            #if canImport(UIKit)
                .keyboardType(.emailAddress)
            #endif
        """,
        // Names that are not a type name as a whole imply nothing.
        #"TextField("Project name", text: $name)"#,
        #"TextField("New name", text: $contact)"#,
        #"TextField("Email of your manager", text: $contact)"#,
        #"TextField("Title", text: $title)"#,
        #"TextField("Notes", text: $notes)"#,
        // A one-word binding under a visible name that implies nothing, a prompt included.
        #"List { TextField("", text: $name, prompt: Text("Room name")) }"#,
        #"TextField("Server", text: $address)"#,
        // Two names that spell different types: ambiguous.
        #"TextField("Username", text: $u, prompt: Text("Email"))"#,
        // Any value set is a choice; whether it fits is text-field.keyboard-type.
        #"TextField("Email", text: $e).keyboardType(.default).textContentType(.username)"#,
        // A date is picked, not typed: no traits.
        #"TextField("Birthday", text: $birthday)"#,
        // A password field may use any secret's content type (card 000, Customizable): .oneTimeCode
        // on a master password keeps iOS from offering a generated one, and asks for no number pad.
        #"SecureField("Master password", text: $password).textContentType(.oneTimeCode)"#,
        #"SecureField("Password", text: $password).textContentType(.newPassword)"#,
        #"SecureField(Strings.masterPassword, text: $password).textContentType(.oneTimeCode)"#,
        // A PIN has no AutoFill category; its number pad is there.
        #"SecureField("PIN", text: $pin).keyboardType(.numberPad)"#,
        // A keyboard chosen at run time, or under a condition a11y-gen cannot evaluate.
        #"TextField("Email", text: $e).keyboardType(kind).textContentType(content)"#,
        "TextField(\"Email\", text: $e)\n#if DEBUG\n.keyboardType(.emailAddress)\n.textContentType(.emailAddress)\n#endif",
        #"TextField(label, text: $value)"#,
        #"TextField("login.email", text: $text)"#,
        #"Text("Email")"#,
        #"MyField(label: "Email", text: $email)"#,
        "// TextField(\"Email\", text: $email)\nText(\"x\")",
        "#if false\nTextField(\"Email\", text: $email)\n#endif",
        // A ZIP code's keyboard depends on the region; the content type is set.
        #"TextField("ZIP code", text: $zip).textContentType(.postalCode)"#,
        // A bare "Name" over a binding that names a thing: a rename alert, not a person's name.
        #".alert("Rename document", isPresented: $showRename) { TextField("Name", text: $newName) }"#,
        #"TextField("Name", text: $folderName)"#,
        // A modifier of this file's own that sets the traits: a View extension, a ViewModifier.
        """
        TextField("Email", text: $email)
            .emailInput()
        extension View {
            func emailInput() -> some View {
                self.keyboardType(.emailAddress).textContentType(.emailAddress)
            }
        }
        """,
        """
        TextField("Email", text: $email).emailInput()
        extension View {
            func emailInput() -> some View { modifier(EmailInput()) }
        }
        struct EmailInput: ViewModifier {
            func body(content: Content) -> some View { content.keyboardType(.emailAddress).textContentType(.emailAddress) }
        }
        """,
        """
        TextField("Email", text: $email).emailInput()
        extension View {
            func emailInput() -> some View {
                keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
            }
        }
        """,
        """
        TextField("Email", text: $email).modifier(EmailInput())
        struct EmailInput: ViewModifier {
            func body(content: Content) -> some View { content.keyboardType(.emailAddress).textContentType(.emailAddress) }
        }
        """,
        // A DSTextField declared in this file that sets the traits itself, from its parameters.
        """
        DSTextField(label: "Email", text: $email)
        struct DSTextField: View {
            var label: String?
            @Binding var text: String
            var keyboard: UIKeyboardType = .default
            var body: some View { TextField(label ?? "", text: $text).keyboardType(keyboard) }
        }
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test func aPersonsNameStillNeedsItsContentType() {
        for binding in ["$name", "$customerName", "$contactName", "$user.name"] {
            #expect(findings("TextField(\"Name\", text: \(binding))").count == 1, "\(binding)")
        }
    }

    @Test func aDSTextFieldDeclaredHereWithoutTraitsIsReportedWithoutANote() throws {
        let source = """
            DSTextField(label: "Email", text: $email)
            struct DSTextField: View {
                var label: String?
                @Binding var text: String
                var body: some View { TextField(label ?? "", text: $text) }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.line == 1)
        #expect(!finding.dependsOnOtherFiles)
    }

    /// A custom modifier declared here that sets neither trait: reported, and without the note that
    /// it may be defined elsewhere; one declared in no file seen keeps the note.
    @Test func aCustomModifierDeclaredHereIsRead() throws {
        let here = try #require(
            findings(
                "TextField(\"Email\", text: $email).rounded()\nextension View { func rounded() -> some View { padding() } }"
            ).first)
        #expect(here.note == nil)
        let elsewhere = try #require(findings("TextField(\"Email\", text: $email).rounded()").first)
        #expect(elsewhere.note?.contains(".rounded is defined elsewhere") == true)
    }

    /// SwiftUI's own modifiers are never "defined elsewhere" (`.scrollDisabled` in a real settings view).
    @Test(arguments: ["scrollDisabled(true)", "pickerStyle(.menu)", "toolbarColorScheme(.dark, for: .navigationBar)"])
    func swiftUIModifiersGetNoElsewhereNote(modifier: String) throws {
        let finding = try #require(findings("Form { TextField(\"Email\", text: $email) }.\(modifier)").first)
        #expect(finding.note == nil, "\(finding.note ?? "")")
        #expect(!finding.dependsOnOtherFiles)
    }

    /// A same-file modifier that sets one trait leaves the other to report.
    @Test func aCustomModifierSettingOneTraitLeavesTheOther() throws {
        let source = """
            TextField("Email", text: $email).emailKeyboard()
            extension View { func emailKeyboard() -> some View { keyboardType(.emailAddress) } }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix == "add .textContentType(.emailAddress)")
        #expect(finding.note == nil)
    }

    /// A sign-up's pair in the other languages a11y-gen reads (German, French and Portuguese sign-up
    /// views in the fourth real-code review were given `.password`, which turns off the strong
    /// password iOS suggests). "Neues Passwort" is new by itself; a login's lone "Passwort" is not.
    @Test(arguments: [
        ("Passwort", "Passwort bestätigen"), ("Kennwort eingeben", "Passwort wiederholen"),
        ("Mot de passe", "Confirmez votre mot de passe"), ("Contraseña", "Confirmar contraseña"),
        ("Insira sua senha", "Confirme sua senha"), ("Password", "Conferma password"),
        ("Wachtwoord", "Bevestig wachtwoord"), ("パスワード", "パスワード（確認）"), ("密码", "确认密码"),
        ("비밀번호", "비밀번호 확인"),
    ])
    func aSignUpsPairInOtherLanguagesIsNew(first: String, repeat second: String) {
        let fixes = findings(
            """
            VStack {
                SecureField("\(first)", text: $password)
                SecureField("\(second)", text: $again)
            }
            """
        ).compactMap(\.fix)
        #expect(fixes.count == 2 && fixes.allSatisfy { $0.hasPrefix("add .textContentType(.newPassword)") }, "\(fixes)")
    }

    @Test func aNewPasswordInOtherLanguagesIsNewAlone() {
        for title in ["Neues Passwort", "Nouveau mot de passe", "Nueva contraseña", "Nova senha", "新しいパスワード", "새 비밀번호"]
        {
            let fix = findings("SecureField(\"\(title)\", text: $p)").first?.fix
            #expect(fix?.hasPrefix("add .textContentType(.newPassword)") == true, "\(title): \(fix ?? "nothing")")
        }
        let login = findings("SecureField(\"Passwort\", text: $p)").first?.fix
        #expect(login?.hasPrefix("add .textContentType(.password)") == true, "\(login ?? "nothing")")
    }

    /// "Enter password" above "Re-enter password" chooses a password too: both are new passwords.
    /// Not a "Password" beside "New password" (a change-password screen: it is the current one), one
    /// bound to `$currentPassword`, or one whose repeat shows only under an `if` it is not in (a login
    /// that turns into a sign-up).
    @Test func aSignUpsFirstPasswordIsANewOne() throws {
        func fixes(_ body: String) -> [String] { findings(body).compactMap(\.fix) }
        let signUp = fixes(
            """
            VStack {
                SecureField("Enter password", text: $password)
                SecureField("Re-enter password", text: $passwordAgain)
            }
            """)
        #expect(
            signUp.count == 2 && signUp.allSatisfy { $0.hasPrefix("add .textContentType(.newPassword)") }, "\(signUp)")
        let change = fixes(
            """
            VStack {
                SecureField("Password", text: $password)
                SecureField("New password", text: $newPassword)
                SecureField("Confirm new password", text: $confirmation)
            }
            """)
        #expect(change.first?.hasPrefix("add .textContentType(.password)") == true, "\(change)")
        let current = fixes(
            """
            VStack {
                SecureField("Password", text: $currentPassword)
                SecureField("Repeat password", text: $again)
            }
            """)
        #expect(current.first?.hasPrefix("add .textContentType(.password)") == true, "\(current)")
        let toggled = fixes(
            """
            VStack {
                SecureField("Password", text: $password)
                if isSignUp {
                    SecureField("Confirm password", text: $confirmation)
                }
            }
            """)
        #expect(toggled.first?.hasPrefix("add .textContentType(.password)") == true, "\(toggled)")
    }

    /// A one-time code keeps its number pad: only a name or binding that says password lets a
    /// secret's content type go without the keyboard it implies.
    @Test func aOneTimeCodeStillNeedsItsNumberPad() throws {
        for source in [
            #"SecureField("Verification code", text: $code)"#,
            #"TextField("Verification code", text: $code).textContentType(.oneTimeCode)"#,
            #"SecureField("Verification code", text: $code).textContentType(.oneTimeCode)"#,
        ] {
            #expect(
                try #require(findings(source).first).fix?.contains(".keyboardType(.asciiCapableNumberPad)") == true,
                "\(source)")
        }
    }

    /// A parenthetical that says whether or which leaves the type named: "Email (optional)".
    @Test func aParentheticalQualifierStillNamesTheType() throws {
        #expect(
            try #require(findings(#"TextField("Email (optional)", text: $contact)"#).first).fix
                == "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)")
        #expect(
            try #require(findings(#"TextField("Phone (mobile)", text: $p)"#).first).fix?.contains(".phonePad") == true)
    }

    @Test func theBindingNameResolvesLikeFieldType() {
        #expect(DataType.resolve("phoneNumber") == .phone)
        #expect(DataType.resolve("zip_code") == .postalCode)
        #expect(DataType.resolve("newPassword") == .newPassword)
        #expect(DataType.resolve("ZIP code") == .postalCode)
        #expect(DataType.resolve("projectName") == nil)
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// In a file that also builds for the Mac, the fix puts the keyboard where it compiles.
    @Test func theKeyboardFixIsGuardedWhenTheFileBuildsForTheMac() throws {
        let fix = { (header: String) in
            CheckTestSupport.findings(
                TextFieldNoUnsetInputTraits(), header + "Form {\n    TextField(\"Email\", text: $email)\n}\n"
            ).first?.fix
        }
        #expect(
            fix("// Platforms: iOS 17.0, macOS 14.0\n")
                == "add .keyboardType(.emailAddress) inside #if canImport(UIKit) (macOS has no keyboardType) and .textContentType(.emailAddress)"
        )
        #expect(
            fix("// Platforms: iOS 17.0\n") == "add .keyboardType(.emailAddress) and .textContentType(.emailAddress)")
        // Below macOS 14 the Mac has no `.emailAddress` content type: it goes with the keyboard.
        #expect(
            fix("// Platforms: iOS 16.0, macOS 12.0\n")
                == "add .keyboardType(.emailAddress) and .textContentType(.emailAddress) inside #if canImport(UIKit) (macOS has no keyboardType; .emailAddress is macOS 14.0 and later, and this builds for macOS 12.0)"
        )
    }

    /// With the keyboard set, a content type newer than the Mac minimum is still asked for on iOS only
    /// (guarded), and one the Mac has at its minimum (`.username` from macOS 11) is asked for bare.
    @Test func aContentTypeNewerThanTheMacMinimumIsGuarded() {
        let fix = { (header: String, field: String) in
            CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), header + "Form {\n    \(field)\n}\n").first?.fix
        }
        let phone =
            "TextField(\"Phone\", text: $phone)\n        #if canImport(UIKit)\n        .keyboardType(.phonePad)\n        #endif"
        #expect(
            fix("// Platforms: iOS 16.0, macOS 13.0\n", phone)
                == "add .textContentType(.telephoneNumber) inside #if canImport(UIKit) (.telephoneNumber is macOS 14.0 and later, and this builds for macOS 13.0)"
        )
        #expect(fix("// Platforms: iOS 16.0, macOS 14.0\n", phone) == "add .textContentType(.telephoneNumber)")
        #expect(
            fix("// Platforms: iOS 16.0, macOS 12.0\n", "TextField(\"Username\", text: $username)")
                == "add .textContentType(.username)")
    }

    /// Found in real code (codeapp): "Address" beside "Port", "Username" and a protocol picker was
    /// noted as a possible street address. A port or host field beside it makes it a server's.
    @Test func aBareAddressBesideAPortIsAServersAndLeftAlone() {
        let source = """
            struct RelayForm: View {
                var body: some View {
                    Form {
                        LabeledContent("Address") { TextField("", text: $relay.server.address) }
                        LabeledContent("Port") {
                            TextField("", value: $relay.server.port, format: .number).keyboardType(.numberPad)
                        }
                    }
                }
            }
            """
        #expect(findings(source).filter { $0.message.contains("street") }.isEmpty)
        // Without the port it is still a note.
        let alone = #"Form { LabeledContent("Address") { TextField("", text: $relay.server.address) } }"#
        #expect(findings(alone).first { $0.message.contains("street") }?.severity == .note)
    }

    /// Real-code review (2026-12-06): labels in other languages than English were not read. A
    /// Chinese "名稱" (name) over `$username` was given `.username`, which an English "Name" over it
    /// is not (the two disagree); a Chinese one-time code "验证码" was not asked for its content type.
    @Test func wholeLabelsInOtherLanguagesNameTheirData() throws {
        let expected: [(String, DataType)] = [
            ("Teléfono", .phone), ("E-Mail-Adresse", .email), ("Mot de passe", .password), ("Prénom", .givenName),
            ("Nachname", .familyName), ("Código postal", .postalCode), ("電話番号", .phone),
            ("メールアドレス", .email), ("验证码", .oneTimeCode), ("驗證碼", .oneTimeCode), ("姓名", .name),
            ("이메일", .email), ("비밀번호", .password), ("Città", .city),
            // An instruction around the label is read past, as "Enter your email" is.
            ("名前を入力してください", .name), ("请输入用户名", .username), ("이메일을 입력하세요", .email),
        ]
        for (label, type) in expected {
            #expect(DataType.resolveLabel(label) == type, "\(label)")
        }
        // Whole labels only, and never a word that also names other data in forms.
        // Nor a thing's name: Chinese "名称" is a product's or a company's (review, 2026-12-06).
        for label in ["Adresse", "Nom", "Firma", "Cap", "Mi teléfono nuevo", "名称", "名稱"] {
            #expect(DataType.resolveLabel(label) == nil, "\(label)")
        }
        // Untitled under "名稱" and bound to `$username`: the words and the binding disagree.
        #expect(findings(#"VStack { Text("名稱"); TextField("", text: $username) }"#).isEmpty)
        #expect(findings(#"VStack { Text("Name"); TextField("", text: $username) }"#).isEmpty)
        let code = try #require(findings(#"TextField("验证码", text: $code).keyboardType(.numberPad)"#).first)
        #expect(code.fix == "add .textContentType(.oneTimeCode)")
        // A full-width colon ends a label as ":" does.
        #expect(findings(#"TextField("電話番号：", text: $tel)"#).first?.message.contains("phone data") == true)
        // Another language's bare "Name" over `$firstName` is the given name ("Nombre" above "Apellido");
        // over a thing's binding it is the thing's.
        #expect(findings(#"TextField("Nombre:", text: $firstName)"#).first?.fix == "add .textContentType(.givenName)")
        #expect(findings(#"TextField("Nombre", text: $recipe.name)"#).isEmpty)
        // Beside a family-name field it is the given name whatever the binding is called; a company's
        // "名称" beside its phone asks for no person's name.
        let spanish = #"Form { TextField("Nombre", text: $nombre); TextField("Apellidos", text: $apellidos) }"#
        #expect(findings(spanish).first?.fix == "add .textContentType(.givenName)")
        let company =
            #"Form { TextField("名称", text: $name); TextField("电话", text: $phone).keyboardType(.phonePad).textContentType(.telephoneNumber) }"#
        #expect(findings(company).isEmpty, "\(findings(company))")
        #expect(findings(#"VStack { Text("名称"); TextField("", text: $username) }"#).isEmpty)
    }

    /// Every other-language label is a lowercased, trimmed key that English spellings do not already
    /// give another type, and none is both a bare "Name" and a key of the table.
    @Test func otherLanguageLabelsAreCleanKeys() {
        for (label, type) in DataType.otherLanguageLabels {
            #expect(label == label.lowercased() && label == label.trimmed(), "\(label)")
            #expect(DataType.resolve(label).map { $0 == type } ?? true, "\(label)")
            #expect(!DataType.bareNameLabels.contains(label), "\(label)")
        }
        for label in DataType.bareNameLabels {
            #expect(label == label.lowercased() && DataType.resolve(label) == nil, "\(label)")
        }
    }

    /// A secure field bound to a repeated password the table does not spell is a password (rw15): a
    /// new one beside another secure field, the current one alone (re-authentication before a
    /// change, the diff review), where a new-password type would offer a strong new one.
    @Test func aConfirmBindingIsANewPasswordOnlyBesideAnother() {
        let pair = """
            struct SignUp: View {
                @State private var password = ""
                @State private var confirmPassword = ""
                var body: some View {
                    VStack {
                        SecureField(L10n.password, text: $password)
                        SecureField(L10n.confirmPassword, text: $confirmPassword)
                    }
                }
            }
            """
        #expect(findings(pair).last?.message.contains("holds new-password data") == true, "\(findings(pair))")
        let alone = """
            struct Reauthenticate: View {
                @State private var confirmPassword = ""
                var body: some View {
                    SecureField(L10n.password, text: $confirmPassword)
                }
            }
            """
        #expect(findings(alone).first?.message.contains("holds password data") == true, "\(findings(alone))")
    }

    /// rw16 review: `$model.repeatedNewPassword` under a run-time title was told `.password` (its
    /// "New" went unread), and so were the passwords of sign-up screens (`RegistrationView`,
    /// `SignUp`), where `.newPassword` lets iOS suggest a strong one. A sign-up view that asks for a
    /// current password is a change of password, and its current field stays `.password`.
    @Test func aNewPasswordIsReadFromItsBindingAndFromASignUpView() {
        let change = """
            struct ChangeMasterPasswordView: View {
                var body: some View {
                    SecureField(LocalizedString.repeatNewPassword, text: $model.repeatedNewPassword)
                }
            }
            """
        #expect(findings(change).first?.message.contains("holds new-password data") == true, "\(findings(change))")
        for type in ["RegistrationView", "SignUp", "SignUpScreen", "CreateAccountView", "RegisterForm"] {
            let signUp = """
                struct \(type): View {
                    @State private var password = ""
                    var body: some View {
                        SecureField("Password", text: $password)
                    }
                }
                """
            #expect(findings(signUp).first?.message.contains("holds new-password data") == true, "\(type)")
        }
        // A screen for both (rev45), a device's registration, a login inside a sign-up's name.
        for type in [
            "LoginView", "SignInView", "RegisteredDevicesView", "LoginRegisterView", "SignUpOrLogInView",
            "DeviceRegistrationView", "AuthView",
        ] {
            let other = """
                struct \(type): View {
                    @State private var password = ""
                    var body: some View {
                        SecureField("Password", text: $password)
                    }
                }
                """
            #expect(findings(other).first?.message.contains("holds password data") == true, "\(type)")
        }
        let changing = """
            struct RegistrationView: View {
                var body: some View {
                    SecureField("Current password", text: $current)
                    SecureField("Password", text: $password)
                }
            }
            """
        #expect(
            findings(changing).count == 2
                && findings(changing).allSatisfy { $0.message.contains("holds password data") },
            "\(findings(changing))")
    }

    /// rw16 review (nafidhalbasayra): an example value as the title ("user1") hid the type the label
    /// beside the field and its binding name; an empty title did not.
    @Test func anExampleTitleLeavesTheLabelAndTheBindingToSpeak() {
        let source = """
            VStack {
                Text("Username")
                TextField("user1", text: $viewModel.username)
            }
            """
        #expect(findings(source).first?.fix == "add .textContentType(.username)", "\(findings(source))")
        #expect(TextFieldTraits.isExampleValue("user1") && TextFieldTraits.isExampleValue("name@example.com"))
        #expect(!TextFieldTraits.isExampleValue("Address line 2") && !TextFieldTraits.isExampleValue("Email"))
        // Titles in scripts without spaces (rev45): a length, or a numeral that is a word.
        for title in ["手机号(11位)", "密码(6-20位)", "一次性密码"] { #expect(!TextFieldTraits.isExampleValue(title), "\(title)") }
    }
}

/// A password typed into a plain TextField (rw17): the fix makes it a SecureField first, unless the
/// view has one to switch to (a show-password button swaps the two).
@Suite struct TextFieldNoUnsetInputTraitsClearPasswordTests {
    @Test func aPasswordInTheClearIsMadeASecureField() throws {
        let clear = """
            VStack {
                TextField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
            }
            """
        let fix = try #require(CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), clear).first?.fix)
        #expect(fix.hasPrefix("make it a SecureField"), "\(fix)")
        #expect(fix.contains(".textContentType(.password)"))
        let toggled = """
            VStack {
                if showPassword {
                    TextField("Password", text: $password)
                } else {
                    SecureField("Password", text: $password)
                }
            }
            """
        let fixes = CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), toggled).compactMap(\.fix)
        #expect(!fixes.isEmpty)
        #expect(fixes.allSatisfy { !$0.hasPrefix("make it a SecureField") }, "\(fixes)")
    }
}

/// A file in a folder named Shared, where Xcode's multiplatform template keeps the code both
/// platforms build (rw18, BitDream's Views/Shared): the keyboard fix goes inside the guard the Mac
/// needs, as for a file whose header names both platforms; elsewhere a file that says nothing gets
/// the bare call.
@Suite struct TextFieldNoUnsetInputTraitsSharedFileTests {
    static let row = """
        import SwiftUI

        struct SpeedRow: View {
            @State private var speed = ""
            var body: some View {
                TextField("Email", text: $speed)
                    .textContentType(.emailAddress)
            }
        }
        """

    @Test func aFileInASharedFolderGetsTheGuardedFix() throws {
        let shared = try #require(
            CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), Self.row, path: "App/Views/Shared/SpeedRow.swift")
                .first?.fix)
        #expect(shared.hasPrefix("add .keyboardType(.emailAddress) inside #if canImport(UIKit)"), "\(shared)")
        let plain = CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), Self.row, path: "App/Views/SpeedRow.swift")
        #expect(plain.first?.fix == "add .keyboardType(.emailAddress)")
        // An iOS file in a Shared folder stays iOS's.
        let iOS = Self.row.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport UIKit")
        let inShared = CheckTestSupport.findings(
            TextFieldNoUnsetInputTraits(), iOS, path: "App/Shared/SpeedRow.swift")
        #expect(inShared.first?.fix == "add .keyboardType(.emailAddress)")
    }

    /// rw23 #7: a sign-up's password and its repeat typed in plain TextFields were told `.password` and
    /// `.newPassword`, where the same pair in SecureFields was told `.newPassword` twice: following the
    /// fix mixed the two, and iOS suggested a strong password for one field only. A screen titled "Sign
    /// up" is a sign-up whatever its type is called.
    @Test func aSignUpsPasswordPairIsNewInPlainFieldsToo() throws {
        let source = """
            struct ContentView: View {
                @State private var p = ""
                @State private var p2 = ""
                var body: some View {
                    NavigationView {
                        Form {
                            TextField("Password", text: $p)
                            TextField("Password again", text: $p2)
                        }
                        .navigationTitle("Sign up")
                    }
                }
            }
            """
        let found = CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), source)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.message.contains("holds new-password data") }, "\(found)")
        #expect(found.allSatisfy { $0.fix?.contains("add .textContentType(.newPassword)") == true })
        // Titled for signing in, the lone password is the current one.
        let signIn = source.replacingOccurrences(of: "\"Sign up\"", with: "\"Sign in\"")
            .replacingOccurrences(
                of: "TextField(\"Password again\", text: $p2)", with: "Text(\"Forgot your password?\")")
        let current = CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), signIn)
        #expect(current.first?.message.contains("holds password data") == true, "\(current)")
    }
}
