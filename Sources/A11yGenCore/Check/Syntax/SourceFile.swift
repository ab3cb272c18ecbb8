/// A line and column in a source file, both 1-based; columns count Unicode scalars.
public struct SourcePosition: Sendable, Equatable, Comparable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// The bytes of one Swift file and a line table built on first use (most files have no finding,
/// so most never need one).
public final class SourceFile {
    public let path: String
    public let bytes: [UInt8]
    private var lineStarts: [Int]?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Offsets where each line starts; `\n`, `\r\n` and a lone `\r` end a line, as in Swift.
    private func lines() -> [Int] {
        if let lineStarts { return lineStarts }
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                starts.append(i + 1)
            } else if b == UInt8(ascii: "\r") {
                if i + 1 < n, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
        return starts
    }

    /// The 1-based line holding byte `offset`.
    public func line(of offset: Int) -> Int {
        let starts = lines()
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    public func location(of offset: Int) -> SourcePosition {
        let line = line(of: offset)
        let start = lines()[line - 1]
        var column = 1
        var i = start
        let end = min(offset, bytes.count)
        // On a long line the count starts at the nearest mark before the offset, not at the line's
        // start: thousands of findings on one minified line each counted from its start (quadratic).
        if end - start > Self.markStride {
            let marks = columnMarks(ofLine: line, from: start)
            let mark = min((end - start) / Self.markStride, marks.count - 1)
            i = start + mark * Self.markStride
            column = marks[mark]
        }
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(line: line, column: column)
    }

    /// Bytes between two column marks of a long line.
    static let markStride = 1024
    private var marksByLine: [Int: [Int]] = [:]

    /// The column at every `markStride`th byte of a line (the first is its start: column 1),
    /// counted once per line.
    private func columnMarks(ofLine line: Int, from start: Int) -> [Int] {
        if let marks = marksByLine[line] { return marks }
        let starts = lines()
        let end = line < starts.count ? starts[line] : bytes.count
        var marks = [1]
        var column = 1
        var i = start
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
            if (i - start) % Self.markStride == 0 { marks.append(column) }
        }
        marksByLine[line] = marks
        return marks
    }

    /// The text of a 1-based line, without its line break.
    public func text(ofLine line: Int) -> String {
        let starts = lines()
        guard line >= 1, line <= starts.count else { return "" }
        var end = line < starts.count ? starts[line] : bytes.count
        while end > starts[line - 1], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[starts[line - 1]..<end], as: UTF8.self)
    }

    public var lineCount: Int { lines().count }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }

    /// Whether `bytes` are valid UTF-8; otherwise the offset of the first bad byte.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { p -> Int? in
            let n = p.count
            var i = 0
            while i < n {
                // Eight ASCII bytes at a time: the common case.
                if i + 8 <= n {
                    let word = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        i += 8
                        continue
                    }
                }
                let b = p[i]
                if b < 0x80 {
                    i += 1
                    continue
                }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch b {
                case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(b & 0x1F))
                case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(b & 0x0F))
                case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(b & 0x07))
                default: return i
                }
                guard i + length <= n else { return i }
                for k in 1..<length {
                    let next = p[i + k]
                    guard next & 0xC0 == 0x80 else { return i }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
                i += length
            }
            return nil
        }
    }
}
