import Foundation
import Testing

/// Proves that invalid layouts do not compile, by running `swiftc -typecheck` on snippets
/// against the Plumb module this test run was built with.
struct CompileTimeRejectionTests {
    @Test func invalidLayoutsFailToTypeCheckAtTheirLines() throws {
        let source =
            RejectionSnippets.prelude + RejectionSnippets.rejections
            + RejectionSnippets.positiveControl
        let result = try SwiftCompiler.typecheck(source, name: "Rejections.swift")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = Set(lines.indices.filter { lines[$0].contains("// REJECT") }.map { $0 + 1 })
        let errorLines = Set(result.errorLines)
        for line in expected.sorted() where !errorLines.contains(line) {
            Issue.record("line \(line) compiled but must not: \(lines[line - 1])")
        }
        for line in errorLines.subtracting(expected).sorted() {
            Issue.record(
                "unexpected error at line \(line): \(lines[line - 1])\n\(result.output)")
        }
        #expect(expected.count >= 25, "the snippets lost their REJECT markers")
    }

    /// Issue 11: each rejected form of the README's list fails with a message in Plumb's words
    /// that says what is wrong and what to write instead, not only with the name of an operand
    /// protocol or of the standard library's `BinaryInteger` or `DurationProtocol`. The message
    /// comes from an unavailable overload (`'==' is unavailable: …`) or, for the forms that meet
    /// one of Plumb's own operators, an unavailable conformance
    /// (`conformance of 'YAnchor' to 'XOperand' is unavailable: …`).
    @Test func rejectedFormsSayWhatIsWrongAndWhatToWriteInPlumbsWords() throws {
        let source = RejectionSnippets.prelude + RejectionSnippets.rejections
        let result = try SwiftCompiler.typecheck(source, name: "Messages.swift")
        let marked = familyMarkers(in: source)
        #expect(marked.count >= 40, "the snippets lost their REJECT(family) markers")
        #expect(
            Set(marked.values) == Set(RejectionSnippets.messages.keys),
            "every family of messages is exercised, and no marker names an unknown family")
        expectMessages(result, marked)
    }

    /// Plumb's messages only ever explain Plumb's forms: a mistake that involves no Plumb type
    /// in a file that imports Plumb keeps the compiler's own diagnosis.
    @Test func mistakesWithoutPlumbTypesKeepTheCompilersOwnMessages() throws {
        let source =
            RejectionSnippets.prelude + """
                func plainMistakes(p: Double, n: Int, s: String, values: [Double]) {
                    _ = s == 5 // MISTAKE
                    _ = p <= "limit" // MISTAKE
                    _ = 10 - s // MISTAKE
                    _ = values * 2 // MISTAKE
                    _ = (n == 1) + 1 // MISTAKE
                    _ = 2 * s // MISTAKE
                }

                """
        let result = try SwiftCompiler.typecheck(source, name: "PlainMistakes.swift")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let mistakes = Set(
            lines.indices.filter { lines[$0].hasSuffix("// MISTAKE") }.map { $0 + 1 })
        #expect(mistakes.count == 6 && Set(result.errorLines) == mistakes, "\(result.output)")
        for (line, message) in result.errors where message.contains("is unavailable") {
            Issue.record("line \(line) is explained in Plumb's words: \(message)")
        }
    }

    /// The line number and family of every `// REJECT(family)` line of `source`.
    private func familyMarkers(in source: String) -> [Int: String] {
        var marked: [Int: String] = [:]
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            guard let open = line.range(of: "// REJECT("),
                let close = line[open.upperBound...].firstIndex(of: ")")
            else { continue }
            marked[index + 1] = String(line[open.upperBound..<close])
        }
        return marked
    }

    /// Each marked line fails once, with its family's message after `'<operator>' is
    /// unavailable: ` or `conformance of '<type>' to '<protocol>' is unavailable: `.
    private func expectMessages(_ result: CompilerResult, _ marked: [Int: String]) {
        for (line, family) in marked.sorted(by: { $0.key < $1.key }) {
            let errors = result.errors.filter { $0.line == line }.map(\.message)
            guard errors.count == 1, let message = errors.first else {
                Issue.record("line \(line) (\(family)) has \(errors.count) errors: \(errors)")
                continue
            }
            #expect(message.contains("' is unavailable: "), "line \(line): \(message)")
            for fragment in RejectionSnippets.messages[family] ?? ["no such family"] {
                #expect(
                    message.contains(fragment),
                    "line \(line) (\(family)) must say \"\(fragment)\": \(message)")
            }
        }
    }

    @Test func invalidStatementsInsideBlocksFailAtTheirLinesForTheirOwnReason() throws {
        let source =
            RejectionSnippets.prelude + RejectionSnippets.rejectionsInsideBlocks
            + RejectionSnippets.positiveControl
        let result = try SwiftCompiler.typecheck(source, name: "BlockRejections.swift")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let relations = Set(
            lines.indices.filter {
                lines[$0].hasSuffix("// REJECT")
                    || lines[$0].hasSuffix(")")
                        && lines[$0].contains("// REJECT(")
            }.map { $0 + 1 })
        let statements = Set(
            lines.indices.filter { lines[$0].hasSuffix("// REJECT-STATEMENT") }.map { $0 + 1 })
        #expect(relations.count >= 16 && statements.count >= 4, "the snippets lost their markers")
        #expect(Set(result.errorLines) == relations.union(statements), "\(result.output)")
        for (line, message) in result.errors {
            // A wrong relation fails on its operator; only a statement that is no relation at
            // all fails on the builder's ConstraintStatement.
            let blamesTheBuilder = message.contains("ConstraintStatement")
            if relations.contains(line) && blamesTheBuilder {
                Issue.record("line \(line) fails on the builder, not its relation: \(message)")
            }
            if statements.contains(line) && !blamesTheBuilder {
                Issue.record("line \(line) should fail as a non-relation statement: \(message)")
            }
        }
        expectMessages(result, familyMarkers(in: source))
    }

    @Test func positiveControlTypeChecks() throws {
        let result = try SwiftCompiler.typecheck(
            RejectionSnippets.prelude + RejectionSnippets.positiveControl, name: "Valid.swift")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.errorLines.isEmpty)
        #expect(
            result.warnings.isEmpty, "valid forms must compile without warnings: \(result.output)")
    }

    /// README: "a relation can never be dropped". A relation written as a bare statement
    /// outside a `constrain` block or `ConstraintGroup` makes nothing, so the compiler must
    /// flag it at its own line (the operators, `labeled`, `align` and `distribute` are not
    /// `@discardableResult`). The warning is Swift's own: why no overload can say it in
    /// Plumb's words is measured in BENCHMARKS.md, section 2.
    @Test func relationsWrittenAsBareStatementsDrawAWarning() throws {
        let source = RejectionSnippets.prelude + RejectionSnippets.bareStatements
        let result = try SwiftCompiler.typecheck(source, name: "BareStatements.swift")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let dropped = Set(lines.indices.filter { lines[$0].hasSuffix("// DROPPED") }.map { $0 + 1 })
        #expect(dropped.count >= 17, "the snippet lost its DROPPED markers")
        #expect(result.errorLines.isEmpty, "\(result.output)")
        #expect(Set(result.warnings.map(\.line)) == dropped, "\(result.output)")
        for (line, message) in result.warnings {
            #expect(message.contains("is unused"), "line \(line): \(message)")
        }
    }
}
