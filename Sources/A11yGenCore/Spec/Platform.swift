/// A platform a spec can target. iPadOS is `ios` (same SDK and APIs).
public enum Platform: String, Codable, CaseIterable, Sendable, Comparable {
    case ios
    case macos

    /// A platform as people write one: any case, spaces around it, iPadOS for iOS.
    public init?(spelled name: some StringProtocol) {
        let key = String(name).trimmed().lowercased()
        self.init(rawValue: key == "ipados" ? "ios" : key)
    }

    public static func < (a: Platform, b: Platform) -> Bool { a.sortIndex < b.sortIndex }
    /// Hashed by case, not by raw value: the standard library's default for a String-backed enum hashes
    /// the whole string, and the sets of these that each field builds were 4% of a form (issue 14).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
    private var sortIndex: Int {
        switch self {
        case .ios: 0
        case .macos: 1
        }
    }

    /// The spelling Apple uses in `@available` and prose.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        }
    }

    /// The minimum OS a spec gets when it names none (issue: iOS 17 / macOS 14).
    public var defaultMinimum: OSVersion {
        switch self {
        case .ios: OSVersion(17)
        case .macos: OSVersion(14)
        }
    }

    /// Minimum OS versions the generator supports and the compile harness checks, oldest first.
    /// The floor is where FocusState, AccessibilityFocusState, onSubmit and prompt: arrive.
    public var supportedMinimums: [OSVersion] {
        switch self {
        case .ios: [15, 16, 17, 18, 26, 27].map { OSVersion($0) }
        case .macos: [12, 13, 14, 15, 26, 27].map { OSVersion($0) }
        }
    }
}

/// A major.minor OS version (`17`, `17.4`).
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible, Codable {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses "17", "17.4" or "10.15"; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) else { return nil }
        self.init(major, minor)
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "\(major).\(minor)" }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = OSVersion(parsing: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "bad version \(text)"))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Where an API exists: the first iOS and macOS version, or nil where it does not exist at all.
public struct Availability: Sendable, Equatable, Codable {
    public var ios: OSVersion?
    public var macos: OSVersion?

    public init(ios: OSVersion?, macos: OSVersion?) {
        self.ios = ios
        self.macos = macos
    }

    public func introduced(on platform: Platform) -> OSVersion? {
        switch platform {
        case .ios: ios
        case .macos: macos
        }
    }

    public func isAvailable(on platform: Platform, minimum: OSVersion) -> Bool {
        guard let introduced = introduced(on: platform) else { return false }
        return introduced <= minimum
    }

    /// "iOS 16 / macOS 13", "iOS only", for messages.
    public var summary: String {
        Platform.allCases.map { platform in
            introduced(on: platform).map { "\(platform.displayName) \($0)" } ?? "no \(platform.displayName)"
        }.joined(separator: " / ")
    }
}

/// The platforms a spec targets and the minimum OS for each.
public struct Deployment: Sendable, Equatable, Codable {
    /// Sorted, without duplicates.
    public var platforms: [Platform]
    /// The minimum OS of each platform targeted.
    public var minimums: [Platform: OSVersion] {
        get { Dictionary(uniqueKeysWithValues: minimumOS.pairs.map { ($0.platform, $0.value) }) }
        set {
            minimumOS = PlatformMap()
            for (platform, version) in newValue { minimumOS[platform] = version }
        }
    }
    /// What `minimums` reads: planning a field asks for a minimum many times, and a dictionary keyed
    /// by platform cost a conformance search at every start (PlatformMap, issue 14).
    private var minimumOS: PlatformMap<OSVersion>

    public init(platforms: [Platform], minimums: [Platform: OSVersion] = [:]) {
        var chosen = PlatformMap<OSVersion>()
        for (platform, version) in minimums { chosen[platform] = version }
        self.init(platforms: platforms, minimumOS: chosen)
    }

    /// The platforms, and a minimum OS for any of them (the rest get their default).
    init(platforms: [Platform], minimumOS chosen: PlatformMap<OSVersion>) {
        self.platforms = Array(Set(platforms)).sorted()
        var resolved = PlatformMap<OSVersion>()
        for platform in self.platforms { resolved[platform] = chosen[platform] ?? platform.defaultMinimum }
        self.minimumOS = resolved
    }

    public func minimum(_ platform: Platform) -> OSVersion { minimumOS[platform] ?? platform.defaultMinimum }

    /// True when `availability` holds at the minimum OS of every targeted platform.
    public func supports(_ availability: Availability) -> Bool {
        platforms.allSatisfy { availability.isAvailable(on: $0, minimum: minimum($0)) }
    }

    public var isMultiplatform: Bool { platforms.count > 1 }

    /// The Mac alone: where a control's label sits at its leading edge, in a Form's label column
    /// (card 001), so a field is a row of the Form (`Group`) rather than a stack with its label above.
    public var isMacOnly: Bool { platforms == [.macos] }

    /// `["ios": "17.0"]`, as the JSON results report it.
    public var minimumOSStrings: [String: String] {
        Dictionary(uniqueKeysWithValues: minimumOS.pairs.map { ($0.platform.rawValue, $0.value.description) })
    }

    /// Whether `onChange(of:initial:_:)` exists at the minimum OS of `platform`; below it, the
    /// one-value `onChange(of:perform:)`, which is deprecated from there on (a warning in an app that
    /// builds with warnings as errors).
    public func onChangeIsModern(on platform: Platform) -> Bool {
        API.onChange.availability.isAvailable(on: platform, minimum: minimum(platform))
    }

    /// How a message reaches VoiceOver without moving focus on each platform, at its minimum OS.
    public var announcementAPIs: [String: AnnouncementAPI] {
        Dictionary(
            uniqueKeysWithValues: platforms.map { platform in
                let modern = API.announcement.availability.isAvailable(on: platform, minimum: minimum(platform))
                return (
                    platform.rawValue,
                    modern ? .accessibilityNotification : (platform == .ios ? .uiAccessibility : .nsAccessibility)
                )
            })
    }

    /// "iOS 17.0, macOS 14.0".
    public var summary: String { platforms.map { "\($0.displayName) \(minimum($0))" }.joined(separator: ", ") }

    enum CodingKeys: String, CodingKey { case platforms, minimumOS }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let platforms = try container.decode([Platform].self, forKey: .platforms)
        let raw = try container.decode([String: OSVersion].self, forKey: .minimumOS)
        var minimums: [Platform: OSVersion] = [:]
        for (key, value) in raw { if let platform = Platform(rawValue: key) { minimums[platform] = value } }
        self.init(platforms: platforms, minimums: minimums)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(
            Dictionary(uniqueKeysWithValues: minimumOS.pairs.map { ($0.platform.rawValue, $0.value) }),
            forKey: .minimumOS)
    }
}
