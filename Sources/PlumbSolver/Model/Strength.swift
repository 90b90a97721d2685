/// How strongly the solver should try to satisfy a constraint.
///
/// `.required` constraints must hold: adding one that cannot hold fails with
/// `SolverError.unsatisfiable`. Every other strength is *optional* and has a `level` and a
/// `weight`:
///
/// - **Levels are lexicographic.** The solver first minimises the weighted violation of the
///   highest optional level, then, without giving up anything there, the next level, and so
///   on. No amount of violation at a lower level can buy any violation at a higher one, for
///   any number of distinct levels (the objective row's coefficients are short vectors of
///   `(level, coefficient)` compared lexicographically, so levels never mix numerically).
/// - **Weights trade off inside a level**: the solver minimises the sum of
///   `weight × |violation|` over the constraints of one level. A level's reduced cost within
///   1e-8 of the largest weight that makes it up counts as zero, so keep the weights of one
///   level within about 1e6 of each other (levels, unlike weights, may be any positive
///   numbers: they are never mixed).
///
/// The named strengths sit among custom levels as follows: `.weak` is level 1, `.medium` is
/// level 1,000 and `.strong` is level 1,000,000, each with weight 1. A custom level is any
/// finite number greater than 0 (for example, Auto Layout priorities 1…999 map to levels
/// 1…999, which lie between `.weak`, inclusive, and `.medium`). `.required` has level
/// `+infinity`; any strength with level `+infinity` is required.
///
/// Invalid values cannot be rejected here (the initializer does not throw); the solver
/// rejects a NaN or infinite weight, a NaN or non-positive level, or a non-positive weight
/// with `SolverError.nonFinite` when the strength is used.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Must hold. Level `+infinity`.
    public static let required = Strength(level: .infinity)
    /// Level 1,000,000, weight 1: above every level below a million.
    public static let strong = Strength(level: 1_000_000)
    /// Level 1,000, weight 1.
    public static let medium = Strength(level: 1_000)
    /// Level 1, weight 1.
    public static let weak = Strength(level: 1)

    /// The lexicographic level; higher levels are satisfied first. `+infinity` means required.
    public var level: Double
    /// The factor applied to this constraint's violation inside its level.
    public var weight: Double

    /// Makes a strength at `level` (finite and > 0 for an optional strength, `+infinity` for
    /// required) with `weight` (finite and > 0) inside the level. The solver validates both.
    public init(level: Double, weight: Double = 1) {
        self.level = level
        self.weight = weight
    }

    /// True for the required strength (level `+infinity`).
    public var isRequired: Bool { level == .infinity }

    /// Orders by level, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }

    /// `required`, `strong`, `medium`, `weak`, or `level L` (with `weight W` when not 1).
    public var description: String {
        if isRequired { return "required" }
        let base: String
        switch level {
        case 1_000_000: base = "strong"
        case 1_000: base = "medium"
        case 1: base = "weak"
        default: base = "level \(level)"
        }
        return weight == 1 ? base : base + " weight \(weight)"
    }

    /// Nil when usable for an optional constraint, else a message saying what is wrong.
    func problem() -> String? {
        if isRequired { return weight.isFinite ? nil : "strength weight \(weight) is not finite" }
        if !level.isFinite { return "strength level \(level) is not finite" }
        if !(level > 0) { return "strength level \(level) must be greater than 0" }
        if !weight.isFinite { return "strength weight \(weight) is not finite" }
        if !(weight > 0) { return "strength weight \(weight) must be greater than 0" }
        return nil
    }
}
