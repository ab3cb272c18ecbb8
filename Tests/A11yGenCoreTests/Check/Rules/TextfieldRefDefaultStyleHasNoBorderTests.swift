import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextfieldRefDefaultStyleHasNoBorderTests {
    let rule = TextfieldRefDefaultStyleHasNoBorder()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aBorderlessFieldOnAScreenIsReportedAtTheField() throws {
        let source = """
            struct LoginView: View {
                var body: some View {
                    NavigationStack {
                        TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "textfield-ref.default-style-has-no-border")
        #expect((finding.line, finding.column) == (4, 13))
        #expect(
            finding.message
                == "this TextField uses the default style, which draws no border outside a Form or List: the field can look invisible (no 3:1 boundary)"
        )
        #expect(finding.fix?.hasPrefix("add .textFieldStyle(.roundedBorder) (.bordered from iOS 27)") == true)
        #expect(finding.note?.contains("set on this view by its caller in another file") == true)
    }

    /// A body of several views, one a List, is laid out as a stack would be: a screen (rw19 #14).
    /// A body of several views without a List, and one whose view a Form places, stay unknown.
    @Test func aFieldBesideAListInABodyOfSeveralViewsIsOnAScreen() throws {
        let beside = """
            struct RootView: View {
                var body: some View {
                    HStack {
                        TextField("New item", text: $text)
                        Button("Add") { items.append(text) }
                    }
                    List(items, id: \\.self) { item in Text(item) }
                }
            }
            """
        let found = findings(beside)
        #expect(found.map(\.line) == [4], "\(found)")
        let direct = """
            struct RootView: View {
                var body: some View {
                    TextField("New item", text: $text)
                    List(items, id: \\.self) { item in Text(item) }
                }
            }
            """
        #expect(findings(direct).map(\.line) == [3])
        let noList = """
            struct Row: View {
                var body: some View {
                    TextField("New item", text: $text)
                    Text("Hint")
                }
            }
            """
        #expect(findings(noList).isEmpty)
        let placed =
            beside + """

                struct Host: View {
                    var body: some View { Form { RootView() } }
                }
                """
        #expect(findings(placed).isEmpty)
    }

    /// A borderless style the field sets itself is named as written, and no caller's style can
    /// reach the field, so the finding has no other-file note.
    @Test(arguments: [
        (".textFieldStyle(.plain)", "uses the .plain style,"),
        (".textFieldStyle(PlainTextFieldStyle())", "uses PlainTextFieldStyle(),"),
        (".textFieldStyle(.automatic)", "uses the .automatic style,"),
    ])
    func aStyleSetOnTheFieldIsNamedWithoutTheCallerNote(modifier: String, says: String) throws {
        let finding = try #require(
            findings(
                "struct Search: View {\n    var body: some View {\n        ScrollView {\n            TextField(\"Recipe\", text: $query)\n                \(modifier)\n        }\n    }\n}"
            ).first)
        #expect(finding.message.contains(says), "\(finding.message)")
        #expect(finding.fix?.hasPrefix("use .textFieldStyle(.roundedBorder)") == true)
        #expect(finding.note == nil)
        #expect(!finding.dependsOnOtherFiles)
    }

    /// A borderless style set on a container in this file is the field's (the nearest wins).
    @Test func aStyleSetOnAContainerIsNamedWithoutTheCallerNote() throws {
        let source =
            "struct Search: View {\n    var body: some View {\n        ScrollView {\n            VStack {\n                TextField(\"Recipe\", text: $query)\n            }\n            .textFieldStyle(.plain)\n        }\n    }\n}"
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("uses the .plain style,"), "\(finding.message)")
        #expect(finding.note == nil)
    }

    @Test(arguments: [
        """
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) {
                VStack { SecureField("Password", text: $p).textFieldStyle(.plain) }.padding()
            }
        """,
        """
        struct S: View {
            var body: some View {
                ScrollView { VStack { TextField("City", text: $c).textFieldStyle(DefaultTextFieldStyle()) } }
            }
        }
        """,
        """
        struct S: View {
            var body: some View {
                VStack {
                    if shows { TextField("Code", text: $c) }
                }
                .navigationTitle("Checkout")
            }
        }
        """,
        """
        NavigationView {
            #if canImport(UIKit)
                TextField("Name", text: $n)
            #endif
        }
        """,
    ])
    func borderlessFieldsOnScreensAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test func aStyleForMacOSOnlyIsReportedForIOS() throws {
        let source = """
            NavigationStack {
                TextField("City", text: $c)
                    #if os(macOS)
                        .textFieldStyle(.roundedBorder)
                    #endif
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("default style on iOS"))
    }

    @Test(arguments: [
        #"NavigationStack { Form { TextField("Name", text: $n) } }"#,
        #"NavigationStack { List { TextField("Name", text: $n) } }"#,
        #"NavigationStack { VStack { Section { TextField("Name", text: $n) } } }"#,
        #"NavigationStack { TextField("Name", text: $n).textFieldStyle(.roundedBorder) }"#,
        #"NavigationStack { TextField("Name", text: $n).textFieldStyle(.bordered) }"#,
        #"NavigationStack { TextField("Name", text: $n).padding(8).border(Color.secondary) }"#,
        #"NavigationStack { TextField("Name", text: $n).brandFieldStyle() }"#,
        #"NavigationStack { VStack { TextField("Name", text: $n) }.textFieldStyle(.roundedBorder) }"#,
        #"NavigationStack { HStack { TextField("Q", text: $q) }.overlay(Capsule().stroke(.secondary)) }"#,
        #"NavigationStack { Card { TextField("Q", text: $q) } }"#,
        #"TextField("Top level", text: $t)"#,
        #"VStack { TextField("Caller unknown", text: $t) }.padding()"#,
        """
        struct NameField: View {
            var body: some View { VStack { TextField("Name", text: $name) } }
        }
        """,
        """
        struct S: View {
            var body: some View { NavigationStack { field } }
            var field: some View { TextField("Name", text: $name) }
        }
        """,
        #"NavigationStack { Button("R") {}.alert("R", isPresented: $r) { TextField("Name", text: $n) } }"#,
        #"NavigationStack { Text("").toolbar { TextField("Name", text: $n) } }"#,
        """
        #if os(macOS)
            NavigationStack { TextField("Name", text: $n) }
        #endif
        """,
        """
        NavigationStack {
            TextField("Name", text: $n)
                #if DEBUG
                    .textFieldStyle(.roundedBorder)
                #endif
        }
        """,
        """
        struct RowEditor: View {
            var body: some View { ScrollView { TextField("Title", text: $t) } }
        }
        struct Screen: View {
            var body: some View { List { RowEditor() } }
        }
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
