/// The view tree of one Swift file: calls, references, closures, modifier chains, `if`/`switch`
/// and declarations, each with the `#if` condition it sits under.
///
/// Stored flat (arrays of small structs indexed by `Int32`) so a file costs a handful of
/// allocations, not one per node; `SyntaxNode` and `SyntaxArgument` are cheap views into it.
public final class SyntaxTree {
    public let source: SourceFile
    public let tokens: [Token]
    /// Comments in source order (line, doc and block comments), for suppressions.
    public let comments: [Token]

    @exclusivity(unchecked) var nodes: [NodeData] = []
    @exclusivity(unchecked) var lists: [Int32] = []
    @exclusivity(unchecked) var arguments: [ArgumentData] = []
    @exclusivity(unchecked) var trailing: [TrailingData] = []
    @exclusivity(unchecked) var conditions: [PlatformCondition] = [.always]
    /// The token where nesting first went deeper than the parser reads (`Parser.maximumDepth`);
    /// what follows it in that block was skipped, not checked. -1 when nothing was.
    var tooDeep: Int32 = -1
    var rootStart: Int32 = 0
    var rootCount: Int32 = 0
    /// Facts about the file that rules work out once and reuse for every node (a tree is checked
    /// on one thread).
    var memo: [String: Any] = [:]
    /// The platforms the project builds for, each with its minimum OS, when `check` was told
    /// (`--platform`, `--min-ios`, `--min-macos`, a config's `platforms`): nil when it was not.
    public internal(set) var project: [Platform: OSVersion]?

    /// The value `make` gives, computed the first time `key` is asked for in this file.
    /// The file's declarations named `name` (`func`, `var`, `let`, types, extensions), in order.
    /// The table is built in one pass the first time a rule asks (a file of thousands of fields asks
    /// for each); it holds indices, so the memo holds no node that holds the tree.
    func declarations(named name: String) -> [SyntaxNode] {
        (declarationIndices[name] ?? []).map { SyntaxNode(self, $0) }
    }

    /// The declarations named `name` in the type around `node` when it declares any, else in the
    /// whole file. Found by binary search in the file's declarations of that name (in source order),
    /// so a file of thousands of views, each declaring its own `emailError`, costs each field a
    /// look-up rather than a walk over every view's.
    func declarations(named name: String, near node: SyntaxNode) -> [SyntaxNode] {
        let indices = declarationIndices[name] ?? []
        guard indices.count > 1, let type = node.enclosingType else {
            return indices.map { SyntaxNode(self, $0) }
        }
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if SyntaxNode(self, indices[middle]).firstToken < type.firstToken {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var inside: [SyntaxNode] = []
        while low < indices.count {
            let declaration = SyntaxNode(self, indices[low])
            guard declaration.firstToken <= type.lastToken else { break }
            inside.append(declaration)
            low += 1
        }
        return inside.isEmpty ? indices.map { SyntaxNode(self, $0) } : inside
    }

    /// Each name's declarations, node indices in source order.
    private var declarationIndices: [String: [Int32]] {
        memoized("declarations-by-name") {
            var byName: [String: [Int32]] = [:]
            for node in allNodes where node.kind == .declaration {
                if let name = node.name { byName[name, default: []].append(node.index) }
            }
            return byName
        }
    }

    func memoized<T>(_ key: String, _ make: () -> T) -> T {
        // Look up first, then cast: `nil as? T` succeeds when T is itself an Optional.
        if let stored = memo[key], let value = stored as? T { return value }
        let value = make()
        memo[key] = value
        return value
    }

    init(source: SourceFile, tokens: [Token], comments: [Token]) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
    }

    /// Lexes and parses `source`. Never fails: code it does not understand yields fewer nodes.
    public static func parse(_ source: SourceFile) -> SyntaxTree {
        let lexer = Lexer.tokenize(source.bytes)
        let tree = SyntaxTree(source: source, tokens: lexer.tokens, comments: lexer.comments)
        var parser = Parser(tree: tree)
        parser.parseFile()
        return tree
    }

    /// The top-level statements and declarations.
    public var roots: SyntaxNodeList { SyntaxNodeList(tree: self, start: rootStart, count: rootCount) }

    /// Every node of the file (children before their parents).
    public var allNodes: SyntaxNodeList.All { SyntaxNodeList.All(tree: self) }

    public var nodeCount: Int { nodes.count }

    /// Whether token `index` spells `word` (compared as bytes, without allocating).
    @inline(__always) public func token(_ index: Int32, is word: StaticString) -> Bool {
        token(index, spells: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// Whether token `index` spells the UTF-8 bytes `word` (compared as bytes, without allocating):
    /// for names known only at run time, such as an error property's.
    @inline(__always) func token(_ index: Int32, spells word: [UInt8]) -> Bool {
        word.withUnsafeBufferPointer { token(index, spells: $0) }
    }

    @inline(__always) private func token(_ index: Int32, spells word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0, Int(index) < tokens.count else { return false }
        let token = tokens[Int(index)]
        let length = Int(token.end - token.start)
        guard length == word.count else { return false }
        return source.bytes.withUnsafeBufferPointer { p in
            for k in 0..<length where p[Int(token.start) + k] != word[k] { return false }
            return true
        }
    }

    /// FNV-1a over a token's bytes: the same value `hash(_:)` gives the word it spells.
    @inline(__always) func hash(ofToken index: Int32) -> UInt64 {
        let token = tokens[Int(index)]
        return source.bytes.withUnsafeBufferPointer { p in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for k in Int(token.start)..<Int(token.end) { hash = (hash ^ UInt64(p[k])) &* 0x100_0000_01b3 }
            return hash
        }
    }

    static func hash(_ word: StaticString) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let start = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount { hash = (hash ^ UInt64(start[k])) &* 0x100_0000_01b3 }
        return hash
    }

    public func text(ofToken index: Int32) -> String {
        guard index >= 0, Int(index) < tokens.count else { return "" }
        return source.text(tokens[Int(index)].range)
    }

    /// The value of the string literal token `index` with no interpolation, on one line; nil otherwise.
    func stringValue(ofToken index: Int32) -> String? {
        guard index >= 0, Int(index) < tokens.count, tokens[Int(index)].kind == .string else { return nil }
        return StringLiteralValue.decode(tokens[Int(index)], in: source.bytes)
    }

    /// The source text from the start of token `first` to the end of token `last`.
    public func text(from first: Int32, through last: Int32) -> String {
        guard first >= 0, last >= first, Int(last) < tokens.count else { return "" }
        return source.text(Int(tokens[Int(first)].start)..<Int(tokens[Int(last)].end))
    }
}

struct NodeData {
    var kind: SyntaxNode.Kind
    var flags: UInt8 = 0
    var name: Int32 = -1
    var base: Int32 = -1
    var first: Int32
    var last: Int32
    var condition: Int32
    var parent: Int32 = -1
    var argumentStart: Int32 = 0
    var argumentCount: Int32 = 0
    var trailingStart: Int32 = 0
    var trailingCount: Int32 = 0
    var modifierStart: Int32 = 0
    var modifierCount: Int32 = 0
    var childStart: Int32 = 0
    var childCount: Int32 = 0

    static let parentheses: UInt8 = 1
    static let implicitMember: UInt8 = 2
    static let unclosed: UInt8 = 4
}

struct ArgumentData {
    var label: Int32
    var first: Int32
    var last: Int32
    var itemStart: Int32
    var itemCount: Int32
}

struct TrailingData {
    var label: Int32
    var closure: Int32
}

/// One node of the view tree.
public struct SyntaxNode: Equatable {
    public enum Kind: UInt8, Sendable {
        /// `Name(…)`, `Name { }`, `.member(…)`, `Type.Name(…)`, `#Preview { }`.
        case call
        /// A name with no call: `content`, `Color`, `self`, `$text` (modifiers may follow).
        case reference
        /// An implicit member with no call: `.graphical`.
        case member
        /// A string literal.
        case string
        /// A number, regex or other literal that is not a string.
        case literal
        /// `.name`, `.name(…)` or `.name { }` applied to the node before it in a chain.
        case modifier
        /// `{ … }` with its statements as children.
        case closure
        /// `( … )` or `[ … ]`: the nodes inside are its children.
        case group
        /// `if … else if … else`: each branch is a `block` child.
        case ifStatement
        /// `switch`: each `case`/`default` is a `block` child named by its keyword.
        case switchStatement
        /// A branch, case or loop body.
        case block
        /// `struct`/`class`/`enum`/`extension`/`func`/`init`/`var`/`let`: named, with the body or
        /// initializer as children.
        case declaration
    }

    public let tree: SyntaxTree
    public let index: Int32

    init(_ tree: SyntaxTree, _ index: Int32) {
        self.tree = tree
        self.index = index
    }

    public static func == (a: SyntaxNode, b: SyntaxNode) -> Bool { a.tree === b.tree && a.index == b.index }

    var data: NodeData { tree.nodes[Int(index)] }

    public var kind: Kind { data.kind }

    /// The name: the callee's last component (`TextField`, `system`, `Preview` with its `#`), a
    /// modifier's name, a declaration's name; nil for literals, closures, groups.
    public var name: String? {
        let token = data.name
        return token < 0 ? nil : tree.text(ofToken: token)
    }

    public var nameToken: Int32? { data.name < 0 ? nil : data.name }

    /// Compares the name without allocating. The iOS 13 spelling `.accessibility(label: …)` (and
    /// `hint:`, `value:`, `hidden:`, `addTraits:` …), deprecated but still in older code, answers to
    /// the name of the modifier that replaced it (`accessibilityLabel`), so old code is read the
    /// same way: a title-less field named by `.accessibility(label: Text("Email"))` has a name.
    public func isNamed(_ word: StaticString) -> Bool {
        if tree.token(data.name, is: word) { return true }
        let legacy = "accessibility"
        guard data.kind == .modifier, data.argumentCount == 1, word.utf8CodeUnitCount > legacy.utf8.count,
            tree.token(data.name, is: "accessibility"), let label = arguments.first?.labelToken
        else { return false }
        // "accessibility" + the label with its first letter raised: `label` -> `accessibilityLabel`.
        let wanted = word.description
        let labelText = tree.text(ofToken: label)
        guard let first = labelText.first, wanted.hasPrefix(legacy) else { return false }
        return wanted.dropFirst(legacy.count) == first.uppercased() + labelText.dropFirst()
    }

    /// `Font` in `Font.system(size: 12)`-style qualified callees is a reference with a modifier; this is
    /// only set for type paths such as `SwiftUI.Text`: the first token of the path.
    public var qualifier: String? {
        let node = data
        guard node.base >= 0, node.name > node.base + 1 else { return nil }
        return tree.text(from: node.base, through: node.name - 2)
    }

    /// `.system(…)`, `.graphical`: a member of a type the compiler infers.
    public var isImplicitMember: Bool { data.flags & NodeData.implicitMember != 0 }

    /// The node's own argument list or closure ran to the end of the file or block without its
    /// closing bracket (code being typed): rules are not asked about it.
    public var isUnclosed: Bool { data.flags & NodeData.unclosed != 0 }

    /// The call has an argument list in parentheses (it may also or instead have trailing closures).
    public var hasParentheses: Bool { data.flags & NodeData.parentheses != 0 }

    public var arguments: SyntaxArgumentList {
        SyntaxArgumentList(tree: tree, start: data.argumentStart, count: data.argumentCount)
    }

    public var trailingClosures: SyntaxTrailingClosureList {
        SyntaxTrailingClosureList(tree: tree, start: data.trailingStart, count: data.trailingCount)
    }

    /// The modifiers applied to this node, in source order, each with its own `#if` condition.
    public var modifiers: SyntaxNodeList {
        SyntaxNodeList(tree: tree, start: data.modifierStart, count: data.modifierCount)
    }

    /// Statements of a closure or block, branches of an `if`, cases of a `switch`, items of a group,
    /// members or body of a declaration.
    public var children: SyntaxNodeList { SyntaxNodeList(tree: tree, start: data.childStart, count: data.childCount) }

    /// The node this one is an argument, closure statement, modifier or child of.
    public var parent: SyntaxNode? { data.parent < 0 ? nil : SyntaxNode(tree, data.parent) }

    /// A type's declaration (`struct`, `class`, `enum`, `actor`, `extension`).
    var isTypeDeclaration: Bool {
        guard kind == .declaration else { return false }
        switch tree.tokens[Int(firstToken)].keyword {
        case .struct, .class, .enum, .actor, .extension: return true
        default: return false
        }
    }

    /// An `extension` (declares no type of its own).
    var isExtension: Bool { tree.tokens[Int(firstToken)].keyword == .extension }

    /// The declaration of the type (or extension) this node is inside, or nil at the top level.
    var enclosingType: SyntaxNode? {
        var current = parent
        while let candidate = current {
            if candidate.isTypeDeclaration { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Whether a token of this declaration's header (from its first token up to its body's `{`:
    /// `struct WebView: NSViewRepresentable`) passes `test`.
    func headerContains(where test: (Int32) -> Bool) -> Bool {
        var index = firstToken
        while index <= lastToken, !tree.token(index, is: "{") {
            if test(index) { return true }
            index += 1
        }
        return false
    }

    /// For a modifier: the node the chain starts with.
    public var modifiedNode: SyntaxNode? { kind == .modifier ? parent : nil }

    /// The `#if` condition this node is compiled under (`always` outside any `#if`).
    public var condition: PlatformCondition { tree.conditions[Int(data.condition)] }

    public var firstToken: Int32 { data.first }
    public var lastToken: Int32 { data.last }

    /// Byte offset where the node starts (its name for modifiers).
    public var offset: Int {
        let node = data
        let token = node.kind == .modifier && node.name >= 0 ? node.name - 1 : node.first
        return Int(tree.tokens[Int(max(0, token))].start)
    }

    public var location: SourcePosition { tree.source.location(of: offset) }

    /// The node's source text.
    public var text: String { tree.text(from: data.first, through: data.last) }

    /// The value of a string literal node with no interpolation, on one line; nil otherwise.
    public var stringValue: String? {
        guard kind == .string else { return nil }
        return StringLiteralValue.decode(tree.tokens[Int(data.first)], in: tree.source.bytes)
    }

    /// The first argument with this label (`nil`: the first unlabeled argument).
    public func argument(_ label: StaticString?) -> SyntaxArgument? {
        arguments.first { argument in
            guard let label else { return argument.labelToken == nil }
            return argument.labelToken.map { tree.token($0, is: label) } ?? false
        }
    }

    /// The trailing closure with this label (`nil`: the first, unlabeled one).
    public func trailingClosure(_ label: StaticString?) -> SyntaxNode? {
        trailingClosures.first { closure in
            guard let label else { return closure.labelToken == nil }
            return closure.labelToken.map { tree.token($0, is: label) } ?? false
        }?.closure
    }

    /// Every node inside this one (arguments, closures, modifiers, children), depth first.
    public func descendants() -> [SyntaxNode] {
        var out: [SyntaxNode] = []
        var stack: [Int32] = [index]
        while let next = stack.popLast() {
            let node = tree.nodes[Int(next)]
            if next != index { out.append(SyntaxNode(tree, next)) }
            func push(_ start: Int32, _ count: Int32) {
                for k in stride(from: Int(start + count) - 1, through: Int(start), by: -1) {
                    stack.append(tree.lists[k])
                }
            }
            push(node.childStart, node.childCount)
            push(node.modifierStart, node.modifierCount)
            for t in stride(
                from: Int(node.trailingStart + node.trailingCount) - 1, through: Int(node.trailingStart), by: -1)
            {
                stack.append(tree.trailing[t].closure)
            }
            for a in stride(
                from: Int(node.argumentStart + node.argumentCount) - 1, through: Int(node.argumentStart), by: -1)
            {
                let argument = tree.arguments[a]
                push(argument.itemStart, argument.itemCount)
            }
        }
        return out
    }
}

/// An argument of a call or modifier.
public struct SyntaxArgument {
    public let tree: SyntaxTree
    let data: ArgumentData

    /// The label token (`text` in `text: $email`), nil when unlabeled.
    public var labelToken: Int32? { data.label < 0 ? nil : data.label }
    public var label: String? { labelToken.map { tree.text(ofToken: $0) } }
    public func hasLabel(_ word: StaticString) -> Bool { tree.token(data.label, is: word) }

    /// The tokens of the value (without the label), first through last; empty when last < first.
    public var firstToken: Int32 { data.first }
    public var lastToken: Int32 { data.last }
    public var text: String { tree.text(from: data.first, through: data.last) }
    /// The argument as written, label and value: `reservesSpace: true`, `3`.
    public var written: String { (label.map { $0 + ": " } ?? "") + text }

    /// The nodes in the value, in order (`a ?? "b"` has two).
    public var items: SyntaxNodeList { SyntaxNodeList(tree: tree, start: data.itemStart, count: data.itemCount) }

    /// The value's node when the value is exactly one node (`"Email"`, `.graphical`,
    /// `.system(size: 12)`, `Text("x").bold()`), nil for `a ?? b`, `-1`, `x + 1`.
    public var value: SyntaxNode? {
        guard data.itemCount == 1 else { return nil }
        let node = SyntaxNode(tree, tree.lists[Int(data.itemStart)])
        return node.firstToken == data.first && node.lastToken == data.last ? node : nil
    }

    /// The value when it is a plain string literal (no interpolation, one line).
    public var stringValue: String? { value?.stringValue }

    /// The value when it is a single number literal.
    public var numberValue: Double? {
        guard data.first == data.last, data.first >= 0 else { return nil }
        let token = tree.tokens[Int(data.first)]
        guard token.kind == .number else { return nil }
        return Double(tree.text(ofToken: data.first).replacingAll("_", with: ""))
    }

    /// The value when it is a number literal, or a choice between two literals: the smaller, what it
    /// is in the state a limit is first missed (rev47: `compact ? 20 : 70` is 20 pt whenever compact),
    /// except a choice by platform (`Platform.isMacOS ? 20 : 25`, rw18), where the larger is iOS's and
    /// the Mac's has no touch or Dynamic Type to miss. Nil for anything else.
    public var leastNumber: Double? {
        if let numberValue { return numberValue }
        guard data.last >= data.first + 4, tree.tokens[Int(data.last)].kind == .number,
            tree.tokens[Int(data.last - 2)].kind == .number, tree.token(data.last - 1, is: ":"),
            tree.token(data.last - 3, is: "?"),
            let a = Double(tree.text(ofToken: data.last - 2).replacingAll("_", with: "")),
            let b = Double(tree.text(ofToken: data.last).replacingAll("_", with: ""))
        else { return nil }
        let byPlatform = (data.first..<(data.last - 3)).contains { tree.text(ofToken: $0).lowercased().contains("mac") }
        return byPlatform ? max(a, b) : min(a, b)
    }

    public var offset: Int {
        let token = labelToken ?? data.first
        return Int(tree.tokens[Int(max(0, min(token, Int32(tree.tokens.count - 1))))].start)
    }
}

/// A trailing closure and its label (nil for the first, unlabeled one).
public struct SyntaxTrailingClosure {
    public let tree: SyntaxTree
    let data: TrailingData
    public var labelToken: Int32? { data.label < 0 ? nil : data.label }
    public var label: String? { labelToken.map { tree.text(ofToken: $0) } }
    public var closure: SyntaxNode { SyntaxNode(tree, data.closure) }
}

public struct SyntaxNodeList: RandomAccessCollection {
    public let tree: SyntaxTree
    let start: Int32
    public let count: Int

    init(tree: SyntaxTree, start: Int32, count: Int32) {
        self.tree = tree
        self.start = start
        self.count = Int(count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> SyntaxNode { SyntaxNode(tree, tree.lists[Int(start) + position]) }

    /// Where `node` is in this list. A list keeps source order, so it is found by its first token in
    /// log time: a rule that looks at each field's siblings stays linear in a view of thousands of
    /// fields. Nodes that share a first token are told apart one by one.
    public func position(of node: SyntaxNode) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].firstToken < node.firstToken { low = middle + 1 } else { high = middle }
        }
        while low < count, self[low].firstToken == node.firstToken {
            if self[low] == node { return low }
            low += 1
        }
        // Not where source order puts it (a list this reader built out of order): look at each.
        return firstIndex(of: node)
    }

    /// Every node of a tree, in storage order.
    public struct All: RandomAccessCollection {
        public let tree: SyntaxTree
        public var startIndex: Int { 0 }
        public var endIndex: Int { tree.nodes.count }
        public subscript(position: Int) -> SyntaxNode { SyntaxNode(tree, Int32(position)) }
    }
}

public struct SyntaxArgumentList: RandomAccessCollection {
    public let tree: SyntaxTree
    let start: Int32
    public let count: Int

    init(tree: SyntaxTree, start: Int32, count: Int32) {
        self.tree = tree
        self.start = start
        self.count = Int(count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> SyntaxArgument {
        SyntaxArgument(tree: tree, data: tree.arguments[Int(start) + position])
    }
}

public struct SyntaxTrailingClosureList: RandomAccessCollection {
    public let tree: SyntaxTree
    let start: Int32
    public let count: Int

    init(tree: SyntaxTree, start: Int32, count: Int32) {
        self.tree = tree
        self.start = start
        self.count = Int(count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> SyntaxTrailingClosure {
        SyntaxTrailingClosure(tree: tree, data: tree.trailing[Int(start) + position])
    }
}

/// Decodes plain string literals: `"…"` and `#"…"#` on one line, without interpolation.
enum StringLiteralValue {
    static func decode(_ token: Token, in bytes: [UInt8]) -> String? {
        guard token.kind == .string,
            token.flags.isDisjoint(with: [.interpolated, .multiline, .unterminated])
        else { return nil }
        var start = Int(token.start)
        var end = Int(token.end)
        var hashes = 0
        while start < end, bytes[start] == UInt8(ascii: "#") {
            hashes += 1
            start += 1
        }
        end -= hashes
        guard end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\"") else {
            return nil
        }
        let body = bytes[(start + 1)..<(end - 1)]
        if hashes > 0 {
            // Raw: `\#` starts an escape; anything else is literal.
            var marker: [UInt8] = [UInt8(ascii: "\\")]
            marker += Array(repeating: UInt8(ascii: "#"), count: hashes)
            guard !body.starts(with: marker), !containsSequence(body, marker) else { return nil }
            return String(decoding: body, as: UTF8.self)
        }
        return SwiftLiteral.unescape("\"" + String(decoding: body, as: UTF8.self) + "\"")
    }

    private static func containsSequence(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        var i = haystack.startIndex
        while i + needle.count <= haystack.endIndex {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}

extension SyntaxTree {
    /// An indented outline of the tree, one node per line: what tests and `check --dump` compare.
    public func outline() -> String {
        var lines: [String] = []
        func visit(_ node: SyntaxNode, _ indent: String) {
            var head = indent
            switch node.kind {
            case .call, .modifier:
                head += node.kind == .call ? "call " : "."
                if let qualifier = node.qualifier { head += qualifier + "." }
                if node.isImplicitMember { head += "." }
                head += node.name ?? ""
                if node.hasParentheses {
                    head +=
                        "("
                        + node.arguments.map(\.written).joined(separator: ", ") + ")"
                }
            case .reference: head += "ref " + (node.name ?? "")
            case .member: head += "member ." + (node.name ?? "")
            case .string: head += "string " + node.text
            case .literal: head += "literal " + node.text
            case .closure: head += "closure"
            case .group: head += "group"
            case .ifStatement: head += "if"
            case .switchStatement: head += "switch"
            case .block: head += "block" + (node.name.map { " " + $0 } ?? "")
            case .declaration: head += "decl" + (node.name.map { " " + $0 } ?? "")
            }
            if node.condition != .always { head += "  #if " + node.condition.description }
            lines.append(head)
            for argument in node.arguments {
                for item in argument.items
                where item.kind != .reference && item.kind != .member && item.kind != .string
                    && item.kind != .literal
                {
                    visit(item, indent + "    ")
                }
            }
            for trailing in node.trailingClosures {
                lines.append(indent + "  " + (trailing.label ?? "trailing") + ":")
                for child in trailing.closure.children { visit(child, indent + "    ") }
                for modifier in trailing.closure.modifiers { visit(modifier, indent + "    ") }
            }
            for modifier in node.modifiers { visit(modifier, indent + "  ") }
            for child in node.children { visit(child, indent + "  ") }
        }
        for root in roots { visit(root, "") }
        return lines.joined(separator: "\n") + "\n"
    }
}
