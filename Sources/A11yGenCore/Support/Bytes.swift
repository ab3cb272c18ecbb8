#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` at or after `start`, found by the C library's `memchr` (a
    /// vector search, where a Swift loop over the bytes was 9 instructions a byte): nil when there
    /// is none.
    @inline(__always)
    func offset(of byte: UInt8, from start: Int) -> Int? {
        offset(of: byte, in: start..<count)
    }

    /// The offset of the first `byte` in `range`, by `memchr`: nil when there is none.
    @inline(__always)
    func offset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.upperBound <= count, let base = baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `pattern`'s bytes occur in these bytes: each candidate found by `memchr` on the first
    /// byte, then compared with `memcmp`.
    func contains(bytes pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let head = pattern.first, let base = baseAddress, let other = pattern.baseAddress else {
            return pattern.isEmpty
        }
        var from = 0
        while let candidate = offset(of: head, from: from), candidate + pattern.count <= count {
            if memcmp(base + candidate, other, pattern.count) == 0 { return true }
            from = candidate + 1
        }
        return false
    }
}

/// A line's bytes, `lowerBound..<upperBound` in its text's UTF-8. A struct of its own rather than a
/// `Range<Int>`: the first list of ranges in a run made the Swift runtime search every conformance
/// record of the process for `Int: Comparable`, the bound `Range` requires (issue 14).
struct LineRange: Sendable, Equatable {
    var lowerBound: Int
    var upperBound: Int
    var count: Int { upperBound - lowerBound }
    var isEmpty: Bool { upperBound == lowerBound }
    var range: Range<Int> { lowerBound..<upperBound }
}

extension String {
    /// The byte ranges (in `utf8`) of the lines `split(separator: "\n", omittingEmptySubsequences:
    /// false)` gives, found with `memchr` instead of splitting the text into Characters (large forms
    /// spent much of their time in that split). A "\n" is its own Character except after a "\r"
    /// ("\r\n" is one Character, which that split does not cut), so that "\n" ends no line.
    func lineRanges() -> [LineRange] {
        var source = self
        return source.withUTF8 { bytes in
            // Sized first by a count of the newlines (each ends at most one line): grown as it went,
            // the list was copied 8,000 times in a 200-field form, 1.5% of its instructions (issue 14).
            var newlines = 0
            var countFrom = 0
            while let newline = bytes.offset(of: UInt8(ascii: "\n"), from: countFrom) {
                newlines += 1
                countFrom = newline + 1
            }
            var found: [LineRange] = []
            found.reserveCapacity(newlines + 1)
            var start = 0
            var searchFrom = 0
            while let newline = bytes.offset(of: UInt8(ascii: "\n"), from: searchFrom) {
                searchFrom = newline + 1
                if newline > 0, bytes[newline - 1] == UInt8(ascii: "\r") { continue }
                found.append(LineRange(lowerBound: start, upperBound: newline))
                start = newline + 1
            }
            found.append(LineRange(lowerBound: start, upperBound: bytes.count))
            return found
        }
    }

    /// Whether the ASCII text `needle` (a Swift identifier, say) occurs in this one, compared byte
    /// by byte: `contains(_:)` from the string-processing library walks Characters and was 2% of a
    /// 200-field form for one check per field. For an ASCII needle a byte match is a match of the
    /// same text, except where a combining mark follows it (not in code we generate).
    func containsASCII(_ needle: String) -> Bool {
        var haystack = self
        var pattern = needle
        return haystack.withUTF8 { bytes in pattern.withUTF8 { bytes.contains(bytes: $0) } }
    }

    /// The lines `split(separator: "\n", omittingEmptySubsequences: false)` gives, cut at newline bytes.
    func splitLines() -> [Substring] {
        lineRanges().map { slice(bytes: $0.range) }
    }

    /// The text between two byte offsets of `utf8` (both at scalar boundaries).
    func slice(bytes range: Range<Int>) -> Substring {
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return self[lower..<upper]
    }
}

/// The stored tag of a case of an enum without payloads (its bytes read as one integer): distinct
/// for distinct cases, so it can stand for the case where a hash is needed. For such an enum the tag
/// is the case's place in the declaration, which `API`'s order and `APISet` rely on: an enum of up
/// to 256 cases stores it in one byte, a larger one in a native-endian integer of two or more.
@inline(__always)
func caseTag<T>(of value: T) -> Int {
    withUnsafeBytes(of: value) { raw in
        switch raw.count {
        case 1: Int(raw[0])
        case 2: Int(raw.loadUnaligned(as: UInt16.self))
        case 4: Int(raw.loadUnaligned(as: UInt32.self))
        default: raw.reduce(0) { $0 << 8 | Int($1) }
        }
    }
}

extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's `joined(separator:)`
    /// gives them. That one (for any bidirectional collection of strings) is generic and not
    /// inlinable, so every call went through witness tables, and the first in a run made the Swift
    /// runtime search every conformance record of the process for `Array: BidirectionalCollection`
    /// (issue 14). This one is sized once and specialized where it is called.
    func joined(separator: String = "") -> String {
        guard let first else { return "" }
        var size = separator.utf8.count * (count - 1)
        for element in self { size += element.utf8.count }
        var out = ""
        out.reserveCapacity(size)
        out += first
        for element in dropFirst() {
            out += separator
            out += element
        }
        return out
    }
}

extension String {
    /// `self` followed by `tail`. Without these, `String + Substring` and `+=` take the standard
    /// library's versions for any sequence, which call a generic `append(contentsOf:)` that is not
    /// specialized: each went through witness tables, and the first in a run made the Swift runtime
    /// search every conformance record for `Substring: Collection` (issue 14). `append(contentsOf:)`
    /// has a version for a Substring itself, which these call.
    static func + (head: String, tail: Substring) -> String {
        var out = head
        out.append(contentsOf: tail)
        return out
    }

    static func += (head: inout String, tail: Substring) {
        head.append(contentsOf: tail)
    }
}
