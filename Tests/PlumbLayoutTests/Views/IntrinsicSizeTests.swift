import Foundation
import PlumbLayout
import Testing

@MainActor
struct IntrinsicSizeTests {
    func label(_ text: String, in parent: LayoutView, size: CGFloat = 16) -> LayoutLabel {
        let label = LayoutLabel(text: text, fontSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    @Test func aLabelIsAsBigAsItsText() {
        let root = makeRoot()
        let title = label("Hello", in: root)
        pin(title, .leading, .equal, root, .leading, constant: 20)
        pin(title, .top, .equal, root, .top, constant: 30)
        root.layoutIfNeeded()
        expectFrame(title.frame, 20, 30, 40, 20)
        #expect(title.intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(!title.hasAmbiguousLayout)
    }

    @Test(arguments: [
        // (text, numberOfLines, characters of the longest line shown, lines shown)
        ("one\ntwo\nthree", 0, 5, 3), ("one\ntwo\nthree", 2, 3, 2),
        ("one\ntwo\nthree", 1, 3, 1), ("one\ntwo\nthree", -1, 5, 3),
        ("ab\n", 0, 2, 2), ("\n", 0, 0, 2), ("a\n\nbcd", 3, 3, 3), ("x\r\ny", 0, 3, 1),
        ("é🇫🇷z", 1, 3, 1), ("", 0, 0, 0),
    ])
    func anUnwrappedLabelShowsEachParagraphOnALine(
        text: String, numberOfLines: Int, longest: Int, lineCount: Int
    ) {
        let label = LayoutLabel(text: text, fontSize: 16)
        label.numberOfLines = numberOfLines
        // 16 points: 8 per character, 20 per line; "\r\n" is one character, not a newline.
        #expect(
            label.intrinsicContentSize
                == CGSize(width: 8 * CGFloat(longest), height: 20 * CGFloat(lineCount)))
    }

    @Test func changingTheTextResizesTheLabel() {
        let root = makeRoot()
        let title = label("Hi", in: root)
        pin(title, .leading, .equal, root, .leading)
        pin(title, .top, .equal, root, .top)
        root.layoutIfNeeded()
        expectFrame(title.frame, 0, 0, 16, 20)
        title.text = "Hello, world"
        root.layoutIfNeeded()
        expectFrame(title.frame, 0, 0, 96, 20)
        title.text = ""
        root.layoutIfNeeded()
        expectFrame(title.frame, 0, 0, 0, 0)
    }

    @Test func higherHuggingKeepsItsSizeWhileTheOtherStretches() {
        let root = makeRoot(width: 300, height: 100)
        let name = label("Name", in: root)
        let value = label("Value", in: root)
        pin(name, .leading, .equal, root, .leading)
        pin(value, .leading, .equal, name, .trailing, constant: 8)
        pin(value, .trailing, .equal, root, .trailing)
        pin(name, .top, .equal, root, .top)
        pin(value, .top, .equal, root, .top)
        name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(name.frame, 0, 0, 32, 20)
        expectFrame(value.frame, 40, 0, 260, 20)
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
        // Swap who hugs harder.
        name.setContentHuggingPriority(.low, for: .horizontal)
        value.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(name.frame, 0, 0, 252, 20)
        expectFrame(value.frame, 260, 0, 40, 20)
    }

    @Test func equalHuggingSharingSlackIsAmbiguous() {
        let root = makeRoot(width: 300, height: 100)
        let name = label("Name", in: root)
        let value = label("Value", in: root)
        pin(name, .leading, .equal, root, .leading)
        pin(value, .leading, .equal, name, .trailing, constant: 8)
        pin(value, .trailing, .equal, root, .trailing)
        pin(name, .top, .equal, root, .top)
        pin(value, .top, .equal, root, .top)
        root.layoutIfNeeded()
        #expect(name.hasAmbiguousLayout)
        #expect(value.hasAmbiguousLayout)
    }

    @Test func higherCompressionResistanceKeepsItsSizeWhenSpaceIsShort() {
        let root = makeRoot(width: 100, height: 100)
        let name = label("Name", in: root)
        let value = label("Long value", in: root)
        pin(name, .leading, .equal, root, .leading)
        pin(value, .leading, .equal, name, .trailing, constant: 8)
        pin(value, .trailing, .equal, root, .trailing)
        pin(name, .top, .equal, root, .top)
        pin(value, .top, .equal, root, .top)
        value.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(value.frame, 20, 0, 80, 20)
        expectFrame(name.frame, 0, 0, 12, 20)
    }

    @Test func aRequiredWidthBeatsCompressionResistance() {
        let root = makeRoot(width: 300, height: 100)
        let title = label("Hello, world", in: root)
        pin(title, .leading, .equal, root, .leading)
        pin(title, .top, .equal, root, .top)
        pin(title, .width, constant: 50)
        root.layoutIfNeeded()
        expectFrame(title.frame, 0, 0, 50, 20)
    }

    @Test func aMultilineLabelWrapsAtItsLaidOutWidth() {
        let root = makeRoot(width: 300, height: 400)
        let body = label("aaaa bbbb cccc dddd", in: root)
        body.numberOfLines = 0
        pin(body, .leading, .equal, root, .leading)
        pin(body, .top, .equal, root, .top)
        pin(body, .width, constant: 80)
        root.layoutIfNeeded()
        // 10 characters of 8 points per line: "aaaa bbbb" and "cccc dddd".
        expectFrame(body.frame, 0, 0, 80, 40)
        #expect(body.lines == ["aaaa bbbb", "cccc dddd"])
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let body = LayoutLabel(text: "aaaa bbbb cccc", fontSize: 16)
        body.numberOfLines = 2
        body.preferredMaxLayoutWidth = 40
        #expect(body.intrinsicContentSize == CGSize(width: 32, height: 40))
    }

    @Test func customViewsGiveAnIntrinsicSizeOnOneAxis() {
        final class Bar: LayoutView {
            var length: CGFloat = 30 { didSet { invalidateIntrinsicContentSize() } }
            override var intrinsicContentSize: CGSize {
                CGSize(width: LayoutView.noIntrinsicMetric, height: length)
            }
        }
        let root = makeRoot()
        let bar = Bar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        pin(bar, .leading, .equal, root, .leading)
        pin(bar, .trailing, .equal, root, .trailing)
        pin(bar, .top, .equal, root, .top)
        root.layoutIfNeeded()
        expectFrame(bar.frame, 0, 0, 320, 30)
        bar.length = 12
        root.layoutIfNeeded()
        expectFrame(bar.frame, 0, 0, 320, 12)
    }

    @Test func invalidIntrinsicSizesAreReportedAndIgnored() {
        final class Broken: LayoutView {
            override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.nan, height: 10) }
        }
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = Broken()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        pin(view, .leading, .equal, root, .leading)
        pin(view, .top, .equal, root, .top)
        pin(view, .width, constant: 5)
        root.layoutIfNeeded()
        #expect(log.kinds.contains(.invalidValue))
        expectFrame(view.frame, 0, 0, 5, 10)
    }
}

@MainActor
struct LayoutFontTests {
    @Test func metricsFollowThePointSize() {
        let font = LayoutFont(size: 16)
        #expect(
            font.characterAdvance == 8 && font.lineHeight == 20 && font.ascender == 16
                && font.descender == 4)
        #expect(font.width(of: "abc") == 24)
        #expect(LayoutFont(size: .nan).pointSize == 0)
    }

    @Test func linesBreakAtNewlinesThenBetweenWords() {
        let font = LayoutFont(size: 16)
        #expect(font.lines(of: "one two three", width: 64) == ["one two", "three"])
        #expect(font.lines(of: "a\nb", width: nil) == ["a", "b"])
        #expect(font.lines(of: "abcdefghij", width: 32) == ["abcd", "efgh", "ij"])
    }

    @Test func aLabelMadeWithAFrameKeepsIt() {
        let label = LayoutLabel(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(label.text.isEmpty && label.intrinsicContentSize == .zero)
        #expect(label.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        label.numberOfLines = 2
        label.text = "aaaa bbbb cccc"
        #expect(label.lines == ["aaa", "a"])
    }
}
