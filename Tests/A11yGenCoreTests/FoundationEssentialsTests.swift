import Foundation
import Testing

@testable import A11yGenCore

/// The tool links no Foundation (FoundationEssentials alone was a third of `field`'s start-up over a
/// bare binary, full Foundation's ICU most of it before that: issue 14), so the few Foundation
/// string, path, date and file functions it used are its own now. Each is compared here with the
/// Foundation function it replaces, which the tests still link.
@Suite struct FoundationEssentialsTests {
    static let samples: [String] = [
        "", " ", "\t", "  Email  ", "\tZIP code\t", "\n Notes \n", "\u{85}x\u{85}", "\u{2028}a\u{2029}",
        "\u{A0}non-breaking\u{3000}", "é ", " e\u{301} ", "a\u{20}\u{301}", "日本 ", "\r\n", "x", "a b\tc",
        "  \u{200B}zero width\u{200B} ", "👩‍💻 ", "\u{B}\u{C}v",
    ]

    @Test(arguments: samples)
    func trimmingMatchesFoundation(_ text: String) {
        #expect(text.trimmed() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmed(.whitespacesAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        let extra = ",:-(–"
        #expect(
            text.trimmed(.whitespaces(and: extra))
                == text.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: extra))))
    }

    @Test func searchingAndReplacingMatchFoundation() {
        let texts = [
            "private func submit() {\n  status = \"Sent\"\n  submitAction()\n}", "a.b.c", "1_000_000", "it's",
            "no match here", "aaa", "", "é and e\u{301}", "{{a}} {{b}}",
        ]
        let needles = ["submit", ".", "_", "'", "zzz", "aa", "{{", "}}", "é", "a", "%", "Status", "c}"]
        for text in texts + ["100%", "%% and %", "x%"] {
            for needle in needles {
                if needle.utf8.allSatisfy({ $0 < 0x80 }) {
                    // The byte search agrees with a search of the text (no combining mark follows a match here).
                    #expect(text.containsASCII(needle) == text.contains(needle), "\(text) / \(needle)")
                }
                #expect(text.firstRange(ofText: needle) == text.range(of: needle), "\(text) / \(needle)")
                #expect(
                    text.replacingAll(needle, with: "<>") == text.replacingOccurrences(of: needle, with: "<>"),
                    "\(text) / \(needle)")
                if let first = text.range(of: needle) {
                    #expect(
                        text.firstRange(ofText: needle, from: first.upperBound)
                            == text.range(of: needle, range: first.upperBound..<text.endIndex))
                }
            }
        }
    }

    @Test func pathsMatchNSString() {
        let paths = [
            "a/b/c", "a/b/", "/", "/c", "", "a//b", "./x.json", "../up/spec.json", "/abs/../x", "a/./b/../c",
            "Sources/App/Form.swift", "/tmp/", "a/b//",
        ]
        for path in paths {
            #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
        // A bare name: Linux Foundation traps in deletingLastPathComponent here; Apple documents "".
        #expect(PathText.lastComponent("c") == "c")
        #expect(PathText.deletingLastComponent("c") == "")
    }

    /// Two spellings of one output path are one file (generate refuses two outputs to it). Lexical,
    /// and unlike NSString's standardizingPath it also drops a leading `./` and applies `..` in
    /// relative paths, so `./Views/A.swift` and `Views/x/../A.swift` are caught too.
    @Test func standardizedPathsAreOneSpellingPerFile() {
        let expected = [
            "a/./b/../c": "a/c", "a//b/": "a/b", "./x.json": "x.json", "x/..": ".", "/abs/../x": "/x",
            "/a/b/./c/": "/a/b/c", "../up/a": "../up/a", "/..": "/", "": ".", "Views/A.swift": "Views/A.swift",
        ]
        for (path, standardized) in expected {
            #expect(PathText.standardized(path) == standardized, "\(path)")
        }
    }

    @Test func percentEncodingMatchesFoundation() {
        for path in ["Sources/A.swift", "/tmp/a b.swift", "Ünïcode/ß.swift", "x?y#z%.swift", "a+b=c;d@e:f"] {
            #expect(
                CheckReport.percentEncodedPath(path)
                    == path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
        }
    }

    @Test func paddedMatchesFormat() {
        for (n, width) in [(7, 2), (12, 2), (2026, 4), (5, 4), (0, 2), (123_456, 4)] {
            #expect(DateBound.padded(n, width) == String(format: "%0\(width)d", n))
        }
    }

    @Test func identifiersSpellLettersNoDecompositionReaches() {
        let expected = [
            "Größe": "grosse", "Ærøskøbing": "aeroskobing", "Łódź": "lodz", "Ǆemal": "dzemal", "ﬁle name": "fileName",
            "Ĳssel": "ijssel",
        ]
        for (label, identifier) in expected { #expect(Identifier.derive(from: label) == identifier, "\(label)") }
    }

    @Test func identifiersDecomposeAsFoundationDoes() {
        for label in ["Prénom", "Größe", "Ærøskøbing", "Crème brûlée", "Ångström", "Ǆemal", "Łódź", "ﬁle name"] {
            let expected = Identifier.latin(Array(label.decomposedStringWithCanonicalMapping.unicodeScalars))
            #expect(Identifier.derive(from: label) == Identifier.derive(from: expected), "\(label)")
        }
    }

    @Test func systemErrorsReadAsTheSystemSaysThem() throws {
        #expect(SystemError(code: ENOENT).description == "no such file or directory")
        do {
            _ = try ReadOnlyFiles().read("/nonexistent-a11y-gen/spec.json")
            Issue.record("reading a missing file succeeded")
        } catch {
            #expect(errorText(error) == "no such file or directory")
        }
    }

    /// The binary's dynamic section names no Foundation library: loading FoundationEssentials alone
    /// was a third of `field`'s start-up over a bare binary (issue 14), and full Foundation's ICU
    /// data most of it before that. A byte search of the ELF file, with the Swift runtime's name as
    /// the control that the search finds library names at all.
    @Test func binaryLinksNoFoundation() throws {
        #if os(Linux)
            let bytes = try Array(contentsOf: CLITests.binary)
            func names(_ library: String) -> Bool { Data(bytes).range(of: Data((library + "\0").utf8)) != nil }
            #expect(names("libswiftCore.so"))
            #expect(!names("libFoundationEssentials.so"), "a11y-gen loads Foundation again: an import crept in")
            #expect(!names("libFoundation.so"), "a11y-gen links full Foundation again: an `import Foundation` crept in")
            #expect(!names("libFoundationInternationalization.so"))
            #expect(!names("lib_FoundationICU.so"))
        #endif
    }
}

extension FoundationEssentialsTests {
    /// A refused write and a system call's failure read as short phrases.
    @Test func fileErrorsReadAsTheSystemSaysThem() {
        #expect(errorText(WriteRefused(path: "x")) == "writing is not allowed here")
        #expect(errorText(SystemError(code: ENOSPC)) == "no space left on device")
    }
}
