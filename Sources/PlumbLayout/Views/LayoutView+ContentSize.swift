extension LayoutView {
    /// Re-reads ``intrinsicContentSize`` (and the baseline offsets and alignment insets a
    /// subclass computes) and updates the content-size constraints in place. Call it when
    /// they change. A negative (other than ``noIntrinsicMetric``) or non-finite intrinsic
    /// dimension is reported and treated as no intrinsic size.
    public func invalidateIntrinsicContentSize() {
        node.engine?.contentSizeDidChange(self)
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    /// Sets the hugging priority on `axis`. Values outside 1…1000 are refused with a report.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else {
            PlumbDiagnostics.report(
                .invalidValue(
                    property: "content hugging priority", value: "\(priority)", item: debugName))
            return
        }
        if axis == .horizontal {
            huggingPriorities.0 = priority
        } else {
            huggingPriorities.1 = priority
        }
        node.engine?.contentSizeDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }

    /// Sets the compression-resistance priority on `axis`. Values outside 1…1000 are
    /// refused with a report.
    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutAxis
    ) {
        guard priority.isValid else {
            PlumbDiagnostics.report(
                .invalidValue(
                    property: "content compression resistance priority", value: "\(priority)",
                    item: debugName))
            return
        }
        if axis == .horizontal {
            compressionPriorities.0 = priority
        } else {
            compressionPriorities.1 = priority
        }
        node.engine?.contentSizeDidChange(self)
    }
}
