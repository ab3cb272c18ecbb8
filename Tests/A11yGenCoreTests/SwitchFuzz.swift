import Foundation

@testable import A11yGenCore

/// Random toggles and steppers for the 2,000-spec and 150-form runs (issue 13).
extension SpecFuzzer {
    /// A toggle: plain or required (consent), with or without a hint and a message.
    mutating func nextToggle(_ base: FieldSpec) -> FieldSpec {
        var spec = base
        spec.validation.required = chance(50)
        if spec.validation.required, chance(40) { spec.messages.required = text() }
        if chance(30) { spec.hint = text() }
        if chance(20) { spec.name = pick(["acceptsTerms", "value2", "fieldA", "_private"]) }
        return spec
    }

    /// A stepper: bounds of every sign, steps that fit the range, units with one or two forms.
    mutating func nextStepper(_ base: FieldSpec) -> FieldSpec {
        var spec = base
        let low = chance(50) ? nil : pick([0, 1, -10, 5])
        spec.min = low
        spec.max = (low ?? 0) + pick([1, 9, 20, 100])
        if chance(40) { spec.step = pick([1, 2, 5]) }
        if let step = spec.step, step > spec.max! - (low ?? 0) { spec.step = 1 }
        if chance(60) { spec.unit = pick(["item/items", "kg", "night/nights", "person/people", text()]) }
        if let unit = spec.unit,
            unit.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                || unit.split(separator: "/", omittingEmptySubsequences: false).count > 2
                || unit.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                })
        {
            spec.unit = "kg"
        }
        if chance(30) { spec.hint = text() }
        if chance(20) { spec.name = pick(["quantity2", "value2", "fieldA", "_private"]) }
        return spec
    }
}
