/// Collects the relations written in a `constrain` block, an `update` block or
/// `ConstraintGroup { … }`, each with the `#fileID` and `#line` of its own statement.
///
/// Every statement of such a block is a relation (what `==`, `<=`, `>=`, `~` and
/// ``ConstraintExpression/labeled(_:file:line:)`` return), a `let`, an `if`/`else`, a
/// `switch`, a `for` loop, or a call to a helper that returns `[ConstraintExpression]`
/// (see ``ConstraintStatement``); mark the helper `@ConstraintBuilder` to write it as a
/// block too:
///
/// ```swift
/// @MainActor @ConstraintBuilder
/// func pin<A, B>(_ item: LayoutAnchors<A>, below other: LayoutAnchors<B>)
///     -> [ConstraintExpression]
/// {
///     item.top == other.bottom + 8
///     item.horizontalEdges == other.horizontalEdges
/// }
///
/// constrain(avatar, name) { avatar, name in
///     pin(name, below: avatar)
///     if compact { name.height == 20 } else { name.height >= 24 }
/// }
/// ```
///
/// Anything else (a call returning `Void`, an assignment, a `ConstraintGroup`) does not
/// compile inside a block, so a helper written for side effects can never drop its
/// relations silently.
///
/// Why a result builder: Swift operators cannot take default arguments, so `==` cannot see
/// its own line, but ``buildExpression(_:fileID:line:)`` can, and the compiler passes it
/// the line of each statement. It costs the type-checker little: see the README's
/// "Type-checking cost".
@resultBuilder
public enum ConstraintBuilder {
    /// One statement of the block: a relation (stamped with the file and line of the
    /// statement, unless ``ConstraintExpression/labeled(_:file:line:)`` already gave it
    /// one), or the relations a helper returns (which keep their own locations; those
    /// without one take the statement's).
    ///
    /// - Parameters:
    ///   - statement: a relation, or the relations a helper returns.
    ///   - fileID: filled in by the compiler with the statement's file; leave the default.
    ///   - line: filled in by the compiler with the statement's line; leave the default.
    public static func buildExpression(
        _ statement: any ConstraintStatement, fileID: String = #fileID, line: Int = #line
    ) -> [ConstraintExpression] {
        statement.constraintExpressions(at: ConstraintSourceLocation(fileID: fileID, line: line))
    }

    /// The relations of a block's statements, in order.
    public static func buildBlock(_ parts: [ConstraintExpression]...) -> [ConstraintExpression] {
        parts.count == 1 ? parts[0] : parts.flatMap { $0 }
    }

    /// The relations of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [ConstraintExpression]?) -> [ConstraintExpression] {
        part ?? []
    }

    /// The relations of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ConstraintExpression]) -> [ConstraintExpression] {
        part
    }

    /// The relations of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ConstraintExpression]) -> [ConstraintExpression] {
        part
    }

    /// The relations of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[ConstraintExpression]]) -> [ConstraintExpression] {
        parts.flatMap { $0 }
    }

    /// The relations of an `if #available` branch.
    public static func buildLimitedAvailability(
        _ part: [ConstraintExpression]
    ) -> [ConstraintExpression] {
        part
    }
}
