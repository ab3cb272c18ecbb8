import Foundation
import Testing

@testable import A11yGenCore

/// Proves the Picker, Toggle and Stepper part of the SwiftUI model (SwiftUIModel/CHOICE-APIS.md) both ways:
/// every initializer and style type-checks from the first supported OS where Apple ships it and is absent
/// below that and on a platform that lacks it; known-wrong code fails with the diagnostic that names the mistake.
/// One `swiftc -typecheck` per configuration and language mode carries every usage and control at once.
@Suite(.serialized) struct ChoiceModelTests {
    /// One use of the model, with Apple's floor per platform (nil: the platform does not have it).
    struct Usage: Sendable {
        var id: String
        var ios: OSVersion?
        var macos: OSVersion?
        /// Part of the diagnostic where the usage does not exist, naming the missing API.
        var missing: String
        var body: String

        func floor(_ platform: Platform) -> OSVersion? { platform == .ios ? ios : macos }
    }

    /// Types the usages and controls share; a file of its own in every batch.
    static let support = """
        import SwiftUI

        enum ChoiceSize: String, CaseIterable, Identifiable, Hashable {
            case small, medium, large
            var id: Self { self }
        }

        struct ChoiceCountry: Identifiable, Hashable {
            var id: String
            var name: String
        }

        struct NotHashable {
            var value = 1
        }

        struct NotIdentifiable: Hashable {
            var value = 1
        }

        """

    static func view(_ name: String, _ body: String) -> String {
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "            " + $0
        }
        return
            ([
                "import SwiftUI", "",
                "struct \(name): View {",
                "    @State private var size: ChoiceSize = .small",
                "    @State private var country: String? = nil",
                "    @State private var plan = \"basic\"",
                "    @State private var agreed = false",
                "    @State private var quantity = 1",
                "    @State private var weight = 1.5",
                "    @State private var notHashable = NotHashable()",
                "    private let countries = [ChoiceCountry(id: \"fr\", name: \"France\")]",
                "    private let plans = [\"basic\", \"pro\"]",
                "    private let title = \"Plan\"", "",
                "    var body: some View {",
                "        VStack {",
            ] + indented + ["        }", "    }", "}", ""]).joined(separator: "\n")
    }

    // MARK: Every initializer and style, from its floor

    static let usages: [Usage] = [
        Usage(
            id: "pickers", ios: OSVersion(13), macos: OSVersion(10, 15), missing: "",
            body: """
                Picker("Size", selection: $size) {
                    ForEach(ChoiceSize.allCases) { size in
                        Text(size.rawValue).tag(size)
                    }
                }
                .pickerStyle(.segmented)
                Picker(title, selection: $plan) {
                    ForEach(plans, id: \\.self) { plan in
                        Text(plan)
                    }
                }
                .pickerStyle(.automatic)
                Picker(selection: $country) {
                    Text("Select…").tag(String?.none)
                    ForEach(countries) { country in
                        Text(country.name).tag(Optional(country.id))
                    }
                } label: {
                    Text("Country")
                }
                .labelsHidden()
                Picker("Country", selection: $country) {
                    Text("France").tag("fr", includeOptional: true)
                }
                Picker(selection: $quantity, label: Text("Quantity")) {
                    ForEach(0..<3) { index in
                        Text("\\(index)")
                    }
                }
                """),
        Usage(
            id: "menuAndInline", ios: OSVersion(14), macos: OSVersion(11), missing: "",
            body: """
                Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.pickerStyle(.menu)
                Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.pickerStyle(.inline)
                """),
        Usage(
            id: "toggles", ios: OSVersion(13), macos: OSVersion(10, 15), missing: "",
            body: """
                Toggle("I agree to the terms", isOn: $agreed)
                    .toggleStyle(.switch)
                    .accessibilityValue(agreed ? Text("On") : Text("Off"))
                Toggle(title, isOn: $agreed).toggleStyle(.automatic)
                Toggle(isOn: $agreed) {
                    Text("Subscribe")
                }
                """),
        Usage(
            id: "buttonToggle", ios: OSVersion(15), macos: OSVersion(12), missing: "",
            body: """
                Toggle(isOn: $agreed) {
                    Label("Flag", systemImage: "flag")
                }
                .toggleStyle(.button)
                """),
        Usage(
            id: "steppers", ios: OSVersion(13), macos: OSVersion(10, 15), missing: "",
            body: """
                Stepper("Quantity", value: $quantity, in: 1...10)
                    .accessibilityValue("\\(quantity) items")
                Stepper(title, value: $quantity, in: 1...10, step: 2)
                Stepper("Quantity", value: $quantity)
                Stepper(title, value: $quantity, step: 1, onEditingChanged: { _ in })
                Stepper(value: $quantity, in: 1...10) {
                    Text("Quantity")
                }
                Stepper(value: $quantity, in: 1...10, step: 1, label: { Text("Quantity") }, onEditingChanged: { _ in })
                Stepper(value: $quantity) {
                    Text("Quantity")
                }
                Stepper("Quantity", onIncrement: { quantity += 1 }, onDecrement: { quantity -= 1 })
                Stepper(title, onIncrement: nil, onDecrement: { quantity -= 1 })
                // Eleven views: a Group keeps the block within ten where an SDK takes no more (before iOS 17).
                Group {
                    Stepper {
                        Text("Quantity")
                    } onIncrement: {
                        quantity += 1
                    } onDecrement: {
                        quantity -= 1
                    }
                    Stepper(value: $quantity, in: 1...10, step: 1, onEditingChanged: { _ in }) {
                        Text("Deprecated label-last form")
                    }
                }
                """),
        Usage(
            id: "wheel", ios: OSVersion(13), macos: nil, missing: "has no member 'wheel'",
            body: #"Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.pickerStyle(.wheel)"#),
        Usage(
            id: "radioGroup", ios: nil, macos: OSVersion(10, 15), missing: "has no member 'radioGroup'",
            body: #"Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.pickerStyle(.radioGroup)"#),
        Usage(
            id: "horizontalRadioGroupLayout", ios: nil, macos: OSVersion(10, 15),
            missing: "has no member 'horizontalRadioGroupLayout'",
            body: #"Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.horizontalRadioGroupLayout()"#),
        Usage(
            id: "checkbox", ios: nil, macos: OSVersion(10, 15), missing: "has no member 'checkbox'",
            body: #"Toggle("I agree", isOn: $agreed).toggleStyle(.checkbox)"#),
        Usage(
            id: "navigationLink", ios: OSVersion(16), macos: nil, missing: "has no member 'navigationLink'",
            body: #"Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.pickerStyle(.navigationLink)"#),
        Usage(
            id: "navigationStack", ios: OSVersion(16), macos: OSVersion(13),
            missing: "cannot find 'NavigationStack' in scope",
            body: """
                NavigationStack {
                    Form {
                        Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }
                    }
                }
                """),
        Usage(
            id: "stepperFormat", ios: OSVersion(16), macos: OSVersion(13), missing: "extra argument 'format'",
            body: """
                Stepper("Weight", value: $weight, in: 0...10, step: 0.5, format: .number)
                Stepper(title, value: $weight, in: 0...10, format: .number)
                Stepper("Weight", value: $weight, format: .number)
                Stepper(title, value: $weight, step: 0.5, format: .number)
                Stepper(value: $weight, in: 0...10, format: .number) {
                    Text("Weight")
                }
                Stepper(value: $weight, step: 0.5, format: .number) {
                    Text("Weight")
                }
                """),
        Usage(
            id: "palette", ios: OSVersion(17), macos: OSVersion(14), missing: "has no member 'palette'",
            body: #"Picker("Plan", selection: $plan) { Text("Basic").tag("basic") }.pickerStyle(.palette)"#),
        Usage(
            id: "currentValueLabel", ios: OSVersion(18), macos: OSVersion(15),
            missing: "extra argument 'currentValueLabel'",
            body: """
                Picker("Plan", selection: $plan, content: { Text("Basic").tag("basic") }, currentValueLabel: { Text(plan) })
                Picker(title, selection: $plan, content: { Text("Basic").tag("basic") }, currentValueLabel: { Text(plan) })
                Picker(
                    selection: $plan, content: { Text("Basic").tag("basic") }, label: { Text("Plan") },
                    currentValueLabel: { Text(plan) })
                """),
    ]

    // MARK: Known-wrong code, each with a twin where the same code is valid

    struct Control: Sendable {
        var id: String
        var body: String
        var failsIn: [CompileConfiguration]
        var expected: String
        var compilesIn: [CompileConfiguration] = []
    }

    static func ios(_ v: Int) -> CompileConfiguration { CompileConfiguration(platform: .ios, minimum: OSVersion(v)) }
    static func macos(_ v: Int) -> CompileConfiguration {
        CompileConfiguration(platform: .macos, minimum: OSVersion(v))
    }

    static let controls: [Control] = [
        Control(
            id: "wheelOnMacOS", body: #"Picker("Plan", selection: $plan) { Text("Basic") }.pickerStyle(.wheel)"#,
            failsIn: [macos(12), macos(15)], expected: "type 'PickerStyle' has no member 'wheel'",
            compilesIn: [ios(15)]),
        Control(
            id: "radioGroupOnIOS",
            body: #"Picker("Plan", selection: $plan) { Text("Basic") }.pickerStyle(.radioGroup)"#,
            failsIn: [ios(15), ios(18)], expected: "type 'PickerStyle' has no member 'radioGroup'",
            compilesIn: [macos(12)]),
        Control(
            id: "checkboxOnIOS", body: #"Toggle("I agree", isOn: $agreed).toggleStyle(.checkbox)"#,
            failsIn: [ios(15), ios(18)], expected: "type 'ToggleStyle' has no member 'checkbox'",
            compilesIn: [macos(12)]),
        Control(
            id: "navigationLinkBelowIOS16",
            body: #"Picker("Plan", selection: $plan) { Text("Basic") }.pickerStyle(.navigationLink)"#,
            failsIn: [ios(15)], expected: "type 'PickerStyle' has no member 'navigationLink'",
            compilesIn: [ios(16)]),
        Control(
            id: "navigationLinkOnMacOS",
            body: #"Picker("Plan", selection: $plan) { Text("Basic") }.pickerStyle(.navigationLink)"#,
            failsIn: [macos(13), macos(15)], expected: "type 'PickerStyle' has no member 'navigationLink'"),
        Control(
            id: "nonHashableSelection",
            body: #"Picker("Plan", selection: $notHashable) { Text("Basic") }"#,
            failsIn: [ios(18), macos(15)],
            expected: "generic struct 'Picker' requires that 'NotHashable' conform to 'Hashable'"),
        Control(
            id: "nonHashableTag", body: #"Text("Basic").tag(NotHashable())"#, failsIn: [ios(15)],
            expected: "requires that 'NotHashable' conform to 'Hashable'"),
        Control(
            id: "nonStrideableStepper", body: #"Stepper("Plan", value: $plan, in: "a"..."z")"#,
            failsIn: [ios(15), macos(12)], expected: "requires that 'String' conform to 'Strideable'"),
        Control(
            id: "integerStepperFormat", body: #"Stepper("Quantity", value: $quantity, in: 1...10, format: .number)"#,
            failsIn: [ios(18), macos(15)],
            expected: "cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Double>'"),
        Control(
            id: "forEachWithoutID", body: #"ForEach([NotIdentifiable()]) { item in Text("\(item.value)") }"#,
            failsIn: [ios(18)], expected: "requires that 'NotIdentifiable' conform to 'Identifiable'"),
        Control(
            id: "toggleBoundToString", body: #"Toggle("I agree", isOn: $plan)"#, failsIn: [ios(15)],
            expected: "cannot convert value of type 'Binding<String>' to expected argument type 'Binding<Bool>'"),
        Control(
            id: "pickerWithoutBinding", body: #"Picker("Plan", selection: plan) { Text("Basic") }"#,
            failsIn: [macos(12)], expected: "to expected type 'Binding<String>'"),
    ]

    // MARK: One batch per configuration and language mode

    enum Expectation {
        case compiles
        /// Fails with a diagnostic containing this text.
        case fails(naming: String)
    }

    static let configurations: [CompileConfiguration] = [
        ios(15), ios(16), ios(17), ios(18), macos(12), macos(13), macos(14), macos(15),
    ]

    @Test(arguments: configurations)
    func choiceAPIsExistExactlyWhereAppleShipsThem(configuration: CompileConfiguration) throws {
        let platform = configuration.platform
        var cases = [TypeCheckCase(id: "support", source: Self.support, origin: "shared types")]
        var expectations: [String: Expectation] = [:]
        for usage in Self.usages {
            cases.append(
                TypeCheckCase(id: usage.id, source: Self.view("Usage_\(usage.id)", usage.body), origin: usage.id))
            let exists = usage.floor(platform).map { $0 <= configuration.minimum } ?? false
            expectations[usage.id] = exists ? .compiles : .fails(naming: usage.missing)
        }
        for control in Self.controls {
            let fails = control.failsIn.contains(configuration)
            guard fails || control.compilesIn.contains(configuration) else { continue }
            let id = "control-" + control.id
            cases.append(TypeCheckCase(id: id, source: Self.view("Control_\(control.id)", control.body), origin: id))
            expectations[id] = fails ? .fails(naming: control.expected) : .compiles
        }
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(cases, in: configuration, swiftVersion: mode)
            #expect(failures["support"] == nil, "\(configuration) Swift \(mode): \(failures["support"] ?? [])")
            #expect(failures["<swiftc>"] == nil, "\(configuration) Swift \(mode): \(failures["<swiftc>"] ?? [])")
            for (id, expected) in expectations.sorted(by: { $0.key < $1.key }) {
                let diagnostics = (failures[id] ?? []).joined(separator: "\n")
                switch expected {
                case .fails(let expected):
                    #expect(
                        diagnostics.contains(expected),
                        "\(id) in \(configuration), Swift \(mode): expected '\(expected)', got:\n\(diagnostics)")
                case .compiles:
                    #expect(
                        diagnostics.isEmpty, "\(id) should compile in \(configuration), Swift \(mode):\n\(diagnostics)")
                }
            }
        }
    }

    /// Every control fails somewhere, every usage exists on some supported configuration, and every usage that
    /// a supported configuration lacks names what it misses: the table above cannot silently prove nothing.
    @Test func everyUsageAndControlIsExercised() {
        for usage in Self.usages {
            let checked = Self.configurations.filter { configuration in
                usage.floor(configuration.platform).map { $0 <= configuration.minimum } ?? false
            }
            #expect(!checked.isEmpty, "\(usage.id) never compiles in a checked configuration")
            let absent = Self.configurations.count - checked.count
            #expect(absent == 0 || !usage.missing.isEmpty, "\(usage.id) is absent somewhere but names no diagnostic")
        }
        for control in Self.controls {
            #expect(!control.failsIn.isEmpty)
            #expect(
                (control.failsIn + control.compilesIn).allSatisfy(Self.configurations.contains),
                "\(control.id) uses a configuration the batch does not check")
        }
    }

    /// The generator's `API` cases for choices, toggles and steppers carry the same floors as the model usage
    /// that proves them, and that usage really calls them: the availability check on generated code then
    /// agrees with what the type check accepts.
    @Test func choiceAPIsHaveTheFloorsTheModelProves() throws {
        let proof: [(API, usage: String, token: String)] = [
            (.picker, "pickers", #"Picker("Size", selection:"#),
            (.pickerStyleSegmented, "pickers", ".pickerStyle(.segmented)"),
            (.tag, "pickers", ".tag(Optional("),
            (.forEach, "pickers", "ForEach(plans, id:"),
            (.pickerStyleMenu, "menuAndInline", ".pickerStyle(.menu)"),
            (.pickerStyleInline, "menuAndInline", ".pickerStyle(.inline)"),
            (.pickerStyleWheel, "wheel", ".pickerStyle(.wheel)"),
            (.pickerStyleRadioGroup, "radioGroup", ".pickerStyle(.radioGroup)"),
            (.horizontalRadioGroupLayout, "horizontalRadioGroupLayout", ".horizontalRadioGroupLayout()"),
            (.pickerStyleNavigationLink, "navigationLink", ".pickerStyle(.navigationLink)"),
            (.toggle, "toggles", #"Toggle("I agree to the terms", isOn:"#),
            (.stepper, "steppers", #"Stepper("Quantity", value: $quantity, in:"#),
            (.stepperFormat, "stepperFormat", "format:"),
        ]
        for (api, id, token) in proof {
            let usage = try #require(Self.usages.first { $0.id == id }, "no usage \(id)")
            #expect(api.availability.ios == usage.ios, "\(api) iOS floor differs from the model's \(id)")
            #expect(api.availability.macos == usage.macos, "\(api) macOS floor differs from the model's \(id)")
            #expect(usage.body.contains(token), "\(id) does not call \(api.rawValue)")
        }
    }
}
