// NewsletterForm is generated from NewsletterForm.a11y.json by A11yGenBuildPlugin at build time,
// inside #if canImport(SwiftUI), so this target also builds on Linux (without the view).

#if canImport(SwiftUI)
    import SwiftUI

    /// The generated view is internal to this target; an app reaches it through here.
    @MainActor public func newsletterForm() -> some View {
        NewsletterForm()
    }
#endif
