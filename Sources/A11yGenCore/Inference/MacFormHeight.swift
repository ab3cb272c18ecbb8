/// A Mac `Form` does not scroll (its automatic style is `.columns`, "a non-scrolling form style"):
/// the window holds every row, so a long form can run past the bottom of the screen, taking the
/// submit button, the line that counts the fields to fix and the success status with it (axr22 #2;
/// card 004 global.text-wraps: "place long content in a ScrollView"). The generated Mac form keeps
/// the platform's layout, and a form that may not fit is warned about with its estimated height.
extension Inference {
    /// The height a Mac window shows below the menu bar and its title bar on the smallest current
    /// MacBook Air at its "Larger Text" display setting (1280 × 832 pt, less about 37 + 28 pt).
    static let macVisibleHeight = 760

    /// A warning for a form drawn as a `Form` on the Mac whose rows, with the submit button, the
    /// failed submit's line and every error shown, are estimated taller than `macVisibleHeight`;
    /// nil otherwise (a stack container scrolls, and a form for iOS alone scrolls itself).
    static func macFormTooTall(_ plans: [FieldPlan], container: FormContainer, deployment: Deployment) -> Diagnostic? {
        guard container == .form, deployment.platforms.contains(.macos) else { return nil }
        // Row spacing 10, the button with its line and the window's padding about 90.
        let rows = plans.reduce(90) { $0 + $1.macFormRowHeight + 10 }
        guard rows > macVisibleHeight else { return nil }
        let tallest = plans.max { $0.macFormRowHeight < $1.macFormRowHeight }
        let note = tallest.map { " (the tallest row, '\($0.label)', about \($0.macFormRowHeight) pt)" } ?? ""
        return .warning(
            "mac-form-does-not-scroll", at: "$.container",
            "on the Mac a Form does not scroll, and this one is about \(rows) pt tall with its errors shown\(note): on a 13-inch display at larger text (about \(macVisibleHeight) pt) the rows at the bottom, the submit button and the line that counts the fields to fix fall off screen, and a failed submit cannot bring them into view",
            suggestion:
                "set \"container\": \"stack\", whose ScrollView scrolls on the Mac too, or split the form into shorter ones"
        )
    }
}

extension FieldPlan {
    /// About how tall this field's row is in a Mac `Form` at the default text size, in points, with
    /// its help or its error line under it: a label above a field, a control in the row, or the
    /// calendar or radio buttons a style lays out in full.
    var macFormRowHeight: Int {
        let line = 16
        let help = hint != nil || canShowError ? line : 0
        switch control {
        case .textField, .secureField, .numberField:
            return line + 4 + 22 + help
        case .multilineTextField:
            // `.lineLimit(3...8)` starts at three lines.
            return line + 4 + 3 * 17 + 8 + help
        case .toggle, .stepper:
            return 24 + help
        case .datePicker:
            return (datePicker?.style == .graphical ? 190 : 24) + help
        case .picker:
            guard let choice else { return 24 + help }
            switch choice.style {
            case .radioGroup, .inline: return line + 20 * (choice.options.count + (choice.prompt ? 1 : 0)) + help
            default: return 24 + help
            }
        }
    }
}
