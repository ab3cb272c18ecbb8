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

    /// Every option is on screen with the chosen one marked (segments, inline rows with a checkmark,
    /// radio buttons), so nothing marked is how the style shows that nothing is chosen; a "Select…"
    /// entry there would be one more option (policy.choice-no-selection-prompt).
    public var marksOptionsInPlace: Bool { [.segmented, .inline, .radioGroup].contains(self) }

    /// The style's name after "a" or "an", for messages: "an automatic", "a menu", "an inline".
    var withArticle: String {
        ("aeiou".contains(rawValue.first ?? "x") ? "an " : "a ") + rawValue
    }

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

/// One option of a choice field: the value the code stores and the label people see and hear.
///
/// Values are Swift `String`s: the simplest selection type that is `Hashable`, prints the same on every
/// run, and needs no type of the user's own (policy.choice-string-values). An app with its own enum
/// names it with `optionsEnum` instead.
public struct ChoiceOption: Codable, Sendable, Equatable {
    public var value: String
    public var label: String
    /// An SF Symbol shown with the label; a segment that shows only the image gets the label as its
    /// `.accessibilityLabel` (policy.choice-option-text).
    public var image: String?

    public init(value: String, label: String, image: String? = nil) {
        self.value = value
        self.label = label
        self.image = image
    }
}

/// Where an `optionsEnum` case's visible label comes from.
public enum ChoiceEnumLabel: String, Codable, CaseIterable, Sendable {
    /// `String(describing:)` of the case's `rawValue` (a `String`-backed enum).
    case rawValue
    /// The case's `description` (`CustomStringConvertible`).
    case description
}

/// A `CaseIterable` enum of the user's code that holds the options: the selection is that type.
public struct ChoiceEnum: Codable, Sendable, Equatable {
    /// The Swift type name, such as `Size`; it must be `CaseIterable` and `Hashable`.
    public var type: String
    public var label: ChoiceEnumLabel

    public init(type: String, label: ChoiceEnumLabel = .rawValue) {
        self.type = type
        self.label = label
    }
}
