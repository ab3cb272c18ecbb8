import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalNoTapOnlyCustomControlTests {
    let rule = GlobalNoTapOnlyCustomControl()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// A hand-drawn checkbox is reported at the gesture, as a switch, with the Toggle that replaces it.
    @Test func aCheckboxDrawnFromAnImageAsksForAToggle() throws {
        let source = """
            Image(systemName: remember ? "checkmark.square" : "square")
                .onTapGesture { self.remember.toggle() }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.rule == "global.no-tap-only-custom-control")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(
            finding.message
                == "an Image with .onTapGesture that turns remember on and off is a switch drawn by hand: VoiceOver neither calls it a switch nor says whether it is on, and Switch Control and Full Keyboard Access cannot reach it"
        )
        #expect(
            finding.fix
                == "make it a Toggle(\"<what it turns on>\", isOn: $remember) with a ToggleStyle that draws this look (a custom ToggleStyle keeps the Toggle, card 004; the title names it, and the style may leave it undrawn), and drop the tap gesture"
        )
        // Words the view already shows leave the Toggle's title to them.
        let worded = try #require(findings(#"Text("Remember me").onTapGesture { remember.toggle() }"#).first)
        #expect(worded.fix?.hasPrefix("make it a Toggle(isOn: $remember) with a ToggleStyle") == true)
    }

    /// An eye that shows and hides a password is a button named for what the next tap does, by the
    /// flag's meaning: a Toggle "Show password" over `isSecureField` would say "on" while the password
    /// is masked (rw22 #8). An xmark that dismisses is "Close", one that empties a field "Clear" (rw22 #11).
    @Test func aPasswordsEyeAndAClosingXmarkAreNamedForWhatTheyDo() throws {
        let masked = try #require(
            findings(#"Image(systemName: isSecureField ? "eye.slash" : "eye").onTapGesture { isSecureField.toggle() }"#)
                .first)
        #expect(
            masked.fix?.contains(#".accessibilityLabel(isSecureField ? "Show password" : "Hide password")"#) == true)
        #expect(masked.message.contains("shows and hides the password"))
        let shown = try #require(
            findings(#"Image(systemName: "eye").onTapGesture { isRevealed.toggle() }"#).first)
        #expect(shown.fix?.contains(#".accessibilityLabel(isRevealed ? "Hide password" : "Show password")"#) == true)
        // A flag whose name says neither is left to the general fix.
        #expect(GlobalNoTapOnlyCustomControl.revealLabel("flag") == nil)
        let close = try #require(findings(#"Image(systemName: "xmark").onTapGesture { dismiss() }"#).first)
        #expect(close.fix?.contains(#".accessibilityLabel("Close")"#) == true, "\(close.fix ?? "")")
        let clear = try #require(findings(#"Image(systemName: "xmark.circle.fill").onTapGesture { query = "" }"#).first)
        #expect(clear.fix?.contains(#".accessibilityLabel("Clear")"#) == true)
    }

    /// Any other action asks for a Button; the article follows the view's name.
    @Test(arguments: [
        (#"Text("Forgot password?").onTapGesture { showReset = true }"#, "a Text with .onTapGesture is a control"),
        (#"Label("Help", systemImage: "questionmark").onTapGesture(perform: openHelp)"#, "a Label with"),
        (#"HStack { Image(systemName: "star"); Text("Rate") }.onTapGesture { rate() }"#, "an HStack with"),
        (#"Capsule().onTapGesture { withAnimation { on = !on } }"#, "a Capsule with .onTapGesture that turns on on"),
    ])
    func otherActionsAskForAButton(source: String, message: String) throws {
        let finding = try #require(findings(source).first)
        #expect(finding.message.hasPrefix(message), "\(finding.message)")
    }

    /// The flip is read only when the action does nothing else.
    @Test func onlyAWholeFlipIsAToggle() {
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ isOn.toggle() }") == "isOn")
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ self.isOn = !isOn }") == "isOn")
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ withAnimation { agreed.toggle() } }") == "agreed")
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ count += 1; isOn.toggle() }") == nil)
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ isOn = !other }") == nil)
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ model.items[0].done.toggle() }") == nil)
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ todo.isDone.toggle() }") == "todo.isDone")
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ self.todo.isDone = !todo.isDone }") == "todo.isDone")
        #expect(GlobalNoTapOnlyCustomControl.flippedFlag("{ compute().done.toggle() }") == nil)
    }

    /// A model's flag is a Toggle over its path; a flag that presents or expands something is a
    /// button's action (a switch would give it the wrong role and a value that means nothing).
    @Test func aPresentingFlagIsAButtonAndAModelsFlagAToggle() throws {
        let todo = try #require(findings(#"Image(systemName: "circle").onTapGesture { todo.isDone.toggle() }"#).first)
        #expect(
            todo.fix?.hasPrefix("make it a Toggle(\"<what it turns on>\", isOn: $todo.isDone)") == true,
            "\(todo.fix ?? "")")
        let sheet = """
            Image(systemName: "info.circle")
                .onTapGesture { details.toggle() }
                .sheet(isPresented: $details) { Text("Details") }
            """
        #expect(try #require(findings(sheet).first).fix?.hasPrefix("make it a Button") == true)
        let expand = try #require(findings(#"Text("More").onTapGesture { isExpanded.toggle() }"#).first)
        #expect(expand.fix?.hasPrefix("make it a Button") == true)
    }

    /// A button made of an icon with no words would still have no name: the fix asks for words.
    @Test func aWordlessIconsFixAsksForWords() throws {
        for source in [
            #"Label("", systemImage: "xmark.circle.fill").onTapGesture { relay = "" }"#,
            #"Image(systemName: "xmark.circle.fill").onTapGesture { relay = "" }"#,
        ] {
            let fix = try #require(findings(source).first?.fix)
            #expect(fix.contains("an icon alone names nothing, so give the Button words too"), "\(fix)")
            #expect(fix.contains(#".accessibilityLabel("Clear")"#), "\(fix)")
        }
        // The example words fit the symbol: an eye beside a password shows it (rw21); an unknown
        // symbol gets a placeholder, not another control's words.
        let eye = #"Image(systemName: showPassword ? "eye" : "eye.slash").onTapGesture { reveal() }"#
        #expect(try #require(findings(eye).first?.fix).contains(#".accessibilityLabel("Show password")"#))
        let star = #"Image(systemName: "star.fill").onTapGesture { rate() }"#
        #expect(try #require(findings(star).first?.fix).contains(#".accessibilityLabel("<what it does>")"#))
        for source in [
            #"Label("Clear", systemImage: "xmark.circle.fill").onTapGesture { relay = "" }"#,
            #"Image(systemName: "xmark").accessibilityLabel("Clear").onTapGesture { relay = "" }"#,
        ] {
            let fix = try #require(findings(source).first?.fix)
            #expect(!fix.contains("names nothing"), "\(fix)")
        }
    }

    /// A declared contract, focus and keyboard taps, taps on content, screens, colors and views of
    /// other files, and a gesture inside a Button's label.
    @Test(arguments: [
        #"Image(systemName: "x").onTapGesture { dismiss() }.accessibilityAddTraits(.isButton)"#,
        #"Image(systemName: "x").accessibilityAction { dismiss() }.onTapGesture { dismiss() }"#,
        #"Image(systemName: "x").accessibilityHidden(true).onTapGesture { dismiss() }"#,
        #"Image(photo).onTapGesture(count: 2) { zoom() }"#,
        #"VStack { Text("A") }.onTapGesture { hideKeyboard() }"#,
        #"VStack { Text("A") }.onTapGesture { UIApplication.shared.endEditing() }"#,
        #"HStack { Text("Name"); TextField("Name", text: $name) }.onTapGesture { editing = true }"#,
        #"VStack { Text("A"); Text("B"); Text("C"); Text("D"); Text("E") }.onTapGesture { close() }"#,
        #"Color.black.opacity(0.3).onTapGesture { isPresented = false }"#,
        #"CardView(card).onTapGesture { select(card) }"#,
        #"Button(action: {}) { Image(systemName: "x").onTapGesture { close() } }"#,
        #"NavigationLink(value: item) { Image(systemName: "x").onTapGesture { pick() } }"#,
        #"Menu { Text("A") } label: { Image(systemName: "ellipsis").onTapGesture { open() } }"#,
        #"Rectangle().fill(.black.opacity(0.4)).ignoresSafeArea().onTapGesture { showMenu = false }"#,
        #"Text("Row").onTapGesture {}.onLongPressGesture { edit() }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// rw16 review (FloatingLabelTextFieldStyle): a stack whose field a helper of the view builds was
    /// told to become a Button around the field, which would fold the field into the button. A helper
    /// that draws only is still read as drawing.
    @Test func aStackWhoseHelperBuildsAFieldIsNoDrawnControl() {
        let field = """
            struct Floating: View {
                var body: some View {
                    VStack { textInput() }.onTapGesture { isHighlighted = true }
                }
                private func textInput() -> some View {
                    VStack { Text(title); TextField("", text: $text) }
                }
            }
            """
        #expect(findings(field).isEmpty, "\(findings(field))")
        let qualified = field.replacingOccurrences(of: "VStack { textInput() }", with: "VStack { self.textInput() }")
        #expect(findings(qualified).isEmpty, "\(findings(qualified))")
        // A helper in an extension of the view is the view's too (rev45).
        let extended = field.replacingOccurrences(
            of: "    private func textInput() -> some View {",
            with: "}\nprivate extension Floating {\n    func textInput() -> some View {")
        #expect(findings(extended).isEmpty, "\(findings(extended))")
        let drawing = field.replacingOccurrences(
            of: #"TextField("", text: $text)"#, with: #"Image(systemName: "star")"#)
        #expect(findings(drawing).count == 1)
    }
}
