/// The views of one engine whose rows depend on safe areas, and those that make safe areas.
@MainActor
struct SafeAreaTracking {
    /// Views whose rows were built with their safe-area insets.
    var dependents = ObjectList<ItemNode>()
    /// Registered views with non-zero additional safe-area insets.
    var sources = ObjectList<ItemNode>()
    /// Whether the last layout pass had any source (so that the pass after the last source
    /// went away still refreshes the dependents).
    var wasActive = false
}

extension LayoutEngine {
    func safeAreaSourceDidChange(_ view: LayoutView) {
        if view.storedAdditionalSafeArea != .zero {
            safeArea.sources.insert(view.node)
        } else {
            safeArea.sources.remove(view.node)
        }
        needsLayout = true
        if view === root {
            view.cachedSafeArea = nil
            parametersDidChange(view)
        }
    }

    /// Re-derives the rows of the views whose safe-area insets changed in this pass.
    func updateSafeAreas() {
        let active = !safeArea.sources.isEmpty
        guard active || safeArea.wasActive else { return }
        safeArea.wasActive = active
        for node in safeArea.dependents.elements {
            guard let view = node.view else { continue }
            let insets = view.computedSafeArea()
            if insets != view.cachedSafeArea {
                view.cachedSafeArea = insets
                parametersDidChange(view)
            }
        }
    }
}
