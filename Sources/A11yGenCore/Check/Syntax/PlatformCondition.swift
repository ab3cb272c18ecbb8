/// The `#if` condition a piece of code sits under, as far as it concerns platforms.
///
/// `os(…)`, `canImport(…)`, `targetEnvironment(…)`, `true`/`false`, `!`, `&&`, `||` and
/// parentheses are understood; anything else is kept as `unknown` with its text. Of those, version
/// gates (`swift(>=5.9)`, `compiler(<6)`) evaluate as every current toolchain does, and the rest
/// (`DEBUG`, a custom flag, `hasFeature(…)`) to "unknown" on every platform.
public indirect enum PlatformCondition: Sendable, Equatable, CustomStringConvertible {
    case always
    case never
    case os(String)
    case canImport(String)
    case targetEnvironment(String)
    case unknown(String)
    case not(PlatformCondition)
    case and(PlatformCondition, PlatformCondition)
    case or(PlatformCondition, PlatformCondition)

    /// `a && b`, simplified where one side is `always`.
    public static func && (a: PlatformCondition, b: PlatformCondition) -> PlatformCondition {
        if a == .always { return b }
        if b == .always { return a }
        return .and(a, b)
    }

    /// `!a`, simplified for `always`/`never` and double negation.
    public static prefix func ! (a: PlatformCondition) -> PlatformCondition {
        switch a {
        case .always: .never
        case .never: .always
        case .not(let inner): inner
        default: .not(a)
        }
    }

    /// Whether code under this condition is compiled for `platform`: true, false, or nil (unknown).
    public func holds(on platform: Platform) -> Bool? {
        switch self {
        case .always: return true
        case .never: return false
        case .os(let name):
            switch name {
            case "iOS": return platform == .ios
            case "macOS", "OSX": return platform == .macos
            default: return false  // tvOS, watchOS, visionOS, Linux, Windows, …
            }
        case .canImport(let module):
            switch module {
            case "UIKit": return platform == .ios
            case "AppKit", "Cocoa": return platform == .macos
            // Any other module: the file is compiled in the builds that can import it, which are the
            // builds it is made for (a package's own module, `SwiftData`, a third-party kit), on every
            // platform; a whole file under `#if canImport(SomeKit)` is checked like any other.
            default: return true
            }
        case .targetEnvironment(let name):
            // The simulator is iOS; Mac Catalyst is an iOS build run on a Mac.
            return name == "simulator" || name == "macCatalyst" ? (platform == .ios ? nil : false) : nil
        case .unknown(let text):
            // `swift(>=5.9)`, `compiler(>=6)`: a version gate every toolchain a11y-gen's users build
            // with passes (Swift 5.9 and later); `swift(<5.9)` is the fallback for older ones. Kept as
            // written, so outlines and messages show the condition.
            let gate = text.filter { $0 != " " }
            if gate.hasPrefix("swift(>=") || gate.hasPrefix("compiler(>=") { return true }
            if gate.hasPrefix("swift(<") || gate.hasPrefix("compiler(<") { return false }
            return nil
        case .not(let inner): return inner.holds(on: platform).map { !$0 }
        case .and(let a, let b):
            let left = a.holds(on: platform)
            let right = b.holds(on: platform)
            if left == false || right == false { return false }
            if left == true, right == true { return true }
            return nil
        case .or(let a, let b):
            let left = a.holds(on: platform)
            let right = b.holds(on: platform)
            if left == true || right == true { return true }
            if left == false, right == false { return false }
            return nil
        }
    }

    /// Code under `#if false` (alone or in a conjunction): switched off, on every platform.
    public var isSwitchedOff: Bool {
        switch self {
        case .never: true
        case .and(let a, let b): a.isSwitchedOff || b.isSwitchedOff
        default: false
        }
    }

    /// Whether this condition certainly holds on some platform a11y-gen knows (iOS or macOS).
    public var certainlyHoldsSomewhere: Bool { Platform.allCases.contains { holds(on: $0) == true } }

    public var description: String {
        switch self {
        case .always: "true"
        case .never: "false"
        case .os(let name): "os(\(name))"
        case .canImport(let name): "canImport(\(name))"
        case .targetEnvironment(let name): "targetEnvironment(\(name))"
        case .unknown(let text): text
        case .not(let inner):
            switch inner {
            case .and, .or: "!(\(inner))"
            default: "!\(inner)"
            }
        case .and(let a, let b): "\(a.parenthesizedIfOr) && \(b.parenthesizedIfOr)"
        case .or(let a, let b): "\(a) || \(b)"
        }
    }

    private var parenthesizedIfOr: String {
        if case .or = self { return "(\(self))" }
        return description
    }
}

/// Parses the tokens of one `#if`/`#elseif` line into a condition.
struct ConditionParser {
    let source: [UInt8]
    let tokens: ArraySlice<Token>
    var index: Int
    var depth = 0

    init(source: [UInt8], tokens: ArraySlice<Token>) {
        self.source = source
        self.tokens = tokens
        self.index = tokens.startIndex
    }

    static func parse(source: [UInt8], tokens: ArraySlice<Token>) -> PlatformCondition {
        guard !tokens.isEmpty else { return .unknown("") }
        var parser = ConditionParser(source: source, tokens: tokens)
        let condition = parser.parseOr()
        guard parser.index == tokens.endIndex, let condition else { return .unknown(parser.text(tokens)) }
        return condition
    }

    func text(_ range: ArraySlice<Token>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: source[Int(first.start)..<Int(last.end)], as: UTF8.self)
    }

    func isOperator(_ text: String) -> Bool {
        guard index < tokens.endIndex, tokens[index].kind == .op else { return false }
        let token = tokens[index]
        return String(decoding: source[Int(token.start)..<Int(token.end)], as: UTF8.self) == text
    }

    mutating func parseOr() -> PlatformCondition? {
        guard var left = parseAnd() else { return nil }
        while isOperator("||") {
            index += 1
            guard let right = parseAnd() else { return nil }
            left = .or(left, right)
        }
        return left
    }

    mutating func parseAnd() -> PlatformCondition? {
        guard var left = parseUnary() else { return nil }
        while isOperator("&&") {
            index += 1
            guard let right = parseUnary() else { return nil }
            left = .and(left, right)
        }
        return left
    }

    mutating func parseUnary() -> PlatformCondition? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64, index < tokens.endIndex else { return nil }
        if isOperator("!") {
            index += 1
            return parseUnary().map { .not($0) }
        }
        let token = tokens[index]
        if token.kind == .leftParen {
            index += 1
            guard let inner = parseOr(), index < tokens.endIndex, tokens[index].kind == .rightParen else { return nil }
            index += 1
            return inner
        }
        guard token.kind == .identifier else { return nil }
        let name = String(decoding: source[Int(token.start)..<Int(token.end)], as: UTF8.self)
        index += 1
        guard index < tokens.endIndex, tokens[index].kind == .leftParen, !tokens[index].flags.contains(.spaceBefore)
        else {
            switch name {
            case "true": return .always
            case "false": return .never
            default: return .unknown(name)
            }
        }
        // name(argument…): one identifier argument for the calls we understand.
        let open = index
        var close = index + 1
        var nesting = 1
        while close < tokens.endIndex {
            if tokens[close].kind == .leftParen { nesting += 1 }
            if tokens[close].kind == .rightParen {
                nesting -= 1
                if nesting == 0 { break }
            }
            close += 1
        }
        guard close < tokens.endIndex else { return nil }
        index = close + 1
        let inside = tokens[(open + 1)..<close]
        if inside.count == 1, let only = inside.first, only.kind == .identifier {
            let argument = String(decoding: source[Int(only.start)..<Int(only.end)], as: UTF8.self)
            switch name {
            case "os": return .os(argument)
            case "canImport": return .canImport(argument)
            case "targetEnvironment": return .targetEnvironment(argument)
            default: break
            }
        }
        return .unknown(text(tokens[(open - 1)...close]))
    }
}
