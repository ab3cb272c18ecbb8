/// Questions the error-presentation rules ask of the tokens: which names hold a validation error,
/// where the error is spoken or shown, and where state is assigned.
///
/// Deliberately narrow: a name holds an error when it contains "error" or "invalid" (`emailError`,
/// `errors`, `errorMessage`, `isInvalid`), says something failed (`loginFailed`,
/// `authenticationDidFail`, `signInFailure`) or is a validation message (`validationMessage`); a
/// string literal mentions an error when it contains the word "error" or "invalid". A bare
/// "message" (`chatMessage`) does not count: it is as often content as a validation error.
enum ErrorQueries {
    /// The names the type declares `@State` (`@State private var isValid = true`).
    static func stateProperties(in type: SyntaxNode, tree: SyntaxTree) -> Set<String> {
        tree.memoized("state-properties.\(type.index)") { computeStateProperties(in: type, tree: tree, "State") }
    }

    /// The names the type declares `@StateObject` (`@StateObject var viewModel = SettingsModel()`): a
    /// model the view creates and owns, as it owns its `@State`.
    static func stateObjectProperties(in type: SyntaxNode, tree: SyntaxTree) -> Set<String> {
        tree.memoized("state-object-properties.\(type.index)") {
            computeStateProperties(in: type, tree: tree, "StateObject")
        }
    }

    static func computeStateProperties(in type: SyntaxNode, tree: SyntaxTree, _ attribute: StaticString)
        -> Set<String>
    {
        var names: Set<String> = []
        var index = Int(type.firstToken)
        let last = Int(type.lastToken)
        while index + 1 < last {
            if tree.tokens[index].kind == .at, tree.token(Int32(index + 1), is: attribute) {
                var next = index + 2
                while next < min(last, index + 8), tree.tokens[next].keyword != .var { next += 1 }
                if next + 1 <= last, tree.tokens[next].keyword == .var, tree.tokens[next + 1].kind == .identifier {
                    names.insert(tree.text(ofToken: Int32(next + 1)))
                }
            }
            index += 1
        }
        return names
    }

    /// Whether an identifier names validation-error state.
    static func isErrorName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            errorWords.contains { word in contains(bytes, word) } || containsWord(bytes, portugueseError)
        }
    }

    /// `isErrorName` for token `index`, compared as bytes with ASCII case folding (no allocation:
    /// `String.contains` costs microseconds a call, and rules ask this of every name in a file).
    static func tokenIsErrorName(_ tree: SyntaxTree, _ index: Int32) -> Bool {
        let token = tree.tokens[Int(index)]
        guard token.kind == .identifier else { return false }
        return tree.source.bytes.withUnsafeBufferPointer { bytes -> Bool in
            let name = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
            return errorWords.contains { word in contains(name, word) } || containsWord(name, portugueseError)
        }
    }

    /// The words an error name contains, as lowercase ASCII bytes (matched with ASCII case folding):
    /// English (also Spanish `mensajeError`, Italian `errore`), German `fehlertext`, French `erreurEmail`;
    /// and a failure's flag or message (`authenticationDidFail`, `loginFailed`, `signInFailure`, rw22
    /// #1: a sign-in's error shown under such a flag was never checked).
    static let errorWords: [[UInt8]] = [
        "error", "invalid", "validationmessage", "validationdescription", "validationtext", "fehler", "erreur",
        "didfail", "failed", "failure",
    ].map {
        Array($0.utf8)
    }

    /// Portuguese `erro` (`mensagemErro`, `erroSenha`), as a word of the name only: inside a word it
    /// is "ferro" or "guerreiro".
    static let portugueseError: [UInt8] = Array("erro".utf8)

    /// Whether the assignment at token `index` in `unit` (a function or closure) is the answer to a
    /// request: inside a `catch` block of the unit, or after an `await` that runs before it in the same
    /// closure or function body. An `await` in a closure that does not hold the assignment (a
    /// fire-and-forget `Task { await flush() }` before a synchronous check) runs apart from it.
    /// `text-field.error-focus` leaves such errors to `global.announcements`, which takes exactly these.
    static func isAnswerToRequest(_ index: Int32, in unit: SyntaxNode, tree: SyntaxTree) -> Bool {
        let (catches, closures, awaits) = requestParts(of: unit, tree: tree)
        if catches.contains(where: { $0.contains(index) }) { return true }
        return awaits.contains { token in
            token < index && closures.allSatisfy { !$0.contains(token) || $0.contains(index) }
        }
    }

    /// The unit's `catch` blocks, closures (as token ranges) and `await`s, found once per unit: a
    /// unit asks for each of its assignments, and two rules ask.
    static func requestParts(of unit: SyntaxNode, tree: SyntaxTree) -> (
        catches: [ClosedRange<Int32>], closures: [ClosedRange<Int32>], awaits: [Int32]
    ) {
        tree.memoized("answers.\(unit.index)") {
            () -> ([ClosedRange<Int32>], [ClosedRange<Int32>], [Int32]) in
            let inner = unit.descendants()
            let catches = inner.filter { $0.kind == .block && $0.isNamed("catch") }.map { $0.firstToken...$0.lastToken }
            let closures = inner.filter { $0.kind == .closure }.map { $0.firstToken...$0.lastToken }
            let awaits = (unit.firstToken...max(unit.firstToken, unit.lastToken)).filter { tree.token($0, is: "await") }
            return (catches, closures, awaits)
        }
    }

    /// Whether `word` (lowercase ASCII) is a word of the identifier `text`: it starts the name or a
    /// capital or `_` starts it, and the name ends, or a capital, a digit or `_` follows it.
    static func containsWord(_ text: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard text.count >= word.count else { return false }
        for start in 0...(text.count - word.count) {
            // A word starts the name, follows `_`, or is a capital after a small letter (`mensagemErro`;
            // in `FERROUS` no letter starts a word).
            let first = text[start]
            guard
                start == 0 || text[start - 1] == UInt8(ascii: "_")
                    || ((65...90).contains(first) && (97...122).contains(text[start - 1]))
            else { continue }
            var k = 0
            while k < word.count, text[start + k] | 0x20 == word[k] { k += 1 }
            guard k == word.count else { continue }
            let end = start + word.count
            let allCaps = (65...90).contains(first) && (start + 1 < text.count) && (65...90).contains(text[start + 1])
            if end == text.count || (!allCaps && (65...90).contains(text[end])) || (48...57).contains(text[end])
                || text[end] == UInt8(ascii: "_")
            {
                return true
            }
        }
        return false
    }

    /// Whether `word` (lowercase ASCII) occurs in `text`, ignoring ASCII case.
    static func contains(_ text: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard text.count >= word.count else { return false }
        for start in 0...(text.count - word.count) {
            var k = 0
            while k < word.count, text[start + k] | 0x20 == word[k] { k += 1 }
            if k == word.count { return true }
        }
        return false
    }

    /// Whether an identifier names validity or error state a color may depend on (`isValid`, `emailError`),
    /// also a check's outcome on what people type that is not called valid (rw15's sign-up): a name or
    /// an address still free (`isUsernameAvailable`), a password repeated or matching
    /// (`isPasswordConfirmed`, `passwordsMatch`). Those only as the name's last word and in its
    /// positive form: `isUsernameUnavailable` and `passwordMismatch` hold when there is an error, the
    /// other way round; `isGiftWrapAvailable`, `isEmailConfirmed` (an account's state) and
    /// `matchesCount` are no check of typed text (the diff review).
    static func isValidityName(_ name: String) -> Bool {
        if isErrorName(name) { return true }
        let lower = name.lowercased()
        if lower.contains("valid") { return true }
        // Split into words only when one of the outcomes is there at all (this runs per identifier).
        guard lower.hasSuffix("available") || lower.hasSuffix("confirmed") || lower.contains("match") else {
            return false
        }
        let words = Identifier.words(name).map { $0.lowercased() }
        guard let last = words.last,
            !words.contains(where: { ["not", "no"].contains($0) || $0.hasPrefix("un") || $0.hasPrefix("mis") })
        else { return false }
        let subjects: Set<String>
        switch last {
        case "available": subjects = ["username", "user", "name", "handle", "nickname", "email", "login"]
        case "confirmed", "match", "matches", "matching": subjects = ["password", "passwords", "passcode", "pin"]
        default: return false
        }
        return words.dropLast().contains(where: subjects.contains)
    }

    /// Whether a string literal's text says it is an error ("Invalid email", "Error: …").
    static func isErrorText(_ text: String) -> Bool {
        let lower = text.lowercased()
        for word in ["error", "invalid"] {
            var searchStart = lower.startIndex
            while let range = lower.firstRange(ofText: word, from: searchStart) {
                let before = range.lowerBound == lower.startIndex ? nil : lower[lower.index(before: range.lowerBound)]
                if before == nil || !(before!.isLetter) { return true }
                searchStart = range.upperBound
            }
        }
        return false
    }

    /// The error names and error strings in tokens `first...last`, as written.
    ///
    /// With `spokenOnly`, names that only decide something are skipped: `error == nil`, `error != nil`,
    /// `error.isEmpty`, and the condition of a ternary (`hasError ? a : b`).
    static func errorMentions(in tree: SyntaxTree, from first: Int32, through last: Int32, spokenOnly: Bool = false)
        -> [Int32]
    {
        guard first >= 0, last >= first, Int(last) < tree.tokens.count else { return [] }
        var found: [Int32] = []
        for index in first...last {
            let token = tree.tokens[Int(index)]
            switch token.kind {
            case .identifier:
                guard isErrorName(tree.text(ofToken: index)) else { continue }
                if spokenOnly, decidesOnly(tree, index, last: last) { continue }
                found.append(index)
            case .string:
                let text = tree.text(ofToken: index)
                if token.flags.contains(.interpolated) {
                    // The literal text, or an error name inside an interpolation (`"\(emailError)"`).
                    let lower = text.lowercased()
                    if isErrorText(text) || lower.contains("error") || lower.contains("invalid") { found.append(index) }
                } else if isErrorText(text) {
                    found.append(index)
                }
            default: continue
            }
        }
        return found
    }

    /// `x == nil`, `nil != x`, `x.isEmpty`, `x ? a : b`: the name decides, it is not spoken.
    static func decidesOnly(_ tree: SyntaxTree, _ index: Int32, last: Int32) -> Bool {
        let tokens = tree.tokens
        let next = Int(index) + 1
        if next <= Int(last) {
            let token = tokens[next]
            if token.kind == .op {
                let op = tree.text(ofToken: Int32(next))
                if op == "==" || op == "!=" { return true }
                if op == "?", token.flags.contains(.spaceBefore) { return true }
            }
            if token.kind == .period, next + 1 <= Int(last), tree.token(Int32(next + 1), is: "isEmpty") { return true }
        }
        let previous = Int(index) - 1
        if previous >= 0, tokens[previous].kind == .op {
            let op = tree.text(ofToken: Int32(previous))
            if op == "==" || op == "!=" { return true }
        }
        return false
    }

    /// The names in tokens `first...last`, as a set.
    static func names(in tree: SyntaxTree, from first: Int32, through last: Int32) -> Set<String> {
        guard first >= 0, last >= first, Int(last) < tree.tokens.count else { return [] }
        var names: Set<String> = []
        for index in first...last where tree.tokens[Int(index)].kind == .identifier {
            names.insert(tree.text(ofToken: index))
        }
        return names
    }

    /// A `func` declaration (not `init`, not a computed property).
    static func isFunction(_ node: SyntaxNode) -> Bool {
        node.kind == .declaration && node.tree.tokens[Int(node.firstToken)].keyword == .func
    }
}
