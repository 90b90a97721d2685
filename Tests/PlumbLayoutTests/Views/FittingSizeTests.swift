import Foundation
import PlumbLayout
import Testing

@MainActor
struct FittingSizeTests {
    /// A card: a title and a subtitle stacked inside its margins.
    func card() -> (LayoutView, LayoutLabel, LayoutLabel) {
        let card = LayoutView()
        let title = LayoutLabel(text: "Title", fontSize: 16)
        let subtitle = LayoutLabel(text: "A longer subtitle", fontSize: 8)
        for label in [title, subtitle] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            pin(label, .leading, .equal, card, .leadingMargin)
            pin(label, .trailing, .lessThanOrEqual, card, .trailingMargin)
        }
        pin(title, .top, .equal, card, .topMargin)
        pin(subtitle, .top, .equal, title, .bottom, constant: 4)
        pin(subtitle, .bottom, .equal, card, .bottomMargin)
        return (card, title, subtitle)
    }

    @Test func compressedSizeIsTheContentsNaturalSize() {
        let (card, _, _) = card()
        let size = card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        // Widest label: 17 × 4 = 68, plus margins; height 20 + 4 + 10 plus margins.
        #expect(size == CGSize(width: 84, height: 50))
    }

    @Test func expandedSizeIsAlsoTheNaturalSizeWhenContentHugs() {
        let (card, _, _) = card()
        let size = card.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize)
        #expect(size.height == 50)
    }

    @Test func aRequiredWidthPinsThatAxis() {
        let (card, _, subtitle) = card()
        subtitle.numberOfLines = 0
        subtitle.preferredMaxLayoutWidth = 40
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSize)
        // The subtitle wraps at 40 points (10 characters): "A longer" / "subtitle", 2 lines of 10.
        #expect(size == CGSize(width: 300, height: 60))
    }

    @Test func fittingDoesNotDisturbTheTree() {
        let root = makeRoot(width: 320, height: 480)
        let (card, title, _) = card()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        pin(card, .top, .equal, root, .top, constant: 10)
        pin(card, .leading, .equal, root, .leading, constant: 10)
        pin(card, .trailing, .equal, root, .trailing, constant: -10)
        root.layoutIfNeeded()
        let before = (card.frame, title.frame)
        _ = card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        root.layoutIfNeeded()
        #expect(card.frame == before.0 && title.frame == before.1)
        expectFrame(card.frame, 10, 10, 300, 50)
    }

    @Test func badTargetsAreReported() {
        let log = ReportLog()
        defer { log.stop() }
        let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 7, height: 8))
        #expect(
            view.systemLayoutSizeFitting(CGSize(width: -1, height: 0))
                == CGSize(width: 7, height: 8))
        _ = view.systemLayoutSizeFitting(
            .zero, withHorizontalFittingPriority: LayoutPriority(0),
            verticalFittingPriority: .required)
        #expect(log.kinds == [.invalidValue, .invalidValue])
    }
}
