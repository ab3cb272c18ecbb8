/// A value for each of some platforms, listed in platform order: what a `[Platform: Value]` held
/// where a field is planned and rendered. Every field built several such dictionaries, and the first
/// in a run made the Swift runtime search every conformance record of the process for
/// `Platform: Hashable` (issue 14); with two platforms, two optional slots do.
struct PlatformMap<Value> {
    private var ios: Value?
    private var macos: Value?

    init() {}

    subscript(platform: Platform) -> Value? {
        get {
            switch platform {
            case .ios: ios
            case .macos: macos
            }
        }
        set {
            switch platform {
            case .ios: ios = newValue
            case .macos: macos = newValue
            }
        }
    }

    /// The platforms that have a value, with it, in platform order.
    var pairs: [(platform: Platform, value: Value)] {
        Platform.allCases.compactMap { platform in self[platform].map { (platform, $0) } }
    }

    /// The values, in platform order.
    var values: [Value] { pairs.map(\.value) }

    /// The platforms that have a value, in platform order.
    var platforms: [Platform] { pairs.map(\.platform) }

    var isEmpty: Bool { ios == nil && macos == nil }
}

extension PlatformMap: Sendable where Value: Sendable {}
extension PlatformMap: Equatable where Value: Equatable {}
