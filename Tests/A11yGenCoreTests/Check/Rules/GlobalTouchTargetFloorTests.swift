import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalTouchTargetFloorTests {
    let rule = GlobalTouchTargetFloor()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// A switch drawn by hand: the knob is an overlay sized by the frame before it, so the hit area's
    /// frame goes after the overlay, or it would grow the knob (the tenth real-world review).
    @Test func theHitAreaGoesAfterWhatDrawsTheControl() throws {
        let source = """
            Capsule()
                .frame(width: 36, height: 18)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle().padding(2).foregroundStyle(.white)
                }
                .onTapGesture { isOn.toggle() }
            """
        let fix = try #require(findings(source).first?.fix)
        #expect(
            fix.contains(
                ".contentShape(Rectangle()) after .overlay, right before .onTapGesture, not right after this frame (there it would size what .overlay draws)"
            ), "\(fix)")
        let plain = try #require(
            findings("Image(systemName: \"xmark\")\n    .frame(width: 16, height: 16)\n    .onTapGesture { close() }")
                .first?.fix)
        #expect(plain.contains(".contentShape(Rectangle()) after this frame"), "\(plain)")
    }

    @Test func aTinyIconButtonIsReportedAtTheFrame() throws {
        let source = """
            Button { close() } label: {
                Image(systemName: "xmark")
                    .frame(width: 16, height: 16)
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "global.touch-target-floor")
        #expect((finding.line, finding.column) == (3, 9))
        #expect(finding.message.contains("16x16 pt"))
        #expect(finding.message.contains("Button's label"))
        #expect(finding.fix?.contains(".frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())") == true)
    }

    @Test(arguments: [
        (#"Button(action: go) { Image(systemName: "xmark").frame(width: 20, height: 20) }"#, "20x20 pt"),
        (#"Button("Undo") { undo() }.frame(maxHeight: 20)"#, "20 pt high"),
        (#"Toggle("On", isOn: $on).frame(width: 12)"#, "12 pt wide"),
        (#"Link(destination: url) { Image(systemName: "link").frame(width: 30, height: 18) }"#, "30x18 pt"),
        (#"Image(systemName: "heart").frame(width: 18, height: 18).onTapGesture { like() }"#, ".onTapGesture"),
        (
            #"NavigationLink { Detail() } label: { Image(systemName: "info").frame(width: 14, height: 14) }"#,
            "NavigationLink's label"
        ),
        (#"TextField("Name", text: $n).frame(height: 20)"#, "this TextField a 20 pt high"),
        (#"SecureField("PIN", text: $pin).frame(width: 120, height: 10)"#, "this SecureField a 120x10 pt"),
        // A plain shape fills the frame before it: the hit area stays 16 pt (found by a review).
        (
            #"Button(action: dismiss) { Image(systemName: "xmark").frame(width: 16, height: 16).contentShape(Rectangle()) }"#,
            "16x16 pt"
        ),
        (#"Image(systemName: "x").frame(width: 20, height: 20).contentShape(.rect).onTapGesture { go() }"#, "20x20 pt"),
        (
            #"Image(systemName: "x").frame(width: 20, height: 20).contentShape(.interaction, Circle()).onTapGesture { go() }"#,
            "20x20 pt"
        ),
    ])
    func smallTargetsAreReported(source: String, message: String) {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(message) == true, "\(found.first?.message ?? "")")
    }

    /// A field is tapped to edit it, and grows with its text: its fix is a minimum size in place of
    /// the fixed one, not a larger area around a glyph.
    @Test func aFieldsFixIsAMinimumSize() throws {
        let finding = try #require(findings(#"TextField("Month", text: $month).frame(width: 120, height: 10)"#).first)
        // Only the dimension under the floor changes; the width that passes, and any other argument, stay.
        #expect(
            finding.fix?.hasPrefix(
                "give the field a minimum instead of a fixed size: in this .frame, write minHeight: 44 in place of height: 10"
            )
                == true, "\(finding.fix ?? "")")
        let wide = try #require(findings(#"TextField("A", text: $a).frame(maxWidth: .infinity, maxHeight: 20)"#).first)
        #expect(wide.fix?.contains("minHeight: 44 in place of maxHeight: 20") == true, "\(wide.fix ?? "")")
        // Hidden from VoiceOver is still seen and tapped.
        #expect(!findings(#"TextField("A", text: $a).frame(height: 20).accessibilityHidden(true)"#).isEmpty)
        #expect(finding.fix?.contains("contentShape") == false)
        // A one-time-code field kept invisible under boxes of digits is no hit area anyone aims at.
        #expect(findings(#"TextField("", text: $code).frame(width: 1, height: 1).opacity(0.01)"#).isEmpty)
    }

    @Test(arguments: [
        #"Button(action: go) { Image(systemName: "x").frame(width: 24, height: 24) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: size, height: size) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(minWidth: 16, minHeight: 16) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16).frame(minWidth: 44, minHeight: 44) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16).padding(14) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16) }.padding()"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16) }.buttonStyle(.bordered)"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16); Text("Close") }"#,
        #"Button("Close") { Image(systemName: "x").frame(width: 16, height: 16) }"#,  // the closure is the action
        #"Form { Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16) } }"#,
        #"Text("a").toolbar { Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16) } }"#,
        #"Image(systemName: "x").frame(width: 16, height: 16).contentShape(Rectangle().inset(by: -14)).onTapGesture { go() }"#,
        #"Image(systemName: "x").onTapGesture { go() }.frame(width: 16, height: 16)"#,
        #"Circle().fill(.green).frame(width: 8, height: 8)"#,
        #"DatePicker("Date", selection: $d).frame(height: 20)"#,
        #"TextField("Name", text: $n).frame(minHeight: 20)"#,
        "Button(action: go) { Image(systemName: \"x\")\n#if DEBUG\n.frame(width: 16, height: 16)\n#endif\n}",
        #"Text(".frame(width: 16, height: 16)")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
