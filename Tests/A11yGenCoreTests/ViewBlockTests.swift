import Foundation
import Testing

@testable import A11yGenCore

/// Before iOS 17 / macOS 14 a ViewBuilder block takes at most ten views; `ViewBlock` groups the rest.
@Suite struct ViewBlockTests {
    static func views(_ count: Int) -> [String] { (0..<count).map { "Text(\"\($0)\")\n    .font(.body)" } }
    static let old = Deployment(platforms: [.ios], minimums: [.ios: OSVersion(16)])

    @Test func tenViewsWithTheirNeighboursStayAsTheyAre() {
        #expect(ViewBlock.children(Self.views(7), besides: 3, deployment: Self.old) == Self.views(7))
        #expect(ViewBlock.children(Self.views(10), deployment: Self.old) == Self.views(10))
    }

    @Test func eightFieldsBesideThreeViewsAreGroupedInRunsOfTen() throws {
        let grouped = ViewBlock.children(Self.views(8), besides: 3, deployment: Self.old)
        #expect(grouped.count == 1)
        let group = try #require(grouped.first)
        #expect(group.hasPrefix("Group {\n    Text(\"0\")\n        .font(.body)\n"))
        #expect(group.hasSuffix("    Text(\"7\")\n        .font(.body)\n}"))
        let many = ViewBlock.children(Self.views(25), besides: 1, deployment: Self.old)
        #expect(many.count == 3 && many.allSatisfy { $0.hasPrefix("Group {") })
    }

    @Test func aDeploymentWithAnyOlderMinimumIsGrouped() {
        let mixed = Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(17), .macos: OSVersion(13)])
        #expect(ViewBlock.children(Self.views(11), deployment: mixed).count == 2)
        let modern = Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(17), .macos: OSVersion(14)])
        #expect(ViewBlock.children(Self.views(30), besides: 3, deployment: modern) == Self.views(30))
    }

    @Test func theSubmitTemplatesViewsAreCountedFromItsCode() {
        let code = """
            Button(action: submit) {
                Text("Submit")
            }
            .buttonStyle(.borderedProminent)
            #if os(macOS)
            .keyboardShortcut(.defaultAction)
            #endif
            if let status {
                Label(status, systemImage: "checkmark.circle.fill")
            }
            // A note.
            if submitFailed, problemCount > 0 {
                Text(problemSummary)
            }
            """
        #expect(ViewBlock.topLevelViews(in: code) == 3)
    }

    /// A picker of ten options and its "Select…" row: eleven rows in one block at iOS 16.
    @Test func aPickerOfTenOptionsAndItsPromptIsGrouped() throws {
        var spec = TestSupport.spec(.choice, "Size") { $0.deployment = Self.old }
        spec.options = (0..<10).map { ChoiceOption(value: "v\($0)", label: "Option \($0)", image: nil) }
        let view = try Generator.field(spec, input: "test").view
        #expect(view.contains("Group {"))
        spec.deployment = Deployment(platforms: [.ios])
        #expect(try !Generator.field(spec, input: "test").view.contains("Group {"))
    }
}
