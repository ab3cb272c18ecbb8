import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalTouchTargetSizeTests {
    let rule = GlobalTouchTargetSize()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aSmallIconButtonGivesANoteAtTheFrame() throws {
        let source = """
            Button { close() } label: {
                Image(systemName: "xmark")
                    .frame(width: 32, height: 32)
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "global.touch-target-size")
        #expect(finding.severity == .note)
        #expect((finding.line, finding.column) == (3, 9))
        #expect(finding.message.contains("32x32 pt"))
        #expect(finding.message.contains("Button's label"))
        #expect(finding.message.contains("44x44 pt target"))
        #expect(finding.fix?.contains(".frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())") == true)
    }

    @Test(arguments: [
        (#"Button(action: go) { Image(systemName: "xmark").frame(width: 24, height: 24) }"#, "24x24 pt"),
        (#"Button("Undo") { undo() }.frame(maxHeight: 30)"#, "30 pt high"),
        (#"Toggle("On", isOn: $on).frame(width: 40)"#, "40 pt wide"),
        (#"SecureField("Password", text: $password).frame(height: 36)"#, "this SecureField a 36 pt high"),
        (#"Link(destination: url) { Image(systemName: "link").frame(width: 60, height: 28) }"#, "60x28 pt"),
        (#"Image(systemName: "heart").frame(width: 36, height: 36).onTapGesture { like() }"#, ".onTapGesture"),
        (
            #"NavigationLink { Detail() } label: { Image(systemName: "info").frame(width: 43.5, height: 43.5) }"#,
            "43.5x43.5 pt"
        ),
        ("#if os(iOS)\nButton(action: go) { Image(systemName: \"x\").frame(width: 30, height: 30) }\n#endif", "30x30"),
        // A fixed width under 44 pt stays fixed whatever the height read from a property.
        (#"Button(action: go) { Image(systemName: "x").frame(width: 30, height: size) }"#, "30 pt wide"),
    ])
    func targetsUnder44AreNoted(source: String, message: String) {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(message) == true, "\(found.first?.message ?? "")")
        #expect(found.first?.severity == .note)
    }

    @Test(arguments: [
        #"Button(action: go) { Image(systemName: "x").frame(width: 44, height: 44) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 60, height: 48) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 16, height: 16) }"#,  // the floor rule's
        #"Button(action: go) { Image(systemName: "x").frame(width: 30, height: 20) }"#,  // the floor rule's
        #"Button(action: go) { Image(systemName: "x").frame(width: size, height: size) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(minWidth: 24, minHeight: 24) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30).frame(minWidth: 44, minHeight: 44) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30).padding(7) }"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30) }.padding()"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30) }.buttonStyle(.bordered)"#,
        #"Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30); Text("Close") }"#,
        #"Button("Close") { Image(systemName: "x").frame(width: 30, height: 30) }"#,  // the closure is the action
        #"Form { Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30) } }"#,
        #"List { Toggle("On", isOn: $on).frame(height: 30) }"#,
        #"Text("a").toolbar { Button(action: go) { Image(systemName: "x").frame(width: 30, height: 30) } }"#,
        #"Image(systemName: "x").frame(width: 30, height: 30).contentShape(Rectangle().inset(by: -7)).onTapGesture { go() }"#,
        #"Image(systemName: "x").onTapGesture { go() }.frame(width: 30, height: 30)"#,
        #"Circle().fill(.green).frame(width: 30, height: 30)"#,
        #"DatePicker("Date", selection: $d).frame(height: 30)"#,
        #"TextField("Name", text: $n).frame(height: 44)"#,
        #"Button(action: go) { Image(systemName: "x") }.frame(maxWidth: .infinity, minHeight: 44)"#,
        "Button(action: go) { Image(systemName: \"x\")\n#if DEBUG\n.frame(width: 30, height: 30)\n#endif\n}",
        "#if os(macOS)\nButton(action: go) { Image(systemName: \"x\").frame(width: 28, height: 28) }\n#endif",
        "import AppKit\nButton(action: go) { Image(systemName: \"x\").frame(width: 28, height: 28) }",
        "// Platforms: macOS 14.0\nButton(action: go) { Image(systemName: \"x\").frame(width: 28, height: 28) }",
        #"Text(".frame(width: 30, height: 30)")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// The floor and the target split the sizes between them: one frame never gives both.
    @Test(arguments: [8.0, 16, 23.5, 24, 30, 43.9, 44, 80])
    func theFloorAndTheTargetNeverBothReportAFrame(size: Double) {
        let source = "Button(action: go) { Image(systemName: \"x\").frame(width: \(size), height: \(size)) }"
        let floor = CheckTestSupport.findings(GlobalTouchTargetFloor(), source)
        let note = findings(source)
        #expect(floor.count + note.count == (size < 44 ? 1 : 0))
        #expect(floor.isEmpty || size < 24)
        #expect(note.isEmpty || (24..<44).contains(size))
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
