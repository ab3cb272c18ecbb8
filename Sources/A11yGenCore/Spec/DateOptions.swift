/// `DatePickerStyle` members (reference §2.3). `wheel` is iOS-only; `field` and `stepper-field`
/// are macOS-only; DatePicker does not exist on tvOS at all.
public enum DatePickerStyleKind: String, Codable, CaseIterable, Sendable {
    case automatic, compact, graphical, wheel, field
    case stepperField = "stepper-field"

    public var swift: String {
        switch self {
        case .stepperField: ".stepperField"
        case .automatic, .compact, .graphical, .wheel, .field: "." + rawValue
        }
    }

    public var availability: Availability {
        switch self {
        case .automatic: Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .compact: Availability(ios: OSVersion(14), macos: OSVersion(10, 15))
        case .graphical: Availability(ios: OSVersion(14), macos: OSVersion(10, 15))
        case .wheel: Availability(ios: OSVersion(13), macos: nil)
        case .field, .stepperField: Availability(ios: nil, macos: OSVersion(10, 15))
        }
    }

    /// Card 002: the visible label of the default and compact styles is not the accessible name;
    /// the graphical and wheel styles speak the DatePicker("Label") string.
    public var namedByTitle: Bool {
        switch self {
        case .graphical, .wheel: true
        case .automatic, .compact, .field, .stepperField: false
        }
    }

    public static func styles(on platform: Platform) -> [DatePickerStyleKind] {
        allCases.filter { $0.availability.introduced(on: platform) != nil }
    }
}

/// One end of a date range: today, an offset from today, or a fixed calendar date.
public enum DateBound: Codable, Sendable, Equatable, CustomStringConvertible {
    case today
    /// `+30d`, `-18y`: a number of days, weeks, months or years from today.
    case relative(Int, DateUnit)
    /// `2026-12-31`: a fixed date, only when the spec gives one.
    case absolute(year: Int, month: Int, day: Int)
    /// The day after a number of years from today (`-66y+1d`): the earliest birth date a maximum age
    /// of 65 allows, since someone born exactly 66 years ago today is 66. Never written in a spec; the
    /// planner narrows a range with it.
    case dayAfterYears(Int)

    public enum DateUnit: String, Codable, Sendable {
        case day = "d"
        case week = "w"
        case month = "m"
        case year = "y"
        var calendarComponent: String {
            switch self {
            case .day: ".day"
            case .week: ".weekOfYear"
            case .month: ".month"
            case .year: ".year"
            }
        }
        /// Days, roughly, for ordering bounds at generation time.
        var approximateDays: Int {
            switch self {
            case .day: 1
            case .week: 7
            case .month: 30
            case .year: 365
            }
        }
    }

    /// `n` in decimal, with leading zeros to `width` digits (as `%04d` would print it).
    static func padded(_ n: Int, _ width: Int) -> String {
        let digits = String(n.magnitude)
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    public var description: String {
        switch self {
        case .today: "today"
        case .relative(let n, let unit): (n >= 0 ? "+" : "") + "\(n)\(unit.rawValue)"
        case .absolute(let y, let m, let d): Self.padded(y, 4) + "-" + Self.padded(m, 2) + "-" + Self.padded(d, 2)
        case .dayAfterYears(let n): (n >= 0 ? "+" : "") + "\(n)y+1d"
        }
    }

    /// Whether Foundation's Gregorian calendar has this day: Julian leap years (every fourth) before
    /// the reform of 15 October 1582, Gregorian ones after, and no 5 to 14 October 1582.
    static func exists(year y: Int, month m: Int, day d: Int) -> Bool {
        guard y >= 1 else { return false }
        let julian = y < 1582 || (y == 1582 && (m < 10 || (m == 10 && d < 15)))
        if y == 1582, m == 10, (5...14).contains(d) { return false }
        let leap = julian ? y % 4 == 0 : y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
        return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    }

    /// Parses `today`, `+30d`, `-18y`, `2w`, `2026-12-31`.
    public init?(parsing raw: String) {
        let text = raw.trimmed().lowercased()
        if text == "today" {
            self = .today
            return
        }
        let dateParts = text.split(separator: "-", omittingEmptySubsequences: false)
        if dateParts.count == 3, let y = Int(dateParts[0]), let m = Int(dateParts[1]), let d = Int(dateParts[2]),
            dateParts[0].count == 4, (1...12).contains(m), (1...31).contains(d)
        {
            // Reject 2026-02-30 and friends: the date must exist in the calendar the app's code uses
            // (Foundation's Gregorian, which is Julian before 15 October 1582 and skips the ten days before it).
            guard Self.exists(year: y, month: m, day: d) else { return nil }
            self = .absolute(year: y, month: m, day: d)
            return
        }
        guard let unitCharacter = text.last, let unit = DateUnit(rawValue: String(unitCharacter)),
            let value = Int(text.dropLast()), abs(value) <= 1000
        else { return nil }
        self = .relative(value, unit)
    }

    /// Approximate days from today, when the bound is relative to today.
    var offsetDays: Int? {
        switch self {
        case .today: 0
        case .relative(let n, let unit): n * unit.approximateDays
        case .dayAfterYears(let n): n * DateUnit.year.approximateDays + 1
        case .absolute: nil
        }
    }
}

/// `lower...upper`, `lower...` or `...upper`, as the spec writes it.
public struct DateRange: Codable, Sendable, Equatable, CustomStringConvertible {
    public var lower: DateBound?
    public var upper: DateBound?

    public var description: String { (lower?.description ?? "") + "..." + (upper?.description ?? "") }

    /// Parses a range; nil with a reason when it is malformed or empty.
    public static func parse(_ text: String) -> Result<DateRange, DateRangeError> {
        let parts = text.pieces(separatedBy: "...")
        guard parts.count == 2 else { return .failure(.syntax) }
        let lowerText = parts[0].trimmed()
        let upperText = parts[1].trimmed()
        if lowerText.isEmpty, upperText.isEmpty { return .failure(.unbounded) }
        var range = DateRange()
        if !lowerText.isEmpty {
            guard let bound = DateBound(parsing: lowerText) else { return .failure(.bound(lowerText)) }
            range.lower = bound
        }
        if !upperText.isEmpty {
            guard let bound = DateBound(parsing: upperText) else { return .failure(.bound(upperText)) }
            range.upper = bound
        }
        if let lower = range.lower, let upper = range.upper, let order = Self.order(lower, upper), order > 0 {
            return .failure(.empty(range.description))
        }
        return .success(range)
    }

    /// Positive when lower is after upper, known at generation time; nil when it depends on today.
    static func order(_ lower: DateBound, _ upper: DateBound) -> Int? {
        if let a = lower.offsetDays, let b = upper.offsetDays { return a - b }
        if case .absolute(let y1, let m1, let d1) = lower, case .absolute(let y2, let m2, let d2) = upper {
            return (y1 * 10_000 + m1 * 100 + d1) - (y2 * 10_000 + m2 * 100 + d2)
        }
        return nil
    }

    /// True when lower <= upper is certain without knowing today's date.
    var isOrdered: Bool {
        guard let lower, let upper else { return true }
        return (Self.order(lower, upper) ?? 1) <= 0
    }

    public enum DateRangeError: Error, Equatable {
        case syntax, unbounded
        case bound(String)
        case empty(String)

        public var message: String {
            switch self {
            case .syntax: "a range is written lower...upper, lower... or ...upper"
            case .unbounded: "the range has neither a lower nor an upper bound"
            case .bound(let text): "'\(text)' is not a date bound"
            case .empty(let text): "the range \(text) is empty: its lower bound is after its upper bound"
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch Self.parse(text) {
        case .success(let range): self = range
        case .failure(let error):
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    init() {}
}
