/// Every SwiftUI / platform API the generator emits, with availability from
/// ../shared/reference/swiftui-api.md. The renderer records which ones each output uses, and a
/// test checks each is available at the spec's minimum OS on every platform it names.
public enum API: String, Codable, CaseIterable, Sendable, Comparable {
    // In raw-value order, so a case's declaration order is its sort order (`<` compares cases, not
    // strings; `apisAreDeclaredInRawValueOrder` holds this). Choices, switches and steppers (issue 13)
    // take their floors from Tests/A11yGenCoreTests/SwiftUIModel/CHOICE-APIS.md.
    case previewMacro = "#Preview"
    case accessibilityFocusState = "AccessibilityFocusState"
    case announcement = "AccessibilityNotification.Announcement"
    case buttonTitle = "Button(_:action:)"
    case datePicker = "DatePicker(_:selection:in:displayedComponents:)"
    case focusState = "FocusState / focused(_:equals:)"
    case forEach = "ForEach(_:id:content:)"
    case form = "Form"
    /// Runs of ten views in a block that would hold more, before the variadic `buildBlock` (`ViewBlock`).
    case group = "Group"
    case imageSystemName = "Image(systemName:)"
    case numberFormat = "IntegerFormatStyle / FloatingPointFormatStyle / Decimal.FormatStyle.Currency"
    case labelSystemImage = "Label(_:systemImage:)"
    case labelTitleIcon = "Label(title:icon:)"
    case labeledContent = "LabeledContent(content:label:)"
    case nsAccessibilityPost = "NSAccessibility.post(element:notification:userInfo:)"
    case picker = "Picker(_:selection:content:)"
    case previewProvider = "PreviewProvider"
    case scrollView = "ScrollView"
    /// A `Form` scrolled to the first problem's row on a failed submit (it builds only the rows on screen).
    case scrollViewReader = "ScrollViewReader / ScrollViewProxy.scrollTo(_:anchor:)"
    case secureField = "SecureField(_:text:prompt:)"
    case stepperFormat = "Stepper(_:value:in:step:format:onEditingChanged:)"
    case stepper = "Stepper(value:in:step:onEditingChanged:label:)"
    case textField = "TextField(_:text:)"
    case textFieldPrompt = "TextField(_:text:prompt:)"
    case textFieldAxis = "TextField(_:text:prompt:axis:)"
    case textFieldValueFormat = "TextField(_:value:format:prompt:)"
    case textFieldLabelView = "TextField(text:prompt:label:)"
    case toggle = "Toggle(_:isOn:)"
    case uiAccessibilityPost = "UIAccessibility.post(notification:argument:)"
    case stacks = "VStack / HStack"
    case accessibilityAddTraits = "accessibilityAddTraits(_:)"
    case accessibilityElement = "accessibilityElement(children:)"
    case accessibilityFocused = "accessibilityFocused(_:)"
    case accessibilityHidden = "accessibilityHidden(_:)"
    case accessibilityHint = "accessibilityHint(_:)"
    case accessibilityInputLabels = "accessibilityInputLabels(_:)"
    case accessibilityLabel = "accessibilityLabel(_:)"
    case accessibilityValue = "accessibilityValue(_:)"
    case autocorrectionDisabled = "autocorrectionDisabled(_:)"
    case buttonBorderedProminent = "buttonStyle(.borderedProminent)"
    case controlSizeLarge = "controlSize(.large)"
    case datePickerStyleCompact = "datePickerStyle(.compact)"
    case datePickerStyleField = "datePickerStyle(.field)"
    case datePickerStyleGraphical = "datePickerStyle(.graphical)"
    case datePickerStyleStepperField = "datePickerStyle(.stepperField)"
    case datePickerStyleWheel = "datePickerStyle(.wheel)"
    case fixedSize = "fixedSize(horizontal:vertical:)"
    case font = "font(_:)"
    case foregroundStyle = "foregroundStyle(_:)"
    case horizontalRadioGroupLayout = "horizontalRadioGroupLayout()"
    case viewID = "id(_:)"
    case keyboardShortcutDefaultAction = "keyboardShortcut(.defaultAction)"
    case keyboardType = "keyboardType(_:)"
    case labelsHidden = "labelsHidden()"
    case lineLimitRange = "lineLimit(_: ClosedRange<Int>)"
    case navigationTitle = "navigationTitle(_:)"
    /// A field checked as people leave it: the two-value action from iOS 17 / macOS 14, where the
    /// one-value `onChange(of:perform:)` is deprecated; that one below (`Deployment.onChangeIsModern`).
    case onChange = "onChange(of:initial:_:)"
    case onChangePerform = "onChange(of:perform:)"
    case onSubmit = "onSubmit(of:_:)"
    case pickerStyleInline = "pickerStyle(.inline)"
    case pickerStyleMenu = "pickerStyle(.menu)"
    case pickerStyleNavigationLink = "pickerStyle(.navigationLink)"
    case pickerStyleRadioGroup = "pickerStyle(.radioGroup)"
    case pickerStyleSegmented = "pickerStyle(.segmented)"
    case pickerStyleWheel = "pickerStyle(.wheel)"
    case submitLabel = "submitLabel(_:)"
    case tag = "tag(_:includeOptional:)"
    case nsTextContentType = "textContentType(_: NSTextContentType?)"
    case uiTextContentType = "textContentType(_: UITextContentType?)"
    case borderedTextField = "textFieldStyle(.bordered)"
    case roundedBorder = "textFieldStyle(.roundedBorder)"
    case autocapitalization = "textInputAutocapitalization(_:)"
    case textInputBorderShape = "textInputBorderShape(_:)"
    case keyboardToolbar = "toolbar { ToolbarItemGroup(placement: .keyboard) }"

    public var availability: Availability {
        switch self {
        case .textField, .font, .stacks, .autocorrectionDisabled, .roundedBorder:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .fixedSize, .datePicker, .labelsHidden, .accessibilityElement:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .datePickerStyleCompact, .datePickerStyleGraphical:
            Availability(ios: OSVersion(14), macos: OSVersion(10, 15))
        case .datePickerStyleWheel, .uiAccessibilityPost:
            Availability(ios: OSVersion(13), macos: nil)
        case .datePickerStyleField, .datePickerStyleStepperField, .nsAccessibilityPost:
            Availability(ios: nil, macos: OSVersion(10, 15))
        case .announcement:
            Availability(ios: OSVersion(17), macos: OSVersion(14))
        case .form, .group, .scrollView, .previewProvider, .viewID:
            Availability(ios: OSVersion(13), macos: OSVersion(10, 15))
        case .scrollViewReader:
            Availability(ios: OSVersion(14), macos: OSVersion(11))
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

    /// Raw-value order, read off the declaration order (the cases are declared in it): comparing the
    /// strings was 2% of a form, where every field sorts the APIs it uses.
    public static func < (a: API, b: API) -> Bool { caseTag(of: a) < caseTag(of: b) }
    /// Hashed by case, not by raw value: the standard library's default for a String-backed enum hashes
    /// the whole string, and the sets of these that each field builds were 4% of a form (issue 14).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}
