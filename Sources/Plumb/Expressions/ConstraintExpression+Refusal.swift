extension ConstraintExpression {
    /// Why Plumb refuses a whole statement, and how to name it.
    struct Refusal {
        var kind: PlumbError.Kind
        var reason: String
        /// The statement as written, such as `distribute([a], along: .horizontal, spacing: 8)`.
        var expression: String
    }

    /// An expression that makes nothing and that the compiler refuses with `kind`, naming
    /// `expression` at the statement's location.
    static func refused(
        _ kind: PlumbError.Kind, _ reason: String, expression: String
    ) -> ConstraintExpression {
        var refused = ConstraintExpression(
            Component(
                first: AnchorRef(nil, .notAnAttribute), relation: .equal, rhs: nil, constant: 0))
        refused.refusal = Refusal(kind: kind, reason: reason, expression: expression)
        return refused
    }
}
