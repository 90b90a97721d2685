/// The priority of a constraint, from 1 (weakest) to 1000 (required).
///
/// Mirrors `UILayoutPriority` and `NSLayoutConstraint.Priority`: a `Float` raw value, the
/// same named levels, `+`/`-` with a number so that `.high - 1` reads as it does in UIKit,
/// and `Strideable` with a `Float` stride, so that `.high.advanced(by: 1)` and
/// `stride(from: .low, through: .high, by: 250)` work as they do on numbers. Values outside
/// 1…1000 can be represented so that they can be reported; the compiler stage and the
/// engines reject them with a clear error.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Strideable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// A priority with the given value (valid values are 1…1000).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority with the given value (valid values are 1…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority written as an integer literal, such as `~ 750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A priority written as a float literal, such as `~ 999.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// 1000: the constraint must hold. The default for every constraint.
    public static let required = LayoutPriority(rawValue: 1000)
    /// 750: UIKit's `defaultHigh`, the default compression resistance.
    public static let high = LayoutPriority(rawValue: 750)
    /// 500: halfway between ``low`` and ``high``.
    public static let medium = LayoutPriority(rawValue: 500)
    /// 250: UIKit's `defaultLow`, the default content hugging.
    public static let low = LayoutPriority(rawValue: 250)
    /// 50: UIKit's `fittingSizeLevel`, used when computing a fitting size.
    public static let fittingSize = LayoutPriority(rawValue: 50)

    /// Whether the priority is ``required`` (1000).
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is one Auto Layout accepts: finite and within 1…1000.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// The priority raised by `amount`, as in `.high + 1`.
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(rawValue: priority.rawValue + amount)
    }

    /// The priority lowered by `amount`, as in `.required - 1`.
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(rawValue: priority.rawValue - amount)
    }

    /// The priority moved by `amount`, as `+` does: `.high.advanced(by: 1)` is 751. The result
    /// is not clamped; outside 1…1000 it is reported when a constraint is made with it.
    public func advanced(by amount: Float) -> LayoutPriority {
        LayoutPriority(rawValue: rawValue + amount)
    }

    /// How far `other` is from this priority: `LayoutPriority.low.distance(to: .high)` is 500,
    /// and 0 between equal values (infinite ones included).
    ///
    /// `==` and `<` are `Strideable`'s, which compare through this distance: equal values are
    /// 0 apart, and a priority is less than another that is a positive distance away, as their
    /// values compare. Plumb declares neither: each would be one more overload of `==` or `<`
    /// that every file importing Plumb weighs at every comparison it writes (BENCHMARKS.md,
    /// section 2).
    public func distance(to other: LayoutPriority) -> Float {
        other.rawValue == rawValue ? 0 : other.rawValue - rawValue
    }

    /// The value without a fractional part when it has none: `750`, `999.5`.
    public var description: String {
        // Compared through Int rather than `rounded()`, which would pull in libm on Linux.
        abs(rawValue) < 1e7 && Float(Int(rawValue)) == rawValue
            ? String(Int(rawValue)) : String(rawValue)
    }
}
