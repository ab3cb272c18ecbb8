/// Labels in other languages than English for the data people most often type into a form, read as
/// whole labels ("Teléfono", "電話番号", "验证码"), never as words inside a longer one. `check` reads
/// titles and visible labels with them (`DataType.resolveLabel`), so a Chinese "名稱" over `$username`
/// is the disagreement an English "Name" over it is, and a "验证码" field is a one-time code; the
/// generator's warning that a label names another type than the spec's reads them too.
///
/// Only labels that name one kind of data in the apps they are written for are here: a word that
/// also means something else in forms ("Adresse" is a server's as often as a street's, "Nom" a
/// family name beside "Prénom") is left out, as a wrong content type fills the wrong data. The
/// words that mean a bare "Name" are `bareNameLabels`, which `check` weighs as it weighs "Name"; the
/// ones for a thing's name or title are `thingNameLabels`.
extension DataType {
    /// The type a whole label in another language names, or nil. An instruction around it is read
    /// past, as "Enter your email" is: "名前を入力してください", "请输入用户名", "이메일을 입력하세요".
    static func resolveOtherLanguage(_ label: String) -> DataType? {
        let key = withoutInstruction(label.trimmed().lowercased())
        // Every key is short; longer labels stop here without a lookup.
        guard !key.isEmpty, key.utf8.count <= 40 else { return nil }
        if bareNameLabels.contains(key) { return .name }
        return otherLanguageLabels[key]
    }

    /// A label without the words of an instruction around it, in Japanese, Chinese and Korean.
    static func withoutInstruction(_ label: String) -> String {
        // The words are Chinese, Japanese and Korean: an ASCII label holds none of them (issue 14:
        // testing each on every label of a form was 1.4% of its time).
        if label.utf8.allSatisfy({ $0 < 0x80 }) { return label.trimmed() }
        var text = Substring(label)
        for prefix in ["请输入", "請輸入", "请填写", "請填寫"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        for suffix in [
            "を入力してください", "を入力して下さい", "を入力", "을 입력하세요", "를 입력하세요", "을 입력해 주세요", "를 입력해 주세요",
            "을 입력해주세요", "를 입력해주세요",
        ] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
        }
        return String(text).trimmed()
    }

    /// Whole labels that name a thing's name or title, never a person's: "名称" is a product's or a
    /// company's name. No content type fits, and a one-word binding (`$username`) does not outrank
    /// them when they stand beside an untitled field.
    static func namesAThingOnly(_ label: String) -> Bool {
        thingNameLabels.contains(label.trimmed().lowercased())
    }

    static let thingNameLabels: Set<String> = ["名称", "名稱", "标题", "標題", "タイトル", "제목"]

    /// Whether a whole label is another language's bare "Name" ("Nombre", "名前", "이름"): open to
    /// a thing's name as the English word is.
    static func isBareName(_ label: String) -> Bool {
        bareNameLabels.contains(label.trimmed().lowercased())
    }

    /// "Name" in Dutch, Spanish, Italian, Portuguese, Japanese, Chinese and Korean. French "Nom" is
    /// left out: beside "Prénom" it is the family name; so is Chinese "名称", a thing's name.
    static let bareNameLabels: Set<String> = [
        "naam", "nombre", "nome", "名前", "名字", "이름",
    ]

    /// Lowercased whole labels, by language.
    static let otherLanguageLabels: [String: DataType] = {
        let byType: [(DataType, [String])] = [
            (
                .email,
                [
                    "e-mail-adresse", "emailadresse", "adresse e-mail", "adresse email", "adresse électronique",
                    "courriel", "correo", "correo electrónico", "correo electronico", "indirizzo email",
                    "indirizzo e-mail", "endereço de e-mail", "endereço de email", "e-mailadres",
                    "メールアドレス", "メール", "eメール", "電子メール", "邮箱", "电子邮箱", "电子邮件", "邮箱地址",
                    "電子郵件", "電郵", "郵箱", "電子信箱", "이메일", "이메일 주소",
                ]
            ),
            (
                .password,
                [
                    "passwort", "kennwort", "mot de passe", "contraseña", "contrasena", "senha", "wachtwoord",
                    "パスワード", "密码", "密碼", "비밀번호",
                ]
            ),
            (
                .newPassword,
                [
                    "neues passwort", "nouveau mot de passe", "nueva contraseña", "nuova password", "nova senha",
                    "nieuw wachtwoord", "新しいパスワード", "新密码", "新密碼", "새 비밀번호",
                ]
            ),
            (
                .phone,
                [
                    "telefon", "telefonnummer", "handynummer", "mobilnummer", "téléphone", "numéro de téléphone",
                    "teléfono", "telefono", "número de teléfono", "numero di telefono", "cellulare", "celular",
                    "telefone", "número de telefone", "telefoonnummer", "電話番号", "携帯電話番号", "电话",
                    "电话号码", "手机号", "手机号码", "電話", "電話號碼", "手機", "手機號碼", "전화번호", "휴대폰 번호",
                    "휴대전화 번호",
                ]
            ),
            (
                .username,
                [
                    "benutzername", "nom d'utilisateur", "nombre de usuario", "nome utente", "nome de usuário",
                    "gebruikersnaam", "ユーザー名", "ユーザ名", "用户名", "用戶名", "使用者名稱", "아이디", "사용자 이름",
                ]
            ),
            (.name, ["vollständiger name", "nom complet", "nombre completo", "nome completo", "氏名", "お名前", "姓名"]),
            (.givenName, ["vorname", "prénom", "voornaam"]),
            (
                .familyName,
                ["nachname", "nom de famille", "apellido", "apellidos", "cognome", "sobrenome", "achternaam"]
            ),
            (
                .postalCode,
                [
                    "postleitzahl", "plz", "code postal", "código postal", "codigo postal", "codice postale",
                    "cep", "郵便番号", "邮编", "邮政编码", "郵遞區號", "郵政編碼", "우편번호",
                ]
            ),
            // A street's name and number: "Rue" beside "Ville" and "Code postal" (rw17).
            (.addressLine1, ["rue", "straße", "strasse", "straße und hausnummer", "calle", "straat"]),
            (.city, ["stadt", "ville", "ciudad", "città", "cidade", "woonplaats", "市区町村", "城市", "도시"]),
            (.countryName, ["pays", "país", "国家", "國家", "국가"]),
            (.organization, ["unternehmen", "entreprise", "société", "empresa", "azienda", "bedrijf", "会社名"]),
            (
                .oneTimeCode,
                [
                    "bestätigungscode", "code de vérification", "código de verificación", "codice di verifica",
                    "código de verificação", "verificatiecode", "確認コード", "認証コード", "验证码", "短信验证码",
                    "驗證碼", "인증번호", "인증 코드",
                ]
            ),
        ]
        var table: [String: DataType] = [:]
        for (type, labels) in byType {
            for label in labels { table[label] = type }
        }
        return table
    }()
}
