/// The views written one after another in a `@ViewBuilder` block: a form's fields, a picker's rows.
///
/// Before iOS 17 and macOS 14, `ViewBuilder.buildBlock` takes at most ten views: the variadic
/// `buildBlock<each Content>` that lifts the limit needs the runtime's support for parameter packs,
/// and is declared only from those versions. An eleventh view is "extra arguments at positions #11"
/// at build time. Where a spec names an older minimum and a block would hold more than ten, runs of
/// ten are wrapped in `Group { … }`, which adds no layout and no accessibility element: a `Form` still
/// makes each view a row, a `Picker` still finds each row's tag, VoiceOver reads the same elements.
enum ViewBlock {
    static let limit = 10

    /// Where the variadic `buildBlock` exists at every targeted minimum.
    static let variadicAvailability = Availability(ios: OSVersion(17), macos: OSVersion(14))

    /// `views` as the block writes them, with `others` more views written beside them in the same
    /// block (a submit button, a prompt row): unchanged where the limit does not apply or is not
    /// reached, otherwise grouped (again, when even the groups would be too many).
    static func children(_ views: [String], besides others: Int = 0, deployment: Deployment) -> [String] {
        guard !deployment.supports(variadicAvailability) else { return views }
        var children = views
        while children.count + others > limit, children.count > 1 {
            children = stride(from: 0, to: children.count, by: limit).map { start in
                group(children[start..<min(start + limit, children.count)])
            }
        }
        return children
    }

    /// How many views a rendered block of code writes one after another: its statements at the left
    /// margin (`Button(…) {`, `if let status {`), not their closing braces, modifiers, `#if` lines or
    /// comments. Templates write each view from column 0, as the built-in ones do.
    static func topLevelViews(in code: String) -> Int {
        // Read in bytes: split into Characters, a 200-field form's rows spent a tenth of its time
        // here (issue 14). The lines are those `split(separator: "\n")` gives.
        var code = code
        let lines = code.lineRanges()
        return code.withUTF8 { bytes in lines.count { startsView(bytes, $0) } }
    }

    /// Whether `line` of `bytes` starts with a Character that is not whitespace nor one of `}).#/`.
    private static func startsView(_ bytes: UnsafeBufferPointer<UInt8>, _ line: LineRange) -> Bool {
        guard !line.isEmpty else { return false }
        let first = bytes[line.lowerBound]
        // An ASCII byte before another ASCII byte is a Character of its own ("\r\n" aside, which
        // is whitespace either way).
        if first < 0x80, line.count == 1 || bytes[line.lowerBound + 1] < 0x80 {
            switch first {
            case 0x09...0x0D, 0x20: return false
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: "/"):
                return false
            default: return true
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[line.range]), as: UTF8.self)
        guard let character = text.first else { return false }
        return !character.isWhitespace && !"}).#/".contains(character)
    }

    private static func group(_ views: ArraySlice<String>) -> String {
        var lines = ["Group {"]
        for view in views {
            for line in view.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "" : "    " + line)
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
