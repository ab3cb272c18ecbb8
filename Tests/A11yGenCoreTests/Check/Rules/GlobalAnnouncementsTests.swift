import Foundation
import Testing

@testable import A11yGenCore

/// A failure shown in answer to an action, never spoken (a sign-in's `catch`, the fourth real-code
/// review's German and Russian-era login views).
@Suite struct GlobalAnnouncementsTests {
    let rule = GlobalAnnouncements()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    static func view(action: String, functions: String = "", extra: String = "") -> String {
        """
        struct SignInView: View {
            @State private var password = ""
            @State private var errorMessage: String?
            var body: some View {
                Form {
                    SecureField("Password", text: $password)
                    Button("Sign in") {
                        \(action)
                    }
                    if let errorMessage { Text(errorMessage) }
                }
                \(extra)
            }
            \(functions)
        }
        """
    }

    @Test func aFailureSetInACatchIsReportedAtTheAssignment() throws {
        let source = Self.view(
            action: "Task { await signIn() }",
            functions: """
                private func signIn() async {
                    do { try await api.signIn(password) } catch { errorMessage = error.localizedDescription }
                }
                """)
        let finding = try #require(findings(source).first)
        #expect(finding.rule == "global.announcements")
        #expect(finding.line == 15)
        #expect(
            finding.message
                == "the \"Sign in\" button's action sets 'errorMessage' in a catch (a failed request), and the view shows it as text, but VoiceOver never hears it: nothing after it posts an announcement, moves VoiceOver focus or presents an alert, so people on the button do not learn it failed"
        )
        #expect(finding.fix?.hasPrefix("announce the message once it shows: DispatchQueue.main.asyncAfter") == true)
    }

    /// The fix names the announcement API that compiles where the file does (the generator's own
    /// statement): AccessibilityNotification from iOS 17 and macOS 14, the older APIs below them.
    @Test(arguments: [
        ("// Platforms: iOS 17.0\n", "{ AccessibilityNotification.Announcement(<message>).post() }"),
        ("// Platforms: iOS 17.0, macOS 14.0\n", "{ AccessibilityNotification.Announcement(<message>).post() }"),
        ("// Platforms: iOS 15.0\n", "{ UIAccessibility.post(notification: .announcement, argument: <message>) }"),
        (
            "// Platforms: macOS 13.0\n",
            "{ NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested, userInfo: [.announcement: <message>]) }"
        ),
        (
            "",
            "{ UIAccessibility.post(notification: .announcement, argument: <message>) on iOS and NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested, userInfo: [.announcement: <message>]) on the Mac, in #if canImport(UIKit) }"
        ),
        ("import UIKit\n", "{ UIAccessibility.post(notification: .announcement, argument: <message>) }"),
    ])
    func theFixNamesTheAPIOfTheFilesMinimumOS(header: String, statement: String) throws {
        let source =
            header
            + Self.view(action: "Task { if await !api.signIn(password) { errorMessage = \"Wrong password.\" } }")
        let finding = try #require(findings(source).first)
        let fix = finding.fix ?? ""
        #expect(fix.contains(".now() + 0.1) " + statement + ", or present it in an .alert"), "\(fix)")
    }

    /// The caught error's words set on a model the view owns, or over two lines (the review).
    @Test(arguments: [
        "model.message = error.localizedDescription",
        "message = String(\n    localized: \"Login failed: \\(error.localizedDescription)\")",
    ])
    func caughtErrorWordsOnAModelOrOverTwoLinesAreSeen(assignment: String) {
        let source = """
            struct LoginView: View {
                @StateObject private var model = LoginModel()
                @State private var message = ""
                var body: some View {
                    Form {
                        Button("Log in") { Task { await logIn() } }
                        Text(message)
                        Text(model.message)
                    }
                }
                private func logIn() async {
                    do { try await api.logIn() } catch {
                        \(assignment)
                    }
                }
            }
            """
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test func theServersAnswerAfterAnAwaitIsReported() {
        let source = Self.view(
            action: "Task { if await !api.signIn(password) { errorMessage = \"Wrong password.\" } }")
        #expect(findings(source).map(\.line) == [8])
    }

    @Test(arguments: [
        // Validation before any request: text-field.error-focus's.
        "if password.isEmpty { errorMessage = \"Enter your password.\"; return }",
        // A reset after the request.
        "Task { await api.signIn(password); errorMessage = nil }",
        // Announced on the path.
        "Task { do { try await api.signIn(password) } catch { errorMessage = error.localizedDescription; DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { AccessibilityNotification.Announcement(error.localizedDescription).post() } } }",
        // UIKit's announcement.
        "Task { do { try await api.signIn(password) } catch { errorMessage = \"Failed\"; UIAccessibility.post(notification: .announcement, argument: \"Failed\") } }",
    ])
    func shapesToLeaveAlone(action: String) {
        #expect(findings(Self.view(action: action)).isEmpty, "\(findings(Self.view(action: action)))")
    }

    @Test func anAlertOrAnAnnouncementOnChangeSpeaksIt() {
        let action =
            "Task { do { try await api.signIn(password) } catch { errorMessage = error.localizedDescription } }"
        let alert =
            ".alert(\"Sign-in failed\", isPresented: .constant(errorMessage != nil)) { Button(\"OK\") {} } message: { Text(errorMessage ?? \"\") }"
        #expect(findings(Self.view(action: action, extra: alert)).isEmpty)
        let onChange =
            ".onChange(of: errorMessage) { _, message in DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { AccessibilityNotification.Announcement(message ?? \"\").post() } }"
        #expect(findings(Self.view(action: action, extra: onChange)).isEmpty)
        // Without either, it is reported.
        #expect(findings(Self.view(action: action)).count == 1)
    }

    /// A load's failure in `.task` is no answer to an action: passive, left alone.
    @Test func aLoadsFailureIsLeftAlone() {
        let source = Self.view(
            action: "submit()",
            extra: ".task { do { try await api.load() } catch { errorMessage = error.localizedDescription } }")
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// The review of this rule: one predicate with text-field.error-focus, so one line gets one of the
    /// two; only what handles the failure after it is set excuses it; presentations and watchers
    /// that announce are seen.
    @Test func anAnswerInAnAsyncFunctionIsThisRulesAloneAndAnEarlierTaskIsNoRequest() {
        let async = Self.view(
            action: "Task { await signIn() }",
            functions: """
                private func signIn() async {
                    let ok = await api.signIn(password)
                    if !ok { errorMessage = "Wrong password." }
                }
                """)
        let both = CheckTestSupport.findings(TextFieldErrorFocus(), async) + findings(async)
        #expect(both.map(\.rule) == ["global.announcements"], "\(both)")
        // A fire-and-forget Task before a synchronous check: the check is no request's answer.
        let early = Self.view(
            action: "Task { await drafts.flush() }; if password.isEmpty { errorMessage = \"Enter a password.\" }")
        #expect(findings(early).isEmpty)
    }

    @Test func whatHandlesAnotherProblemDoesNotExcuseTheFailure() {
        // The success's announcement, in the other branch.
        let success = Self.view(
            action:
                "Task { do { try await api.signIn(password); AccessibilityNotification.Announcement(\"Signed in\").post() } catch { errorMessage = error.localizedDescription } }"
        )
        #expect(findings(success).count == 1)
    }

    @Test func presentationsAndWatchersAreSeen() {
        let action =
            "Task { do { try await api.signIn(password) } catch { errorMessage = error.localizedDescription } }"
        // A sheet of the error, a modifier of the project's own given its binding.
        for extra in [".sheet(item: $errorMessage) { Text($0) }", ".errorAlert(error: $errorMessage)"] {
            #expect(findings(Self.view(action: action, extra: extra)).isEmpty, "\(extra)")
        }
        // A watcher that calls a function of the view that announces.
        let watcher = Self.view(
            action: action,
            functions:
                "private func say(_ m: String) { UIAccessibility.post(notification: .announcement, argument: m) }",
            extra: ".onReceive(Just(errorMessage)) { m in if let m { say(m) } }")
        #expect(findings(watcher).isEmpty)
    }

    /// A root by its name alone, run from `.task`: a load, passive.
    @Test func aSubmitNamedFunctionRunFromTaskIsLeftAlone() {
        let source = Self.view(
            action: "",
            functions: """
                private func signInWithSavedToken() async {
                    do { try await api.resume() } catch { errorMessage = error.localizedDescription }
                }
                """,
            extra: ".task { await signInWithSavedToken() }")
        #expect(findings(source).isEmpty, "\(findings(source))")
    }
}
