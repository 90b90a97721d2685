import Foundation
import PlumbLayout
import SolverWorkload

/// The grid-of-cards shape of issue 12: sections hanging one below the other, each a header
/// label over rows of three cards; each card a nested stack with inequalities and
/// priorities, laid out by PlumbLayout through the DSL.
///
/// A section (78 views) is a container with a header label (16 from the top, at the leading
/// margin, its trailing edge at most at the trailing margin) and 4 rows 8 apart, the last
/// 16 above the section's bottom. A row is as tall as its tallest card (each card's bottom
/// at most at the row's bottom, the row's height pulled to 0 at low priority). The three
/// cards of a row are equally wide, 8 apart and 8 from the row's edges. A card holds an
/// image as wide as the card and half as tall, a stack 8 below it inside the card's margins
/// (its bottom at least 8 above the card's bottom, the card's height pulled to 0 just above
/// low priority) holding a title and a body label 4 apart, and a badge label 4 from the
/// card's top and trailing edges, at least 20 wide. Body fonts vary (12, 14, 16), so cards
/// of a row differ in height. Each card has an inactive "collapsed" group (`body.height ==
/// 0`); each section's top spacing can change in place.
@MainActor
public final class GridScreen: ScreenWorkload {
    /// "grid of cards".
    public static let shapeName = "grid of cards"
    /// The root: it keeps its frame (autoresizing mask on), as a window's root view.
    public let root: LayoutView
    public var viewCount: Int { 1 + sections.count * Self.viewsPerSection }
    public private(set) var constraintCount = 0

    static let rowsPerSection = 4
    static let cardsPerRow = 3
    static let viewsPerSection = 2 + rowsPerSection * (1 + cardsPerRow * 6)

    private struct Card {
        let card: LayoutView
        let image: LayoutView
        let stack: LayoutView
        let title: LayoutLabel
        let body: LayoutLabel
        let badge: LayoutLabel
        let collapsed: ConstraintGroup
        var isCollapsed = false
    }

    private struct Section {
        let section: LayoutView
        let header: LayoutLabel
        let above: LayoutView
        let group: ConstraintGroup
        var rows: [LayoutView] = []
        var cards: [[Card]] = []
        var gap: Double = 0
    }

    private var sections: [Section] = []
    private var width: CGFloat = 375

    /// Builds a screen 375 points wide of about `viewCount` views (`viewCount / 78`
    /// sections): one `constrain` block per section, per row and per card. Does not lay
    /// out. Throws `WorkloadFailure` for fewer than 79 views or if the DSL reports an error.
    public init(viewCount: Int) throws(WorkloadFailure) {
        guard viewCount > Self.viewsPerSection else {
            throw WorkloadFailure("a grid screen needs more than \(Self.viewsPerSection) views, got \(viewCount)")
        }
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        for index in 0..<viewCount / Self.viewsPerSection {
            try addSection(index)
        }
    }

    private func checked(_ group: ConstraintGroup, _ what: String) throws(WorkloadFailure) -> ConstraintGroup {
        guard group.errors.isEmpty else { throw WorkloadFailure("\(what): the DSL reported \(group.errors)") }
        constraintCount += group.constraints.count
        return group
    }

    private func addSection(_ index: Int) throws(WorkloadFailure) {
        let section = LayoutView()
        let header = LayoutLabel(text: "Section \(index)", fontSize: 20)
        root.addSubview(section)
        section.addSubview(header)
        let above = sections.last?.section ?? root
        let first = index == 0
        let group = try checked(
            constrain([root, above, section, header]) { v in
                let (root, above, section, header) = (v[0], v[1], v[2], v[3])
                section.horizontalEdges == root.horizontalEdges
                if first { section.top == above.top } else { section.top == above.bottom }
                header.top == section.top + 16
                header.leading == section.leadingMargin
                header.trailing <= section.trailingMargin
            }, "section \(index)")
        var record = Section(section: section, header: header, above: above, group: group)
        for r in 0..<Self.rowsPerSection {
            let row = LayoutView()
            section.addSubview(row)
            let previous: LayoutView = r == 0 ? header : record.rows[r - 1]
            _ = try checked(
                constrain([section, previous, row]) { v in
                    let (section, previous, row) = (v[0], v[1], v[2])
                    row.horizontalEdges == section.horizontalEdges
                    row.top == previous.bottom + 8
                    row.height == 0 ~ .low
                    if r == Self.rowsPerSection - 1 { section.bottom == row.bottom + 16 }
                }, "section \(index) row \(r)")
            var cards: [Card] = []
            for c in 0..<Self.cardsPerRow {
                cards.append(try makeCard(in: row, after: cards.last?.card, first: cards.first?.card, column: c, serial: (index * Self.rowsPerSection + r) * Self.cardsPerRow + c))
            }
            record.rows.append(row)
            record.cards.append(cards)
        }
        sections.append(record)
    }

    private func makeCard(in row: LayoutView, after left: LayoutView?, first: LayoutView?, column: Int, serial: Int) throws(WorkloadFailure) -> Card {
        let card = LayoutView(), image = LayoutView(), stack = LayoutView()
        let title = LayoutLabel(text: "Card \(serial)", fontSize: 15)
        let body = LayoutLabel(text: "Body of card \(serial)", fontSize: CGFloat(12 + serial % 3 * 2))
        let badge = LayoutLabel(text: "\(serial % 10)", fontSize: 11)
        row.addSubview(card)
        card.addSubview(image)
        card.addSubview(stack)
        card.addSubview(badge)
        stack.addSubview(title)
        stack.addSubview(body)
        let last = column == Self.cardsPerRow - 1
        let items: [LayoutView] = [row, left ?? row, first ?? row, card, image, stack, title, body, badge]
        _ = try checked(
            constrain(items) { v in
                let (row, left, first, card, image, stack) = (v[0], v[1], v[2], v[3], v[4], v[5])
                let (title, body, badge) = (v[6], v[7], v[8])
                card.top == row.top
                card.bottom <= row.bottom
                if column == 0 { card.leading == row.leading + 8 } else { card.leading == left.trailing + 8 }
                if column > 0 { card.width == first.width }
                if last { card.trailing == row.trailing - 8 }
                card.height == 0 ~ LayoutPriority(251)
                image.top == card.top
                image.horizontalEdges == card.horizontalEdges
                image.height == image.width * 0.5
                stack.top == image.bottom + 8
                stack.horizontalEdges == card.horizontalMargins
                stack.bottom <= card.bottom - 8
                title.top == stack.top
                title.horizontalEdges == stack.horizontalEdges
                body.top == title.bottom + 4
                body.horizontalEdges == stack.horizontalEdges
                body.bottom == stack.bottom
                badge.top == card.top + 4
                badge.trailing == card.trailing - 4
                badge.width >= 20
            }, "card \(serial)")
        let collapsed = ConstraintGroup(body.anchors.height == 0)
        guard collapsed.errors.isEmpty else { throw WorkloadFailure("card \(serial): \(collapsed.errors)") }
        return Card(card: card, image: image, stack: stack, title: title, body: body, badge: badge, collapsed: collapsed)
    }

    public func layout() { root.layoutIfNeeded() }

    /// Changes the spacing above section `(step × 7919) mod sections` to 4, 8 or 12.
    public func changeConstant(step: Int) throws(WorkloadFailure) {
        let index = (step * 7919) % sections.count
        let gap = Double(4 + step % 3 * 4)
        let section = sections[index]
        do throws(PlumbError) {
            if index == 0 {
                try section.group.update { section.section.anchors.top == section.above.anchors.top + gap }
            } else {
                try section.group.update { section.section.anchors.top == section.above.anchors.bottom + gap }
            }
        } catch {
            throw WorkloadFailure("changeConstant(step: \(step)): \(error)")
        }
        sections[index].gap = gap
        root.layoutIfNeeded()
    }

    /// Collapses (even steps) or expands (odd steps) the body of one card: the last card of
    /// row 1 of section `(step / 2 × 104729) mod sections`, the row's tallest (its body font
    /// is 16), so that the row, its section and every section below move.
    public func toggle(step: Int) {
        let index = (step / 2 * 104_729) % sections.count
        sections[index].cards[1][2].isCollapsed.toggle()
        sections[index].cards[1][2].collapsed.isActive = sections[index].cards[1][2].isCollapsed
        root.layoutIfNeeded()
    }

    /// Resizes the root to 414 points wide on even steps, 375 on odd ones.
    public func resize(step: Int) {
        width = step % 2 == 0 ? 414 : 375
        root.frame = CGRect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
    }

    public func check(_ what: String) throws(WorkloadFailure) {
        root.layoutIfNeeded()
        let columns = CGFloat(Self.cardsPerRow)
        let cardWidth = (width - 8 * (columns + 1)) / columns
        let imageHeight = cardWidth / 2
        var y: CGFloat = 0
        for (s, section) in sections.enumerated() {
            y += CGFloat(section.gap)
            let header = section.header.intrinsicContentSize
            try expectFrame(section.header.frame, CGRect(x: 8, y: 16, width: header.width, height: header.height), "\(what): section \(s) header")
            var rowY = 16 + header.height + 8
            for (r, cards) in section.cards.enumerated() {
                var rowHeight: CGFloat = 0
                for (c, card) in cards.enumerated() {
                    let title = card.title.intrinsicContentSize
                    let body = card.isCollapsed ? 0 : card.body.intrinsicContentSize.height
                    let stackHeight = title.height + 4 + body
                    let cardHeight = imageHeight + 8 + stackHeight + 8
                    rowHeight = max(rowHeight, cardHeight)
                    let badge = card.badge.intrinsicContentSize
                    let badgeWidth = max(20, badge.width)
                    let name = "\(what): section \(s) row \(r) card \(c)"
                    try expectFrame(card.card.frame, CGRect(x: 8 + CGFloat(c) * (cardWidth + 8), y: 0, width: cardWidth, height: cardHeight), name)
                    try expectFrame(card.image.frame, CGRect(x: 0, y: 0, width: cardWidth, height: imageHeight), name + " image")
                    try expectFrame(card.stack.frame, CGRect(x: 8, y: imageHeight + 8, width: cardWidth - 16, height: stackHeight), name + " stack")
                    try expectFrame(card.title.frame, CGRect(x: 0, y: 0, width: cardWidth - 16, height: title.height), name + " title")
                    try expectFrame(card.body.frame, CGRect(x: 0, y: title.height + 4, width: cardWidth - 16, height: body), name + " body")
                    try expectFrame(card.badge.frame, CGRect(x: cardWidth - 4 - badgeWidth, y: 4, width: badgeWidth, height: badge.height), name + " badge")
                }
                try expectFrame(section.rows[r].frame, CGRect(x: 0, y: rowY, width: width, height: rowHeight), "\(what): section \(s) row \(r)")
                rowY += rowHeight + 8
            }
            let sectionHeight = rowY - 8 + 16
            try expectFrame(section.section.frame, CGRect(x: 0, y: y, width: width, height: sectionHeight), "\(what): section \(s)")
            y += sectionHeight
        }
    }
}
