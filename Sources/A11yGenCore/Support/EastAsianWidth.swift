/// Characters drawn full width: Hangul Jamo, CJK symbols and punctuation, kana, Chinese characters,
/// Yi, Hangul syllables, compatibility ideographs, vertical and full-width forms. A stepper writes its
/// counter against the number when the unit starts with one ("3個"), and a segment's width counts one
/// as two Latin letters.
enum EastAsianWidth {
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3040...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6,
    ]

    static func isWide(_ scalar: Unicode.Scalar) -> Bool { wideRanges.contains { $0.contains(scalar.value) } }
}
