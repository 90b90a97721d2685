import Foundation
import PlumbLayout
import Testing

/// Every attribute maps to the frame as Auto Layout maps it (AUTOLAYOUT.md 2.2).
@MainActor
struct AttributeFrameTests {
    @Test func edgesWithConstantsGiveTheInsetFrame() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let child = constrainedView(in: root)
        pin(child, .left, .equal, root, .left, constant: 10)
        pin(child, .top, .equal, root, .top, constant: 20)
        pin(child, .right, .equal, root, .right, constant: -30)
        pin(child, .bottom, .equal, root, .bottom, constant: -40)
        root.layoutIfNeeded()
        expectFrame(child.frame, 10, 20, 280, 420)
        #expect(log.errors.isEmpty)
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func centersAndSizesCentreTheView() {
        let root = makeRoot(width: 320, height: 300)
        let child = constrainedView(in: root)
        pin(child, .width, constant: 100)
        pin(child, .height, constant: 50)
        pin(child, .centerX, .equal, root, .centerX)
        pin(child, .centerY, .equal, root, .centerY)
        root.layoutIfNeeded()
        expectFrame(child.frame, 110, 125, 100, 50)
    }
}

@MainActor
struct DirectionalAttributeTests {
    @Test func leadingAndTrailingAreLeftAndRightInLeftToRight() {
        let root = makeRoot(width: 320, height: 100)
        let child = constrainedView(in: root)
        pin(child, .leading, .equal, root, .leading, constant: 10)
        pin(child, .trailing, .equal, root, .trailing, constant: -30)
        pin(child, .top, .equal, root, .top)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 10, 0, 280, 20)
    }

    @Test func leadingAndTrailingMirrorInRightToLeft() {
        let root = makeRoot(width: 320, height: 100)
        root.layoutDirection = .rightToLeft
        let child = constrainedView(in: root)
        pin(child, .leading, .equal, root, .leading, constant: 10)
        pin(child, .width, constant: 100)
        pin(child, .top, .equal, root, .top)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 210, 0, 100, 20)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func siblingsFollowEachOtherTowardsTheTrailingEdgeInRightToLeft() {
        let root = makeRoot(width: 320, height: 100)
        root.layoutDirection = .rightToLeft
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        for view in [a, b] {
            pin(view, .width, constant: 50)
            pin(view, .height, constant: 20)
            pin(view, .top, .equal, root, .top)
        }
        pin(a, .leading, .equal, root, .leading, constant: 10)
        pin(b, .leading, .equal, a, .trailing, constant: 8)
        root.layoutIfNeeded()
        expectFrame(a.frame, 260, 0, 50, 20)
        expectFrame(b.frame, 202, 0, 50, 20)
    }

    @Test func switchingTheRootDirectionRelaysOut() {
        let root = makeRoot(width: 200, height: 100)
        let child = constrainedView(in: root)
        pin(child, .leading, .equal, root, .leading, constant: 10)
        pin(child, .width, constant: 50)
        pin(child, .top, .equal, root, .top)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 10, 0, 50, 20)
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(child.frame, 140, 0, 50, 20)
        root.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        expectFrame(child.frame, 10, 0, 50, 20)
    }

    @Test func forcedRightToLeftOnTheHoldingViewMirrorsItsConstraintsOnly() {
        let root = makeRoot(width: 300, height: 100)
        let box = constrainedView(in: root)
        pinEdges(box, to: root, inset: 50)  // box: (50, 50, 200, 0)
        box.semanticContentAttribute = .forceRightToLeft
        let inner = constrainedView(in: box)
        pin(inner, .leading, .equal, box, .leading, constant: 10)
        pin(inner, .width, constant: 40)
        pin(inner, .top, .equal, box, .top)
        pin(inner, .height, constant: 0)
        let outer = constrainedView(in: root)
        pin(outer, .leading, .equal, root, .leading, constant: 10)
        pin(outer, .width, constant: 40)
        pin(outer, .top, .equal, root, .top)
        pin(outer, .height, constant: 0)
        root.layoutIfNeeded()
        expectFrame(inner.frame, 150, 0, 40, 0)
        expectFrame(outer.frame, 10, 0, 40, 0)
    }

    @Test func leftAndRightIgnoreTheDirection() {
        let root = makeRoot(width: 320, height: 100)
        root.layoutDirection = .rightToLeft
        let child = constrainedView(in: root)
        pin(child, .left, .equal, root, .left, constant: 10)
        pin(child, .right, .equal, root, .centerX)
        pin(child, .top, .equal, root, .top)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 10, 0, 150, 20)
    }

    @Test func centerXPairedWithLeadingIsMirroredWithIt() {
        let root = makeRoot(width: 300, height: 100)
        root.layoutDirection = .rightToLeft
        let child = constrainedView(in: root)
        // The leading edge sits 10 points towards the trailing side of the centre.
        pin(child, .leading, .equal, root, .centerX, constant: 10)
        pin(child, .width, constant: 50)
        pin(child, .top, .equal, root, .top)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 90, 0, 50, 20)
    }
}

@MainActor
struct MarginAttributeTests {
    @Test func marginAttributesInsetByTheDefaultEightPoints() {
        let root = makeRoot(width: 320, height: 200)
        let child = constrainedView(in: root)
        pin(child, .left, .equal, root, .leftMargin)
        pin(child, .right, .equal, root, .rightMargin)
        pin(child, .top, .equal, root, .topMargin)
        pin(child, .bottom, .equal, root, .bottomMargin)
        root.layoutIfNeeded()
        expectFrame(child.frame, 8, 8, 304, 184)
        #expect(root.layoutMargins == AbsoluteEdgeInsets(all: 8))
    }

    @Test func theChildsOwnMarginsApplyToItsMarginAttributes() {
        let root = makeRoot(width: 320, height: 200)
        let child = constrainedView(in: root)
        child.layoutMargins = AbsoluteEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // child.leftMargin == root.left + 10  →  child.x = 10 - 2
        pin(child, .leftMargin, .equal, root, .left, constant: 10)
        pin(child, .rightMargin, .equal, root, .right, constant: -10)
        pin(child, .topMargin, .equal, root, .top, constant: 10)
        pin(child, .bottomMargin, .equal, root, .bottom, constant: -10)
        root.layoutIfNeeded()
        expectFrame(child.frame, 8, 9, 320 - 8 - 6, 200 - 9 - 7)
    }

    @Test func directionalMarginsFollowTheDirection() {
        let root = makeRoot(width: 300, height: 100)
        root.layoutDirection = .rightToLeft
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        #expect(root.layoutMargins == AbsoluteEdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
        let child = constrainedView(in: root)
        pin(child, .leading, .equal, root, .leadingMargin)
        pin(child, .trailing, .equal, root, .trailingMargin)
        pin(child, .top, .equal, root, .top)
        pin(child, .height, constant: 10)
        root.layoutIfNeeded()
        expectFrame(child.frame, 4, 0, 276, 10)
    }

    @Test func centersWithinMarginsUseTheMarginArea() {
        let root = makeRoot(width: 300, height: 200)
        root.layoutMargins = AbsoluteEdgeInsets(top: 40, left: 100, bottom: 0, right: 0)
        let child = constrainedView(in: root)
        pin(child, .centerX, .equal, root, .centerXWithinMargins)
        pin(child, .centerY, .equal, root, .centerYWithinMargins)
        pin(child, .width, constant: 20)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 190, 110, 20, 20)
    }

    @Test func changingMarginsMovesDependentViews() {
        let root = makeRoot(width: 300, height: 200)
        let child = constrainedView(in: root)
        pinEdges(child, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        expectFrame(child.frame, 8, 8, 284, 184)
        expectFrame(root.layoutMarginsGuide.layoutFrame, 8, 8, 284, 184)
        root.layoutMargins = AbsoluteEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        expectFrame(child.frame, 20, 10, 240, 160)
    }
}

@MainActor
struct ProportionalAttributeTests {
    @Test func multipliersScaleSizes() {
        let root = makeRoot(width: 300, height: 200)
        let child = constrainedView(in: root)
        pin(child, .width, .equal, root, .width, multiplier: 0.5)
        pin(child, .height, .equal, child, .width, multiplier: 0.25, constant: 5)
        pin(child, .left, .equal, root, .left)
        pin(child, .top, .equal, root, .top)
        root.layoutIfNeeded()
        // 42.5 rounds half up to 43 at the default scale of 1, and stays at scale 0.
        expectFrame(child.frame, 0, 0, 150, 43)
        root.displayScale = 0
        root.layoutIfNeeded()
        expectFrame(child.frame, 0, 0, 150, 42.5)
    }

    @Test func locationMultipliersAreTakenInTheHoldingViewsSpace() {
        let root = makeRoot(width: 400, height: 400)
        let box = constrainedView(in: root)
        pin(box, .left, .equal, root, .left, constant: 100)
        pin(box, .top, .equal, root, .top, constant: 100)
        pin(box, .width, constant: 200)
        pin(box, .height, constant: 200)
        let child = constrainedView(in: box)
        // box.centerX in its own space is 100; half of it is 50.
        pin(child, .centerX, .equal, box, .centerX, multiplier: 0.5)
        pin(child, .bottom, .equal, box, .bottom, multiplier: 0.5)
        pin(child, .width, constant: 20)
        pin(child, .height, constant: 20)
        root.layoutIfNeeded()
        expectFrame(child.frame, 40, 80, 20, 20)
    }
}

@MainActor
struct BaselineAttributeTests {
    @Test func firstBaselinesAlignAcrossFontSizes() {
        let root = makeRoot(width: 400, height: 200)
        let big = LayoutLabel(text: "Title", fontSize: 32)
        let small = LayoutLabel(text: "note", fontSize: 16)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        pin(big, .left, .equal, root, .left)
        pin(big, .top, .equal, root, .top, constant: 10)
        pin(small, .left, .equal, big, .right, constant: 8)
        pin(small, .firstBaseline, .equal, big, .firstBaseline)
        root.layoutIfNeeded()
        expectFrame(big.frame, 0, 10, 80, 40)
        // Big baseline at 10 + 32 = 42; small's ascender is 16.
        expectFrame(small.frame, 88, 26, 32, 20)
    }

    @Test func lastBaselinesAlignAcrossLineCounts() {
        let root = makeRoot(width: 400, height: 200)
        let tall = LayoutLabel(text: "one\ntwo\nthree", fontSize: 16)
        tall.numberOfLines = 0
        let short = LayoutLabel(text: "x", fontSize: 8)
        for label in [tall, short] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        pin(tall, .left, .equal, root, .left)
        pin(tall, .top, .equal, root, .top)
        pin(short, .left, .equal, tall, .right)
        pin(short, .lastBaseline, .equal, tall, .lastBaseline)
        root.layoutIfNeeded()
        expectFrame(tall.frame, 0, 0, 40, 60)
        // Tall's last baseline: 60 - 4 = 56; short's descender is 2, line 10.
        expectFrame(short.frame, 40, 48, 4, 10)
    }

    @Test func plainViewsHaveBaselinesAtTheirTopAndBottom() {
        let root = makeRoot()
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        pinEdges(a, to: root, inset: 100)
        pin(b, .firstBaseline, .equal, a, .lastBaseline)
        pin(b, .lastBaseline, .equal, a, .lastBaseline, constant: 10)
        pin(b, .left, .equal, a, .left)
        pin(b, .width, constant: 5)
        root.layoutIfNeeded()
        expectFrame(b.frame, 100, 380, 5, 10)
    }
}
