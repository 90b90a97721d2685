import Foundation

extension LayoutView {
    /// Adds a custom guide to the view (moving it from its previous owner, whose
    /// constraints on it are deactivated).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guard guide.systemSource == nil else {
            PlumbDiagnostics.report(
                .invalidHierarchy(
                    reason:
                        "\(guide.debugName) belongs to \(guide.owningView?.debugName ?? "a view") and cannot be moved."
                ))
            return
        }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        if let engine = node.engine { engine.registerGuide(guide) }
    }

    /// Removes a custom guide; the constraints on it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.systemSource == nil else { return }
        LayoutConstraint.deactivate(guide.node.constraints.elements.filter { $0.kind.isStandard })
        node.engine?.unregisterGuide(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The margins in effect: the directional margins resolved for this view's direction.
    /// Setting it stores the directional margins that resolve to it. Non-finite margins are
    /// refused with a report. Default 8 on every side.
    public var layoutMargins: AbsoluteEdgeInsets {
        get { storedDirectionalMargins.resolved(effectiveUserInterfaceLayoutDirection) }
        set {
            directionalLayoutMargins = DirectionalEdgeInsets(
                newValue, direction: effectiveUserInterfaceLayoutDirection)
        }
    }

    /// The margins by leading and trailing edge (8 on every side by default). Non-finite
    /// margins are refused with a report.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { storedDirectionalMargins }
        set {
            guard newValue.isFinite else {
                PlumbDiagnostics.report(
                    .invalidValue(property: "layoutMargins", value: "\(newValue)", item: debugName))
                return
            }
            guard newValue != storedDirectionalMargins else { return }
            storedDirectionalMargins = newValue
            node.engine?.parametersDidChange(self)
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true by
    /// default, as in UIKit): the effective margin on each edge is the margin plus the
    /// safe-area inset there.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsMarginsFromSafeArea }
        set {
            guard newValue != storedInsetsMarginsFromSafeArea else { return }
            storedInsetsMarginsFromSafeArea = newValue
            node.engine?.parametersDidChange(self)
        }
    }

    /// The margins constraints see: ``layoutMargins``, plus the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``.
    var effectiveMargins: AbsoluteEdgeInsets {
        let margins = layoutMargins
        return storedInsetsMarginsFromSafeArea ? margins + engineSafeAreaInsets : margins
    }

    /// The guide whose edges are the view's bounds inset by its margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuide { return guide }
        let guide = makeSystemGuide(.margins, identifier: "UIViewLayoutMarginsGuide")
        marginsGuide = guide
        return guide
    }

    /// The guide whose edges are the view's bounds inset by its safe area.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = makeSystemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        safeAreaGuide = guide
        return guide
    }

    private func makeSystemGuide(_ source: GuideEdge.Source, identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.systemSource = source
        guide.owningView = self
        systemGuides.append(guide)
        if let engine = node.engine { engine.registerGuide(guide) }
        return guide
    }

    /// Extra insets of the safe area on top of what the ancestors' safe areas cover, as a
    /// view controller's `additionalSafeAreaInsets`. On a root view this is what the window
    /// gives (a notch, a home indicator). Non-finite or negative insets are refused with a report.
    public var additionalSafeAreaInsets: AbsoluteEdgeInsets {
        get { storedAdditionalSafeArea }
        set {
            guard newValue.isFinite, newValue.top >= 0, newValue.left >= 0, newValue.bottom >= 0,
                newValue.right >= 0
            else {
                PlumbDiagnostics.report(
                    .invalidValue(
                        property: "additionalSafeAreaInsets", value: "\(newValue)", item: debugName)
                )
                return
            }
            guard newValue != storedAdditionalSafeArea else { return }
            storedAdditionalSafeArea = newValue
            node.engine?.safeAreaSourceDidChange(self)
        }
    }

    /// The insets of the area not covered by the window's unsafe regions: for a root, its
    /// ``additionalSafeAreaInsets``; for a subview, how far its superview's unsafe area
    /// reaches into its frame (as of the last layout), plus its own additional insets.
    public var safeAreaInsets: AbsoluteEdgeInsets { computedSafeArea() }

    func computedSafeArea() -> AbsoluteEdgeInsets {
        guard let parent = superview else { return storedAdditionalSafeArea }
        let p = parent.computedSafeArea()
        let size = parent.storedFrame.size
        let f = storedFrame
        // Only a band the superview itself finds unsafe reaches into the view: a view that
        // merely hangs outside its superview gets no inset from that.
        func overlap(_ band: CGFloat, _ reach: CGFloat, _ limit: CGFloat) -> CGFloat {
            band > 0 ? max(0, min(reach, max(0, limit))) : 0
        }
        let inherited = AbsoluteEdgeInsets(
            top: overlap(p.top, p.top - f.minY, f.height),
            left: overlap(p.left, p.left - f.minX, f.width),
            bottom: overlap(p.bottom, f.maxY - (size.height - p.bottom), f.height),
            right: overlap(p.right, f.maxX - (size.width - p.right), f.width))
        return inherited + storedAdditionalSafeArea
    }

    /// The safe-area insets the engine builds rows with (recorded so that the layout pass
    /// can tell when they change).
    var engineSafeAreaInsets: AbsoluteEdgeInsets {
        if let engine = node.engine { engine.safeArea.dependents.insert(node) }
        if let cached = cachedSafeArea { return cached }
        // With no view of the tree adding insets, every safe area is zero (and computing
        // one would walk to the root).
        let insets =
            node.engine.map { $0.safeArea.sources.isEmpty } == true ? .zero : computedSafeArea()
        cachedSafeArea = insets
        return insets
    }
}
