import Foundation
import Testing

@testable import A11yGenCore

/// a11y-gen writes its JSON itself (`JSONOutput`) and reads Codable values back from its own parser
/// (`JSONValueDecoder`), so the tool loads no Foundation (issue 14). The bytes must stay the ones
/// `JSONEncoder` wrote with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` on Linux:
/// each case here is encoded both ways and compared. On Apple platforms Foundation sorts keys
/// another way (numerically, ignoring case), which is why a11y-gen writes its own: the comparisons
/// run on Linux, where the goldens were recorded with `JSONEncoder`.
@Suite struct JSONOutputTests {
    #if os(Linux)
        static let isLinux = true
    #else
        static let isLinux = false
    #endif

    static func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    struct Sample: Codable, Equatable {
        enum Kind: String, Codable {
            case first
            case second = "second-kind"
        }
        var text: String
        var number: Int
        var ratio: Double
        var small: Float
        var flag: Bool
        var missing: String?
        var present: Int?
        var kind: Kind
        var list: [String]
        var empty: [Int]
        var emptyObject: [String: Int]
        var keyed: [String: [Int]]
        var nested: [[String: Bool]]
        var big: Int64
        var unsigned: UInt8
    }

    static let hostile = [
        "", "plain", #"q"uote"#, #"back\slash"#, "a/b", "tab\there", "line\nbreak", "\r\n",
        "\u{0}\u{1}\u{8}\u{b}\u{c}\u{1b}\u{1f}",
        "\u{7f}", "é and e\u{301}", "日本語", "👩🏽‍💻", "\u{2028}\u{2029}", "\u{202E}bidi", "\\(x) \"\"\" #", "%@ %lld",
    ]

    static let doubles: [Double] = [
        0, -0.0, 1, -1, 0.1, 12.5, 1e15, 1e16, 1e20, 1e-5, 1e-7, 0.0001, 123_456_789_012_345_680_000, 5e-324,
        1.7976931348623157e308, 9_007_199_254_740_993, 3.14159, -2.5e-10,
    ]

    @Test(.enabled(if: JSONOutputTests.isLinux, "JSONEncoder sorts keys by UTF-8 bytes only on Linux"))
    func valuesMatchJSONEncoder() throws {
        for (index, text) in Self.hostile.enumerated() {
            let sample = Sample(
                text: text, number: index - 8, ratio: Self.doubles[index % Self.doubles.count], small: 0.1,
                flag: index % 2 == 0, missing: nil, present: index % 3 == 0 ? nil : index,
                kind: index % 2 == 0 ? .first : .second,
                list: Self.hostile, empty: [], emptyObject: [:],
                keyed: [text: [1, 2], "a10": [], "a9": [3], "B": [], "_x": [], "Ab": [4], "aB": [5], "é": [6]],
                nested: [[:], ["z": true, "a": false]], big: Int64.max - Int64(index), unsigned: UInt8(index))
            #expect(Generator.json(sample) == (try Self.foundation(sample)), "\(text.debugDescription)")
        }
        for number in Self.doubles {
            #expect(Generator.json([number]) == (try Self.foundation([number])), "\(number)")
        }
        #expect(Generator.json("top") == (try Self.foundation("top")))
        #expect(Generator.json([String: Int]()) == (try Self.foundation([String: Int]())))
        #expect(Generator.json([[Int]]()) == (try Self.foundation([[Int]]())))
        #expect(Generator.json(Double.nan) == "{}\n", "a number JSON cannot hold writes nothing half-done")
    }

    /// Real results, every data type as a field and the examples as forms, written both ways.
    @Test(.enabled(if: JSONOutputTests.isLinux, "JSONEncoder sorts keys by UTF-8 bytes only on Linux"))
    func resultsMatchJSONEncoder() throws {
        for type in DataType.allCases {
            let json = #"{"label": "Field \"\#(type.rawValue)\" / 1", "type": "\#(type.rawValue)"}"#
            guard case .success(let spec) = SpecReader().readField(data: Array(json.utf8)) else { continue }
            let result = try Generator.field(spec, input: "-")
            #expect(Generator.json(result) == (try Self.foundation(result)), "\(type)")
        }
        for name in ["SignUp", "Booking", "Checkout", "MacSettings"] {
            let url = TestSupport.root.appendingPathComponent("Examples/\(name).json")
            let spec = try SpecReader().readForm(data: try Array(contentsOf: url)).get()
            let result = try Generator.form(spec, input: "Examples/\(name).json")
            #expect(Generator.json(result) == (try Self.foundation(result)), "\(name)")
        }
    }

    /// A key encoded twice keeps its last value, and a value that encodes nothing is an empty
    /// object, as with `JSONEncoder`.
    struct Twice: Encodable {
        enum Keys: String, CodingKey { case b, a, nothing }
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .b)
            try container.encode("first", forKey: .a)
            try container.encode("second", forKey: .a)
            try container.encode(Nothing(), forKey: .nothing)
        }
    }

    /// Keys that are one String ("é" composed and decomposed) are one key; others sort by their bytes.
    struct Spelled: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONOutput.Key.self)
            try container.encode(1, forKey: JSONOutput.Key(stringValue: "e\u{301}x"))
            try container.encode(2, forKey: JSONOutput.Key(stringValue: "f"))
            try container.encode(3, forKey: JSONOutput.Key(stringValue: "\u{E9}x"))
            try container.encode(4, forKey: JSONOutput.Key(stringValue: "a\u{308}b"))
            try container.encode(5, forKey: JSONOutput.Key(stringValue: "\u{E4}"))
            try container.encode(6, forKey: JSONOutput.Key(stringValue: "Z"))
        }
    }

    @Test(.enabled(if: JSONOutputTests.isLinux, "JSONEncoder sorts keys by UTF-8 bytes only on Linux"))
    func repeatedKeysMatchJSONEncoder() throws {
        #expect(Generator.json(Spelled()) == (try Self.foundation(Spelled())))
        #expect(Generator.json(["e\u{301}": 1, "f": 2]) == (try Self.foundation(["e\u{301}": 1, "f": 2])))
        #expect(Generator.json(Twice()) == (try Self.foundation(Twice())))
        #expect(Generator.json([Twice(), Twice()]) == (try Self.foundation([Twice(), Twice()])))
    }

    @Test func decoderReadsWhatTheEncoderWrote() throws {
        let sample = Sample(
            text: "é \"x\"", number: -3, ratio: 0.1, small: 2.5, flag: true, missing: nil, present: 4, kind: .second,
            list: ["a", ""], empty: [], emptyObject: [:], keyed: ["k": [1]], nested: [["b": true]], big: 1 << 40,
            unsigned: 200)
        let back = try JSONValueDecoder.decode(Sample.self, from: Array(Generator.json(sample).utf8))
        #expect(back == sample)
        let baseline = Baseline(findings: [])
        #expect(try Baseline.decode(baseline.encoded()) == baseline)
    }

    @Test func decoderRefusesWhatDoesNotFit() {
        #expect(throws: DecodingError.self) {
            try JSONValueDecoder.decode(Sample.self, from: Array(#"{"text": 1}"#.utf8))
        }
        #expect(throws: DecodingError.self) { try JSONValueDecoder.decode([Int].self, from: Array("[1.5]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(UInt8.self, from: Array("[256]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder.decode([Int].self, from: Array("[1,".utf8)) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(Baseline.self, from: Array("{}".utf8)) }
    }
}

extension FoundationEssentialsTests {
    @Test func piecesMatchComponents() {
        let texts = ["a...b", "...", "a...", "...b", "", "no separator", "a......b", "é...日本...", "..", "a.b.c"]
        for text in texts {
            for separator in ["...", ".", ".tag(Optional(", "é", "ab"] {
                #expect(
                    text.pieces(separatedBy: separator) == text.components(separatedBy: separator),
                    "\(text) / \(separator)")
            }
        }
    }

    /// A written date is accepted exactly when the Gregorian calendar has that day.
    @Test func writtenDatesExistAsTheCalendarSays() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for year in [1, 4, 100, 1500, 1581, 1582, 1583, 1600, 1700, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 2026] {
            for month in 1...12 {
                for day in (year == 1582 && month == 10 ? 1 : 27)...31 {
                    let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
                    let text = "\(yearText)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
                    let components = DateComponents(year: year, month: month, day: day)
                    let exists =
                        calendar.date(from: components).map { calendar.component(.day, from: $0) == day } ?? false
                    #expect((DateBound(parsing: text) != nil) == exists, "\(text)")
                }
            }
        }
    }

    /// The cores a11y-gen spreads work over: the fewest of what is online, the affinity mask and the
    /// cgroup quota, each read as the kernel writes it.
    @Test func coreCountReadsMaskAndQuota() {
        #expect(Parallel.coreCount >= 1 && Parallel.coreCount <= ProcessInfo.processInfo.processorCount)
        #expect(Parallel.allowedCount(status: "Name:\tx\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n") == 2)
        #expect(Parallel.allowedCount(status: "Cpus_allowed:\t00000000,0000000f\n") == 4)
        #expect(Parallel.allowedCount(status: "Cpus_allowed_list:\t0-1\n") == nil)
        func quota(_ files: [String: String]) -> Int? { Parallel.cgroupQuota { files[$0] } }
        #expect(quota(["/sys/fs/cgroup/cpu.max": "max 100000\n"]) == nil)
        #expect(quota(["/sys/fs/cgroup/cpu.max": "200000 100000\n"]) == 2)
        #expect(quota(["/sys/fs/cgroup/cpu.max": "150000 100000\n"]) == 2)
        #expect(
            quota(["/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n", "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n"])
                == nil)
        #expect(
            quota([
                "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "50000\n", "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
            ])
                == 1)
        #expect(quota([:]) == nil)
        #expect(Parallel.usableCores(online: 16, affinity: 2, quota: nil) == 2)
        #expect(Parallel.usableCores(online: 16, affinity: nil, quota: 3) == 3)
        #expect(Parallel.usableCores(online: 2, affinity: 8, quota: 4) == 2)
        #expect(Parallel.usableCores(online: 0, affinity: nil, quota: nil) == 1)
    }

    /// A template saved with a byte order mark reads as the text after it, as Foundation read it.
    @Test func aByteOrderMarkIsNotText() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{{#a}}\nA\n".utf8)
        #expect(UTF8Text.string(bytes) == String(data: Data(bytes), encoding: .utf8))
        #expect(UTF8Text.string(bytes) == "{{#a}}\nA\n")
        #expect(UTF8Text.string([0x41, 0xFF]) == nil)
    }
}

extension FoundationEssentialsTests {
    /// `SystemFiles.read` gives the bytes Foundation reads: empty, small and large files (read straight
    /// into the result), and files whose size says nothing (a /proc file reports 0, a pipe has none).
    @Test func filesReadAsFoundationReadsThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 16_383, 16_384, 16_385, 200_001] {
            let url = directory.appendingPathComponent("\(size).bin")
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: url)
            #expect(try SystemFiles.read(url.path) == bytes, "\(size) bytes")
        }
        #if os(Linux)
            let status = try SystemFiles.read("/proc/self/status")
            #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #endif
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = String(repeating: "a pipe's bytes, more than one read's worth. ", count: 2_000)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data(text.utf8))
                try? handle.close()
            }
        }
        writer.start()
        #expect(try SystemFiles.read(fifo) == Array(text.utf8))
        #expect(throws: SystemError.self) { try SystemFiles.read(directory.path) }
    }
}
