import Testing

@testable import A11yGenCore

/// Which names the error rules read as errors: English, and the error words of the other languages
/// whose labels `check` reads (a German sign-in's `fehlertext` went unreported in the fourth
/// real-code review). Portuguese "erro" counts only as a word of the name.
@Suite struct ErrorNamesTests {
    @Test(arguments: [
        "emailError", "errorMessage", "isInvalid", "fehlertext", "passwortFehler", "erreurEmail", "messageErreur",
        "mensajeError", "errore", "mensagemErro", "erroSenha", "erro", "ERRO_LOGIN",
    ])
    func errorNames(name: String) {
        #expect(ErrorQueries.isErrorName(name))
    }

    @Test(arguments: ["email", "ferro", "guerreiro", "message", "ferrovia", "Ferrous", "zerro"])
    func otherNames(name: String) {
        #expect(!ErrorQueries.isErrorName(name))
    }

    /// The token form (bytes of the file) agrees with the string form.
    @Test func theTokenFormAgrees() {
        let names = ["fehlertext", "mensagemErro", "ferro", "guerreiro", "email"]
        let tree = SyntaxTree.parse(SourceFile(path: "Names.swift", bytes: Array(names.joined(separator: "\n").utf8)))
        for (index, token) in tree.tokens.enumerated() where token.kind == .identifier {
            let name = tree.text(ofToken: Int32(index))
            #expect(ErrorQueries.tokenIsErrorName(tree, Int32(index)) == ErrorQueries.isErrorName(name), "\(name)")
        }
    }

    /// A check's outcome on typed text is a validity name (rw15), only as its positive last word after
    /// a name, an address or a password; the negative forms hold when there is an error, and other
    /// availability or confirmation is no check of what was typed (the diff review).
    @Test(arguments: [
        ("isUsernameAvailable", true), ("isEmailAvailable", true), ("isPasswordConfirmed", true),
        ("passwordsMatch", true), ("isEmailValid", true), ("emailError", true),
        ("isUsernameUnavailable", false), ("passwordMismatch", false), ("passwordsDoNotMatch", false),
        ("isGiftWrapAvailable", false), ("isEmailConfirmed", false), ("matchesCount", false),
        ("availableRegions", false), ("isMatchmaking", false),
    ])
    func validityNames(name: String, validity: Bool) {
        #expect(ErrorQueries.isValidityName(name) == validity, "\(name)")
    }
}
