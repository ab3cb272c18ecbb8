/// A rule `a11y-gen check` runs over Swift source.
///
/// One rule per file under `Check/Rules/`, its type named after its catalog id
/// (`global.no-fixed-font-size` is `GlobalNoFixedFontSize`), with a test suite of the same name plus
/// `Tests`. A rule sees every node of the view tree and answers with findings; a shape it does not
/// recognize yields nothing (a false positive costs users more than a miss).
public protocol CheckRule: Sendable {
    /// The catalog id this rule checks; findings cite it.
    var id: RuleID { get }
    /// What to do about a finding that carries no fix of its own (SARIF `help`, text `help:`).
    var help: String { get }
    var severity: Diagnostic.Severity { get }
    /// The nodes the rule looks at; the engine calls `check` for those only (default: every node).
    var trigger: CheckTrigger { get }
    /// The findings for `node`; called once for every node of the file the trigger selects.
    func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding]
}

/// Which nodes a rule is asked about. A filter for speed only: a rule still checks what it needs
/// (`isView`, the kind), so a trigger that selects too much costs time, never a wrong finding.
public enum CheckTrigger: Sendable {
    /// Every node of the file.
    case everyNode
    /// Nodes with one of these names: a call's callee (`TextField`), a modifier (`font`), a
    /// reference (`Color`), an implicit member (`black`), a declaration (`body`).
    case named([StaticString])
    /// Nodes of these kinds.
    case kinds([SyntaxNode.Kind])
}

extension CheckRule {
    public var severity: Diagnostic.Severity { .warning }
    public var trigger: CheckTrigger { .everyNode }

    /// A finding of this rule at `offset` (a byte offset in the file; see `SyntaxNode.offset`).
    public func finding(
        at offset: Int, _ message: String, fix: String? = nil, dependsOn crossFile: String? = nil
    ) -> CheckFinding {
        CheckFinding(
            rule: id.rawValue, severity: severity, message: message, fix: fix ?? help, note: crossFile,
            offset: offset)
    }
}

/// What a rule may look at besides the node: the whole tree of the file.
public struct CheckContext {
    public let tree: SyntaxTree
    public var source: SourceFile { tree.source }
}

/// One problem `check` found, in the shape every output format prints.
public struct CheckFinding: Codable, Sendable, Equatable {
    /// The catalog rule id, or `check.unknown-rule` for a suppression naming no known rule.
    public var rule: String
    public var severity: Diagnostic.Severity
    public var message: String
    /// The change that resolves it (a mechanical fix where one exists, otherwise the rule's advice).
    public var fix: String?
    /// Set when the finding could depend on code in another file (a custom view defined elsewhere).
    public var note: String?
    public var dependsOnOtherFiles: Bool
    /// WCAG success criteria, where the rule card names them.
    public var wcag: [String]
    public var file: String
    public var line: Int
    public var column: Int
    /// Identity for baselines: rule, file, the line's text and its occurrence, so it survives line moves.
    public var fingerprint: String
    /// Byte offset in the file (not encoded).
    public var offset: Int

    enum CodingKeys: String, CodingKey {
        case rule, severity, message, fix, note, dependsOnOtherFiles, wcag, file, line, column, fingerprint
    }

    public init(
        rule: String, severity: Diagnostic.Severity, message: String, fix: String?, note: String?, offset: Int
    ) {
        self.rule = rule
        self.severity = severity
        // A message quotes the code it is about, which may span lines; every format prints it on one.
        self.message = message.onOneLine
        self.fix = fix?.onOneLine
        self.note = note?.onOneLine
        self.dependsOnOtherFiles = note != nil
        self.wcag = RuleID(rawValue: rule).map { RuleCatalog.rule($0).wcag } ?? []
        self.file = ""
        self.line = 0
        self.column = 0
        self.fingerprint = ""
        self.offset = offset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        severity = try container.decode(Diagnostic.Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        fix = try container.decodeIfPresent(String.self, forKey: .fix)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        dependsOnOtherFiles = try container.decode(Bool.self, forKey: .dependsOnOtherFiles)
        wcag = try container.decode([String].self, forKey: .wcag)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        offset = 0
    }

    /// Compiler-style text: `file:line:col: warning: message [rule]`, then `help:` and `note:` lines.
    public func formatted() -> String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]\n"
        if let fix { text += "    help: \(fix)\n" }
        if let note { text += "    note: \(note)\n" }
        return text
    }

    /// Orders findings by file, position, then rule.
    public static func ordered(_ a: CheckFinding, _ b: CheckFinding) -> Bool {
        (a.file, a.line, a.column, a.rule, a.message) < (b.file, b.line, b.column, b.rule, b.message)
    }
}

/// The outcome for one file: its findings, or why it could not be checked.
public struct CheckFileResult: Sendable, Equatable {
    public var file: String
    public var findings: [CheckFinding] = []
    /// Findings hidden by `// a11y-gen:disable…` comments.
    public var suppressed = 0
    /// Set when the file was skipped (unreadable, not UTF-8, too large).
    public var problem: String?
    public var lines = 0
    /// Where a call or block is never closed: what it opens was not checked, so "no findings" there
    /// says nothing. Reported, never a finding: it does not change the exit code.
    public var unclosed: Unclosed?
}

/// A call or block the parser found never closed (a missing `)` or `}`), and what that means.
public struct Unclosed: Sendable, Equatable, Encodable {
    public var line: Int
    public var column: Int
    public var reason: String
}

/// Runs the rules over files: lexes, parses, visits every node with every enabled rule, then
/// applies the file's suppression comments. Files are checked in parallel, each in its own memory,
/// on threads with a stack large enough for the parser's deepest recursion.
public struct CheckEngine: Sendable {
    /// Every rule `check` knows, in id order.
    public static let allRules: [any CheckRule] = [
        DatePickerDistinctNames(), DatePickerLabelsHidden(), DatePickerNoEmptyLabel(),
        DatePickerNoFocusRestore(),
        DatePickerNoLabelOnGraphicalWheel(), DatePickerNoVisibleLabelAlone(), GlobalAnnouncements(),
        GlobalNoDynamicTypeClamp(),
        GlobalNoFixedFontSize(), GlobalNoFocusFromDatePicker(), GlobalNoRawColors(), GlobalNoTapOnlyCustomControl(),
        GlobalNoTruncatingLineLimit(), GlobalNoVisualMatchAsSemantic(),
        GlobalNoUndelayedAnnouncement(), GlobalTouchTargetFloor(), GlobalTouchTargetSize(), PolicyChoiceErrorFocus(),
        StepperSingleName(), StepperValueWithUnit(), StepperVisibleValue(), ToggleSingleName(),
        PolicyChoiceVisibleLabel(),
        TextFieldAccessibleName(), TextFieldCheckSingleElement(), TextFieldContentType(),
        TextFieldErrorFocus(), TextFieldErrorInLabel(),
        TextFieldKeyboardType(), TextFieldNoColorOnlyError(), TextFieldNoControlTypeInLabel(),
        TextFieldNoErrorInValue(), TextFieldNoErrorOnlyInHint(), TextFieldNoLabelOverLabeledContent(),
        TextFieldNoPlaceholderOnlyLabel(), TextFieldNoUnsetInputTraits(), TextFieldNoVerticalLabeledContentStyle(),
        TextfieldRefDefaultStyleHasNoBorder(), TextfieldRefKeepVisibleLabel(),
    ]

    /// Catalog ids no rule of `check` reports.
    static let catalogIDsNeverReported: Set<String> = Set(
        RuleID.allCases.map(\.rawValue).filter { !reportableRuleIDs.contains($0) })

    /// The id of the finding for a suppression comment that names no known rule.
    public static let unknownRuleID = RuleID.checkUnknownRule.rawValue
    public static let unknownRuleHelp =
        "Name catalog rule ids ('a11y-gen rules' lists them): // a11y-gen:disable:next <rule-id> or // a11y-gen:disable <rule-id>."

    /// Files larger than this are skipped with a message rather than checked.
    public static let maximumFileSize = 64 << 20

    /// The ids `check` can report: its rules' and its own two about suppression comments. The rest
    /// of the catalog is followed by the generator but not decided from source (the README's table
    /// of card rules not decided from the source says why, rule by rule).
    public static let reportableRuleIDs: Set<String> = Set(
        allRules.map(\.id.rawValue) + [unknownRuleID, RuleID.checkUnusedSuppression.rawValue])

    public var rules: [any CheckRule] { didSet { dispatch = Dispatch(rules) } }
    var dispatch: Dispatch
    /// Whether unknown suppression ids are reported (`--disable check.unknown-rule` turns it off).
    public var reportsUnknownRules = true
    /// Whether suppression comments that silence nothing are reported (`check.unused-suppression`).
    public var reportsUnusedSuppressions = true
    /// The path a finding's fingerprint names its file by (`check` makes it relative to the baseline's
    /// folder, so the same file gives the same fingerprint however it was named on the command line).
    public var fingerprintPath: @Sendable (String) -> String = CheckEngine.fingerprintPath
    /// The platforms the checked code builds for, each with its minimum OS, when the caller knows
    /// them (a macOS app's files need not import AppKit); nil to judge each file by what it says.
    /// A file's `// Platforms:` header and its `#if` blocks still narrow it.
    public var project: [Platform: OSVersion]?
    /// Set by a caller whose request may be cancelled (an MCP `check_swift`): a file stops being
    /// checked once it is cancelled, with a problem saying so (the answer is not sent).
    public var cancellation: Cancellation?

    public init(rules: [any CheckRule] = CheckEngine.allRules) {
        self.rules = rules
        self.dispatch = Dispatch(rules)
    }

    /// The rules each node is handed to, from their triggers: built once, looked up per node by
    /// kind and by a hash of the name's bytes (no String per node).
    struct Dispatch: Sendable {
        var everyNode: [Int] = []
        var byKind: [[Int]] = Array(repeating: [], count: 16)
        var byName: [UInt64: [Int]] = [:]

        init(_ rules: [any CheckRule]) {
            for (index, rule) in rules.enumerated() {
                switch rule.trigger {
                case .everyNode: everyNode.append(index)
                case .kinds(let kinds):
                    for kind in Set(kinds.map(\.rawValue)) { byKind[Int(kind)].append(index) }
                case .named(let names):
                    for hash in Set(names.map(SyntaxTree.hash)) { byName[hash, default: []].append(index) }
                }
            }
        }
    }

    /// The innermost call, closure or modifier the parser found never closed (the last one opened),
    /// or nil when every one is closed. The rules skip unclosed nodes, whose extent is a guess.
    /// Without one: a comment or string literal never closed (the rest of the file is inside it), then
    /// nesting deeper than the parser reads. Each leaves code unchecked, and says so.
    static func unclosed(in tree: SyntaxTree) -> Unclosed? {
        var innermost: SyntaxNode?
        for node in tree.allNodes where node.isUnclosed {
            if innermost.map({ node.firstToken > $0.firstToken }) ?? true { innermost = node }
        }
        guard let node = innermost else {
            // One runs to the end of the file, so there is at most one of each; the earlier one.
            let comment = tree.comments.first {
                $0.flags.contains(.unterminated) && ($0.kind == .blockComment || $0.kind == .docBlockComment)
            }
            let string = tree.tokens.last.flatMap { $0.flags.contains([.unterminated, .multiline]) ? $0 : nil }
            if let open = [comment, string].compactMap({ $0 }).min(by: { $0.start < $1.start }) {
                let position = tree.source.location(of: Int(open.start))
                let what = open.isComment ? "a /* comment" : "a \"\"\" string literal"
                return Unclosed(
                    line: position.line, column: position.column,
                    reason:
                        "\(what) is never closed, so the rest of the file is inside it and was not checked: no finding there means nothing. The file does not compile as it is"
                )
            }
            guard tree.tooDeep >= 0 else { return nil }
            let position = tree.source.location(of: Int(tree.tokens[Int(tree.tooDeep)].start))
            return Unclosed(
                line: position.line, column: position.column,
                reason:
                    "the code here is nested deeper than a11y-gen reads (\(Parser.maximumDepth) levels of blocks and expressions), so this block was not checked: no finding there means nothing"
            )
        }
        let position = tree.source.location(of: Int(tree.tokens[Int(node.firstToken)].start))
        let what = node.name.map { "'\($0)'" } ?? "the closure"
        return Unclosed(
            line: position.line, column: position.column,
            reason:
                "\(what) is never closed (a ')' or '}' is missing), so it was not checked: no finding there means nothing. The file does not compile as it is; if it does, a11y-gen misread it, please report it"
        )
    }

    /// The tokens of preview code: a `#Preview { … }` and a type that conforms to `PreviewProvider`.
    /// Users never see it (it mimics the backdrop a component sits on, binds `.constant("")`), so a
    /// finding there is noise in a build's report; the views it shows are checked where they are
    /// declared.
    static func previewCode(in tree: SyntaxTree) -> [ClosedRange<Int32>] {
        var ranges: [ClosedRange<Int32>] = []
        for node in tree.allNodes {
            switch node.kind {
            case .call, .reference:
                if node.isNamed("#Preview") { ranges.append(node.firstToken...node.lastToken) }
            case .declaration where node.isTypeDeclaration:
                // `struct Row_Previews: PreviewProvider {`: the conformance is in the header.
                var index = Int(node.firstToken)
                while index <= Int(node.lastToken), tree.tokens[index].kind != .leftBrace {
                    if tree.token(Int32(index), is: "PreviewProvider") {
                        ranges.append(node.firstToken...node.lastToken)
                        break
                    }
                    index += 1
                }
            default: break
            }
        }
        return ranges
    }

    /// Checks one file's bytes; `path` is how findings name the file.
    public func check(path: String, bytes: [UInt8]) -> CheckFileResult {
        var result = CheckFileResult(file: path)
        if bytes.count > Self.maximumFileSize {
            result.problem = "the file is larger than \(Self.maximumFileSize >> 20) MB; skipped"
            return result
        }
        let source = SourceFile(path: path, bytes: bytes)
        if let bad = SourceFile.firstInvalidUTF8(bytes) {
            let position = source.location(of: bad)
            result.problem =
                "not valid UTF-8 (byte \(bad), line \(position.line), column \(position.column)); save it as UTF-8 to check it; skipped"
            return result
        }
        let tree = SyntaxTree.parse(source)
        tree.project = project
        result.unclosed = Self.unclosed(in: tree)
        let context = CheckContext(tree: tree)
        var findings: [CheckFinding] = []
        if !rules.isEmpty {
            // Code under `#if false` is switched off, and preview code runs only in Xcode's canvas:
            // neither is checked.
            let switchedOff = tree.conditions.map(\.isSwitchedOff)
            let previews = Self.previewCode(in: tree)
            for node in tree.allNodes where !node.isUnclosed && !switchedOff[Int(node.data.condition)] {
                // A cancelled request stops here (looked at every 1,024 nodes: a lock each time).
                if node.index & 1023 == 0, let cancellation, cancellation.isCancelled {
                    result.problem = "cancelled before it was checked to the end"
                    break
                }
                if !previews.isEmpty, previews.contains(where: { $0.contains(node.firstToken) }) { continue }
                for index in dispatch.everyNode { findings += rules[index].check(node, in: context) }
                for index in dispatch.byKind[Int(node.kind.rawValue)] {
                    findings += rules[index].check(node, in: context)
                }
                if let token = node.nameToken, let named = dispatch.byName[tree.hash(ofToken: token)] {
                    for index in named { findings += rules[index].check(node, in: context) }
                }
            }
            // Memoized facts may hold the tree (a scope of its nodes): let it go with the file.
            tree.memo.removeAll()
        }
        var suppressions = Suppressions(tree: tree)
        if reportsUnknownRules { findings += suppressions.unknown }
        var kept: [CheckFinding] = []
        func keep(_ found: [CheckFinding]) {
            for var finding in found {
                let position = source.location(of: finding.offset)
                finding.file = path
                finding.line = position.line
                finding.column = position.column
                if suppressions.suppresses(finding.rule, line: position.line) {
                    result.suppressed += 1
                } else {
                    kept.append(finding)
                }
            }
        }
        keep(findings)
        // Only once every finding has had its chance to be silenced; not where a call is never
        // closed, whose contents the rules skipped.
        if reportsUnusedSuppressions, result.unclosed == nil, !suppressions.entries.isEmpty {
            keep(
                suppressions.unused(
                    ran: Set(rules.map(\.id.rawValue)), neverReported: Self.catalogIDsNeverReported, in: tree))
        }
        kept.sort(by: CheckFinding.ordered)
        // Fingerprints: the same rule on the same line text counts occurrences in file order. Each
        // line is normalized once and each rule's key on it hashed once, then continued with the
        // occurrence: a minified line with thousands of findings made each of them copy and hash
        // the whole line (8,000 on one line took 42 s).
        let file = fingerprintPath(path)
        var snippetOfLine: [Int: Int] = [:]
        var snippetIDs: [String: Int] = [:]
        var snippets: [String] = []
        var keys: [FingerprintKey: (state: UInt64, count: Int)] = [:]
        for index in kept.indices {
            let line = kept[index].line
            let snippet: Int
            if let known = snippetOfLine[line] {
                snippet = known
            } else {
                let text = Self.normalized(source.text(ofLine: line))
                snippet = snippetIDs[text] ?? snippets.count
                if snippet == snippets.count {
                    snippetIDs[text] = snippet
                    snippets.append(text)
                }
                snippetOfLine[line] = snippet
            }
            let key = FingerprintKey(rule: kept[index].rule, snippet: snippet)
            var entry =
                keys[key]
                ?? (
                    GeneratedChecksum.fnv1a(
                        key.rule + "\u{1F}" + file + "\u{1F}" + snippets[snippet], from: GeneratedChecksum.offsetBasis),
                    0
                )
            kept[index].fingerprint = GeneratedChecksum.hex(
                GeneratedChecksum.fnv1a("\u{1F}\(entry.count)", from: entry.state))
            entry.count += 1
            keys[key] = entry
        }
        result.findings = kept
        result.lines = source.lineCount
        return result
    }

    /// Checks files in parallel; `read` loads one file (it may throw). Results keep `paths` order.
    public func check(paths: [String], read: @escaping @Sendable (String) throws -> [UInt8]) -> [CheckFileResult] {
        Parallel.map(paths.count) { [self] index in
            let path = paths[index]
            do {
                return check(path: path, bytes: try read(path))
            } catch {
                return CheckFileResult(file: path, problem: "cannot read the file (\(errorText(error))); skipped")
            }
        }
    }

    /// Collapses whitespace so re-indenting a line keeps its fingerprint.
    static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `path` relative to `base` (both resolved from `directory` when relative) when it lies inside
    /// it, else as `fingerprintPath` gives it: `/work/App/Sources/A.swift` and `Sources/A.swift` run
    /// from `/work/App`, and `./A.swift` run from `/work/App/Sources`, are all `Sources/A.swift` for a
    /// baseline in `/work/App`.
    public static func fingerprintPath(_ path: String, base: String, directory: String) -> String {
        func absolute(_ path: String) -> String {
            PathText.standardized(path.hasPrefix("/") ? path : directory + "/" + path)
        }
        let folder = absolute(base.isEmpty ? "." : base)
        let file = absolute(path)
        let prefix = folder == "/" ? "/" : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : fingerprintPath(path)
    }

    /// `./Sources/A.swift` and `Sources/A.swift` are the same file for a baseline.
    public static func fingerprintPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// A rule and the normalized text of a line (by its number among the file's distinct lines): a
    /// fingerprint is FNV-1a (64 bits, 16 hex digits, stable across runs and platforms, unlike
    /// `Hasher`) of rule, file, that text and the occurrence, each after a U+001F.
    struct FingerprintKey: Hashable {
        var rule: String
        var snippet: Int
    }
}

/// The `// a11y-gen:disable:next <ids>` and `// a11y-gen:disable <ids>` comments of one file.
struct Suppressions {
    /// One rule id named by one comment, and whether it has silenced a finding yet.
    struct Entry {
        var id: String
        /// Where the id is in the comment, for a finding that it silences nothing.
        var offset: Int
        /// The lines it covers: `disable:next`'s target lines, or `disable`'s first line onward.
        var reach: Reach
        var used = false

        enum Reach {
            case lines(Set<Int>)
            case rest(from: Int)
        }

        var isNext: Bool {
            if case .lines = reach { return true }
            return false
        }

        func covers(_ line: Int) -> Bool {
            switch reach {
            case .lines(let lines): lines.contains(line)
            case .rest(let first): line >= first
            }
        }
    }

    var entries: [Entry] = []
    /// Rule id -> its entries, so a finding looks only at the comments that name its rule.
    var entriesByID: [String: [Int]] = [:]
    /// Findings for ids that name no rule.
    var unknown: [CheckFinding] = []

    static let marker = Array("a11y-gen:".utf8)
    static let ones = Array("11".utf8)

    /// A directive meant for a11y-gen but written otherwise (`A11Y-GEN:disable:next`,
    /// `a11ygen:disable`, `a11y_gen: disable`): the spelling as written and where it starts. Only
    /// the name as a word of its own, followed by `disable` or `disable:next` and a rule id (a word
    /// with a dot), so prose that mentions the tool ("a11ygen: disabled because…") is left alone.
    static func misspelledMarker(in bytes: [UInt8], _ start: Int, _ end: Int) -> (offset: Int, written: String)? {
        // Every spelling has "11"; most comments do not, and cost a scan, no copy.
        guard find(Self.ones, in: bytes, start, end) != nil else { return nil }
        let lower = bytes[start..<end].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        func isWordByte(_ byte: UInt8) -> Bool { Unicode.Scalar(byte).isASCIIAlphanumeric || byte >= 0x80 }
        // The end of the word starting at `from`: at a space or a block comment's `*/`.
        func wordEnd(_ from: Int) -> Int {
            var index = from
            while index < lower.count, !isSpace(lower[index]),
                !(lower[index] == UInt8(ascii: "*") && index + 1 < lower.count && lower[index + 1] == UInt8(ascii: "/"))
            {
                index += 1
            }
            return index
        }
        for spelling in ["a11y-gen:", "a11ygen:", "a11y_gen:", "a11y gen:"] {
            let needle = Array(spelling.utf8)
            guard let found = find(needle, in: lower, 0, lower.count), found == 0 || !isWordByte(lower[found - 1])
            else { continue }
            var next = found + needle.count
            while next < lower.count, isSpace(lower[next]) { next += 1 }
            let directiveEnd = wordEnd(next)
            let directive = String(decoding: lower[next..<directiveEnd], as: UTF8.self)
            guard directive == "disable" || directive == "disable:next" else { continue }
            var id = directiveEnd
            while id < lower.count, isSpace(lower[id]) { id += 1 }
            guard lower[id..<wordEnd(id)].contains(UInt8(ascii: ".")) else { continue }
            return (start + found, String(decoding: bytes[(start + found)..<(start + directiveEnd)], as: UTF8.self))
        }
        return nil
    }

    init(tree: SyntaxTree) {
        let bytes = tree.source.bytes
        var nextToken = 0
        for comment in tree.comments {
            let start = Int(comment.start)
            let end = Int(comment.end)
            guard end - start > Self.marker.count, let at = Self.find(Self.marker, in: bytes, start, end) else {
                if let misspelled = Self.misspelledMarker(in: bytes, start, end) {
                    unknown.append(
                        Self.unknownFinding(
                            at: misspelled.offset,
                            "'\(misspelled.written)' is not read as a directive, so it silences nothing; write the tool's name as 'a11y-gen:' (lowercase, with the hyphen)"
                        ))
                }
                continue
            }
            // The words after `a11y-gen:`, each with where it starts (a report about an id points at it).
            var bodyEnd = end
            if comment.kind == .blockComment || comment.kind == .docBlockComment, bodyEnd - 2 >= at + Self.marker.count,
                bytes[bodyEnd - 2] == UInt8(ascii: "*"), bytes[bodyEnd - 1] == UInt8(ascii: "/")
            {
                bodyEnd -= 2
            }
            func isSeparator(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
                    || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            }
            var words: [(text: String, offset: Int)] = []
            var cursor = at + Self.marker.count
            while cursor < bodyEnd {
                while cursor < bodyEnd, isSeparator(bytes[cursor]) { cursor += 1 }
                guard cursor < bodyEnd else { break }
                let wordStart = cursor
                while cursor < bodyEnd, !isSeparator(bytes[cursor]) { cursor += 1 }
                words.append((String(decoding: bytes[wordStart..<cursor], as: UTF8.self), wordStart))
            }
            if let reason = words.firstIndex(where: { $0.text == "--" }) { words.removeSubrange(reason...) }
            guard let directive = words.first?.text else { continue }
            let ids = words.dropFirst()
            let line = tree.source.line(of: start)
            let isNext: Bool
            switch directive {
            case "disable:next": isNext = true
            case "disable": isNext = false
            default:
                let nearest = Suggest.nearest(to: directive, in: ["disable", "disable:next"])
                unknown.append(
                    Self.unknownFinding(
                        at: at,
                        "unknown directive 'a11y-gen:\(directive)'"
                            + (nearest.map { "; did you mean 'a11y-gen:\($0)'?" } ?? "; use disable:next or disable")))
                continue
            }
            if ids.isEmpty {
                unknown.append(
                    Self.unknownFinding(
                        at: at, "'a11y-gen:\(directive)' names no rule; name the rule ids it is meant to silence"))
                continue
            }
            // The next line with code on it (stacked suppression comments all apply to it), and the
            // lines of the modifiers chained to a view that starts there: a finding is reported at
            // the modifier (`.font(.system(size: 40))` a line or two below `Text("Acme")`), and the
            // comment above the view is where people put it. The view's content is not covered.
            var targets: Set<Int> = []
            if isNext {
                while nextToken < tree.tokens.count, Int(tree.tokens[nextToken].start) < end { nextToken += 1 }
                if nextToken < tree.tokens.count {
                    targets.insert(tree.source.line(of: Int(tree.tokens[nextToken].start)))
                    targets.formUnion(Self.modifierLines(startingAt: Int32(nextToken), in: tree))
                }
            }
            // Reported at the id itself, which matters when a comment lists several.
            for (id, idAt) in ids {
                guard RuleID(rawValue: id) != nil || id == CheckEngine.unknownRuleID else {
                    let nearest = Suggest.nearest(
                        to: id, in: RuleID.allCases.map(\.rawValue) + [CheckEngine.unknownRuleID])
                    unknown.append(
                        Self.unknownFinding(
                            at: idAt,
                            "unknown rule id '\(id)' in 'a11y-gen:\(directive)'; it silences nothing"
                                + (nearest.map { "; did you mean '\($0)'?" } ?? "")))
                    continue
                }
                entriesByID[id, default: []].append(entries.count)
                entries.append(Entry(id: id, offset: idAt, reach: isNext ? .lines(targets) : .rest(from: line)))
            }
        }
    }

    /// The lines of the modifiers chained to the nodes that start at `token`: each modifier's own
    /// lines, up to where a closure it takes begins (`.sheet { … }` holds other views, whose
    /// findings the comment is not about).
    static func modifierLines(startingAt token: Int32, in tree: SyntaxTree) -> Set<Int> {
        var lines: Set<Int> = []
        // Nodes by their first token, found once per file (a file may hold many suppressions).
        let starting = tree.memoized("suppressions.nodes-by-first-token") {
            var byToken: [Int32: [Int32]] = [:]
            for node in tree.allNodes { byToken[node.firstToken, default: []].append(node.index) }
            return byToken
        }
        for node in (starting[token] ?? []).map({ SyntaxNode(tree, $0) }) {
            for modifier in node.modifiers {
                let first = tree.source.line(of: modifier.offset)
                var end = modifier.lastToken
                let closures =
                    modifier.trailingClosures.map(\.closure)
                    + modifier.arguments.flatMap { $0.items.filter { $0.kind == .closure } }
                for closure in closures { end = min(end, closure.firstToken) }
                let last = tree.source.line(of: Int(tree.tokens[Int(max(modifier.firstToken, end))].start))
                lines.formUnion(first...max(first, last))
            }
        }
        return lines
    }

    /// Whether a comment silences `rule` on `line`; every comment that does is marked used.
    mutating func suppresses(_ rule: String, line: Int) -> Bool {
        var silenced = false
        for index in entriesByID[rule] ?? [] where entries[index].covers(line) {
            entries[index].used = true
            silenced = true
        }
        return silenced
    }

    /// A finding for each id that silenced nothing, among the rules that ran (`ran`); a comment in
    /// code under `#if false` is left alone (nothing there is checked, so nothing there is found).
    /// An id of the catalog that `check` never reports (`neverReported`) silences nothing anywhere.
    func unused(ran: Set<String>, neverReported: Set<String> = [], in tree: SyntaxTree) -> [CheckFinding] {
        entries.filter {
            !$0.used && (ran.contains($0.id) || neverReported.contains($0.id))
                && !Self.isSwitchedOff($0.offset, in: tree)
        }.map { entry in
            let place =
                neverReported.contains(entry.id)
                ? "check never reports \(entry.id) (the generator follows it, but it is not decided from source)"
                : entry.isNext
                    ? "\(entry.id) finds nothing on the line of code below it"
                    : "\(entry.id) finds nothing from here to the end of the file"
            return CheckFinding(
                rule: RuleID.checkUnusedSuppression.rawValue, severity: .warning,
                message:
                    "'a11y-gen:\(entry.isNext ? "disable:next" : "disable") \(entry.id)' silences nothing: \(place)",
                fix:
                    "Remove the id from the comment (or the comment): left in place, it would hide the next real finding there without anyone deciding to. If the finding moved, move the comment above the line it is reported on.",
                note: nil, offset: entry.offset)
        }
    }

    /// Whether the code a comment at `offset` applies to (from the first token after it) is switched
    /// off by `#if false` (or an `#if` branch never taken).
    static func isSwitchedOff(_ offset: Int, in tree: SyntaxTree) -> Bool {
        let switchedOff = tree.conditions.map(\.isSwitchedOff)
        guard switchedOff.contains(true),
            let next = tree.tokens.firstIndex(where: { Int($0.start) > offset }).map(Int32.init)
        else { return false }
        return tree.allNodes.contains { node in
            switchedOff[Int(node.data.condition)] && node.firstToken <= next && next <= node.lastToken
        }
    }

    static func unknownFinding(at offset: Int, _ message: String) -> CheckFinding {
        CheckFinding(
            rule: CheckEngine.unknownRuleID, severity: .warning, message: message, fix: CheckEngine.unknownRuleHelp,
            note: nil, offset: offset)
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        guard end - start >= needle.count else { return nil }
        var i = start
        while i + needle.count <= end {
            if bytes[i] == needle[0] {
                var k = 1
                while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
