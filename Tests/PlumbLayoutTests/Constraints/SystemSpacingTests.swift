import Foundation
import PlumbLayout
import Testing

/// System spacing at text baselines comes from the fonts: 8 points between the lines'
/// boxes, so that stacked labels never overlap. Every frame below is worked out by hand from
/// ``LayoutFont``'s metrics: a size-`s` font has lines `1.25 s` tall, an ascender of `s` and
/// a descender of `s / 4`.
@MainActor
@Suite struct SystemSpacingTests {
    /// A 24-point title at (16, 10) and a 16-point subtitle whose first baseline follows the
    /// title's last baseline by `multiplier` system spacings, in a 390 × 844 root.
    private func stackedLabels(multiplier: Double = 1) -> (
        root: LayoutView, title: LayoutLabel, subtitle: LayoutLabel
    ) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = LayoutLabel(text: "Title", fontSize: 24)
        let subtitle = LayoutLabel(text: "Subtitle", fontSize: 16)
        root.addSubview(title)
        root.addSubview(subtitle)
        constrain(title, subtitle, root) { title, subtitle, root in
            title.top == root.top + 10
            title.leading == root.leading + 16
            subtitle.leading == title.leading
            subtitle.firstBaseline == title.lastBaseline.plusSystemSpacing(multiplier)
        }
        root.layoutIfNeeded()
        return (root, title, subtitle)
    }

    @Test func stackedLabelsKeepEightPointsBetweenTheirLines() {
        let (_, title, subtitle) = stackedLabels()
        // Title: 5 characters × 12, one 30-point line; last baseline 10 + 30 − 6 = 34.
        #expect(title.frame == CGRect(x: 16, y: 10, width: 60, height: 30))
        // Spacing 6 (title's descender) + 8 + 16 (subtitle's ascender) = 30: first baseline
        // at 64, so the subtitle's top is 64 − 16 = 48, 8 below the title's bottom (40).
        #expect(subtitle.frame == CGRect(x: 16, y: 48, width: 64, height: 20))
        #expect(subtitle.frame.minY - title.frame.maxY == 8)
    }

    @Test func theSpacingFollowsTheFontsWhenTheyChange() {
        let (root, title, subtitle) = stackedLabels()
        title.font = LayoutFont(size: 40)
        root.layoutIfNeeded()
        // A 50-point line at 10: last baseline 10 + 50 − 10 = 50; spacing 10 + 8 + 16 = 34,
        // first baseline 84, top 68: again 8 below the title's bottom (60).
        #expect(title.frame == CGRect(x: 16, y: 10, width: 100, height: 50))
        #expect(subtitle.frame == CGRect(x: 16, y: 68, width: 64, height: 20))
    }

    @Test func aMultiplierScalesTheWholeBaselineDistance() {
        let (_, _, subtitle) = stackedLabels(multiplier: 2)
        // 2 × 30 = 60 below the title's last baseline (34): first baseline 94, top 78.
        #expect(subtitle.frame.minY == 78)
    }

    @Test func aViewBelowALabelsBaselineIsSpacedFromItsLine() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = LayoutLabel(text: "Name", fontSize: 16)
        let field = LayoutView()
        root.addSubview(label)
        root.addSubview(field)
        constrain(label, field, root) { label, field, root in
            label.top == root.top
            label.leading == root.leading
            field.top == label.lastBaseline.plusSystemSpacing()
            field.leading == label.leading
            field.size == (100, 36)
        }
        root.layoutIfNeeded()
        // Last baseline 20 − 4 = 16; spacing 4 (descender) + 8: the field's top is at 28,
        // 8 below the label's bottom. Between two edges the spacing stays 8.
        #expect(field.frame == CGRect(x: 0, y: 28, width: 100, height: 36))
    }

    @Test func updatingAGroupLeavesItsSystemSpacingInForce() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = LayoutLabel(text: "Title", fontSize: 24)
        let subtitle = LayoutLabel(text: "Subtitle", fontSize: 16)
        root.addSubview(title)
        root.addSubview(subtitle)
        constrain(title, subtitle, root) { title, subtitle, root in
            title.top == root.top + 10
            title.leading == root.leading
            subtitle.leading == title.leading
        }
        let spacing = constrain(title, subtitle) { title, subtitle in
            subtitle.firstBaseline == title.lastBaseline.plusSystemSpacing()
        }
        // An update matches the relation and carries no constant of its own (the compiler
        // gives a system-spacing spec constant 0): the spacing must stay the fonts'.
        try spacing.update {
            subtitle.anchors.firstBaseline == title.anchors.lastBaseline.plusSystemSpacing()
        }
        root.layoutIfNeeded()
        #expect(subtitle.frame.minY == 48)
    }

    @Test func theConstraintReadsAsTheSpacingItEnforces() throws {
        let (root, title, _) = stackedLabels()
        let spacing = try #require(
            root.constraints.first { $0.firstAttribute == .firstBaseline })
        #expect(spacing.constant == 30)
        title.font = LayoutFont(size: 40)
        #expect(spacing.constant == 34)
        // Setting the constant by hand replaces the system spacing with a fixed value.
        spacing.constant = 12
        title.font = LayoutFont(size: 24)
        root.layoutIfNeeded()
        #expect(spacing.constant == 12)
    }
}
