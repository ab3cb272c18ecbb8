/// Where Return, and the iOS keyboard toolbar's Next, go from each text field of a form.
///
/// The chain runs through each run of fields that take typed input, in screen order. A run that
/// other controls follow (a picker, a toggle, a stepper, a date) ends in Done, which hides the
/// keyboard and uncovers them: Return and Next never jump past a control people have not seen, so
/// focus goes top to bottom (card 001, `textfield-ref.tab-order`) and a form is not sent with a
/// value nobody chose (a date of birth left at its first value). The last run submits when nothing
/// follows it, with its Return key named for what the submit does (`.join` for a sign-up, `.send`,
/// `.search`, else `.go`): never "Done", which the keyboard toolbar's button uses for hiding the
/// keyboard, so one name never does two things (WCAG 3.2.4). A form whose submit spends money
/// ("Pay now", "Place order") is not sent by Return at all: its last Return hides the keyboard, and
/// only the button, which says what it does, pays (WCAG 3.3.4).
struct ReturnChain {
    /// The fields that take typed input, each run a list of identifiers, in screen order.
    let runs: [[String]]
    /// The links, (from, to), in screen order: what the toolbar's `nextField` switches over.
    let links: [(from: String, to: String)]
    /// The ends of runs that other controls follow, and the form's last typed field when the submit
    /// spends money: their Return hides the keyboard.
    let hidesKeyboard: Set<String>
    /// The Return key of the field that submits (the last run's end), as Swift: `.go`, `.join`, ….
    let submitKey: String
    /// Whether Return on the last run's end submits (not when the submit spends money).
    let returnSubmits: Bool
    /// Whether some run ends before other controls.
    let stopsBeforeControls: Bool
    /// Whether the last typed field is the one whose Return would submit (nothing follows it, and its
    /// Return does not type a line break), whether or not it does.
    let returnEndsAtSubmit: Bool
    /// The fields whose Return types a line break (they wrap): the keyboard toolbar's Next, not
    /// Return, moves on from them (axr21 #7).
    let lineBreaks: Set<String>
    /// Whether the field whose Return would submit has a keyboard without Return on iPhone (a
    /// number pad): there only the iPad's keyboard shows it, and the toolbar's Done hides the keyboard.
    let submitterLacksReturn: Bool

    init(_ plans: [FieldPlan], submitLabel: String) {
        var runs: [[String]] = []
        var hidesKeyboard: Set<String> = []
        var run: [String] = []
        for plan in plans {
            if plan.takesTypedInput {
                run.append(plan.identifier)
            } else if let last = run.last {
                hidesKeyboard.insert(last)
                runs.append(run)
                run = []
            }
        }
        if !run.isEmpty { runs.append(run) }
        self.stopsBeforeControls = !hidesKeyboard.isEmpty
        let key = Self.submitKey(for: submitLabel, types: plans.map(\.spec.type))
        // The field whose Return submits: the last run's end, when no control follows it and its Return
        // does not type a line break (a vertical field writes no Return action).
        let lastEnd = runs.last?.last
        let submitter = lastEnd.flatMap { end in
            hidesKeyboard.contains(end)
                || plans.first(where: { $0.identifier == end })?.returnInsertsLineBreak == true ? nil : end
        }
        if key == nil, let submitter { hidesKeyboard.insert(submitter) }
        self.submitKey = key?.swift ?? SubmitLabelKind.done.swift
        self.returnSubmits = key != nil && submitter != nil
        self.returnEndsAtSubmit = submitter != nil
        self.lineBreaks = Set(plans.filter(\.returnInsertsLineBreak).map(\.identifier))
        self.submitterLacksReturn =
            submitter.flatMap { end in plans.first { $0.identifier == end } }?.keyboardLacksReturn ?? false
        self.runs = runs
        self.links = runs.flatMap { run in zip(run, run.dropFirst()).map { (from: $0, to: $1) } }
        self.hidesKeyboard = hidesKeyboard
    }

    /// A payment card's fields: a form with one spends money, in any language.
    ///
    /// A list, not a `Set`: a set of an enum of a11y-gen's own costs every form a scan of the
    /// binary's conformances for its `Hashable` at first use (issue 14).
    static let paymentTypes: [DataType] = [
        .creditCardNumber, .creditCardSecurityCode, .creditCardExpiration, .creditCardExpirationMonth,
        .creditCardExpirationYear,
    ]

    /// The Return key that submits a form whose button says `label` and whose fields hold `types`, or
    /// nil when Return should not submit it: the form spends money. A payment card's field says so in
    /// any language (an amount alone does not: a tip calculator spends nothing); else the button's
    /// words do ("Pay now", "Submit payment", "Place order", "Send money", "Donate"), by their stems.
    /// Any other label gets `.go`.
    static func submitKey(for label: String, types: [DataType]) -> SubmitLabelKind? {
        if types.contains(where: paymentTypes.contains) { return nil }
        let words = label.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let phrase = " " + words.joined(separator: " ") + " "
        // An ASCII phrase (nearly every button's) is searched in bytes: the generic `contains` of
        // one String in another took 0.6M instructions for these few words, a tenth of a one-field
        // form's own work (issue 14). Elsewhere Characters are compared, as `==` does.
        let ascii = phrase.utf8.allSatisfy { $0 < 0x80 }
        func says(_ any: [String]) -> Bool {
            any.contains { word in
                let needle = " \(word) "
                guard ascii else { return phrase.contains(needle) }
                var text = phrase
                var pattern = needle
                return text.withUTF8 { bytes in pattern.withUTF8 { bytes.contains(bytes: $0) } }
            }
        }
        let stems = ["pay", "purchas", "donat", "checkout", "bezahl", "kauf", "pagar", "payer", "acheter"]
        if words.contains(where: { word in stems.contains { word.hasPrefix($0) } })
            || says([
                "buy", "check out", "money", "transfer", "place order", "submit order", "order now", "confirm order",
                "complete order", "add tip", "send tip",
            ])
        {
            return nil
        }
        if says(["sign up", "signup", "create account", "create an account", "create my account", "register", "join"]) {
            return .join
        }
        if says(["send", "submit", "subscribe", "post", "share", "apply", "contact", "message", "reply", "request"]) {
            return .send
        }
        if says(["search", "find"]) { return .search }
        return .go
    }

    /// Each field's successor in its run, by identifier: nil at a run's end.
    var next: [String: String] {
        Dictionary(links.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    }

    /// The submitting key as its word reads on the keyboard: "Go" for `.go`, "Join" for `.join`.
    var submitKeyWord: String {
        let word = submitKey.dropFirst()
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// What the return-chain decision says of the last field's Return.
    var submitReason: String {
        guard returnEndsAtSubmit else { return "" }
        return returnSubmits
            ? "; the last field's Return submits, labelled \(submitKey) for what the submit does, never .done, which the keyboard toolbar's button uses to hide the keyboard (one name, one action)"
            : "; the submit spends money, so the last field's Return only hides the keyboard (.done, as the toolbar's Done does) and the button alone, which says what it does, sends it (WCAG 3.3.4)"
    }

    /// The chain as the `return-chain` decision writes it on iOS: each run, then where its Return
    /// goes ("fullName -> email -> hide the keyboard; zipCode -> submit").
    var summary: String {
        runs.map { run in
            run.map { lineBreaks.contains($0) && $0 != run.last ? $0 + " (Return types a line break; Next)" : $0 }
                .joined(separator: " -> ")
                + (hidesKeyboard.contains(run[run.count - 1])
                    ? " -> hide the keyboard"
                    : returnEndsAtSubmit ? " -> submit (\(submitKey))" : " (Return types a line break)")
        }.joined(separator: "; ")
    }
}
