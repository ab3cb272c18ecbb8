#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The picker styles a choice field may name (issue 13), spelled as scripts pass them to `--style`.
/// Availability comes from the `API` cases, whose floors the SwiftUI model proves
/// (Tests/A11yGenCoreTests/SwiftUIModel/CHOICE-APIS.md): `wheel` and `navigation-link` are iOS only
/// (`navigation-link` from iOS 16), `radio-group` is macOS only.
///
/// Not yet read from specs: the choice family's reader, planner and templates are still to come; this
/// is the vocabulary and the refusal they will use.
public enum ChoiceStyleKind: String, Codable, CaseIterable, Sendable {
    case automatic, menu, segmented, wheel, inline
    case radioGroup = "radio-group"
    case navigationLink = "navigation-link"

    /// The `.pickerStyle` API the style emits; nil for `automatic`, which emits no modifier.
    public var api: API? {
        switch self {
        case .automatic: nil
        case .menu: .pickerStyleMenu
        case .segmented: .pickerStyleSegmented
        case .wheel: .pickerStyleWheel
        case .inline: .pickerStyleInline
        case .radioGroup: .pickerStyleRadioGroup
        case .navigationLink: .pickerStyleNavigationLink
        }
    }

    /// The modifier, or nil for the platform default.
    public var modifier: String? {
        switch self {
        case .automatic: nil
        case .radioGroup: ".pickerStyle(.radioGroup)"
        case .navigationLink: ".pickerStyle(.navigationLink)"
        case .menu, .segmented, .wheel, .inline: ".pickerStyle(.\(rawValue))"
        }
    }

    public var availability: Availability { (api ?? .picker).availability }

    /// The styles that exist on the platform at all.
    public static func styles(on platform: Platform) -> [ChoiceStyleKind] {
        allCases.filter { $0.availability.introduced(on: platform) != nil }
    }

    /// The styles usable at the minimum OS (the generator never branches on `#available`).
    public static func styles(on platform: Platform, minimum: OSVersion) -> [ChoiceStyleKind] {
        allCases.filter { $0.availability.isAvailable(on: platform, minimum: minimum) }
    }

    /// Why this style cannot be used for the deployment, one diagnostic per platform, naming the
    /// platform and the styles it has there (as date picker styles are refused).
    func problems(in deployment: Deployment, at location: String) -> [Diagnostic] {
        var sink = DiagnosticSink()
        for platform in deployment.platforms {
            let minimum = deployment.minimum(platform)
            guard !availability.isAvailable(on: platform, minimum: minimum) else { continue }
            let has = Self.styles(on: platform, minimum: minimum).map(\.rawValue)
            if let introduced = availability.introduced(on: platform) {
                sink.error(
                    "choice-style-unavailable", at: location,
                    "the '\(rawValue)' picker style needs \(platform.displayName) \(introduced), newer than the minimum \(platform.displayName) \(minimum)",
                    suggestion: "raise the minimum \(platform.displayName) to \(introduced.major), or use "
                        + Suggest.list(has))
            } else {
                sink.error(
                    "choice-style-unavailable", at: location,
                    "the '\(rawValue)' picker style does not exist on \(platform.displayName)",
                    suggestion: "\(platform.displayName) has " + Suggest.list(has)
                        + (deployment.isMultiplatform ? "; or target one platform" : ""))
            }
        }
        return sink.errors
    }
}
