/// Where Return, and the iOS keyboard toolbar's Next, go from each text field of a form.
///
/// The chain runs through each run of fields that take typed input, in screen order. A run that
/// other controls follow (a picker, a toggle, a stepper, a date) ends in Done, which hides the
/// keyboard and uncovers them: Return and Next never jump past a control people have not seen, so
/// focus goes top to bottom (card 001, `textfield-ref.tab-order`) and a form is not sent with a
/// value nobody chose (a date of birth left at its first value). The last run submits when nothing
/// follows it.
struct ReturnChain {
    /// The fields that take typed input, each run a list of identifiers, in screen order.
    let runs: [[String]]
    /// The links, (from, to), in screen order: what the toolbar's `nextField` switches over.
    let links: [(from: String, to: String)]
    /// The ends of runs that other controls follow: their Return hides the keyboard.
    let hidesKeyboard: Set<String>

    init(_ plans: [FieldPlan]) {
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
        self.runs = runs
        self.links = runs.flatMap { run in zip(run, run.dropFirst()).map { (from: $0, to: $1) } }
        self.hidesKeyboard = hidesKeyboard
    }

    /// Each field's successor in its run, by identifier: nil at a run's end.
    var next: [String: String] {
        Dictionary(links.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether some run ends before other controls.
    var stopsBeforeControls: Bool { !hidesKeyboard.isEmpty }

    /// The chain as the `return-chain` decision writes it on iOS: each run, then where its Return
    /// goes ("fullName -> email -> hide the keyboard; zipCode -> submit").
    var summary: String {
        runs.map { run in
            run.joined(separator: " -> ")
                + (hidesKeyboard.contains(run[run.count - 1]) ? " -> hide the keyboard" : " -> submit")
        }.joined(separator: "; ")
    }
}
