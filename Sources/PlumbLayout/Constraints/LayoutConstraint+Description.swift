extension LayoutConstraint {
    /// The constraint as a Plumb expression, with its priority, identifier, source location
    /// and state: `'title' label.leading == card.leadingMargin + 8 ~ 750 (Card.swift:12)`.
    /// Engine-made constraints say what made them, such as `[autoresizing h=--&]`.
    public var description: String {
        var text = descriptionLabel.map { "'\($0)' " } ?? ""
        text += equationText
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        if let sourceLocation { text += " (\(sourceLocation))" }
        if let note = systemNote { text += " [\(note)]" }
        if isBroken {
            text += " [broken]"
        } else if !active && kind.isStandard {
            text += " [inactive]"
        }
        return text
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    private var firstName: String { firstNode?.name ?? "nil" }

    private var equationText: String {
        switch kind {
        case .standard:
            return describeEquation(
                first: firstName, firstAttribute, relation, second: secondNode?.name,
                secondAttribute,
                multiplier: multiplier, constant: effectiveConstant,
                firstEnd: firstEnd.map { ($0.node?.name ?? "nil", $0.attribute) },
                secondEnd: secondEnd.map { ($0.node?.name ?? "nil", $0.attribute) })
        case .autoresizing(let rule):
            let name =
                rule.isSize
                ? (rule.axis == .horizontal ? "width" : "height")
                : (rule.axis == .horizontal ? "minX" : "minY")
            let value = rule.isSize ? rule.length : rule.offset
            let share = rule.isSize ? rule.lengthShare : rule.offsetShare
            let superName = secondNode?.name ?? "superview"
            var text = "\(firstName).frame.\(name) == \(formatNumber(value))"
            if share != 0 {
                let length = rule.axis == .horizontal ? "width" : "height"
                text +=
                    " + \(formatNumber(share)) * (\(superName).bounds.\(length) - \(formatNumber(rule.superLength)))"
            }
            return text
        case .contentSize(let axis, _, let value):
            return
                "\(firstName).\(axis == .horizontal ? "width" : "height") \(relation) \(formatNumber(value))"
        case .guideEdge(let edge):
            let names = ["left", "top", "width", "height"]
            let index = (edge.isSize ? 2 : 0) + (edge.axis == .horizontal ? 0 : 1)
            return
                "\(firstName).\(names[index]) == \(secondNode?.name ?? "owner").\(names[index]) (inset)"
        case .rootFrame(let axis, let isSize):
            let view = firstNode?.view
            let value =
                isSize
                ? (axis == .horizontal ? view?.storedFrame.width : view?.storedFrame.height) ?? 0
                : 0
            return
                "\(firstName).\(isSize ? (axis == .horizontal ? "width" : "height") : (axis == .horizontal ? "minX" : "minY")) == \(formatNumber(value))"
        case .fittingSize(let axis, let target):
            return
                "\(firstName).\(axis == .horizontal ? "width" : "height") == \(formatNumber(target))"
        case .fittingOrigin(let axis):
            return "\(firstName).\(axis == .horizontal ? "minX" : "minY") == 0"
        }
    }

    private var systemNote: String? {
        switch kind {
        case .standard: nil
        case .autoresizing(let rule): "autoresizing \(rule.notation)"
        case .contentSize(_, let hugging, _): hugging ? "content hugging" : "compression resistance"
        case .guideEdge(let edge):
            edge.source == .margins ? "layout margins guide" : "safe area guide"
        case .rootFrame: "root view frame"
        case .fittingSize: "fitting size"
        case .fittingOrigin: "fitting origin"
        }
    }
}
