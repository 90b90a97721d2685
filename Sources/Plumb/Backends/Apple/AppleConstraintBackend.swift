// The UIKit / AppKit backend: turns specs into `NSLayoutConstraint`s.
//
// It uses only Plumb's public API, so that it also compiles outside the Plumb module: on
// Linux, CI compiles this very file (through a symlink) against test-support stubs that copy
// UIKit's and AppKit's signatures (`PLUMB_STUB_UIKIT` / `PLUMB_STUB_APPKIT`), so a misspelt
// Apple API fails the build here rather than on a Mac.

#if PLUMB_APPLE_STUB
    import Plumb
#endif
#if PLUMB_STUB_UIKIT
    import PlumbUIKitStub
#elseif PLUMB_STUB_APPKIT
    import PlumbAppKitStub
#elseif canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

#if PLUMB_STUB_UIKIT || (!PLUMB_APPLE_STUB && canImport(UIKit))
    /// The platform's view class (`UIView`).
    public typealias PlumbPlatformView = UIView
    /// The platform's layout guide class (`UILayoutGuide`).
    public typealias PlumbPlatformLayoutGuide = UILayoutGuide
    private typealias PlatformPriority = UILayoutPriority
#elseif PLUMB_STUB_APPKIT || (!PLUMB_APPLE_STUB && canImport(AppKit))
    /// The platform's view class (`NSView`).
    public typealias PlumbPlatformView = NSView
    /// The platform's layout guide class (`NSLayoutGuide`).
    public typealias PlumbPlatformLayoutGuide = NSLayoutGuide
    private typealias PlatformPriority = NSLayoutConstraint.Priority
#endif

#if PLUMB_STUB_UIKIT || PLUMB_STUB_APPKIT || (!PLUMB_APPLE_STUB && (canImport(UIKit) || canImport(AppKit)))

    /// Makes `NSLayoutConstraint`s with
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// (or, for system spacing, the anchors' `constraint(equalToSystemSpacingAfter:multiplier:)`
    /// family; for a distance, `anchorWithOffset(to:)` and `NSLayoutDimension`'s
    /// `constraint(equalTo:multiplier:constant:)` family), sets the priority before activation
    /// and the identifier from the expression, and activates each batch with one
    /// `NSLayoutConstraint.activate`.
    ///
    /// It throws ``PlumbError/Kind/unsupported`` for margin attributes on AppKit (which has no
    /// such attributes; use `layoutMarginsGuide` instead), for baselines of a layout guide and
    /// for system spacing before iOS 11 / macOS 11; ``PlumbError/Kind/itemFreed`` when an item
    /// has gone away.
    ///
    /// Nothing that would make UIKit or AppKit raise reaches them: before a constraint is
    /// made, the terms are checked against ``AutoLayoutRules`` (attribute pairing, finite
    /// numbers, priority range), which the engine applies too, with the same messages; before
    /// a batch is activated, each constraint's items must share a view hierarchy. What is
    /// refused is returned as an error and the rest of the batch is activated in one call.
    public struct AppleConstraintBackend: ConstraintBackend {
        /// The backend (stateless).
        public init() {}

        /// Makes an inactive constraint for `spec`, priority and identifier set.
        /// - Throws: ``PlumbError`` for what the platform cannot express (see the type's notes).
        public func makeConstraint(from spec: ConstraintSpec) throws(PlumbError)
            -> NSLayoutConstraint
        {
            let (first, second) = try spec.liveItems()
            if spec.isFirstDistance || spec.isSecondDistance {
                return prepared(try distanceConstraint(spec, first, second), spec)
            }
            if let reason = AutoLayoutRules.creationRefusal(
                spec.firstAttribute, spec.secondAttribute, hasSecondItem: second != nil,
                firstIsGuide: first is PlumbPlatformLayoutGuide,
                secondIsGuide: second is PlumbPlatformLayoutGuide,
                // A system spacing's multiplier scales the spacing, not the second attribute:
                // only whether it is finite matters here.
                multiplier: spec.usesSystemSpacing && spec.multiplier.isFinite
                    ? 1 : spec.multiplier,
                constant: spec.usesSystemSpacing ? 0 : spec.constant)
            {
                throw PlumbError(.invalidConstraint, reason, spec: spec)
            }
            if let reason = AutoLayoutRules.priorityRefusal(spec.priority.rawValue) {
                throw PlumbError(.invalidPriority, reason, spec: spec)
            }
            let constraint: NSLayoutConstraint
            if spec.usesSystemSpacing, let second {
                constraint = try systemSpacingConstraint(spec, first, second)
            } else {
                constraint = NSLayoutConstraint(
                    item: first as AnyObject, attribute: try attribute(spec.firstAttribute, spec),
                    relatedBy: relation(spec.relation), toItem: second.map { $0 as AnyObject },
                    attribute: try attribute(spec.secondAttribute, spec),
                    multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
            }
            return prepared(constraint, spec)
        }

        /// `constraint` with the spec's priority and identifier.
        private func prepared(_ constraint: NSLayoutConstraint, _ spec: ConstraintSpec)
            -> NSLayoutConstraint
        {
            // Before activation: UIKit refuses to switch an active constraint between required
            // and optional.
            constraint.priority = PlatformPriority(rawValue: spec.priority.rawValue)
            constraint.identifier = spec.identifier
            return constraint
        }

        /// Activates the batch with one `NSLayoutConstraint.activate` call, after refusing
        /// each constraint whose items are gone (``PlumbError/Kind/itemFreed``), include a
        /// layout guide added to no view (``PlumbError/Kind/notInHierarchy``) or have no
        /// common ancestor (``PlumbError/Kind/noCommonAncestor``), where UIKit would raise.
        /// - Returns: the errors of the refused constraints.
        public func activate(
            _ constraints: [NSLayoutConstraint], describedBy specs: [ConstraintSpec]
        ) -> [PlumbError] {
            var accepted: [NSLayoutConstraint] = []
            var errors: [PlumbError] = []
            for (constraint, spec) in zip(constraints, specs) {
                if let error = activationRefusal(of: constraint, spec) {
                    errors.append(error)
                } else {
                    accepted.append(constraint)
                }
            }
            if !accepted.isEmpty { NSLayoutConstraint.activate(accepted) }
            return errors
        }

        /// Why activating `constraint` would raise, or `nil`.
        private func activationRefusal(
            of constraint: NSLayoutConstraint, _ spec: ConstraintSpec
        ) -> PlumbError? {
            func refuse(_ kind: PlumbError.Kind, _ reason: String) -> PlumbError {
                PlumbError(
                    kind, reason, expression: spec.expression, location: spec.location,
                    constraints: [constraint])
            }
            if spec.isFirstDistance || spec.isSecondDistance {
                return distanceActivationRefusal(spec, refuse: refuse)
            }
            guard let first = constraint.firstItem,
                !spec.hasSecondItem || constraint.secondItem != nil
            else {
                return refuse(.itemFreed, "an item was freed before its constraint was activated")
            }
            guard let firstChain = ancestors(of: first) else {
                return refuse(
                    .notInHierarchy, AutoLayoutRules.notInHierarchyReason(item: spec.firstItemName))
            }
            guard let second = constraint.secondItem else { return nil }
            guard let secondChain = ancestors(of: second) else {
                return refuse(
                    .notInHierarchy,
                    AutoLayoutRules.notInHierarchyReason(item: spec.secondItemName ?? ""))
            }
            guard firstChain.contains(where: { view in secondChain.contains { $0 === view } })
            else {
                return refuse(
                    .noCommonAncestor,
                    AutoLayoutRules.noCommonAncestorReason(
                        first: spec.firstItemName, second: spec.secondItemName ?? ""))
            }
            return nil
        }

        /// ``activationRefusal(of:_:)`` for a constraint with a distance side: its items are
        /// read from the spec (which UIKit and AppKit report as a composite anchor's
        /// `firstItem` is not documented), and every one of them must share a view hierarchy.
        private func distanceActivationRefusal(
            _ spec: ConstraintSpec, refuse: (PlumbError.Kind, String) -> PlumbError
        ) -> PlumbError? {
            var items: [(AnyObject, String)] = []
            let named: [((any LayoutItem)?, Bool)] = [
                (spec.firstItem, true), (spec.firstEndItem, spec.isFirstDistance),
                (spec.secondItem, spec.hasSecondItem), (spec.secondEndItem, spec.isSecondDistance),
            ]
            for (item, expected) in named where expected {
                guard let item else {
                    return refuse(
                        .itemFreed, "an item was freed before its constraint was activated")
                }
                items.append((item as AnyObject, name(of: item)))
            }
            var common: [PlumbPlatformView]?
            for (item, itemName) in items {
                guard let chain = ancestors(of: item) else {
                    return refuse(
                        .notInHierarchy, AutoLayoutRules.notInHierarchyReason(item: itemName))
                }
                common =
                    common.map { shared in shared.filter { view in chain.contains { $0 === view } }
                    }
                    ?? chain
                if common?.isEmpty == true {
                    return refuse(
                        .noCommonAncestor,
                        AutoLayoutRules.noCommonAncestorReason(
                            first: spec.firstItemName, second: itemName))
                }
            }
            return nil
        }

        /// The views from `item`'s view (a guide's owning view) up to the root; `nil` for a
        /// guide added to no view.
        private func ancestors(of item: AnyObject) -> [PlumbPlatformView]? {
            var view =
                (item as? PlumbPlatformView) ?? (item as? PlumbPlatformLayoutGuide)?.owningView
            guard view != nil else { return nil }
            var chain: [PlumbPlatformView] = []
            while let current = view {
                chain.append(current)
                view = current.superview
            }
            return chain
        }

        /// Deactivates the batch with one `NSLayoutConstraint.deactivate` call.
        public func deactivate(_ constraints: [NSLayoutConstraint]) {
            NSLayoutConstraint.deactivate(constraints)
        }

        /// The constraint's `isActive`.
        public func isActive(_ constraint: NSLayoutConstraint) -> Bool { constraint.isActive }

        /// The name descriptions use for a view: its `accessibilityIdentifier` (UIKit) or
        /// `identifier` (AppKit) when set; for a UIKit layout guide, its `identifier` when set;
        /// otherwise the item's class name (`avatar.top == UIView.top + 12`).
        public func name(of item: any LayoutItem) -> String {
            #if PLUMB_STUB_UIKIT || (!PLUMB_APPLE_STUB && canImport(UIKit))
                if let view = item as? UIView, let name = view.accessibilityIdentifier,
                    !name.isEmpty
                {
                    return name
                }
                if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
                    return guide.identifier
                }
            #else
                if let name = (item as? NSView)?.identifier?.rawValue, !name.isEmpty {
                    return name
                }
                if let name = (item as? NSLayoutGuide)?.identifier.rawValue, !name.isEmpty {
                    return name
                }
            #endif
            return String(describing: type(of: item))
        }

        /// Sets `constraint.constant` in place.
        public func setConstant(_ constant: Double, of constraint: NSLayoutConstraint) {
            constraint.constant = CGFloat(constant)
        }

        private func relation(_ relation: LayoutRelation) -> NSLayoutConstraint.Relation {
            switch relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }

        private func attribute(
            _ attribute: LayoutAttribute, _ spec: ConstraintSpec
        ) throws(PlumbError) -> NSLayoutConstraint.Attribute {
            switch attribute {
            case .notAnAttribute: return .notAnAttribute
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            case .width: return .width
            case .height: return .height
            case .centerX: return .centerX
            case .centerY: return .centerY
            case .lastBaseline: return .lastBaseline
            case .firstBaseline: return .firstBaseline
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
                #if PLUMB_STUB_UIKIT || (!PLUMB_APPLE_STUB && canImport(UIKit))
                    switch attribute {
                    case .leftMargin: return .leftMargin
                    case .rightMargin: return .rightMargin
                    case .topMargin: return .topMargin
                    case .bottomMargin: return .bottomMargin
                    case .leadingMargin: return .leadingMargin
                    case .trailingMargin: return .trailingMargin
                    case .centerXWithinMargins: return .centerXWithinMargins
                    default: return .centerYWithinMargins
                    }
                #else
                    throw PlumbError(
                        .unsupported,
                        "AppKit has no margin attributes (\(attribute)); constrain to the view's "
                            + "layoutMarginsGuide instead", spec: spec)
                #endif
            }
        }

        private func systemSpacingConstraint(
            _ spec: ConstraintSpec, _ first: any LayoutItem, _ second: any LayoutItem
        ) throws(PlumbError) -> NSLayoutConstraint {
            // iOS/tvOS 11 are below Plumb's deployment targets; only macOS needs the check.
            guard #available(macOS 11.0, *) else {
                throw PlumbError(.unsupported, "system spacing needs macOS 11", spec: spec)
            }
            let multiplier = CGFloat(spec.multiplier)
            if spec.firstAttribute.axis == .horizontal {
                let a = try xAnchor(first, spec.firstAttribute, spec)
                let b = try xAnchor(second, spec.secondAttribute, spec)
                switch spec.relation {
                case .equal:
                    return a.constraint(equalToSystemSpacingAfter: b, multiplier: multiplier)
                case .lessThanOrEqual:
                    return a.constraint(
                        lessThanOrEqualToSystemSpacingAfter: b, multiplier: multiplier)
                case .greaterThanOrEqual:
                    return a.constraint(
                        greaterThanOrEqualToSystemSpacingAfter: b, multiplier: multiplier)
                }
            }
            let a = try yAnchor(first, spec.firstAttribute, spec)
            let b = try yAnchor(second, spec.secondAttribute, spec)
            switch spec.relation {
            case .equal: return a.constraint(equalToSystemSpacingBelow: b, multiplier: multiplier)
            case .lessThanOrEqual:
                return a.constraint(lessThanOrEqualToSystemSpacingBelow: b, multiplier: multiplier)
            case .greaterThanOrEqual:
                return a.constraint(
                    greaterThanOrEqualToSystemSpacingBelow: b, multiplier: multiplier)
            }
        }

        /// A constraint with a distance side: each distance is
        /// `start.anchorWithOffset(to: end)`, each other side the item's `widthAnchor` or
        /// `heightAnchor`, related by `NSLayoutDimension`'s `constraint(equalTo:multiplier:constant:)`
        /// or `constraint(equalToConstant:)` families. Refused, before any anchor is made, when
        /// ``AutoLayoutRules/creationRefusal(of:isGuide:)`` refuses the terms.
        private func distanceConstraint(
            _ spec: ConstraintSpec, _ first: any LayoutItem, _ second: (any LayoutItem)?
        ) throws(PlumbError) -> NSLayoutConstraint {
            let ends = try spec.liveEndItems()
            if let reason = AutoLayoutRules.creationRefusal(
                of: spec, isGuide: { $0 is PlumbPlatformLayoutGuide })
            {
                throw PlumbError(.invalidConstraint, reason, spec: spec)
            }
            if let reason = AutoLayoutRules.priorityRefusal(spec.priority.rawValue) {
                throw PlumbError(.invalidPriority, reason, spec: spec)
            }
            let a = try dimension(
                first, spec.firstAttribute, to: ends.first, spec.firstEndAttribute, spec)
            let m = CGFloat(spec.multiplier)
            let c = CGFloat(spec.constant)
            guard let second else {
                switch spec.relation {
                case .equal: return a.constraint(equalToConstant: c)
                case .lessThanOrEqual: return a.constraint(lessThanOrEqualToConstant: c)
                case .greaterThanOrEqual: return a.constraint(greaterThanOrEqualToConstant: c)
                }
            }
            let b = try dimension(
                second, spec.secondAttribute, to: ends.second, spec.secondEndAttribute, spec)
            switch spec.relation {
            case .equal: return a.constraint(equalTo: b, multiplier: m, constant: c)
            case .lessThanOrEqual:
                return a.constraint(lessThanOrEqualTo: b, multiplier: m, constant: c)
            case .greaterThanOrEqual:
                return a.constraint(greaterThanOrEqualTo: b, multiplier: m, constant: c)
            }
        }

        /// One side as a dimension anchor: `item.attribute.anchorWithOffset(to: end.endAttribute)`
        /// for a distance, else the item's width or height anchor.
        private func dimension(
            _ item: any LayoutItem, _ attribute: LayoutAttribute, to end: (any LayoutItem)?,
            _ endAttribute: LayoutAttribute, _ spec: ConstraintSpec
        ) throws(PlumbError) -> NSLayoutDimension {
            if let end {
                if attribute.axis == .horizontal {
                    return try xAnchor(item, attribute, spec).anchorWithOffset(
                        to: try xAnchor(end, endAttribute, spec))
                }
                return try yAnchor(item, attribute, spec).anchorWithOffset(
                    to: try yAnchor(end, endAttribute, spec))
            }
            switch try source(item, attribute, spec) {
            case .view(let view): return attribute == .height ? view.heightAnchor : view.widthAnchor
            case .guide(let guide):
                return attribute == .height ? guide.heightAnchor : guide.widthAnchor
            }
        }

        /// Where an attribute's anchor lives: the view itself, or a layout guide (a guide item,
        /// or the view's `layoutMarginsGuide` for margin attributes, UIKit only).
        private enum AnchorSource {
            case view(PlumbPlatformView)
            case guide(PlumbPlatformLayoutGuide)
        }

        private func source(
            _ item: any LayoutItem, _ attribute: LayoutAttribute, _ spec: ConstraintSpec
        ) throws(PlumbError) -> AnchorSource {
            if let view = item as? PlumbPlatformView {
                if attribute.isMargin {
                    #if PLUMB_STUB_UIKIT || (!PLUMB_APPLE_STUB && canImport(UIKit))
                        return .guide(view.layoutMarginsGuide)
                    #else
                        throw PlumbError(
                            .unsupported,
                            "AppKit has no margin attributes (\(attribute)); constrain to the view's "
                                + "layoutMarginsGuide instead", spec: spec)
                    #endif
                }
                return .view(view)
            }
            if let guide = item as? PlumbPlatformLayoutGuide { return .guide(guide) }
            throw PlumbError(
                .unsupported, "\(type(of: item)) is neither a view nor a layout guide", spec: spec)
        }

        private func xAnchor(
            _ item: any LayoutItem, _ attribute: LayoutAttribute, _ spec: ConstraintSpec
        ) throws(PlumbError) -> NSLayoutXAxisAnchor {
            switch try source(item, attribute, spec) {
            case .view(let view):
                switch attribute {
                case .left: return view.leftAnchor
                case .right: return view.rightAnchor
                case .leading: return view.leadingAnchor
                case .trailing: return view.trailingAnchor
                default: return view.centerXAnchor
                }
            case .guide(let guide):
                switch attribute {
                case .left, .leftMargin: return guide.leftAnchor
                case .right, .rightMargin: return guide.rightAnchor
                case .leading, .leadingMargin: return guide.leadingAnchor
                case .trailing, .trailingMargin: return guide.trailingAnchor
                default: return guide.centerXAnchor
                }
            }
        }

        private func yAnchor(
            _ item: any LayoutItem, _ attribute: LayoutAttribute, _ spec: ConstraintSpec
        ) throws(PlumbError) -> NSLayoutYAxisAnchor {
            switch try source(item, attribute, spec) {
            case .view(let view):
                switch attribute {
                case .top: return view.topAnchor
                case .bottom: return view.bottomAnchor
                case .firstBaseline: return view.firstBaselineAnchor
                case .lastBaseline: return view.lastBaselineAnchor
                default: return view.centerYAnchor
                }
            case .guide(let guide):
                switch attribute {
                case .top, .topMargin: return guide.topAnchor
                case .bottom, .bottomMargin: return guide.bottomAnchor
                case .firstBaseline, .lastBaseline:
                    throw PlumbError(.unsupported, "a layout guide has no baselines", spec: spec)
                default: return guide.centerYAnchor
                }
            }
        }
    }

    extension PlumbPlatformView: LayoutViewItem {
        /// Views use ``AppleConstraintBackend``.
        public static var constraintBackend: any ConstraintBackend { AppleConstraintBackend() }
    }

    extension PlumbPlatformLayoutGuide: LayoutItem {
        /// Layout guides use ``AppleConstraintBackend``.
        public static var constraintBackend: any ConstraintBackend { AppleConstraintBackend() }
    }

    extension LayoutAnchors where Item: PlumbPlatformView {
        /// The anchors of the view's superview, resolved when they are read, that is when the
        /// block is compiled: `view.edges == view.superview.edges.inset(by: 8)` without naming
        /// the superview (SnapKit's `equalToSuperview()`).
        ///
        /// When the view has no superview then, every relation that uses these anchors is
        /// refused with ``PlumbError/Kind/noSuperview``, named `view.superview` in the
        /// expression, recorded in the group's ``ConstraintGroup/errors`` and reported to
        /// ``PlumbDiagnostics/handler``; the rest of the block is still made, and nothing
        /// reaches UIKit or AppKit. The superview is the one at that moment.
        public var superview: LayoutAnchors<PlumbPlatformView> {
            LayoutAnchors<PlumbPlatformView>(superview: item?.superview, of: self)
        }
    }

    extension ConstraintGroup {
        /// The group's constraints as `NSLayoutConstraint`s, in the order they were written.
        public var layoutConstraints: [NSLayoutConstraint] {
            constraints.compactMap { $0 as? NSLayoutConstraint }
        }
    }

    // The platform's own insets. Disfavored, so that `inset(by: .zero)` and
    // `inset(by: .init(top:leading:bottom:trailing:))` keep meaning DirectionalEdgeInsets
    // rather than becoming ambiguous with the platform types' members of the same names.
    #if PLUMB_STUB_UIKIT || (!PLUMB_APPLE_STUB && canImport(UIKit))
        extension EdgesAnchor {
            /// The edges moved inwards by UIKit's absolute insets: `left` and `right` whatever
            /// the layout direction, so the relation uses left and right attributes
            /// (`a.edges == b.edges.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))`).
            @_disfavoredOverload public func inset(by insets: UIEdgeInsets) -> EdgesAnchor {
                inset(
                    top: Double(insets.top), left: Double(insets.left),
                    bottom: Double(insets.bottom), right: Double(insets.right))
            }

            /// The edges moved inwards by UIKit's directional insets (leading and trailing).
            @_disfavoredOverload public func inset(by insets: NSDirectionalEdgeInsets)
                -> EdgesAnchor
            {
                inset(
                    top: Double(insets.top), leading: Double(insets.leading),
                    bottom: Double(insets.bottom), trailing: Double(insets.trailing))
            }
        }
    #else
        extension EdgesAnchor {
            /// The edges moved inwards by AppKit's absolute insets: `left` and `right` whatever
            /// the layout direction, so the relation uses left and right attributes.
            @_disfavoredOverload public func inset(by insets: NSEdgeInsets) -> EdgesAnchor {
                inset(
                    top: Double(insets.top), left: Double(insets.left),
                    bottom: Double(insets.bottom), right: Double(insets.right))
            }

            /// The edges moved inwards by AppKit's directional insets (leading and trailing).
            @_disfavoredOverload public func inset(by insets: NSDirectionalEdgeInsets)
                -> EdgesAnchor
            {
                inset(
                    top: Double(insets.top), leading: Double(insets.leading),
                    bottom: Double(insets.bottom), trailing: Double(insets.trailing))
            }
        }
    #endif

#endif
