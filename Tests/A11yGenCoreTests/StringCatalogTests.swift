import Foundation
import Testing

@testable import A11yGenCore

/// The String Catalog writer: Xcode's layout, merging that removes nothing a11y-gen did not add,
/// ownership marks, plural forms, and refusals of files that are not catalogs.
@Suite struct StringCatalogTests {
    static let email = LocalizedString(key: "Email", comment: "The label of the email field")
    static let emailError = LocalizedString(key: "%@, %@", comment: "A field's label and its error")
    static let nights = LocalizedString(
        key: "%lld nights", comment: "How many nights", plural: PluralForms(one: "%lld night", other: "%lld nights"))

    static func merge(
        _ existing: [UInt8]?, _ strings: [LocalizedString], owner: String = "SignUpForm", language: String = "en"
    ) throws -> [UInt8] {
        try StringCatalog.merged(
            existing: existing, strings: strings, sourceLanguage: language, owner: owner, path: "Localizable.xcstrings")
    }

    static func text(_ data: [UInt8]) -> String { String(decoding: data, as: UTF8.self) }

    /// The catalog parsed by Foundation, as Xcode or any JSON reader sees it.
    static func object(_ data: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func entry(_ data: [UInt8], _ key: String) throws -> [String: Any]? {
        let strings = try #require(try object(data)["strings"] as? [String: Any])
        return strings[key] as? [String: Any]
    }

    static func errors(_ existing: String, language: String = "en") -> [Diagnostic] {
        do {
            _ = try merge(Array(existing.utf8), [email], language: language)
            return []
        } catch {
            return (error as? SpecErrors)?.diagnostics ?? []
        }
    }

    // MARK: Shape and layout

    @Test func sourceLanguageIsTheLocalesLanguage() {
        #expect(StringCatalog.sourceLanguage(locale: "de_DE") == "de")
        #expect(StringCatalog.sourceLanguage(locale: "ja_JP") == "ja")
        #expect(StringCatalog.sourceLanguage(locale: "en_US") == "en")
        #expect(StringCatalog.sourceLanguage(locale: "pt-BR") == "pt")
        #expect(StringCatalog.sourceLanguage(locale: "fr") == "fr")
        #expect(StringCatalog.sourceLanguage(locale: nil) == "en")
    }

    @Test func addingToNoCatalogWritesAValidCatalog() throws {
        let data = try Self.merge(nil, [Self.email, Self.emailError, Self.nights], language: "de")
        let top = try Self.object(data)
        #expect(top["sourceLanguage"] as? String == "de")
        #expect(top["version"] as? String == "1.0")
        #expect(Set(top.keys) == ["sourceLanguage", "strings", "version"])
        let strings = try #require(top["strings"] as? [String: Any])
        #expect(Set(strings.keys) == ["Email", "%@, %@", "%lld nights"])
        let email = try #require(strings["Email"] as? [String: Any])
        #expect(email["comment"] as? String == "The label of the email field [a11y-gen: SignUpForm]")
        #expect(email["extractionState"] as? String == "manual")
        #expect(email["localizations"] == nil, "a plain key needs no source localization")
        let nights = try #require(strings["%lld nights"] as? [String: Any])
        let localizations = try #require(nights["localizations"] as? [String: Any])
        #expect(Set(localizations.keys) == ["de"], "the source language's plural forms")
        let plural = try #require(
            ((localizations["de"] as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any])
        let one = try #require((plural["one"] as? [String: Any])?["stringUnit"] as? [String: Any])
        let other = try #require((plural["other"] as? [String: Any])?["stringUnit"] as? [String: Any])
        #expect(one["value"] as? String == "%lld night")
        #expect(one["state"] as? String == "translated")
        #expect(other["value"] as? String == "%lld nights")
    }

    /// Xcode's layout, written out for one small catalog: two spaces per level, `"key" : value`,
    /// sorted keys, `/` unescaped, a final newline.
    @Test func layoutIsXcodes() throws {
        let data = try Self.merge(
            nil, [LocalizedString(key: "Date / time", comment: "Shown \"above\" the picker")], owner: "BookingForm")
        #expect(
            Self.text(data) == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Date / time" : {
                      "comment" : "Shown \\"above\\" the picker [a11y-gen: BookingForm]",
                      "extractionState" : "manual"
                    }
                  },
                  "version" : "1.0"
                }

                """)
        let empty = try Self.merge(nil, [])
        #expect(Self.text(empty).contains("\"strings\" : {\n\n  },\n"), "an empty object as Xcode writes it")
    }

    @Test func keysAreInXcodesOrder() throws {
        let keys = [
            "Key10", "key2", "Zip code", "apple", "%@, %@", "$%@", " spaced", "Email", "email", "10 items", "9 items",
        ]
        let data = try Self.merge(nil, keys.map { LocalizedString(key: $0, comment: "c") })
        let text = Self.text(data)
        let positions = try keys.map { key in
            try #require(text.range(of: "\n    \"\(key)\" : {")?.lowerBound, "\(key)")
        }
        let ordered = zip(keys, positions).sorted { $0.1 < $1.1 }.map(\.0)
        #expect(
            ordered == [
                " spaced", "%@, %@", "$%@", "9 items", "10 items", "apple", "email", "Email", "key2", "Key10",
                "Zip code",
            ])
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let strings = [Self.email, Self.emailError, Self.nights]
        let first = try Self.merge(nil, strings)
        #expect(try Self.merge(nil, strings) == first)
        #expect(try Self.merge(nil, strings.reversed()) == first, "the order strings arrive in does not matter")
        #expect(try Self.merge(first, strings) == first, "merging again changes nothing")
        // Repeated keys: the first comment wins.
        let repeated = try Self.merge(nil, [Self.email, LocalizedString(key: "Email", comment: "other")])
        #expect(
            try Self.entry(repeated, "Email")?["comment"] as? String
                == "The label of the email field [a11y-gen: SignUpForm]")
    }

    // MARK: Merging

    /// A person adds a German translation the way Xcode would write it; regenerating with the same
    /// strings keeps every byte.
    @Test func aTranslationSurvivesRegeneration() throws {
        let first = try Self.merge(nil, [Self.email, Self.emailError])
        let marker =
            "\"comment\" : \"The label of the email field [a11y-gen: SignUpForm]\",\n      \"extractionState\" : \"manual\""
        let translated = Self.text(first).replacingOccurrences(
            of: marker,
            with: marker + """
                ,
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "E-Mail"
                          }
                        }
                      }
                """)
        #expect(translated != Self.text(first))
        let regenerated = try Self.merge(Array(translated.utf8), [Self.email, Self.emailError])
        #expect(Self.text(regenerated) == translated)
        // Edited with another layout (a JSON tool), the content is kept and the layout becomes Xcode's.
        var object = try Self.object(first)
        var strings = try #require(object["strings"] as? [String: Any])
        var email = try #require(strings["Email"] as? [String: Any])
        email["localizations"] = ["de": ["stringUnit": ["state": "translated", "value": "E-Mail"]]]
        strings["Email"] = email
        object["strings"] = strings
        let compact = try JSONSerialization.data(withJSONObject: object)
        #expect(Self.text(try Self.merge(Array(compact), [Self.email, Self.emailError])) == translated)
    }

    @Test func aKeyNoLongerUsedIsRemovedOrKeptStale() throws {
        let first = try Self.merge(nil, [Self.email, Self.emailError, Self.nights])
        // Nobody translated "%@, %@" or the plural: dropping them loses nothing.
        let dropped = try Self.merge(first, [Self.email])
        #expect(try Self.entry(dropped, "%@, %@") == nil)
        #expect(try Self.entry(dropped, "%lld nights") == nil)
        #expect(try Self.entry(dropped, "Email") != nil)
        // Translated, they are kept, stale, with their translations.
        var object = try Self.object(first)
        var strings = try #require(object["strings"] as? [String: Any])
        var error = try #require(strings["%@, %@"] as? [String: Any])
        error["localizations"] = ["fr": ["stringUnit": ["state": "translated", "value": "%1$@, %2$@"]]]
        strings["%@, %@"] = error
        var nights = try #require(strings["%lld nights"] as? [String: Any])
        var localizations = try #require(nights["localizations"] as? [String: Any])
        localizations["de"] = [
            "variations": [
                "plural": [
                    "one": ["stringUnit": ["state": "translated", "value": "%lld Nacht"]],
                    "other": ["stringUnit": ["state": "translated", "value": "%lld Nächte"]],
                ]
            ]
        ]
        nights["localizations"] = localizations
        strings["%lld nights"] = nights
        object["strings"] = strings
        let translated = try JSONSerialization.data(withJSONObject: object)
        let kept = try Self.merge(Array(translated), [Self.email])
        let staleError = try #require(try Self.entry(kept, "%@, %@"))
        #expect(staleError["extractionState"] as? String == "stale")
        #expect(staleError["comment"] as? String == "A field's label and its error [a11y-gen: SignUpForm]")
        #expect(Self.text(kept).contains("\"value\" : \"%1$@, %2$@\""))
        let staleNights = try #require(try Self.entry(kept, "%lld nights"))
        #expect(staleNights["extractionState"] as? String == "stale")
        #expect(Self.text(kept).contains("\"value\" : \"%lld Nächte\""))
        // Used again, the stale entry comes back with its translation.
        let revived = try Self.merge(kept, [Self.email, Self.emailError, Self.nights])
        #expect(try Self.entry(revived, "%@, %@")?["extractionState"] as? String == "manual")
        #expect(Self.text(revived).contains("\"value\" : \"%1$@, %2$@\""))
    }

    @Test func aPersonsOwnKeysAreLeftAlone() throws {
        let own = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Email" : {
                  "comment" : "My own comment",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Mail"
                      }
                    }
                  }
                },
                "Welcome" : {
                  "shouldTranslate" : false
                },
                "Legacy" : {
                  "comment" : "Somebody else's [a11y-gen: OtherForm]",
                  "extractionState" : "manual",
                  "x-custom" : [
                    1,
                    true,
                    null
                  ]
                }
              },
              "version" : "1.0",
              "x-tool" : "kept"
            }

            """
        let merged = try Self.merge(Array(own.utf8), [Self.email, Self.emailError])
        let email = try #require(try Self.entry(merged, "Email"))
        #expect(email["comment"] as? String == "My own comment", "not marked: not a11y-gen's to change")
        #expect(email["extractionState"] == nil)
        #expect(Self.text(merged).contains("\"state\" : \"needs_review\""))
        #expect(try Self.entry(merged, "Welcome")?["shouldTranslate"] as? Bool == false)
        #expect(try Self.entry(merged, "Legacy")?["comment"] as? String == "Somebody else's [a11y-gen: OtherForm]")
        #expect(Self.text(merged).contains("\"x-custom\" : [\n        1,\n        true,\n        null\n      ]"))
        #expect(try Self.object(merged)["x-tool"] as? String == "kept")
        #expect(try Self.entry(merged, "%@, %@") != nil)
        // Dropping every string of SignUpForm removes only what SignUpForm added.
        let dropped = try Self.merge(merged, [])
        #expect(try Self.entry(dropped, "%@, %@") == nil)
        #expect(try Self.entry(dropped, "Email")?["comment"] as? String == "My own comment")
        #expect(try Self.entry(dropped, "Legacy") != nil)
        #expect(try Self.entry(dropped, "Welcome") != nil)
    }

    @Test func twoOwnersShareAKey() throws {
        let signUp = try Self.merge(nil, [Self.email, Self.emailError], owner: "SignUpForm")
        let both = try Self.merge(
            signUp, [LocalizedString(key: "Email", comment: "The email label")], owner: "ProfileForm")
        #expect(
            try Self.entry(both, "Email")?["comment"] as? String
                == "The email label [a11y-gen: ProfileForm, SignUpForm]")
        // ProfileForm does not use "%@, %@": SignUpForm's key is not its to remove.
        #expect(
            try Self.entry(both, "%@, %@")?["comment"] as? String
                == "A field's label and its error [a11y-gen: SignUpForm]")
        let signUpGone = try Self.merge(both, [], owner: "SignUpForm")
        #expect(try Self.entry(signUpGone, "Email")?["comment"] as? String == "The email label [a11y-gen: ProfileForm]")
        #expect(try Self.entry(signUpGone, "%@, %@") == nil)
        let allGone = try Self.merge(signUpGone, [], owner: "ProfileForm")
        #expect(try Self.entry(allGone, "Email") == nil)
        // Both at once, as generate merges them, gives the same catalog as one after the other.
        let atOnce = try StringCatalog.merged(
            existing: nil,
            owners: [
                ("SignUpForm", [Self.email, Self.emailError]),
                ("ProfileForm", [LocalizedString(key: "Email", comment: "The email label")]),
            ], sourceLanguage: "en", path: "Localizable.xcstrings")
        #expect(atOnce == both)
    }

    @Test func pluralFormsAreRefreshedAndOtherCategoriesKept() throws {
        let first = try Self.merge(nil, [Self.nights])
        // A person adds a "zero" form in the source language and a German translation.
        let edited = Self.text(first).replacingOccurrences(
            of: "\"one\" : {",
            with:
                "\"zero\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"No nights\"\n                }\n              },\n              \"one\" : {"
        )
        #expect(edited != Self.text(first))
        let changed = LocalizedString(
            key: "%lld nights", comment: "Nights booked",
            plural: PluralForms(one: "%lld night booked", other: "%lld nights"))
        let merged = try Self.merge(Array(edited.utf8), [changed])
        let text = Self.text(merged)
        #expect(text.contains("\"value\" : \"No nights\""))
        #expect(text.contains("\"value\" : \"%lld night booked\""))
        #expect(!text.contains("\"value\" : \"%lld night\"\n"))
        #expect(try Self.entry(merged, "%lld nights")?["comment"] as? String == "Nights booked [a11y-gen: SignUpForm]")
        // With the person's zero form, dropping the key keeps it, stale.
        #expect(try Self.entry(try Self.merge(merged, []), "%lld nights")?["extractionState"] as? String == "stale")
    }

    // MARK: Refusals

    @Test func filesThatAreNotCatalogsAreRefused() {
        let notJSON = Self.errors("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {,\n}")
        #expect(notJSON.map(\.code) == ["invalid-json"])
        #expect(notJSON.first?.location == "line 3, column 16")
        #expect(notJSON.first?.message.hasPrefix("the String Catalog cannot be read") == true)
        #expect(notJSON.first?.suggestion?.contains("nothing was written") == true)

        #expect(Self.errors("[]").map(\.location) == ["$"])
        #expect(Self.errors("").first?.message.contains("empty") == true)
        let noStrings = Self.errors(#"{"sourceLanguage": "en", "version": "1.0"}"#)
        #expect(noStrings.map(\.location) == ["$.strings"])
        #expect(noStrings.first?.message.contains("not a String Catalog") == true)
        #expect(
            Self.errors(#"{"sourceLanguage": 1, "strings": {}, "version": "1.0"}"#).map(\.location) == [
                "$.sourceLanguage"
            ])
        #expect(Self.errors(#"{"sourceLanguage": "en", "strings": {}, "version": 1}"#).map(\.location) == ["$.version"])
        #expect(
            Self.errors(#"{"sourceLanguage": "en", "strings": [], "version": "1.0"}"#).map(\.location) == ["$.strings"])
        #expect(
            Self.errors(#"{"sourceLanguage": "en", "strings": {"Email": "E-Mail"}, "version": "1.0"}"#).map(\.location)
                == [
                    "$.strings.Email"
                ])
        #expect(
            Self.errors(#"{"sourceLanguage": "en", "strings": {"a": {}, "a": {}}, "version": "1.0"}"#).map(\.code) == [
                "duplicate-key"
            ])
        let language = Self.errors(#"{"sourceLanguage": "de", "strings": {}, "version": "1.0"}"#)
        #expect(language.map(\.code) == ["catalog-language-mismatch"])
        #expect(language.first?.message.contains("'de'") == true)
        #expect(language.first?.suggestion?.contains("--locale") == true)
        #expect(Self.errors(#"{"sourceLanguage": "de", "strings": {}, "version": "1.0"}"#, language: "de") == [])
        // Every refusal is formatted with the file's name.
        #expect(
            language.first?.formatted(file: "App/Localizable.xcstrings").hasPrefix(
                "App/Localizable.xcstrings: $.sourceLanguage: error:") == true)
    }

    /// A catalog is not a spec: a long translation (a licence text) is read, not refused as a spec's
    /// 1,000-character limit would refuse it.
    @Test func longTextsInACatalogAreRead() throws {
        let long = String(repeating: "Lorem ipsum ", count: 500)
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"\#(long)": {"shouldTranslate": false}}, "version": "1.0"}"#
        let merged = try Self.merge(Array(catalog.utf8), [Self.email])
        #expect(try Self.entry(merged, long)?["shouldTranslate"] as? Bool == false)
    }

    @Test func ownerMarksParseBack() {
        let mark = StringCatalog.Mark(.string("Where the email goes [a11y-gen: B, A]"))
        #expect(mark?.comment == "Where the email goes")
        #expect(mark?.owners == ["A", "B"])
        #expect(StringCatalog.Mark.comment("Where", owners: ["B", "A"]) == "Where [a11y-gen: A, B]")
        #expect(StringCatalog.Mark(.string("[a11y-gen: A]"))?.comment == "")
        #expect(StringCatalog.Mark(.string("A person's [a11y-gen] note")) == nil)
        #expect(StringCatalog.Mark(.string("ends [a11y-gen: ]")) == nil)
        #expect(StringCatalog.Mark(.number(1)) == nil)
    }
}
