/// Along which axis, and in which order, ``distribute(_:along:spacing:lengths:inside:inset:)``
/// places its items.
public enum DistributionAxis: Sendable, Hashable {
    /// From the leading edge to the trailing one: left to right, or right to left in a
    /// right-to-left layout (the default choice).
    case horizontal
    /// From top to bottom.
    case vertical
    /// From left to right whatever the layout direction (for layouts that must not flip).
    case leftToRight
}

/// The gaps ``distribute(_:along:spacing:lengths:inside:inset:)`` leaves between its items.
/// A number literal is a fixed gap: `spacing: 8`.
public enum DistributionSpacing: Sendable, Hashable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The same gap everywhere, as long as the layout decides (made with spacing anchors,
    /// `distance(to:)`, not spacer views).
    case equal
    /// This gap everywhere; negative gaps overlap the items.
    case fixed(Double)

    /// A fixed gap.
    public init(floatLiteral value: Double) { self = .fixed(value) }

    /// A fixed gap.
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }
}

/// The lengths ``distribute(_:along:spacing:lengths:inside:inset:)`` gives its items along the
/// axis. A number literal is a fixed length: `lengths: 60`.
public enum DistributionLengths: Sendable, Hashable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// No constraint on the lengths: the items' own constraints or intrinsic sizes decide.
    case unconstrained
    /// The same length for every item, as long as the layout decides.
    case equal
    /// This length for every item; it must not be negative.
    case fixed(Double)

    /// A fixed length.
    public init(floatLiteral value: Double) { self = .fixed(value) }

    /// A fixed length.
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }
}

extension DistributionAxis {
    /// How the DSL writes it.
    var text: String {
        switch self {
        case .horizontal: ".horizontal"
        case .vertical: ".vertical"
        case .leftToRight: ".leftToRight"
        }
    }

    /// The item's first edge, last edge and length along the axis.
    @MainActor
    func anchors(of item: any LayoutAnchorsProtocol) -> (
        start: AnchorRef, end: AnchorRef, length: AnchorRef
    ) {
        switch self {
        case .horizontal: (item.leading.ref, item.trailing.ref, item.width.ref)
        case .vertical: (item.top.ref, item.bottom.ref, item.height.ref)
        case .leftToRight: (item.left.ref, item.right.ref, item.width.ref)
        }
    }
}

extension DistributionSpacing {
    /// How the DSL writes it.
    var text: String {
        switch self {
        case .equal: ".equal"
        case .fixed(let value): PlumbNumber.format(value)
        }
    }
}

extension DistributionLengths {
    /// How the DSL writes it.
    var text: String {
        switch self {
        case .unconstrained: ".unconstrained"
        case .equal: ".equal"
        case .fixed(let value): PlumbNumber.format(value)
        }
    }
}
