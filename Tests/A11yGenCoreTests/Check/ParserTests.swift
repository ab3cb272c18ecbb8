import Foundation
import Testing

@testable import A11yGenCore

/// The view tree: calls, trailing closures, modifier chains across lines and `#if` blocks, `if`
/// and `switch` in builders, declarations, and the platform condition of every node.
@Suite struct ParserTests {
    static func tree(_ source: String) -> SyntaxTree {
        SyntaxTree.parse(SourceFile(path: "test.swift", bytes: Array(source.utf8)))
    }

    static func outline(_ source: String) -> String { tree(source).outline() }

    /// A list finds each of its nodes where it is (by first token, in log time), a node that is not
    /// in it nowhere, and nodes that share a first token apart.
    @Test func aListFindsItsNodes() {
        let tree = Self.tree(
            "VStack {\n    Text(\"a\")\n    if on { Toggle(\"b\", isOn: $b) } else { Text(\"c\") }\n    TextField(\"d\", text: $d)\n}\n"
        )
        let stack = tree.roots[0]
        let closure = stack.trailingClosures[0].closure
        let children = closure.children
        #expect(children.count == 3)
        for (index, child) in children.enumerated() { #expect(children.position(of: child) == index) }
        #expect(children.position(of: stack) == nil)
        #expect(tree.roots.position(of: stack) == 0)
    }

    @Test func trailingClosuresAndMultipleTrailingClosures() {
        let source = """
            TextField(text: $name, prompt: Text("Jane")) {
                Text("Name")
            }
            LabeledContent {
                TextField("", text: $x)
            } label: {
                Text("Full name")
            }
            Button { save() } label: { Label("Save", systemImage: "tray") }
            """
        #expect(
            Self.outline(source) == """
                call TextField(text: $name, prompt: Text("Jane"))
                    call Text("Jane")
                  trailing:
                    call Text("Name")
                call LabeledContent
                  trailing:
                    call TextField("", text: $x)
                  label:
                    call Text("Full name")
                call Button
                  trailing:
                    call save()
                  label:
                    call Label("Save", systemImage: "tray")

                """)
        let tree = Self.tree(source)
        let labeled = tree.roots[1]
        #expect(labeled.trailingClosures.map(\.label) == [nil, "label"])
        #expect(labeled.trailingClosure("label")?.children.first?.arguments.first?.stringValue == "Full name")
        let field = tree.roots[0]
        #expect(field.argument("prompt")?.value?.literalText == "Jane")
        #expect(field.argument(nil) == nil, "no unlabeled title")
    }

    @Test func modifierChainsAcrossLinesCommentsAndIfBlocks() {
        let source = """
            TextField("Guests", value: $guests, format: .number)
                .textFieldStyle(.roundedBorder)  // boundary
                /* keyboard */
                #if os(iOS)
                    .keyboardType(.numberPad)
                #elseif os(macOS)
                    .frame(width: 80)
                #else
                    .padding()
                #endif
                .accessibilityLabel(error.map { "Guests, \\($0)" } ?? "Guests")
            Text("after")
            """
        #expect(
            Self.outline(source) == """
                call TextField("Guests", value: $guests, format: .number)
                  .textFieldStyle(.roundedBorder)
                  .keyboardType(.numberPad)  #if os(iOS)
                  .frame(width: 80)  #if !os(iOS) && os(macOS)
                  .padding()  #if !os(iOS) && !os(macOS)
                  .accessibilityLabel(error.map { "Guests, \\($0)" } ?? "Guests")
                call Text("after")

                """)
        let field = Self.tree(source).roots[0]
        #expect(field.modifiers.count == 5)
        #expect(field.modifiers[4].modifiedNode == field)
        #expect(field.modifiers[1].condition.holds(on: .ios) == true)
        #expect(field.modifiers[1].condition.holds(on: .macos) == false)
        #expect(field.modifiers[3].condition.holds(on: .ios) == false)
    }

    @Test func nestedIfBlocksInAChain() {
        let source = """
            Text("a")
                #if canImport(UIKit)
                    #if DEBUG
                        .border(.red)
                    #endif
                    .textCase(nil)
                #endif
                .bold()
            """
        #expect(
            Self.outline(source) == """
                call Text("a")
                  .border(.red)  #if canImport(UIKit) && DEBUG
                  .textCase(nil)  #if canImport(UIKit)
                  .bold()

                """)
    }

    @Test func statementLevelIfBlocksAndPlatformConditions() {
        let source = """
            #if os(iOS) || targetEnvironment(macCatalyst)
            Text("phone")
            #elseif !os(macOS)
            Text("other")
            #else
            Text("mac")
            #endif
            #if canImport(UIKit) && !DEBUG
            Text("release")
            #endif
            #if swift(>=5.9)
            Text("new")
            #endif
            Text("always")
            """
        #expect(
            Self.outline(source) == """
                call Text("phone")  #if os(iOS) || targetEnvironment(macCatalyst)
                call Text("other")  #if !(os(iOS) || targetEnvironment(macCatalyst)) && !os(macOS)
                call Text("mac")  #if !(os(iOS) || targetEnvironment(macCatalyst)) && os(macOS)
                call Text("release")  #if canImport(UIKit) && !DEBUG
                call Text("new")  #if swift(>=5.9)
                call Text("always")

                """)
        let roots = Self.tree(source).roots
        #expect(roots[2].condition.holds(on: .macos) == true)
        #expect(roots[2].condition.holds(on: .ios) == false)
        #expect(roots[3].condition.holds(on: .ios) == nil, "DEBUG is unknown")
        #expect(roots[3].condition.holds(on: .macos) == false)
        #expect(roots[4].condition.holds(on: .ios) == true, "a version gate current toolchains pass")
    }

    @Test func switchAndIfInResultBuilders() {
        let source = """
            switch mode {
            case .a, .b(let x) where x > 0:
                Text("A")
            #if os(macOS)
            case .c:
                Text("C")
            #endif
            @unknown default:
                EmptyView()
            }
            ForEach(items, id: \\.self) { item in
                if let item { Text(item) } else if flag { Spacer() } else { Divider() }
            }
            """
        #expect(
            Self.outline(source) == """
                switch
                  block case
                    call Text("A")
                  block case  #if os(macOS)
                    call Text("C")  #if os(macOS)
                  block default
                    call EmptyView()
                call ForEach(items, id: \\.self)
                  trailing:
                    if
                      block if
                        call Text(item)
                      block if
                        call Spacer()
                      block else
                        call Divider()

                """)
    }

    @Test func declarationsAttributesAndMacros() {
        let source = """
            import SwiftUI

            @MainActor
            struct LoginView: View {
                @State private var email = ""
                @AccessibilityFocusState private var focused: Bool
                private enum Field: Hashable { case email, password }

                var body: some View {
                    Form { content }
                        .navigationTitle("Log in")
                }

                @ViewBuilder private var content: some View {
                    TextField("Email", text: $email)
                }

                func submit() async throws -> Bool {
                    return true
                }
            }

            #Preview("Login") { LoginView() }
            """
        #expect(
            Self.outline(source) == """
                decl LoginView
                  decl email
                    string ""
                  decl focused
                  decl Field
                  decl body
                    call Form
                      trailing:
                        ref content
                      .navigationTitle("Log in")
                  decl content
                    call TextField("Email", text: $email)
                  decl submit
                    ref true
                call #Preview("Login")
                  trailing:
                    call LoginView()

                """)
    }

    @Test func qualifiedAndImplicitMembers() {
        let tree = Self.tree(#"Text("x").font(Font.system(size: 12)).foregroundStyle(.secondary).font(.system(.body))"#)
        let text = tree.roots[0]
        let fonts = text.modifiers(named: "font")
        #expect(fonts.count == 2)
        let explicit = fonts[0].arguments.first?.value
        #expect(explicit?.kind == .reference && explicit?.isNamed("Font") == true)
        #expect(explicit?.member("system", of: "Font")?.argument("size")?.numberValue == 12)
        let implicit = fonts[1].arguments.first?.value
        #expect(implicit?.isImplicitMember == true)
        #expect(implicit?.member("system", of: "Font")?.argument("size") == nil)
        #expect(Self.tree("SwiftUI.Text(\"q\")").roots[0].isView("Text"))
        #expect(Self.tree("Foo.Text(\"q\")").roots[0].isView("Text") == false)
    }

    @Test func positionsPointAtTheCode() {
        let tree = Self.tree("VStack {\n    Text(\"a\")\n        .bold()\n}")
        let text = tree.roots[0].trailingClosure(nil)!.children[0]
        #expect(text.location == SourcePosition(line: 2, column: 5))
        #expect(text.modifiers[0].location == SourcePosition(line: 3, column: 9))
        #expect(text.parent?.kind == .closure)
        #expect(text.parent?.parent == tree.roots[0])
    }

    @Test func conditionsThatAreNotPlatformsStayUnknown() {
        for text in ["DEBUG", "FEATURE_X && os(iOS)", "os(iOS) ||", "hasFeature(StrictConcurrency)"] {
            let tree = Self.tree("#if \(text)\nText(\"x\")\n#endif")
            #expect(tree.roots[0].condition.holds(on: .ios) != true, "\(text)")
        }
        // Compiled in every build a project makes today: version gates current toolchains pass, and a
        // module the file is built with (a whole file under `#if canImport(SomeKit)` is still checked).
        for text in ["swift(>=6.0)", "compiler(>=5)", "swift( >= 5.9 )", "canImport(SpeziQuestionnaire)"] {
            let tree = Self.tree("#if \(text)\nText(\"x\")\n#endif")
            for platform in Platform.allCases {
                #expect(tree.roots[0].condition.holds(on: platform) == true, "\(text)")
            }
        }
        for text in ["swift(<5.9)", "!canImport(SpeziQuestionnaire)"] {
            #expect(
                Self.tree("#if \(text)\nText(\"x\")\n#endif").roots[0].condition.holds(on: .ios) == false, "\(text)")
        }
        #expect(Self.tree("#if false\nText(\"x\")\n#endif").roots[0].condition.holds(on: .ios) == false)
        #expect(Self.tree("#if false && os(iOS)\nText(\"x\")\n#endif").roots[0].condition.isSwitchedOff)
        #expect(Self.tree("#if false\n#else\nText(\"x\")\n#endif").roots[0].condition.isSwitchedOff == false)
        #expect(Self.tree("#if os(watchOS)\nText(\"x\")\n#endif").roots[0].condition.holds(on: .ios) == false)
        #expect(Self.tree("#if canImport(AppKit)\nText(\"x\")\n#endif").roots[0].condition.holds(on: .macos) == true)
    }

    /// The deepest parse needs more stack than a macOS secondary thread has (512 KB) in a debug
    /// build; the engine checks files on threads of its own, so a caller on a small stack is fine.
    @Test func theEngineParsesOnThreadsWithRoomForTheDeepestParse() async {
        let source =
            String(repeating: "VStack { Button(action: { f(x: [g(y: { h(.a(b: (c))) })]) }) { ", count: 200)
            + String(repeating: "} }", count: 200)
        let results = await withCheckedContinuation { (continuation: CheckedContinuation<[CheckFileResult], Never>) in
            let thread = Thread {
                continuation.resume(returning: CheckEngine().check(paths: ["a", "b", "c"]) { _ in Array(source.utf8) })
            }
            thread.stackSize = 128 << 10
            thread.start()
        }
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0.problem == nil })
    }

    @Test func deepNestingIsSkippedNotRecursed() {
        let depth = 50_000
        for source in [
            String(repeating: "(", count: depth), String(repeating: "{", count: depth),
            String(repeating: "f(", count: depth) + String(repeating: ")", count: depth),
            String(repeating: "[{(", count: depth), String(repeating: "@", count: depth),
            String(repeating: "#if A\n", count: depth), String(repeating: ".a", count: depth),
            "#if A\n" + String(repeating: "#elseif B\n", count: depth), String(repeating: "!", count: depth),
            "#if " + String(repeating: "!(", count: depth), String(repeating: "\"\\(", count: depth),
            String(repeating: "/*", count: depth), String(repeating: "#\"", count: depth),
        ] {
            // On the engine's own threads: a test thread's stack may be too small for a debug build.
            Parallel.forEach(1) { _ in _ = Self.tree(source).outline() }
        }
    }
}
