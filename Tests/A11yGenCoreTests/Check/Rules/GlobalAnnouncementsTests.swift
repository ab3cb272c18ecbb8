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
                == "the \"Sign in\" button's action sets 'errorMessage' in a catch (a failed request), and the view shows it, but VoiceOver never hears it: nothing on the path posts an announcement, moves VoiceOver focus or presents an alert, so people on the button do not learn it failed"
        )
        #expect(finding.fix?.hasPrefix("announce the message once it shows: DispatchQueue.main.asyncAfter") == true)
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
}
