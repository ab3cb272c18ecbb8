import Foundation
import Testing

@testable import A11yGenCore

/// axr22 #2: a Mac `Form` does not scroll, so a long one runs past the bottom of a small display and
/// a failed submit cannot bring its first problem into view. The form keeps the platform's layout;
/// one estimated taller than a 13-inch display at larger text is warned about, and the JSON no longer
/// says that a failed submit scrolls on the Mac.
@Suite struct MacFormHeightTests {
    /// A form of `count` fields, every fourth a graphical date (about 200 pt on the Mac).
    static func spec(_ count: Int, platforms: String, container: String = "form") -> String {
        let fields = (0..<count).map { index in
            index % 4 == 3
                ? #"{"label": "Date \#(index)", "type": "date", "style": "graphical", "validation": {"required": true}}"#
                : #"{"label": "Name \#(index)", "type": "text", "validation": {"required": true}}"#
        }
        return """
            {"name": "Tall", "title": "Tall", "platforms": [\(platforms)], "container": "\(container)",
             "fields": [\(fields.joined(separator: ", "))]}
            """
    }

    static func result(_ json: String) throws -> FormResult { try FormTests.form(json).get() }

    @Test func aMacFormTallerThanASmallDisplayIsWarnedAbout() throws {
        let tall = try Self.result(Self.spec(12, platforms: #""macos""#))
        let warning = try #require(tall.warnings.first { $0.code == "mac-form-does-not-scroll" })
        #expect(warning.location == "$.container")
        #expect(warning.message.contains("does not scroll") && warning.message.contains("'Date 3', about"))
        #expect(warning.suggestion?.contains(#""container": "stack""#) == true)
        // Also in a form for iOS and the Mac: the iOS Form scrolls, the Mac's does not.
        let both = try Self.result(Self.spec(12, platforms: #""ios", "macos""#))
        #expect(both.warnings.contains { $0.code == "mac-form-does-not-scroll" })
        // A stack scrolls on the Mac; a form for iOS alone scrolls itself; a short Mac form fits.
        for fits in [
            Self.spec(12, platforms: #""macos""#, container: "stack"), Self.spec(12, platforms: #""ios""#),
            Self.spec(6, platforms: #""macos""#),
        ] {
            #expect(try !Self.result(fits).warnings.contains { $0.code == "mac-form-does-not-scroll" })
        }
        for example in FormTests.exampleSpecs {
            #expect(
                try !FormTests.generate(example).warnings.contains { $0.code == "mac-form-does-not-scroll" },
                "\(example)")
        }
    }

    /// The row estimates grow with what a row lays out: a calendar and radio buttons in full.
    @Test func rowsAreAsTallAsWhatTheyLayOut() throws {
        let rows = try Self.result(Self.spec(4, platforms: #""macos""#)).fields.map(\.plan.macFormRowHeight)
        #expect(rows[0] == 58 && rows[3] == 190)  // a label, a field and its error line; a calendar
    }

    /// The JSON says a failed submit scrolls on iPad, and asks for the Mac's rows to be checked on
    /// screen instead.
    @Test func theVerifyListScrollsOnlyWhereTheFormScrolls() throws {
        let both = try FormTests.generate("Shipping.json")
        #expect(
            both.verify.contains {
                $0.hasPrefix("With VoiceOver off and Full Keyboard Access on (iPad), a failed submit scrolls")
            })
        #expect(both.verify.contains { $0.hasPrefix("On the Mac the Form does not scroll") })
        #expect(!both.verify.contains { $0.contains("(iPad, Mac), a failed submit scrolls") })
        let submit = try #require(both.decisions.first { $0.aspect == "submit" })
        #expect(submit.reason.contains("into view on iOS") && submit.reason.contains("a Mac Form does not scroll"))
        let stack = try Self.result(Self.spec(3, platforms: #""ios", "macos""#, container: "stack"))
        #expect(stack.verify.contains { $0.contains("(iPad, Mac), a failed submit scrolls") })
        #expect(!stack.verify.contains { $0.hasPrefix("On the Mac the Form does not scroll") })
        let ios = try FormTests.generate("SignUp.json")
        #expect(!ios.verify.contains { $0.hasPrefix("On the Mac") && $0.contains("does not scroll") })
    }
}
