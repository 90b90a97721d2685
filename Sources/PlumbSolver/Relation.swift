/// How a constraint's expression relates to zero: `expression <= 0`, `== 0` or `>= 0`.
public enum Relation: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// expression ≤ 0.
    case lessThanOrEqual
    /// expression = 0.
    case equal
    /// expression ≥ 0.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
