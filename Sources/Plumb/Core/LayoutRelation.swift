/// How the two sides of a constraint relate, with `NSLayoutConstraint.Relation`'s raw values.
public enum LayoutRelation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// first ≤ second × multiplier + constant.
    case lessThanOrEqual = -1
    /// first = second × multiplier + constant.
    case equal = 0
    /// first ≥ second × multiplier + constant.
    case greaterThanOrEqual = 1

    /// The operator that writes the relation: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
