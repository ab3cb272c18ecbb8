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
}
