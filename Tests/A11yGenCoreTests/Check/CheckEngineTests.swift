import Foundation
import Testing

@testable import A11yGenCore

/// The engine: rule registry conventions, suppressions, fingerprints, and our own output.
@Suite struct CheckEngineTests {
    func check(_ source: String, rules: [any CheckRule] = CheckEngine.allRules) -> CheckFileResult {
        CheckEngine(rules: rules).check(path: "View.swift", bytes: Array(source.utf8))
    }

    /// A rule's type name, id, file name and test file name agree.
    @Test func everyRuleIsNamedAfterItsIDInItsOwnFileWithItsOwnTests() throws {
        var ids = Set<RuleID>()
        for rule in CheckEngine.allRules {
            let type = String(describing: type(of: rule))
            #expect(type == CheckReport.pascalCase(rule.id.rawValue), "\(type) checks \(rule.id.rawValue)")
            #expect(ids.insert(rule.id).inserted, "two rules check \(rule.id.rawValue)")
            let source = TestSupport.root.appendingPathComponent("Sources/A11yGenCore/Check/Rules/\(type).swift")
            let tests = TestSupport.root.appendingPathComponent("Tests/A11yGenCoreTests/Check/Rules/\(type)Tests.swift")
            let sourceText = try #require(TestSupport.read(source), "missing \(source.path)")
            #expect(sourceText.contains("public struct \(type): CheckRule"))
            let testText = try #require(TestSupport.read(tests), "missing \(tests.path)")
            #expect(testText.contains("struct \(type)Tests"))
            #expect(testText.contains("shapesToLeaveAlone"), "\(type)Tests needs fixtures it must leave alone")
            #expect(!RuleCatalog.rule(rule.id).text.isEmpty)
        }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: TestSupport.root.appendingPathComponent("Sources/A11yGenCore/Check/Rules").path)
        #expect(files.sorted() == CheckEngine.allRules.map { String(describing: type(of: $0)) + ".swift" }.sorted())
    }

    /// The ids in the first column of the README table that follows `heading`.
    static func readmeTable(after heading: String) throws -> [String] {
        let readme = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("README.md")))
        let start = try #require(readme.range(of: heading), "README has no '\(heading)'")
        var rows: [Substring] = []
        for line in readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if line.hasPrefix("|") {
                rows.append(line)
            } else if !rows.isEmpty {
                break
            }
        }
        return rows.dropFirst(2).flatMap { row in
            let cell = row.split(separator: "|", omittingEmptySubsequences: false)[1]
            return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    /// The README's table of the rules checked stays honest.
    @Test func theReadmeListsExactlyTheRulesChecked() throws {
        let listed = try Self.readmeTable(after: "**The rules checked**")
        #expect(listed.sorted() == CheckEngine.allRules.map(\.id.rawValue).sorted())
    }

    /// Every Must Have and Dont of the cards `check` covers is either checked or listed as not
    /// decidable from the source, with the reason; never both.
    @Test func everyCardRuleIsCheckedOrExplained() throws {
        let checked = Set(CheckEngine.allRules.map(\.id.rawValue))
        let explained = try Self.readmeTable(after: "**Card rules not decided from the source**")
        #expect(Set(explained).count == explained.count, "an id is explained twice")
        for id in explained {
            #expect(RuleID(rawValue: id) != nil, "README explains '\(id)', which is not a catalog id")
            #expect(!checked.contains(id), "\(id) is checked, yet listed as not decidable")
        }
        let cards: Set<RuleSource> = [.textFieldCard, .textFieldReference, .datePickerCard, .foundations]
        for rule in RuleCatalog.all where cards.contains(rule.source) && (rule.kind == .must || rule.kind == .dont) {
            #expect(
                checked.contains(rule.id.rawValue) || explained.contains(rule.id.rawValue),
                "\(rule.id.rawValue) is neither checked nor explained in the README")
        }
    }

    /// Generated code goes through the same rules and gives nothing.
    @Test func generatedExamplesAndGoldensHaveNoFinding() throws {
        let files = CheckTestSupport.generatedSwiftFiles()
        #expect(files.count > 60)
        for file in files {
            let result = CheckEngine().check(path: file.path, bytes: Array(try Array(contentsOf: file)))
            #expect(result.problem == nil)
            #expect(result.findings.isEmpty, "\(result.findings.map { $0.formatted() })")
        }
    }

    static let fixture = """
        VStack {
            Text("a").font(.system(size: 12))
            // a11y-gen:disable:next global.no-fixed-font-size
            Text("b").font(.system(size: 12))
            // a11y-gen:disable:next text-field.no-control-type-in-label -- the other rule
            Text("c").font(.system(size: 12))
            /* a11y-gen:disable:next global.no-fixed-font-size, text-field.no-control-type-in-label */
            // a11y-gen:disable:next date-picker.no-label-on-graphical-wheel

            TextField("Email text field", text: $e).keyboardType(.emailAddress).textContentType(.emailAddress).font(.system(size: 12))
            Text("d").font(.system(size: 12))  // a11y-gen:disable:next global.no-fixed-font-size
            Text("e").font(.system(size: 12))
        }
        """

    @Test func disableNextSilencesTheNextLineOfCodeOnly() {
        let result = check(Self.fixture)
        let unused = RuleID.checkUnusedSuppression.rawValue
        #expect(result.findings.filter { $0.rule != unused }.map(\.line) == [2, 6, 11])
        #expect(result.suppressed == 4)
        // The comments on lines 5 and 8 silence nothing: their rules find nothing on the line below.
        #expect(result.findings.filter { $0.rule == unused }.map(\.line) == [5, 8])
    }

    /// A suppression that silences nothing (the problem was fixed, or the code moved) is reported, so
    /// it cannot go on to hide the next real finding there. Each id of a comment is judged on its
    /// own; rules that did not run, and code under `#if false`, are not judged.
    @Test func suppressionsThatSilenceNothingAreReported() throws {
        let source = """
            // a11y-gen:disable:next global.no-fixed-font-size -- fixed since
            Text("a").font(.body)
            // a11y-gen:disable:next global.no-fixed-font-size, text-field.no-control-type-in-label
            Text("b").font(.system(size: 12))
            // a11y-gen:disable global.no-raw-colors
            #if false
            // a11y-gen:disable:next global.no-fixed-font-size
            Text("c").font(.system(size: 12))
            #endif
            """
        let unusedID = RuleID.checkUnusedSuppression.rawValue
        let result = check(source)
        #expect(result.findings.map(\.rule) == Array(repeating: unusedID, count: 3))
        #expect(result.findings.map(\.line) == [1, 3, 5])
        #expect(result.suppressed == 1)
        let messages = result.findings.map(\.message)
        #expect(
            messages[0]
                == "'a11y-gen:disable:next global.no-fixed-font-size' silences nothing: global.no-fixed-font-size finds nothing on the line of code below it"
        )
        #expect(messages[1].hasPrefix("'a11y-gen:disable:next text-field.no-control-type-in-label' silences nothing"))
        #expect(messages[2].hasSuffix("global.no-raw-colors finds nothing from here to the end of the file"))
        // At the id: the second comment's report points at its second id.
        #expect(result.findings[0].column == 26)
        #expect(result.findings[1].column == 53)
        // An id that is also part of the directive's words is found where it stands.
        let short = check("// a11y-gen:disable:next x, global.no-raw\nText(\"a\")").findings
        #expect(short.map(\.column) == [26, 29], "\(short)")
        #expect(try #require(result.findings[0].fix).hasPrefix("Remove the id from the comment"))

        // Only the rules that ran are judged.
        let fontOnly = check(source, rules: CheckEngine.allRules.filter { $0.id == .noFixedFontSize })
        #expect(fontOnly.findings.map(\.line) == [1])
        var quiet = CheckEngine()
        quiet.reportsUnusedSuppressions = false
        #expect(quiet.check(path: "x", bytes: Array(source.utf8)).findings.isEmpty)
        // The report can itself be silenced, like any finding.
        let silenced = check("// a11y-gen:disable check.unused-suppression\n" + source)
        #expect(silenced.findings.isEmpty)
        #expect(silenced.suppressed == 4)
        // Where a call is never closed, the rules skipped its contents: nothing is judged there.
        #expect(check("// a11y-gen:disable:next global.no-fixed-font-size\nText(\"a\").font(").findings.isEmpty)
        // A catalog rule check never reports silences nothing anywhere, whichever rules ran.
        let never = "// a11y-gen:disable:next text-field.visible-boundary\nTextField(\"Email\", text: $email)"
        for rules in [CheckEngine.allRules, CheckEngine.allRules.filter { $0.id == .noFixedFontSize }] {
            let found = check(never, rules: rules).findings.filter { $0.rule == unusedID }
            #expect(found.map(\.line) == [1])
            #expect(found.first?.message.contains("check never reports text-field.visible-boundary") == true)
        }
        #expect(!CheckEngine.reportableRuleIDs.contains(RuleID.visibleBoundary.rawValue))
        #expect(
            CheckEngine.reportableRuleIDs.contains(unusedID)
                && CheckEngine.reportableRuleIDs.contains(CheckEngine.unknownRuleID))
    }

    /// Above a view, `disable:next` also covers the lines of the modifiers chained to it, where the
    /// findings are reported; not the content of a container that starts on the next line.
    @Test func disableNextCoversTheModifiersOfTheViewBelow() {
        let source = """
            // a11y-gen:disable:next global.no-fixed-font-size -- brand wordmark
            Text("Acme")
                .bold()
                .font(
                    .system(size: 40))
            Text("Other").font(.system(size: 12))
            // a11y-gen:disable:next global.no-fixed-font-size
            VStack {
                Text("Inside").font(.system(size: 12))
            }
            .padding()
            // a11y-gen:disable:next global.no-fixed-font-size
            Text("Title").font(.system(size: 30))
                .sheet(isPresented: $shown) {
                    Text("Sheet").font(.system(size: 12))
                }
            """
        let result = check(source)
        let found = result.findings.filter { $0.rule != RuleID.checkUnusedSuppression.rawValue }
        #expect(found.map(\.line) == [6, 9, 15], "\(result.findings.map { $0.formatted() })")
        #expect(result.suppressed == 2)
        // The comment above the VStack silences nothing: its only finding is inside, not chained to it.
        #expect(result.findings.filter { $0.rule == RuleID.checkUnusedSuppression.rawValue }.map(\.line) == [7])
    }

    /// Code skipped unchecked is named, never a silent "no findings": a block nested deeper than
    /// the parser reads (a finding 50 containers down was dropped), a `/*` or `"""` never closed.
    /// Preview code runs only in Xcode's canvas: a `#Preview` (with or without a title) and a
    /// `PreviewProvider` are not checked; the same code in a view people see is.
    @Test func previewCodeIsNotChecked() {
        let shown = """
            struct EmailRow: View {
                @Binding var email: String
                var body: some View {
                    TextField("Password", text: $email)
                        .background(Color.black)
                }
            }
            """
        #expect(Set(check(shown).findings.map(\.rule)) == ["global.no-raw-colors", "text-field.no-unset-input-traits"])
        let previews = """
            struct EmailRow_Previews: PreviewProvider {
                static var previews: some View {
                    TextField("Password", text: .constant(""))
                        .background(Color.black)
                }
            }

            #Preview("On a dark backdrop") {
                TextField("Password", text: .constant(""))
                    .background(Color.black)
            }

            #Preview {
                VStack { TextField("Password", text: .constant("")) }
                    .background(Color.black)
            }

            """
        #expect(check(previews).findings.isEmpty, "\(check(previews).findings.map(\.message))")
        // Code after a preview is checked again.
        let after = check(previews + shown).findings
        #expect(after.count == 2)
        #expect(after.map(\.line).sorted() == [20, 21])
    }

    @Test func codeLeftUncheckedIsNamed() throws {
        let deep =
            "struct V: View {\n    var body: some View {\n"
            + String(repeating: "VStack { ", count: 50) + #"Text("x").font(.system(size: 9))"#
            + String(repeating: " }", count: 50) + "\n    }\n}\n"
        let nested = try #require(check(deep).unclosed)
        #expect(nested.line == 3)
        #expect(nested.reason.hasPrefix("the code here is nested deeper than a11y-gen reads"))
        let comment = try #require(check("Text(\"a\")\n/* Text(\"b\").font(.system(size: 9))\n").unclosed)
        #expect((comment.line, comment.column) == (2, 1))
        #expect(comment.reason.hasPrefix("a /* comment is never closed"))
        let string = try #require(check("let s = \"\"\"\nText(\"b\").font(.system(size: 9))\n").unclosed)
        #expect(string.reason.hasPrefix(#"a """ string literal is never closed"#))
        // Closed, shallow code: nothing to say.
        #expect(
            check(
                "/* a */\nlet s = \"\"\"\n  x\n  \"\"\"\n" + String(repeating: "VStack { ", count: 10)
                    + String(repeating: "}", count: 10)
            ).unclosed == nil)
    }

    @Test func disableSilencesTheRestOfTheFile() {
        let source = """
            Text("a").font(.system(size: 12))
            // a11y-gen:disable global.no-fixed-font-size
            Text("b").font(.system(size: 12))
            TextField("Name text field", text: $n).textContentType(.name)
            Text("c").font(.system(size: 12))
            """
        let result = check(source)
        #expect(result.findings.map(\.rule) == ["global.no-fixed-font-size", "text-field.no-control-type-in-label"])
        #expect(result.findings.map(\.line) == [1, 4])
        #expect(result.suppressed == 2)
    }

    @Test func unknownIDsAndDirectivesAreReported() {
        let source = """
            // a11y-gen:disable:next global.no-fixed-fnt-size
            Text("a").font(.system(size: 12))
            // a11y-gen:disable-next global.no-fixed-font-size
            // a11y-gen:disable
            let s = "// a11y-gen:disable nothing-here"
            """
        let result = check(source)
        let unknown = result.findings.filter { $0.rule == CheckEngine.unknownRuleID }
        #expect(unknown.map(\.line) == [1, 3, 4])
        #expect(unknown[0].message.contains("did you mean 'global.no-fixed-font-size'?"))
        #expect(unknown[1].message.contains("did you mean 'a11y-gen:disable:next'?"))
        #expect(unknown[2].message.contains("names no rule"))
        #expect(result.findings.contains { $0.rule == "global.no-fixed-font-size" && $0.line == 2 })
        var quiet = CheckEngine()
        quiet.reportsUnknownRules = false
        #expect(
            quiet.check(path: "x", bytes: Array(source.utf8)).findings.allSatisfy {
                $0.rule != CheckEngine.unknownRuleID
            })
    }

    /// A directive with the tool's name misspelled (capitals, no hyphen) would silence nothing
    /// without a word: it is reported at the misspelling. Prose that names the tool is left alone.
    @Test func misspelledDirectivesAreReported() {
        let source = """
            // A11Y-GEN:disable:next global.no-fixed-font-size
            Text("a").font(.system(size: 12))
            /* a11ygen:disable global.no-raw-colors */
            // a11y_gen: disable:next global.no-raw-colors
            // a11ygen: see the README; A11y-Gen: the tool
            // Totally-gen: disable nothing; ally-gen: disabled because of a11ygen: disable warnings
            //A11y-Gen:disable:next\tglobal.no-raw-colors
            """
        let unknown = check(source).findings.filter { $0.rule == CheckEngine.unknownRuleID }
        #expect(unknown.map(\.line) == [1, 3, 4, 7])
        #expect(unknown.map(\.column) == [4, 4, 4, 3])
        #expect(unknown[0].message.hasPrefix("'A11Y-GEN:disable:next' is not read as a directive"))
        #expect(unknown[1].message.hasPrefix("'a11ygen:disable' is not read as a directive"))
        #expect(unknown[3].message.hasPrefix("'A11y-Gen:disable:next' is not read"), "a tab ends the directive")
        #expect(unknown.allSatisfy { $0.message.contains("write the tool's name as 'a11y-gen:'") })
        #expect(check(source).findings.contains { $0.rule == "global.no-fixed-font-size" && $0.line == 2 })
    }

    @Test func fingerprintsSurviveLineMovesAndReindentingButNotEdits() {
        let before = check("VStack {\n    Text(\"a\").font(.system(size: 12))\n}").findings
        let moved = check("// new line\n\nVStack {\n        Text(\"a\").font(.system(size: 12))\n}").findings
        let edited = check("VStack {\n    Text(\"b\").font(.system(size: 12))\n}").findings
        #expect(before.count == 1 && moved.count == 1 && edited.count == 1)
        #expect(before[0].fingerprint == moved[0].fingerprint)
        #expect(before[0].line != moved[0].line)
        #expect(before[0].fingerprint != edited[0].fingerprint)
        // Two identical lines are told apart by occurrence.
        let twice = check("Text(\"a\").font(.system(size: 12))\nText(\"a\").font(.system(size: 12))").findings
        #expect(Set(twice.map(\.fingerprint)).count == 2)
        // The same code in another file is another finding.
        let other = CheckEngine().check(path: "Other.swift", bytes: Array("Text(\"a\").font(.system(size: 12))".utf8))
        #expect(other.findings[0].fingerprint != twice[0].fingerprint)
    }

    /// A fingerprint is FNV-1a of rule, file, the line's text with its whitespace collapsed and the
    /// occurrence, as baselines written by earlier versions hold them: computing it once per line
    /// (a minified line with thousands of findings was quadratic) must not change one.
    @Test func fingerprintsKeepTheirFormula() {
        let source = """
            VStack {   Text("a").font(.system(size: 12)); Text("b").font(.system(size: 13)).foregroundColor(.red) }
            Text("a").font(.system(size: 12))
                Text("a").font(.system(size: 12))
            """
        let findings = CheckEngine().check(path: "Sources/A.swift", bytes: Array(source.utf8)).findings
        #expect(findings.count == 4, "\(findings)")
        var seen: [String: Int] = [:]
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for finding in findings {
            let snippet = lines[finding.line - 1].split(whereSeparator: { $0 == " " || $0 == "\t" })
                .joined(separator: " ")
            let key = finding.rule + "\u{1F}Sources/A.swift\u{1F}" + snippet
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            #expect(finding.fingerprint == GeneratedChecksum.fnv1aHex((key + "\u{1F}\(occurrence)").utf8))
        }
        #expect(Set(findings.map(\.fingerprint)).count == findings.count)
    }

    @Test func baselineAcceptsEachEntryOnce() {
        let findings = check("Text(\"a\").font(.system(size: 12))\nText(\"a\").font(.system(size: 12))").findings
        let baseline = Baseline(findings: [findings[0]])
        let (new, accepted) = baseline.filter(findings)
        #expect(accepted == 1)
        #expect(new == [findings[1]])
        let decoded = try? Baseline.decode(baseline.encoded())
        #expect(decoded == baseline)
    }

    @Test func unreadableInvalidAndHugeFilesAreSkippedWithAReason() {
        let results = CheckEngine().check(paths: ["ok.swift", "bad.swift", "gone.swift"]) { path in
            switch path {
            case "ok.swift": return Array("Text(\"a\").font(.system(size: 12))".utf8)
            case "bad.swift": return [0x61, 0x0A, 0x62, 0xFE]
            default: throw SystemError(code: ENOENT)
            }
        }
        #expect(results.map(\.file) == ["ok.swift", "bad.swift", "gone.swift"])
        #expect(results[0].findings.count == 1)
        #expect(results[1].problem?.hasPrefix("not valid UTF-8 (byte 3, line 2, column 2)") == true)
        #expect(results[2].problem?.hasPrefix("cannot read the file") == true)
        let huge = CheckEngine().check(
            path: "big", bytes: Array(repeating: 0x20, count: CheckEngine.maximumFileSize + 1))
        #expect(huge.problem?.contains("larger than") == true)
    }

    @Test func parallelResultsAreDeterministic() {
        let sources = (0..<50).map { "// \($0)\nText(\"a\").font(.system(size: \($0 % 30 + 8)))\n" }
        let paths = sources.indices.map { "File\($0).swift" }
        let first = CheckEngine().check(paths: paths) { Array(sources[Int($0.dropFirst(4).dropLast(6))!].utf8) }
        let second = CheckEngine().check(paths: paths) { Array(sources[Int($0.dropFirst(4).dropLast(6))!].utf8) }
        #expect(first == second)
        #expect(first.map(\.file) == paths)
    }
}
