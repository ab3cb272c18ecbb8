/// Every SwiftUI / platform API the generator emits, with availability from
/// ../shared/reference/swiftui-api.md. The renderer records which ones each output uses, and a
/// test checks each is available at the spec's minimum OS on every platform it names.
public enum API: String, Codable, CaseIterable, Sendable, Comparable {
    case textField = "TextField(_:text:)"
    case textFieldPrompt = "TextField(_:text:prompt:)"
    case textFieldAxis = "TextField(_:text:prompt:axis:)"
    case textFieldValueFormat = "TextField(_:value:format:prompt:)"
    case textFieldLabelView = "TextField(text:prompt:label:)"
    case secureField = "SecureField(_:text:prompt:)"
    case labeledContent = "LabeledContent(content:label:)"
    case roundedBorder = "textFieldStyle(.roundedBorder)"
    case keyboardType = "keyboardType(_:)"
    case uiTextContentType = "textContentType(_: UITextContentType?)"
    case nsTextContentType = "textContentType(_: NSTextContentType?)"
    case autocapitalization = "textInputAutocapitalization(_:)"
    case autocorrectionDisabled = "autocorrectionDisabled(_:)"
    case submitLabel = "submitLabel(_:)"
    case onSubmit = "onSubmit(of:_:)"
    case accessibilityLabel = "accessibilityLabel(_:)"
    case accessibilityHint = "accessibilityHint(_:)"
    case accessibilityHidden = "accessibilityHidden(_:)"
    case accessibilityFocused = "accessibilityFocused(_:)"
    case accessibilityFocusState = "AccessibilityFocusState"
    case focusState = "FocusState / focused(_:equals:)"
    case navigationTitle = "navigationTitle(_:)"
    case form = "Form"
    case scrollView = "ScrollView"
    case buttonBorderedProminent = "buttonStyle(.borderedProminent)"
    case previewMacro = "#Preview"
    case previewProvider = "PreviewProvider"
    case lineLimitRange = "lineLimit(_: ClosedRange<Int>)"
    case foregroundStyle = "foregroundStyle(_:)"
    case font = "font(_:)"
    case labelSystemImage = "Label(_:systemImage:)"
    case stacks = "VStack / HStack"
    case numberFormat = "IntegerFormatStyle / FloatingPointFormatStyle / Decimal.FormatStyle.Currency"
    case fixedSize = "fixedSize(horizontal:vertical:)"
    case datePicker = "DatePicker(_:selection:in:displayedComponents:)"
    case datePickerStyleCompact = "datePickerStyle(.compact)"
    case datePickerStyleGraphical = "datePickerStyle(.graphical)"
    case datePickerStyleWheel = "datePickerStyle(.wheel)"
    case datePickerStyleField = "datePickerStyle(.field)"
    case datePickerStyleStepperField = "datePickerStyle(.stepperField)"
    case labelsHidden = "labelsHidden()"
    case announcement = "AccessibilityNotification.Announcement"
    case uiAccessibilityPost = "UIAccessibility.post(notification:argument:)"
    case nsAccessibilityPost = "NSAccessibility.post(element:notification:userInfo:)"
    case accessibilityInputLabels = "accessibilityInputLabels(_:)"
    case accessibilityAddTraits = "accessibilityAddTraits(_:)"
    case keyboardToolbar = "toolbar { ToolbarItemGroup(placement: .keyboard) }"
    case buttonTitle = "Button(_:action:)"
    case keyboardShortcutDefaultAction = "keyboardShortcut(.defaultAction)"
    case controlSizeLarge = "controlSize(.large)"
    case borderedTextField = "textFieldStyle(.bordered)"
    case textInputBorderShape = "textInputBorderShape(_:)"
    case labelTitleIcon = "Label(title:icon:)"
    case imageSystemName = "Image(systemName:)"
    // Choices and switches (issue 13); floors from Tests/A11yGenCoreTests/SwiftUIModel/CHOICE-APIS.md.
    case picker = "Picker(_:selection:content:)"
    case pickerStyleSegmented = "pickerStyle(.segmented)"
    case pickerStyleMenu = "pickerStyle(.menu)"
    case pickerStyleInline = "pickerStyle(.inline)"
    case pickerStyleWheel = "pickerStyle(.wheel)"
    case pickerStyleNavigationLink = "pickerStyle(.navigationLink)"
    case pickerStyleRadioGroup = "pickerStyle(.radioGroup)"
    case horizontalRadioGroupLayout = "horizontalRadioGroupLayout()"
    case tag = "tag(_:includeOptional:)"
    case forEach = "ForEach(_:id:content:)"
    case toggle = "Toggle(_:isOn:)"
    case stepper = "Stepper(_:value:in:step:onEditingChanged:)"
    case stepperFormat = "Stepper(_:value:in:step:format:onEditingChanged:)"
    case accessibilityValue = "accessibilityValue(_:)"
    /// A field checked as people leave it: the two-value action from iOS 17 / macOS 14, where the
    /// one-value `onChange(of:perform:)` is deprecated; that one below (`Deployment.onChangeIsModern`).
    case onChange = "onChange(of:initial:_:)"
    case onChangePerform = "onChange(of:perform:)"

    public var availability: Availability {
        switch self {
        case .textField, .font, .stacks, .autocorrectionDisabled, .roundedBorder:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .fixedSize, .datePicker, .labelsHidden:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .datePickerStyleCompact, .datePickerStyleGraphical:
            Availability(ios: OSVersion(14), macos: OSVersion(10, 15))
        case .datePickerStyleWheel, .uiAccessibilityPost:
            Availability(ios: OSVersion(13), macos: nil)
        case .datePickerStyleField, .datePickerStyleStepperField, .nsAccessibilityPost:
            Availability(ios: nil, macos: OSVersion(10, 15))
        case .announcement:
            Availability(ios: OSVersion(17), macos: OSVersion(14))
        case .form, .scrollView, .previewProvider:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .navigationTitle:
            Availability(ios: OSVersion(14), macos: OSVersion(11))
        case .previewMacro:
            Availability(ios: OSVersion(17), macos: OSVersion(14))
        case .focusState, .buttonBorderedProminent:
            Availability(ios: OSVersion(15), macos: OSVersion(12))
        case .textFieldPrompt, .textFieldValueFormat, .textFieldLabelView, .secureField, .submitLabel, .onSubmit,
            .accessibilityFocused, .accessibilityFocusState, .foregroundStyle, .numberFormat:
            Availability(ios: OSVersion(15), macos: OSVersion(12))
        case .textFieldAxis, .labeledContent, .lineLimitRange:
            Availability(ios: OSVersion(16), macos: OSVersion(13))
        case .keyboardType, .uiTextContentType:
            Availability(ios: OSVersion(13), macos: nil)
        case .nsTextContentType:
            Availability(ios: nil, macos: OSVersion(11))
        case .autocapitalization:
            Availability(ios: OSVersion(15), macos: nil)
        case .accessibilityLabel, .accessibilityHint, .accessibilityHidden, .labelSystemImage:
            Availability(ios: OSVersion(14), macos: OSVersion(11))
        case .accessibilityInputLabels, .accessibilityAddTraits, .keyboardShortcutDefaultAction, .labelTitleIcon:
            Availability(ios: OSVersion(14), macos: OSVersion(11))
        case .buttonTitle:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .imageSystemName:
            Availability(ios: OSVersion(13), macos: OSVersion(11))
        case .keyboardToolbar:
            Availability(ios: OSVersion(15), macos: OSVersion(12))
        case .controlSizeLarge:
            Availability(ios: OSVersion(15), macos: OSVersion(11))
        case .borderedTextField, .textInputBorderShape:
            Availability(ios: OSVersion(27), macos: OSVersion(27))
        case .picker, .pickerStyleSegmented, .tag, .forEach, .toggle, .stepper:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .pickerStyleMenu, .pickerStyleInline:
            Availability(ios: OSVersion(14), macos: OSVersion(11))
        case .pickerStyleWheel:
            Availability(ios: OSVersion(13), macos: nil)
        case .pickerStyleNavigationLink:
            Availability(ios: OSVersion(16), macos: nil)
        case .pickerStyleRadioGroup, .horizontalRadioGroupLayout:
            Availability(ios: nil, macos: OSVersion(10, 15))
        case .stepperFormat:
            Availability(ios: OSVersion(16), macos: OSVersion(13))
        case .accessibilityValue, .onChangePerform:
            Availability(ios: OSVersion(14), macos: OSVersion(11))
        case .onChange:
            Availability(ios: OSVersion(17), macos: OSVersion(14))
        }
    }

    /// True for APIs that exist only on UIKit platforms, which must sit under `#if canImport(UIKit)`
    /// in multiplatform output, and AppKit-only ones, which must sit in the `#else`.
    public var platformOnly: Platform? {
        switch (availability.ios, availability.macos) {
        case (nil, _): .macos
        case (_, nil): .ios
        default: nil
        }
    }

    public static func < (a: API, b: API) -> Bool { a.rawValue < b.rawValue }
    /// Hashed by case, not by raw value: the standard library's default for a String-backed enum hashes
    /// the whole string, and the sets of these that each field builds were 4% of a form (issue 14).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}
