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
        guard start < count, let base = baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
