/// One string the generated code looks up at run time, as a String Catalog needs it: the key the
/// compiler extracts from the call (`"%@, %@"` for `"\(name), \(error)"`), the translator's comment,
/// and, for a count, the source language's plural forms.
public struct LocalizedString: Codable, Hashable, Sendable {
    /// The lookup key, exactly as Xcode extracts it from `String(localized:)` or `Text(_:tableName:)`.
    public var key: String
    /// Where a person sees or hears the string, for translators.
    public var comment: String
    /// The source language's forms when the key holds one count (`%lld`); nil otherwise.
    public var plural: PluralForms?

    public init(key: String, comment: String, plural: PluralForms? = nil) {
        self.key = key
        self.comment = comment
        self.plural = plural
    }
}

/// The source language's forms of a string with one count in it (`%lld night`, `%lld nights`).
public struct PluralForms: Codable, Hashable, Sendable {
    public var one: String
    public var other: String

    public init(one: String, other: String) {
        self.one = one
        self.other = other
    }
}

/// Where generated code looks its strings up: the String Catalog table and the bundle.
public struct LocalizationOptions: Codable, Hashable, Sendable {
    /// The bundle holding the table: the app's main bundle, or a package target's `Bundle.module`.
    public enum BundleChoice: String, Codable, Hashable, Sendable, CaseIterable {
        case main, module
    }

    /// The table (`.xcstrings` file name without extension); nil is the default `Localizable`.
    public var table: String?
    public var bundle: BundleChoice

    public init(table: String? = nil, bundle: BundleChoice = .main) {
        self.table = table
        self.bundle = bundle
    }

    /// The table's file name: `Localizable` unless a table is named.
    public var tableName: String { table ?? "Localizable" }
}
