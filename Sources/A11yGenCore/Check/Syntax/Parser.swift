/// Builds a `SyntaxTree` from tokens: a tolerant recursive descent over statements and
/// expressions, enough to see SwiftUI view code as written (calls, labeled arguments, trailing and
/// multiple trailing closures, modifier chains across lines and across `#if` blocks, `if`/`switch`
/// in result builders, declarations) and to skip the rest.
///
/// It never fails: every loop consumes a token or stops, nesting beyond `maximumDepth` is skipped
/// as balanced brackets without recursing, and an unknown shape yields fewer nodes, not a guess.
struct Parser {
    let tree: SyntaxTree
    let tokens: [Token]
    let count: Int
    var pos = 0
    var depth = 0
    static let maximumDepth = 96

    // Scratch stacks: a parent's children are collected on top, then copied out as one range.
    var scratch: [Int32] = []
    var argumentScratch: [ArgumentData] = []
    var trailingScratch: [TrailingData] = []

    /// Open `#if` blocks: the combined condition of the current branch (an index into
    /// `tree.conditions`), the conjunction of the earlier branches' negations, and the condition
    /// outside the block.
    var frames: [(current: Int32, negated: PlatformCondition, outside: Int32, branches: Int)] = []
    var condition: Int32 { frames.last?.current ?? 0 }

    init(tree: SyntaxTree) {
        self.tree = tree
        self.tokens = tree.tokens
        self.count = tree.tokens.count
        tree.nodes.reserveCapacity(count / 3 + 8)
        tree.lists.reserveCapacity(count / 3 + 8)
    }

    mutating func parseFile() {
        let mark = scratch.count
        while pos < count {
            parseStatements(inSwitch: false)
            if pos < count { pos += 1 }  // a stray `}` at the top level
        }
        let (start, length) = commit(mark)
        tree.rootStart = start
        tree.rootCount = length
    }

    // MARK: Tokens

    @inline(__always) func kind(_ i: Int) -> TokenKind? { i < count ? tokens[i].kind : nil }
    @inline(__always) func keyword(_ i: Int) -> Keyword { i < count ? tokens[i].keyword : .none }
    @inline(__always) func newlineBefore(_ i: Int) -> Bool { i < count && tokens[i].flags.contains(.newlineBefore) }
    @inline(__always) func tight(_ i: Int) -> Bool { i < count && !tokens[i].flags.contains(.spaceBefore) }
    func isOperator(_ i: Int, _ text: StaticString) -> Bool {
        i < count && tokens[i].kind == .op && tree.token(Int32(i), is: text)
    }
    func startsUppercase(_ i: Int) -> Bool {
        guard i < count else { return false }
        let b = tree.source.bytes[Int(tokens[i].start)]
        return (b >= 0x41 && b <= 0x5A) || b == UInt8(ascii: "`")
    }

    // MARK: Storage

    /// Copies `scratch[mark...]` into the tree's lists and returns the range.
    mutating func commit(_ mark: Int) -> (Int32, Int32) {
        let start = Int32(tree.lists.count)
        let length = Int32(scratch.count - mark)
        if length > 0 {
            tree.lists.append(contentsOf: scratch[mark...])
            scratch.removeSubrange(mark...)
        }
        return (start, length)
    }

    mutating func addNode(_ node: NodeData) -> Int32 {
        let index = Int32(tree.nodes.count)
        tree.nodes.append(node)
        adopt(index)
        return index
    }

    /// Points every list entry of `index` back at it.
    mutating func adopt(_ index: Int32) {
        let node = tree.nodes[Int(index)]
        for k in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            tree.nodes[Int(tree.lists[k])].parent = index
        }
        for k in Int(node.modifierStart)..<Int(node.modifierStart + node.modifierCount) {
            tree.nodes[Int(tree.lists[k])].parent = index
        }
        for t in Int(node.trailingStart)..<Int(node.trailingStart + node.trailingCount) {
            tree.nodes[Int(tree.trailing[t].closure)].parent = index
        }
        for a in Int(node.argumentStart)..<Int(node.argumentStart + node.argumentCount) {
            let argument = tree.arguments[a]
            for k in Int(argument.itemStart)..<Int(argument.itemStart + argument.itemCount) {
                tree.nodes[Int(tree.lists[k])].parent = index
            }
        }
    }

    // MARK: Statements

    /// Parses statements until `}` (not consumed), the end, or (in a switch) the next case label.
    mutating func parseStatements(inSwitch: Bool) {
        let frameBase = frames.count
        depth += 1
        defer {
            depth -= 1
            if frames.count > frameBase { frames.removeSubrange(frameBase...) }  // unclosed #if in a block
        }
        if depth > Self.maximumDepth {
            if tree.tooDeep < 0 { tree.tooDeep = Int32(pos) }
            skipNested()
            return
        }
        while pos < count {
            let token = tokens[pos]
            switch token.kind {
            case .rightBrace:
                return
            case .directiveIf:
                // In a switch, `#if` around case labels belongs to the switch.
                if inSwitch, caseFollowsDirective() { return }
                directive(base: frameBase)
            case .directiveElseif, .directiveElse, .directiveEndif:
                // In a switch, a directive of the switch's own level ends the case.
                if inSwitch, frames.count <= frameBase { return }
                directive(base: frameBase)
            case .semicolon, .rightParen, .rightBracket, .comma, .colon, .unknown:
                pos += 1
            case .at:
                if inSwitch, keyword(pos + 1) == .unknown { return }
                skipAttribute()
            case .identifier where inSwitch && (token.keyword == .case || token.keyword == .default):
                return
            default:
                let before = pos
                parseStatement()
                if pos == before { pos += 1 }
            }
        }
    }

    /// Whether the first token after the directive line at `pos` is a case label.
    func caseFollowsDirective() -> Bool {
        var j = pos + 1
        while j < count, !tokens[j].flags.contains(.newlineBefore) { j += 1 }
        return keyword(j) == .case || keyword(j) == .default || kind(j) == .at
    }

    /// Skips the rest of a block too deeply nested to parse, as balanced brackets.
    mutating func skipNested() {
        var nesting = 0
        while pos < count {
            switch tokens[pos].kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket:
                if nesting == 0 { return }
                nesting -= 1
            default: break
            }
            pos += 1
        }
    }

    /// `#if`/`#elseif`/`#else`/`#endif` at `pos`; frames below `base` belong to enclosing blocks.
    mutating func directive(base: Int) {
        let token = tokens[pos]
        switch token.kind {
        case .directiveIf:
            let parsed = directiveCondition()
            let outside = condition
            // Conditions nest as deep as the #if blocks do; past a sane depth they stay flat
            // (and unknown), so no input builds a condition tree deep enough to hurt.
            let combined =
                frames.count < 32 ? tree.conditions[Int(outside)] && parsed : .unknown("(#if nested too deeply)")
            tree.conditions.append(combined)
            frames.append((Int32(tree.conditions.count - 1), !parsed, outside, 1))
        case .directiveElseif:
            let parsed = directiveCondition()
            guard frames.count > base else { return }
            let frame = frames[frames.count - 1]
            tree.conditions.append(tree.conditions[Int(frame.outside)] && frame.negated && parsed)
            let negated = frame.branches < 32 ? frame.negated && !parsed : .unknown("(too many #elseif)")
            frames[frames.count - 1] = (
                Int32(tree.conditions.count - 1), negated, frame.outside, frame.branches + 1
            )
        case .directiveElse:
            pos += 1
            guard frames.count > base else { return }
            let frame = frames[frames.count - 1]
            tree.conditions.append(tree.conditions[Int(frame.outside)] && frame.negated)
            frames[frames.count - 1] = (Int32(tree.conditions.count - 1), .never, frame.outside, frame.branches + 1)
        default:
            pos += 1
            if frames.count > base { frames.removeLast() }
        }
    }

    /// Reads the condition on the rest of the directive's line.
    mutating func directiveCondition() -> PlatformCondition {
        let start = pos + 1
        var end = start
        while end < count, !tokens[end].flags.contains(.newlineBefore) { end += 1 }
        pos = end
        return ConditionParser.parse(source: tree.source.bytes, tokens: tokens[start..<end])
    }

    mutating func skipAttribute() {
        pos += 1  // @
        if kind(pos) == .identifier, tight(pos) {
            pos += 1
            if kind(pos) == .leftParen, tight(pos) { skipBalanced() }
        }
    }

    /// Skips from an opening bracket at `pos` past its partner (or to the end).
    mutating func skipBalanced() {
        var nesting = 0
        while pos < count {
            switch tokens[pos].kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket:
                nesting -= 1
                if nesting <= 0 {
                    pos += 1
                    return
                }
            default: break
            }
            pos += 1
        }
    }

    mutating func parseStatement() {
        let i = pos
        let word = keyword(i)
        if word.isDeclarationModifier, kind(i + 1) == .identifier || kind(i + 1) == .leftParen, !newlineBefore(i + 1) {
            pos += 1
            if kind(pos) == .leftParen, tight(pos) { skipBalanced() }  // private(set)
            return
        }
        switch word {
        case .struct, .enum, .extension, .protocol, .actor:
            parseTypeDeclaration()
        case .class:
            if keyword(i + 1) == .func || keyword(i + 1) == .var || keyword(i + 1).isDeclarationModifier {
                pos += 1
            } else {
                parseTypeDeclaration()
            }
        case .func, .`init`, .deinit, .subscript:
            parseFunction()
        case .var, .let:
            parseVariable()
        case .import, .typealias, .associatedtype, .case, .operator, .precedencegroup, .break, .continue,
            .fallthrough:
            pos += 1
            skipToLineEnd()
        case .if:
            scratch.append(parseIf())
        case .switch:
            scratch.append(parseSwitch())
        case .guard:
            pos += 1
            skipCondition(untilElse: true)
            if keyword(pos) == .else { pos += 1 }
            if kind(pos) == .leftBrace { scratch.append(parseBlock(name: -1, kind: .block)) }
        case .for, .while:
            pos += 1
            skipCondition(untilElse: false)
            if kind(pos) == .leftBrace { scratch.append(parseBlock(name: Int32(i), kind: .block)) }
        case .repeat:
            pos += 1
            if kind(pos) == .leftBrace { scratch.append(parseBlock(name: Int32(i), kind: .block)) }
            if keyword(pos) == .while {
                pos += 1
                skipToLineEnd()
            }
        case .do, .defer, .catch, .else:
            pos += 1
            if word == .catch { skipCondition(untilElse: false) }
            if kind(pos) == .leftBrace { scratch.append(parseBlock(name: Int32(i), kind: .block)) }
        case .return, .throw:
            pos += 1
            if pos < count, !newlineBefore(pos), kind(pos) != .rightBrace { parseExpression() }
        case .in, .where:
            pos += 1
        default:
            parseExpression()
        }
    }

    /// Skips to the first token on the next line, outside brackets.
    mutating func skipToLineEnd() {
        var nesting = 0
        while pos < count {
            let token = tokens[pos]
            if nesting == 0, token.flags.contains(.newlineBefore) { return }
            switch token.kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting = max(0, nesting - 1)
            case .leftBrace, .rightBrace: if nesting == 0 { return }
            default: break
            }
            pos += 1
        }
    }

    /// Skips an `if`/`for`/`while`/`switch` condition up to its `{` (or `else` for `guard`).
    mutating func skipCondition(untilElse: Bool) {
        var nesting = 0
        while pos < count {
            let token = tokens[pos]
            switch token.kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket:
                if nesting == 0 { return }
                nesting -= 1
            case .leftBrace: if nesting == 0 { return }
            case .rightBrace: return
            case .identifier: if untilElse, nesting == 0, token.keyword == .else { return }
            case .directiveIf, .directiveElse, .directiveElseif, .directiveEndif: return
            default: break
            }
            pos += 1
        }
    }

    /// `{ statements }` at `pos` as a node of `kind`.
    mutating func parseBlock(name: Int32, kind nodeKind: SyntaxNode.Kind) -> Int32 {
        let first = pos
        pos += 1
        let mark = scratch.count
        parseStatements(inSwitch: false)
        if kind(pos) == .rightBrace { pos += 1 }
        let (start, length) = commit(mark)
        return addNode(
            NodeData(
                kind: nodeKind, name: name, first: Int32(first), last: Int32(pos - 1), condition: condition,
                childStart: start, childCount: length))
    }

    mutating func parseIf() -> Int32 {
        let first = pos
        let mark = scratch.count
        while pos < count {
            let ifToken = pos
            pos += 1  // if
            skipCondition(untilElse: false)
            guard kind(pos) == .leftBrace else { break }
            scratch.append(parseBlock(name: Int32(ifToken), kind: .block))
            guard keyword(pos) == .else else { break }
            let elseToken = pos
            pos += 1
            if keyword(pos) == .if { continue }
            if kind(pos) == .leftBrace { scratch.append(parseBlock(name: Int32(elseToken), kind: .block)) }
            break
        }
        let (start, length) = commit(mark)
        return addNode(
            NodeData(
                kind: .ifStatement, name: Int32(first), first: Int32(first), last: Int32(max(first, pos - 1)),
                condition: condition, childStart: start, childCount: length))
    }

    mutating func parseSwitch() -> Int32 {
        let first = pos
        pos += 1
        skipCondition(untilElse: false)
        let mark = scratch.count
        if kind(pos) == .leftBrace {
            pos += 1
            let frameBase = frames.count
            while pos < count {
                let token = tokens[pos]
                if token.kind == .rightBrace {
                    pos += 1
                    break
                }
                if token.isDirective {
                    directive(base: frameBase)
                    continue
                }
                if token.kind == .at {
                    skipAttribute()  // @unknown
                    continue
                }
                let label = pos
                if keyword(pos) == .case || keyword(pos) == .default {
                    pos += 1
                    skipCaseLabel()
                }
                let caseMark = scratch.count
                let before = pos
                parseStatements(inSwitch: true)
                if pos == before, label == before { pos += 1 }
                let (start, length) = commit(caseMark)
                let node = NodeData(
                    kind: .block, name: Int32(label), first: Int32(label), last: Int32(max(label, pos - 1)),
                    condition: condition, childStart: start, childCount: length)
                scratch.append(addNode(node))
            }
            if frames.count > frameBase { frames.removeSubrange(frameBase...) }
        }
        let (start, length) = commit(mark)
        return addNode(
            NodeData(
                kind: .switchStatement, name: Int32(first), first: Int32(first), last: Int32(max(first, pos - 1)),
                condition: condition, childStart: start, childCount: length))
    }

    /// Skips a case pattern through its `:`.
    mutating func skipCaseLabel() {
        var nesting = 0
        while pos < count {
            switch tokens[pos].kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting = max(0, nesting - 1)
            case .colon:
                if nesting == 0 {
                    pos += 1
                    return
                }
            case .leftBrace, .rightBrace: if nesting == 0 { return }
            default: break
            }
            pos += 1
        }
    }

    /// `struct Name<…>: Conformances where … { members }`.
    mutating func parseTypeDeclaration() {
        let first = pos
        pos += 1
        let name: Int32 = kind(pos) == .identifier ? Int32(pos) : -1
        var nesting = 0
        while pos < count {
            let k = tokens[pos].kind
            if k == .leftBrace, nesting == 0 { break }
            if k == .rightBrace { return }
            if k == .leftParen || k == .leftBracket { nesting += 1 }
            if k == .rightParen || k == .rightBracket { nesting = max(0, nesting - 1) }
            pos += 1
        }
        guard kind(pos) == .leftBrace else { return }
        let body = parseBlock(name: name, kind: .declaration)
        tree.nodes[Int(body)].first = Int32(first)
        scratch.append(body)
    }

    /// `func name<…>(…) async throws -> T where … { body }` (the body may be missing, in a protocol).
    mutating func parseFunction() {
        let first = pos
        pos += 1
        let name: Int32 = kind(pos) == .identifier || kind(pos) == .op ? Int32(pos) : Int32(first)
        var nesting = 0
        while pos < count {
            let token = tokens[pos]
            if nesting == 0, pos > first + 1, token.flags.contains(.newlineBefore) {
                // A signature continues on the next line only with these.
                let continues =
                    isOperator(pos, "->") || tree.token(Int32(pos), is: "throws")
                    || tree.token(Int32(pos), is: "rethrows") || tree.token(Int32(pos), is: "async")
                    || token.keyword == .where || token.kind == .leftBrace
                    || (pos > 0 && (tokens[pos - 1].kind == .comma || isOperator(pos - 1, "->")))
                if !continues { return }
            }
            switch token.kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting = max(0, nesting - 1)
            case .leftBrace:
                if nesting == 0 {
                    let body = parseBlock(name: name, kind: .declaration)
                    tree.nodes[Int(body)].first = Int32(first)
                    scratch.append(body)
                    return
                }
            case .rightBrace: if nesting == 0 { return }
            case .directiveIf, .directiveElseif, .directiveElse, .directiveEndif: return
            default: break
            }
            pos += 1
        }
    }

    /// `var`/`let` bindings: the initializer's nodes, or a computed body, become the declaration's children.
    mutating func parseVariable() {
        let first = pos
        pos += 1
        while pos < count {
            let name: Int32 = kind(pos) == .identifier ? Int32(pos) : -1
            if kind(pos) == .leftParen { skipBalanced() } else if pos < count { pos += 1 }
            // Type annotation: up to `=`, `{`, `,` or the end of the line, outside brackets.
            if kind(pos) == .colon {
                pos += 1
                var nesting = 0
                while pos < count {
                    let token = tokens[pos]
                    if nesting == 0 {
                        if token.kind == .leftBrace || token.kind == .comma || token.kind == .rightBrace
                            || isOperator(pos, "=") || token.isDirective
                        {
                            break
                        }
                        if token.flags.contains(.newlineBefore), pos > 0, tokens[pos - 1].kind != .colon,
                            !isOperator(pos - 1, "->"), !isOperator(pos, "->")
                        {
                            break
                        }
                    }
                    switch token.kind {
                    case .leftParen, .leftBracket: nesting += 1
                    case .rightParen, .rightBracket: nesting = max(0, nesting - 1)
                    default: break
                    }
                    pos += 1
                }
            }
            let mark = scratch.count
            if isOperator(pos, "=") {
                pos += 1
                parseExpression()
            }
            if kind(pos) == .leftBrace {
                // A computed body or observers: its statements become the declaration's children.
                pos += 1
                parseStatements(inSwitch: false)
                if kind(pos) == .rightBrace { pos += 1 }
            }
            let (start, length) = commit(mark)
            scratch.append(
                addNode(
                    NodeData(
                        kind: .declaration, name: name, first: Int32(first), last: Int32(max(first, pos - 1)),
                        condition: condition, childStart: start, childCount: length)))
            guard kind(pos) == .comma else { return }
            pos += 1
        }
    }

    // MARK: Expressions

    /// Parses one expression (operands joined by operators), pushing its nodes onto `scratch`.
    mutating func parseExpression() {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            if tree.tooDeep < 0 { tree.tooDeep = Int32(pos) }
            skipOperandBalanced()
            return
        }
        var ternaries = 0
        while pos < count {
            // Prefix operators and keywords.
            while pos < count {
                let token = tokens[pos]
                let word = token.keyword
                if token.kind == .op {
                    pos += 1
                } else if word == .try || word == .await || word == .some || word == .any || word == .consume
                    || word == .copy || word == .inout, pos + 1 < count, !newlineBefore(pos + 1)
                {
                    pos += 1
                    if isOperator(pos, "?") || isOperator(pos, "!") { pos += 1 }
                } else if token.kind == .unknown {
                    pos += 1  // `\` of a key path
                } else {
                    break
                }
            }
            guard parsePostfixExpression() else { return }
            guard pos < count else { return }
            let token = tokens[pos]
            if token.kind == .op {
                if isOperator(pos, "?") { ternaries += 1 }
                pos += 1
                continue
            }
            if token.keyword == .as || token.keyword == .is {
                pos += 1
                if isOperator(pos, "?") || isOperator(pos, "!") { pos += 1 }
                continue
            }
            if token.kind == .colon, ternaries > 0 {
                ternaries -= 1
                pos += 1
                continue
            }
            return
        }
    }

    /// Skips one operand as balanced brackets (for nesting too deep to parse).
    mutating func skipOperandBalanced() {
        while pos < count {
            switch tokens[pos].kind {
            case .leftBrace, .leftParen, .leftBracket:
                skipBalanced()
            case .rightBrace, .rightParen, .rightBracket, .comma:
                return
            default:
                pos += 1
            }
            if pos < count, tokens[pos].flags.contains(.newlineBefore) { return }
        }
    }

    /// A primary expression and its postfix chain. Returns false when `pos` starts no expression.
    mutating func parsePostfixExpression() -> Bool {
        while pos < count, tokens[pos].kind == .at { skipAttribute() }
        guard pos < count else { return false }
        let first = pos
        let token = tokens[pos]
        var node = NodeData(kind: .reference, first: Int32(first), last: Int32(first), condition: condition)
        switch token.kind {
        case .identifier:
            if token.keyword == .if {
                scratch.append(parseIf())
                return true
            }
            if token.keyword == .switch {
                scratch.append(parseSwitch())
                return true
            }
            if token.keyword.endsExpression { return false }
            // A type path: `SwiftUI.Text`, `Foo.Bar` (components that start in uppercase).
            pos += 1
            node.name = Int32(first)
            while kind(pos) == .period, tight(pos), kind(pos + 1) == .identifier, startsUppercase(pos + 1),
                startsUppercase(Int(node.name))
            {
                node.base = Int32(first)
                node.name = Int32(pos + 1)
                pos += 2
            }
            skipGenericArguments()
            parseCallSuffix(&node)
        case .poundKeyword:
            pos += 1
            node.name = Int32(first)
            parseCallSuffix(&node)
        case .period:
            guard kind(pos + 1) == .identifier || kind(pos + 1) == .number else {
                pos += 1
                return true
            }
            node.kind = .member
            node.flags |= NodeData.implicitMember
            node.name = Int32(pos + 1)
            pos += 2
            skipGenericArguments()
            parseCallSuffix(&node)
        case .string:
            node.kind = .string
            pos += 1
        case .number, .regex:
            node.kind = .literal
            pos += 1
        case .leftParen, .leftBracket:
            node.kind = .group
            let mark = scratch.count
            parseElements(close: token.kind == .leftParen ? .rightParen : .rightBracket)
            (node.childStart, node.childCount) = commit(mark)
        case .leftBrace:
            let closure = parseClosure()
            parseChain(closure)
            scratch.append(closure)
            return true
        default:
            return false
        }
        node.last = Int32(pos - 1)
        let index = addNode(node)
        parseChain(index)
        scratch.append(index)
        return true
    }

    /// `<…>` right after a name, when it closes on the same line with only type tokens inside.
    mutating func skipGenericArguments() {
        guard isOperator(pos, "<"), tight(pos) else { return }
        var j = pos + 1
        var open = 1
        while j < count, j < pos + 64, !newlineBefore(j) {
            let token = tokens[j]
            switch token.kind {
            case .identifier, .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen:
                break
            case .op:
                for byte in tree.source.bytes[Int(token.start)..<Int(token.end)] {
                    if byte == UInt8(ascii: "<") { open += 1 }
                    if byte == UInt8(ascii: ">") { open -= 1 }
                }
                if open <= 0 {
                    pos = j + 1
                    return
                }
            default:
                return
            }
            j += 1
        }
    }

    /// Arguments in parentheses and trailing closures after a name; makes the node a call.
    mutating func parseCallSuffix(_ node: inout NodeData) {
        if kind(pos) == .leftParen, !newlineBefore(pos) {
            node.flags |= NodeData.parentheses
            let closed: Bool
            (node.argumentStart, node.argumentCount, closed) = parseArguments()
            if !closed { node.flags |= NodeData.unclosed }
        }
        let trailingMark = trailingScratch.count
        if kind(pos) == .leftBrace {
            let closure = parseClosure()
            trailingScratch.append(TrailingData(label: -1, closure: closure))
            node.flags |= tree.nodes[Int(closure)].flags & NodeData.unclosed
            // Further closures: `label: { … }`, usually on the line of the previous `}`.
            while pos + 2 < count, kind(pos) == .identifier, kind(pos + 1) == .colon, kind(pos + 2) == .leftBrace {
                let label = Int32(pos)
                pos += 2
                let closure = parseClosure()
                trailingScratch.append(TrailingData(label: label, closure: closure))
                node.flags |= tree.nodes[Int(closure)].flags & NodeData.unclosed
            }
        }
        if trailingScratch.count > trailingMark {
            node.trailingStart = Int32(tree.trailing.count)
            node.trailingCount = Int32(trailingScratch.count - trailingMark)
            tree.trailing.append(contentsOf: trailingScratch[trailingMark...])
            trailingScratch.removeSubrange(trailingMark...)
        }
        if node.flags & NodeData.parentheses != 0 || node.trailingCount > 0 { node.kind = .call }
    }

    /// `(label: value, …)` at `pos`; returns the committed argument range and whether `)` closed it.
    mutating func parseArguments() -> (Int32, Int32, Bool) {
        pos += 1
        let mark = argumentScratch.count
        var closed = false
        while pos < count {
            let token = tokens[pos]
            if token.kind == .rightParen {
                pos += 1
                closed = true
                break
            }
            if token.kind == .rightBrace || token.isDirective { break }  // unbalanced: let the block handle it
            if token.kind == .comma || token.kind == .rightBracket {
                pos += 1
                continue
            }
            var label: Int32 = -1
            if token.kind == .identifier, kind(pos + 1) == .colon {
                label = Int32(pos)
                pos += 2
            }
            let valueStart = pos
            let itemMark = scratch.count
            if kind(pos) != .comma, kind(pos) != .rightParen { parseExpression() }
            if pos == valueStart, label < 0, kind(pos) != .rightParen, kind(pos) != .rightBrace {
                pos += 1  // a token that starts nothing
                scratch.removeSubrange(itemMark...)
                continue
            }
            let (start, length) = commit(itemMark)
            argumentScratch.append(
                ArgumentData(
                    label: label, first: Int32(valueStart), last: Int32(pos - 1), itemStart: start, itemCount: length))
        }
        let start = Int32(tree.arguments.count)
        let length = Int32(argumentScratch.count - mark)
        if length > 0 {
            tree.arguments.append(contentsOf: argumentScratch[mark...])
            argumentScratch.removeSubrange(mark...)
        }
        return (start, length, closed)
    }

    /// Elements of a tuple, array or dictionary, pushed onto `scratch`.
    mutating func parseElements(close: TokenKind) {
        pos += 1
        while pos < count {
            let token = tokens[pos]
            if token.kind == close {
                pos += 1
                return
            }
            if token.kind == .rightBrace || token.isDirective { return }
            if token.kind == .comma || token.kind == .colon || token.kind == .rightParen
                || token.kind == .rightBracket
            {
                pos += 1
                continue
            }
            if token.kind == .identifier, kind(pos + 1) == .colon, close == .rightParen { pos += 2 }
            let before = pos
            parseExpression()
            if pos == before { pos += 1 }
        }
    }

    /// `{ [captures] (parameters) -> T in statements }` at `pos`.
    mutating func parseClosure() -> Int32 {
        let first = pos
        pos += 1
        skipClosureSignature()
        let mark = scratch.count
        parseStatements(inSwitch: false)
        var flags: UInt8 = NodeData.unclosed
        if kind(pos) == .rightBrace {
            pos += 1
            flags = 0
        }
        let (start, length) = commit(mark)
        return addNode(
            NodeData(
                kind: .closure, flags: flags, first: Int32(first), last: Int32(pos - 1), condition: condition,
                childStart: start, childCount: length))
    }

    /// Moves past `… in` when the closure starts with a signature.
    mutating func skipClosureSignature() {
        var j = pos
        var nesting = 0
        while j < count, j < pos + 64 {
            let token = tokens[j]
            switch token.kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket:
                nesting -= 1
                if nesting < 0 { return }
            case .identifier:
                if nesting == 0 {
                    let word = token.keyword
                    if word == .in {
                        pos = j + 1
                        return
                    }
                    if word.endsExpression || word == .if || word == .switch { return }
                }
            case .comma, .colon, .period, .at, .number: break
            case .op:
                if nesting == 0, isOperator(j, "=") { return }
            default:
                if nesting == 0 { return }
            }
            j += 1
        }
    }

    /// `.modifier(…)`, `?`, `!`, `(…)`, `[…]` and `#if` blocks of members after a node.
    mutating func parseChain(_ head: Int32) {
        let mark = scratch.count
        var openIfs = 0
        while pos < count {
            let token = tokens[pos]
            switch token.kind {
            case .period where kind(pos + 1) == .identifier || kind(pos + 1) == .number:
                let first = pos
                var modifier = NodeData(
                    kind: .modifier, name: Int32(pos + 1), first: Int32(first), last: Int32(pos + 1),
                    condition: condition)
                pos += 2
                skipGenericArguments()
                parseCallSuffix(&modifier)
                modifier.kind = .modifier
                modifier.last = Int32(pos - 1)
                scratch.append(addNode(modifier))
                continue
            case .op where tight(pos) && (isOperator(pos, "?") || isOperator(pos, "!")):
                pos += 1
                continue
            case .leftParen where !newlineBefore(pos), .leftBracket where !newlineBefore(pos):
                // A call or subscript on a value: an anonymous modifier.
                var modifier = NodeData(kind: .modifier, first: Int32(pos), last: Int32(pos), condition: condition)
                if token.kind == .leftParen {
                    modifier.flags |= NodeData.parentheses
                    let closed: Bool
                    (modifier.argumentStart, modifier.argumentCount, closed) = parseArguments()
                    if !closed { modifier.flags |= NodeData.unclosed }
                } else {
                    let itemMark = scratch.count
                    parseElements(close: .rightBracket)
                    (modifier.childStart, modifier.childCount) = commit(itemMark)
                }
                modifier.last = Int32(pos - 1)
                scratch.append(addNode(modifier))
                continue
            case .directiveIf:
                guard postfixIfFollows() else { break }
                directive(base: 0)
                openIfs += 1
                continue
            case .directiveElseif, .directiveElse, .directiveEndif:
                guard openIfs > 0 else { break }
                if token.kind == .directiveEndif { openIfs -= 1 }
                directive(base: 0)
                continue
            default:
                break
            }
            break
        }
        let (start, length) = commit(mark)
        guard length > 0 else { return }
        tree.nodes[Int(head)].modifierStart = start
        tree.nodes[Int(head)].modifierCount = length
        tree.nodes[Int(head)].last = tree.nodes[Int(tree.lists[Int(start + length - 1)])].last
        for k in Int(start)..<Int(start + length) { tree.nodes[Int(tree.lists[k])].parent = head }
    }

    /// Whether the `#if` at `pos` continues a chain: its first branch starts with `.member` or
    /// another directive (SE-0308 postfix `#if`).
    func postfixIfFollows() -> Bool {
        var j = pos + 1
        while j < count, !tokens[j].flags.contains(.newlineBefore) { j += 1 }
        guard j < count else { return false }
        return tokens[j].kind == .period || tokens[j].isDirective
    }
}
