extension LayoutSnapshot {
    /// An active constraint as a picture draws it: a line between the two anchors a position
    /// constraint relates, or a measure along the extent a width or height constraint fixes.
    public struct ConstraintLine: Sendable, Hashable {
        /// How a constraint is drawn.
        public enum Style: Sendable, Hashable {
            /// A line from the first item's anchor to the second's, with a dot at each end.
            case link
            /// A dimension line with a tick at each end, drawn along the width or height it
            /// fixes (just inside the item's bottom or right edge).
            case measure
        }

        /// A straight segment between two points.
        public struct Segment: Sendable, Hashable {
            /// One end.
            public var from: Point
            /// The other end.
            public var to: Point

            /// The segment from `from` to `to`.
            public init(from: Point, to: Point) {
                self.from = from
                self.to = to
            }
        }

        /// Where the line starts: the first item's anchor (or one end of its measure).
        public var from: Point
        /// Where the line ends: the second item's anchor (or the other end of the measure).
        public var to: Point
        /// Whether the constraint is drawn as a link or as a measure.
        public var style: Style
        /// For a width or height related to another item's dimension, a measure along that
        /// item's extent, drawn like the first; `nil` otherwise.
        public var secondMeasure: Segment?
        /// The constraint's priority, which picks the line's colour.
        public var priority: LayoutPriority
        /// A short description shown when hovering the line, such as
        /// `avatar.top == card.top + 12 ~ 750 (ProfileCard.swift:31)`.
        public var label: String
        /// Whether the constraint is part of a reported conflict.
        public var isInConflict: Bool
        /// Whether the engine stopped enforcing the constraint to resolve a conflict (its
        /// ``LayoutConstraint/isBroken``): drawn dashed, and listed by ``outline``.
        public var isBroken: Bool

        /// A line from `from` to `to`, drawn in `style` (a link between anchors by default).
        public init(
            from: Point, to: Point, style: Style = .link, secondMeasure: Segment? = nil,
            priority: LayoutPriority = .required, label: String = "", isInConflict: Bool = false,
            isBroken: Bool = false
        ) {
            self.from = from
            self.to = to
            self.style = style
            self.secondMeasure = secondMeasure
            self.priority = priority
            self.label = label
            self.isInConflict = isInConflict
            self.isBroken = isBroken
        }
    }
}
