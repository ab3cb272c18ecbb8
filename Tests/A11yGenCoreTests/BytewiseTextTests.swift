import Testing

@testable import A11yGenCore

/// Issue 14's ninth round replaced Character and Unicode-scalar work on the rendering path with byte
/// work. Each byte version must agree with the Character version it replaced on text chosen to
/// make them differ: "\r\n" (one Character), combining marks after a space or a newline, non-ASCII
/// letters, quotes and backslashes.
@Suite struct BytewiseTextTests {
    static let awkward = [
        "", "\n", "\n\n", "a", "a\n", "a\r\n", "\r\n", "a\r\nb\nc", "x\n\u{301}", " \u{301}\n",
        "Näme \"q\" \\ 👩‍👩‍👧 עברית\n", "e\u{301}\n", "tab\there\n", "\u{202E}bidi\u{202C}\n\n",
        "    .modifier(x)\n        .next\n", "\n\u{301}", "line\r", "a\nb\r\nc\n",
    ]

    @Test func chompRemovesTheLastCharacterOnlyWhenItIsANewline() {
        for text in Self.awkward {
            var expected = text
            if expected.last == "\n" { expected.removeLast() }
            #expect(chomp(text) == expected, "\(text.debugDescription)")
            #expect(chomp(text).utf8.elementsEqual(expected.utf8), "\(text.debugDescription)")
        }
    }

    @Test func characterCountIsCount() {
        for text in Self.awkward + ["\r", "a\rb", "\r\n\r\n", "plain ascii"] {
            #expect(text.characterCount == text.count, "\(text.debugDescription)")
            #expect(text.dropFirst().characterCount == text.dropFirst().count, "\(text.debugDescription)")
        }
    }

    @Test func asciiPrefixAndSuffixAreCharacterPrefixAndSuffix() {
        let texts =
            Self.awkward + [
                "return x", "return \u{301}x", "let a = b", "if x { y }", "if x { y }\u{301}", "f(x)", "f(x\u{600})",
                "\u{600})", "g(a),", "return", "x\r\n", ")", "),",
            ]
        for text in texts {
            for part in ["return ", "let ", "if ", ".", "("] {
                #expect(text.hasASCIIPrefix(part) == text.hasPrefix(part), "\(text.debugDescription) \(part)")
            }
            for part in [")", " }", "),", "\n"] {
                #expect(text.hasASCIISuffix(part) == text.hasSuffix(part), "\(text.debugDescription) \(part)")
            }
        }
    }

    @Test func leadingSpacesAndCallNamesAgreeWithCharacters() {
        let texts =
            Self.awkward + ["    x", "     \u{301}x", "  ", "", "String", "Text_2", "é", "a-b", "a\r\nb", "ẞig"]
        for text in texts {
            let line = Substring(text)
            #expect(LineWrap.leadingSpaces(line) == String(line.prefix { $0 == " " }), "\(text.debugDescription)")
            #expect(
                LineWrap.isCallName(line) == line.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" },
                "\(text.debugDescription)")
        }
    }

    /// A standalone `{{name}}` indents each line of its value; empty lines stay empty, and "\r\n" is
    /// not a line end (it is one Character, which a split at "\n" Characters does not cut).
    @Test func indentingIsTheCharacterSplitWithAMargin() {
        for text in Self.awkward + ["one", "\n\nthree", "a\r\n\nb"] {
            var bytes = Array("<".utf8)
            Template.indentLines(text, by: "    ", into: &bytes)
            let out = String(decoding: bytes, as: UTF8.self)
            let expected = "<" + Self.indentedByCharacters(text, by: "    ")
            #expect(out == expected, "\(text.debugDescription)")
            #expect(out.utf8.elementsEqual(expected.utf8), "\(text.debugDescription)")
        }
    }

    /// A value past `LineWrap.parallelBytesFrom` is indented in groups of lines on every core: the
    /// same bytes, whatever line a group starts at (after a "\r\n", an empty line, a mark).
    @Test func indentingALargeValueInGroupsGivesTheSameText() {
        let pieces = Self.awkward + ["", "plain line", "  two spaces", "a\r", "\u{301}mark", "é\r\n", "\n"]
        var text = ""
        var index = 0
        while text.utf8.count < LineWrap.parallelBytesFrom + 4096 {
            text += pieces[index % pieces.count] + (index % 7 == 0 ? "\r\n" : "\n")
            index += 1
        }
        for value in [text, text + "tail", String(text.dropLast())] {
            var out = Array("<".utf8)
            Template.indentLines(value, by: "        ", into: &out)
            #expect(out.elementsEqual(("<" + Self.indentedByCharacters(value, by: "        ")).utf8))
        }
    }

    /// The reference for indenting: lines split at "\n" Characters, each non-empty one after the margin.
    static func indentedByCharacters(_ text: String, by margin: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n") + "\n"
    }

    /// `Identifier.derive` cases and joins a label's words in bytes; the String version it replaced
    /// (words as Strings, Unicode case mapping) is kept here as the reference.
    @Test func identifiersDerivedInBytesAreTheStringVersions() {
        func reference(_ ascii: String) -> String {
            var words: [String] = []
            var current = ""
            let scalars = Array(ascii.unicodeScalars)
            func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            }
            for (index, scalar) in scalars.enumerated() {
                if isWordScalar(scalar) {
                    current.unicodeScalars.append(scalar)
                } else if scalar == "'", !current.isEmpty, index + 1 < scalars.count, isWordScalar(scalars[index + 1]) {
                    // An apostrophe inside a word joins it: "Cardholder's" is one word.
                    continue
                } else if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            if !current.isEmpty { words.append(current) }
            var result = ""
            for (index, word) in words.prefix(6).enumerated() {
                if index == 0 {
                    result +=
                        word == word.uppercased() ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
                } else {
                    result += word.prefix(1).uppercased() + word.dropFirst()
                }
            }
            if result.isEmpty { return Identifier.fallback }
            if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
                result = "field" + result.prefix(1).uppercased() + result.dropFirst()
            }
            return Identifier.reserved.contains(result) ? result + "Field" : result
        }
        var labels = [
            "", "ZIP code", "E-mail", "2FA code", "class", "iPhone model", "a b c d e f g h", "URL", "x", "9",
            "  lead  trail  ", "one_two", "ALL CAPS WORDS", "mixedCASE word", "Value", "body", "Type", "self",
            "Full name 1", "___", "3d Touch", "a1B2 c3D4", "Cardholder's name", "'quoted'", "it''s", "a' b",
        ]
        var state: UInt64 = 7
        let alphabet = Array("aZ09 _-.xQ/eE'")
        for _ in 0..<500 {
            var label = ""
            for _ in 0..<(Int(state >> 60) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                label.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            labels.append(label)
        }
        for label in labels {
            #expect(Identifier.derive(from: label) == reference(label), "\(label.debugDescription)")
        }
        // Non-ASCII labels decompose first, then take the same path.
        #expect(Identifier.derive(from: "Prénom") == "prenom")
        #expect(Identifier.derive(from: "日本") == "field")
        #expect(Identifier.derive(from: "Straße Nr") == "strasseNr")  // ß is spelled ss, not dropped
        // A possessive stays one word, typed either way (rev45: `cardholderSName` before).
        #expect(Identifier.derive(from: "Cardholder's name") == "cardholdersName")
        #expect(Identifier.derive(from: "Cardholder\u{2019}s name") == "cardholdersName")
    }

    /// The project's own `[String].joined(separator:)`, `String + Substring` and `+=` must give what
    /// the standard library's generic versions give (called here through `AnySequence`, `String(_:)`).
    @Test func ownJoinsAndAppendsAreTheStandardLibrarys() {
        let pieces = Self.awkward
        for separator in ["", ", ", "\n", "\u{301}", "👩‍👩‍👧"] {
            for count in 0...pieces.count {
                let list = Array(pieces.prefix(count))
                #expect(
                    Array(list.joined(separator: separator).utf8)
                        == Array(AnySequence(list).joined(separator: separator).utf8))
            }
        }
        #expect([String]().joined() == "" && ["a"].joined(separator: "-") == "a")
        for head in Self.awkward {
            for text in Self.awkward {
                for cut in [text.startIndex, text.endIndex] + (text.isEmpty ? [] : [text.index(after: text.startIndex)])
                {
                    let tail = text[cut...]
                    let expected = Array((head + String(tail)).utf8)
                    #expect(Array((head + tail).utf8) == expected)
                    var appended = head
                    appended += tail
                    #expect(Array(appended.utf8) == expected)
                }
            }
        }
    }

    /// Line ranges are what `split` cuts, in bytes, as `LineRange`s that know their count.
    @Test func lineRangesAreTheSplitsBytes() {
        for text in Self.awkward + ["a\n\r\nb", "\r\r\n\n"] {
            let ranges = text.lineRanges()
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(ranges.map { text.slice(bytes: $0.range) } == lines, "\(text.debugDescription)")
            #expect(ranges.allSatisfy { $0.count == $0.range.count && $0.isEmpty == $0.range.isEmpty })
        }
    }

    /// A block's views are counted in bytes; the Character count it replaced is the reference, with
    /// lines that open with each excluded character, whitespace of every kind and combining marks.
    @Test func topLevelViewsCountsAsTheCharacterVersion() {
        func reference(_ code: String) -> Int {
            code.split(separator: "\n").count { line in
                guard let first = line.first else { return false }
                return !first.isWhitespace && !"}).#/".contains(first)
            }
        }
        let lines = [
            "Text(x)", "}", ")", ".font(.body)", "#if os(iOS)", "// note", "/", " x", "\tx", "\u{0B}x", "\u{0C}x",
            "\r\nx", "\u{A0}x", "\u{2028}x", "\u{3000}x", "}\u{301}", ".\u{301}x", "e\u{301}", "\u{301}", "é", "👩‍👩‍👧",
            "if x {", "\r", "x\r",
        ]
        var codes = Self.awkward + lines
        for first in lines { for second in lines { codes.append(first + "\n" + second + "\n\n" + first) } }
        for code in codes {
            #expect(ViewBlock.topLevelViews(in: code) == reference(code), "\(code.debugDescription)")
        }
    }

    /// The submit key reads an ASCII button label's words in bytes; the Character search it replaced
    /// is the reference, over labels in several languages and scripts, with marks and odd spacing.
    @Test func submitKeyReadsLabelsAsTheCharacterSearch() {
        func reference(_ label: String) -> SubmitLabelKind? {
            let words = label.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            let phrase = " " + words.joined(separator: " ") + " "
            func says(_ any: [String]) -> Bool { any.contains { phrase.contains(" \($0) ") } }
            let stems = ["pay", "purchas", "donat", "checkout", "bezahl", "kauf", "pagar", "payer", "acheter"]
            if words.contains(where: { word in stems.contains { word.hasPrefix($0) } })
                || says([
                    "buy", "check out", "money", "transfer", "place order", "submit order", "order now",
                    "confirm order", "complete order", "add tip", "send tip",
                ])
            {
                return nil
            }
            if says([
                "sign up", "signup", "create account", "create an account", "create my account", "register", "join",
            ]) {
                return .join
            }
            if says(["send", "submit", "subscribe", "post", "share", "apply", "contact", "message", "reply", "request"])
            {
                return .send
            }
            if says(["search", "find"]) { return .search }
            return .go
        }
        let labels = [
            "Submit", "Sign up", "Sign  Up!", "Create an account", "Place order", "Check out", "Send money", "Join",
            "Rejoin", "Send\u{301}", "Se\u{301}nd", "Search flights", "Find", "Save", "Weiter", "Jetzt bezahlen",
            "Registrieren", "S'inscrire", "Envoyer", "Réserver", "送信", "検索", "Send 📨", "send\u{200D}it", "Contact us",
            "Request a quote", "Subscribe", "Post", "", " ", "Ｓｅｎｄ", "SEND", "Search\u{0345}", "ﬁnd", "Find\u{301} it",
        ]
        for label in labels {
            #expect(ReturnChain.submitKey(for: label, types: []) == reference(label), "\(label.debugDescription)")
        }
        #expect(ReturnChain.submitKey(for: "Send", types: [.email, .creditCardNumber]) == nil)
    }

    /// Whether a label already says "required" is read in bytes for an ASCII label; the Character
    /// search it replaced is the reference, in the three languages, cases and scripts.
    @Test func saysRequiredReadsLabelsAsTheCharacterSearch() {
        func reference(_ label: String) -> Bool {
            let lower = label.lowercased()
            return MessageLanguage.allCases.contains { language in
                language.requiredMarkers.contains { lower.firstRange(ofText: $0) != nil }
            }
        }
        let labels = [
            "Email", "Email (required)", "REQUIRED email", "Requir ed", "required\r\n", "xrequiredx",
            "E-Mail (Pflichtfeld)",
            "Erforderlich", "メール（必須）", "必須", "Email (requiréd)", "Email (required\u{301})", "PFLICHT", "", "r",
            "Ｒｅｑｕｉｒｅｄ", "required\u{200D}", "Name *",
        ]
        for label in labels {
            #expect(MessageTable.saysRequired(label) == reference(label), "\(label.debugDescription)")
        }
    }

    /// Whether a label is an instruction, and a label without an instruction's words, are read in bytes
    /// for an ASCII label; the Character versions they replaced are the reference.
    @Test func instructionLabelsReadAsTheCharacterVersions() {
        func isInstruction(_ label: String) -> Bool {
            let words = label.split(whereSeparator: \.isWhitespace)
            guard words.count >= 2, let first = words.first else { return false }
            return MessageTable.instructionVerbs.contains(first.lowercased())
        }
        func withoutInstruction(_ label: String) -> String {
            var text = Substring(label)
            for prefix in ["请输入", "請輸入", "请填写", "請填寫"] where text.hasPrefix(prefix) {
                text = text.dropFirst(prefix.count)
            }
            for suffix in [
                "を入力してください", "を入力して下さい", "を入力", "을 입력하세요", "를 입력하세요", "을 입력해 주세요",
                "를 입력해 주세요", "을 입력해주세요", "를 입력해주세요",
            ] where text.hasSuffix(suffix) {
                text = text.dropLast(suffix.count)
            }
            return String(text).trimmed()
        }
        let labels = [
            "Describe the problem", "describe", "Describe ", " Describe  it ", "DESCRIBE IT", "Enter\tname",
            "Enter\r\nname",
            "Tell\u{0B}us", "Email", "", " ", "Choose a plan", "Describé it", "Enter\u{A0}name", "Enter 名前", "请输入邮箱",
            "メールを入力", "Let's go", "Let me in", "add", "Add item", "E-mail address", "  ", "x y", "\n\nEnter it\n",
        ]
        for label in labels {
            #expect(MessageTable.isInstruction(label) == isInstruction(label), "\(label.debugDescription)")
            #expect(DataType.withoutInstruction(label) == withoutInstruction(label), "\(label.debugDescription)")
        }
    }

    @Test func splitLinesIsTheCharacterSplitAtNewlines() {
        for text in Self.awkward + ["a\n\r\nb", "\r\r\n\n", "\n\r"] {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(text.splitLines().map(String.init) == expected.map(String.init), "\(text.debugDescription)")
        }
    }

    /// Escaping reads runs of bytes and decodes only the scalars it must judge; the scalar-by-scalar
    /// version it replaced is the reference, on text mixing every width of UTF-8 with what must be escaped.
    @Test func escapingInBytesIsTheScalarVersion() {
        func reference(_ text: String) -> String {
            var out = ""
            for (index, scalar) in text.unicodeScalars.enumerated() {
                switch scalar {
                case "\\": out += "\\\\"
                case "\"": out += "\\\""
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\0": out += "\\0"
                default:
                    if SwiftLiteral.mustEscape(scalar, atStart: index == 0) {
                        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out
        }
        let pieces: [String] = [
            "a", " ", "\"", "\\", "\n", "\r", "\t", "\0", "\u{7F}", "\u{1B}", "é", "\u{301}", "日本", "👩‍👩‍👧", "\u{202E}",
            "\u{200B}", "\u{2028}", "\u{A0}", "\u{E000}", "\u{10FFFD}", "\u{1F600}", "ש", "\u{FEFF}", "#", "\\(",
        ]
        var texts = Self.awkward
        var state: UInt64 = 5
        for _ in 0..<600 {
            var text = ""
            for _ in 0..<(Int(state >> 60) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            texts.append(text)
        }
        for text in texts {
            #expect(SwiftLiteral.escaped(text).utf8.elementsEqual(reference(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test func escapingInBytesKeepsTheValue() throws {
        for text in Self.awkward + ["\0", "\u{7F}", "\u{2028}", "\u{301}start", "\u{E000}", "#\"\"\"#", "\\(x)"] {
            let literal = SwiftLiteral.string(text)
            #expect(SwiftLiteral.unescape(literal) == text, "\(text.debugDescription) -> \(literal)")
            // Everything outside printable ASCII that must not be raw is escaped.
            #expect(!literal.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{202E}" || $0 == "\0" })
        }
    }

    /// The sets each field builds hash these by case; distinct cases must have distinct tags.
    /// `RuleID.distinctSorted` flags each case by its tag, which must be its place among `allCases`.
    @Test func ruleTagsArePlacesAmongAllCasesAndDistinctSortingIsASortedSet() {
        for (index, rule) in RuleID.allCases.enumerated() { #expect(caseTag(of: rule) == index, "\(rule)") }
        var state: UInt64 = 11
        for count in [0, 1, 5, 400] {
            let rules = (0..<count).map { _ -> RuleID in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return RuleID.allCases[Int((state >> 33) % UInt64(RuleID.allCases.count))]
            }
            #expect(RuleID.distinctSorted(rules) == Array(Set(rules)).sorted(), "\(count)")
        }
    }

    /// `API`'s `<` compares declaration order, which is raw-value order only while the cases are
    /// declared in it: a case added out of order fails here, not in some output's order.
    @Test func apisAreDeclaredInRawValueOrder() {
        for (first, second) in zip(API.allCases, API.allCases.dropFirst()) {
            #expect(first.rawValue < second.rawValue, "declare \(second) before \(first) (raw-value order)")
        }
        let shuffled = API.allCases.reversed().sorted()
        #expect(shuffled.map(\.rawValue) == API.allCases.map(\.rawValue).sorted())
    }

    @Test func enumsHashedByCaseHaveDistinctTags() {
        #expect(Set(API.allCases.map { caseTag(of: $0) }).count == API.allCases.count)
        #expect(Set(RuleID.allCases.map { caseTag(of: $0) }).count == RuleID.allCases.count)
        #expect(Set(Platform.allCases.map { caseTag(of: $0) }).count == Platform.allCases.count)
    }

    /// Lines indented with spaces and a combining mark: the mark joins the last space into one
    /// Character, so that space does not count as indentation, as in the Character version.
    @Test func wrappingMeasuresIndentationInCharacters() {
        let long = String(repeating: "argument", count: 20)
        let text = "    Text(first: \(long), second: \(long))\n     \u{301}.font(.body)\n    next\r\nlast"
        let wrapped = LineWrap.wrapLongCallsInOrder(text, limit: 60)
        // The line after the call is not deeper than the call in Characters, so it is not moved back.
        #expect(wrapped.contains("\n     \u{301}.font(.body)\n"))
        #expect(wrapped.hasSuffix("    next\r\nlast"))
        #expect(wrapped.hasPrefix("    Text(\n"))
    }
}
