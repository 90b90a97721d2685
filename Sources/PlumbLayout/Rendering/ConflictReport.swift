/// An unsatisfiable-constraints report from the engine, rendered for a developer: each
/// conflicting constraint as the Plumb expression that made it, with its source location,
/// and the one the engine broke marked.
///
/// ```text
/// Plumb: 3 required constraints cannot hold together; the engine broke the one marked ✗
/// and kept laying out:
///   ✗ avatar.width == 320                 ProfileCard.swift:26
///     avatar.leading == card.leading + 16 ProfileCard.swift:24
///     card.width == 300                   ProfileCard.swift:18
/// ```
///
/// Views are named by their identifier (or their type), guides by their identifier, and the
/// system guides as their owner's (`screen.safeAreaLayoutGuide`). Make one inside
/// ``PlumbDiagnostics/handler``, from the error it receives: constraints hold their items
/// weakly, so a view freed before the report is made prints as `(freed)`. Pass ``constraints`` to
/// ``LayoutView/layoutSnapshot(includesConstraints:conflicts:)`` to draw them in red.
@MainActor
public struct ConflictReport {
    /// One constraint of the conflict, as text.
    public struct Line: Sendable, Hashable {
        /// The label given with `labeled(_:)` (or the identifier set by hand), if any.
        public var label: String?
        /// The constraint as a Plumb expression: `avatar.width == card.width * 0.5 - 8 ~ 750`.
        public var expression: String
        /// Where it was written (`ProfileCard.swift:26`), when known.
        public var location: String?
        /// Whether this is the constraint the engine stopped enforcing.
        public var isBroken: Bool
    }

    /// The conflicting constraints: a minimal set that cannot hold together.
    public let constraints: [LayoutConstraint]
    /// The constraint the engine broke (one of ``constraints``).
    public let broken: LayoutConstraint
    /// ``constraints`` as text, the broken one first.
    public let lines: [Line]

    /// The report of an unsatisfiable batch; `nil` for any other kind of error.
    public init?(_ error: PlumbError) {
        guard error.kind == .unsatisfiable, let broken = error.brokenLayoutConstraint else {
            return nil
        }
        let conflict = error.layoutConstraints
        self.constraints = conflict
        self.broken = broken
        let ordered = conflict.filter { $0 === broken } + conflict.filter { $0 !== broken }
        self.lines = ordered.map { constraint in
            Line(
                label: constraint.descriptionLabel, expression: Self.expression(of: constraint),
                location: constraint.sourceLocation, isBroken: constraint === broken)
        }
    }

    /// The report as console text, one aligned line per constraint (see the type's summary).
    public var description: String {
        let count = constraints.count
        var text =
            "Plumb: \(count) required constraint\(count == 1 ? "" : "s") cannot hold together; "
        text += "the engine broke the one marked ✗ and kept laying out:\n"
        let shown = lines.map { line in
            line.label.map { "\($0): \(line.expression)" } ?? line.expression
        }
        let width = shown.map(\.count).max() ?? 0
        for (line, expression) in zip(lines, shown) {
            text += line.isBroken ? "  ✗ " : "    "
            text += expression
            if let location = line.location {
                text += String(repeating: " ", count: width - expression.count + 1) + location
            }
            text += "\n"
        }
        return text
    }

    /// A ``PlumbDiagnostics/handler`` that prints conflicts as ``ConflictReport``s and every
    /// other error as the engine describes it.
    public static func printingHandler(_ error: PlumbError) {
        print(ConflictReport(error)?.description ?? error.description)
    }

    /// `first.attribute == second.attribute * m + c ~ p`, as the DSL writes it; the engine's
    /// own constraints (root frame, safe area, intrinsic size, autoresizing) as the engine
    /// describes them, since their values live outside `constant`.
    static func expression(of constraint: LayoutConstraint) -> String {
        guard constraint.kind.isStandard else { return constraint.description }
        let firstEnd = constraint.firstEnd.map { (name(of: $0.item), $0.attribute) }
        var text = LayoutConstraint.sideText(
            name(of: constraint.firstItem), constraint.firstAttribute, end: firstEnd)
        text += " \(constraint.relation) "
        let constant = Double(constraint.constant)
        if let second = constraint.secondItem {
            let secondEnd = constraint.secondEnd.map { (name(of: $0.item), $0.attribute) }
            text += LayoutConstraint.sideText(
                name(of: second), constraint.secondAttribute, end: secondEnd)
            if constraint.multiplier != 1 { text += " * \(number(Double(constraint.multiplier)))" }
            if constant > 0 { text += " + \(number(constant))" }
            if constant < 0 { text += " - \(number(-constant))" }
        } else {
            text += number(constant)
        }
        if !constraint.priority.isRequired { text += " ~ \(constraint.priority)" }
        return text
    }

    /// A view's identifier or type; a guide's identifier, or its owner's guide property.
    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as LayoutView:
            if let identifier = view.identifier, !identifier.isEmpty { return identifier }
            return String(describing: type(of: view))
        case let guide as LayoutGuide:
            let owner = guide.owningView.map { name(of: $0) } ?? "?"
            switch guide.identifier {
            case "UIViewSafeAreaLayoutGuide": return "\(owner).safeAreaLayoutGuide"
            case "UIViewLayoutMarginsGuide": return "\(owner).layoutMarginsGuide"
            case "": return "LayoutGuide"
            default: return guide.identifier
            }
        case nil: return "(freed)"
        default: return String(describing: type(of: item))
        }
    }

    private static func number(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == Double(Int(value))
            ? String(Int(value)) : String(value)
    }
}
