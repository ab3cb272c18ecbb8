import Foundation
import Testing

@testable import A11yGenCore

/// The executable's output path: text written straight from a String's storage arrives whole, in
/// pieces as large as a pipe takes, as do bytes from any collection.
@Suite struct StandardStreamsTests {
    /// Writes with `write` on another thread into a pipe and reads everything back here.
    static func throughPipe(_ write: @escaping @Sendable (Int32) -> Bool) -> (written: Bool, read: [UInt8]) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        final class Outcome: @unchecked Sendable { var written = false }
        let outcome = Outcome()
        let writer = Thread {
            outcome.written = write(writeEnd)
            close(writeEnd)
        }
        writer.start()
        let read = StandardStreams.readAll(readEnd)
        close(readEnd)
        return (outcome.written, read)
    }

    @Test func aLargeStringArrivesWhole() {
        // Over a megabyte (many pipe-fulls), with two-, three- and four-byte scalars across the cuts.
        let text = String(repeating: "Straße → 東京 🧭 \"quoted\" \\(x)\n", count: 30_000)
        let result = Self.throughPipe { StandardStreams.writeAll(text, to: $0) }
        #expect(result.written)
        #expect(result.read == Array(text.utf8))
    }

    @Test func bytesAndEmptyTextArriveAsGiven() {
        let bytes: [UInt8] = (0..<200_000).map { UInt8($0 % 251) }
        let result = Self.throughPipe { StandardStreams.writeAll(bytes[1_000...], to: $0) }
        #expect(result.written)
        #expect(result.read == Array(bytes[1_000...]))
        let empty = Self.throughPipe { StandardStreams.writeAll("", to: $0) }
        #expect(empty.written)
        #expect(empty.read.isEmpty)
    }

    @Test func aClosedReaderIsReportedNotRetried() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        // Writing to a pipe nobody reads raises SIGPIPE; ignored here, so the write fails with EPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        #expect(!StandardStreams.writeAll("lost", to: ends[1]))
        close(ends[1])
    }
}
