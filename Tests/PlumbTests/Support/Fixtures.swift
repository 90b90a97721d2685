import Plumb

/// Two views named `a` and `b`, and the summaries of what a block makes with them.
@MainActor
struct Pair {
    let a = TestView("a")
    let b = TestView("b")

    /// Runs the block through `constrain` and returns the group.
    @discardableResult
    func group(
        file: String = #fileID, line: Int = #line,
        @ConstraintBuilder
        _ block:
            @MainActor (LayoutAnchors<TestView>, LayoutAnchors<TestView>) -> [ConstraintExpression]
    ) -> ConstraintGroup {
        constrain(a, b, file: file, line: line, block)
    }

    /// The spec summaries the block makes.
    func summaries(
        @ConstraintBuilder
        _ block:
            @MainActor (LayoutAnchors<TestView>, LayoutAnchors<TestView>) -> [ConstraintExpression]
    ) -> [String] {
        group(block).specs.map(\.summary)
    }
}
