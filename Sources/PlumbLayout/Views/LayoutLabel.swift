import Foundation

/// A view that shows text and is as big as its text: `UILabel`'s layout behaviour, with
/// the deterministic metrics of ``LayoutFont``.
///
/// Its intrinsic size is its text's: the widest line's width by the number of lines
/// times the line height (zero for empty text). With ``numberOfLines`` other than 1 the
/// text wraps at ``preferredMaxLayoutWidth`` when set, else (as `UILabel` does) at the
/// width the label was laid out at, re-measured in a further pass of the same
/// `layoutIfNeeded()`. Its baselines are the first line's and the last line's.
/// Read ``lines`` after layout to draw it.
open class LayoutLabel: LayoutView {
    /// A label with the given text and font size.
    public init(text: String = "", fontSize: CGFloat = 17) {
        self.text = text
        self.font = LayoutFont(size: fontSize)
        super.init(frame: .zero)
        noteWhetherLayoutSubviewsDoesNothing()
    }

    /// An empty label with a 17-point font and the given frame (as `UILabel(frame:)`).
    public override init(frame: CGRect) {
        self.text = ""
        self.font = LayoutFont()
        super.init(frame: frame)
        noteWhetherLayoutSubviewsDoesNothing()
    }

    /// The text; setting it re-measures the label.
    public var text: String {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font; setting it re-measures the label.
    public var font: LayoutFont {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The most lines to show (1 by default); 0 means no limit. Negative values count as 0.
    public var numberOfLines = 1 {
        didSet {
            noteWhetherLayoutSubviewsDoesNothing()
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width at which multi-line text wraps when measuring; 0 (the default) wraps at
    /// the laid-out width.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            noteWhetherLayoutSubviewsDoesNothing()
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width the text was last measured against (for automatic wrapping).
    private var measuredWidth: CGFloat?

    /// The lines the label shows at its current width (after layout), truncated to
    /// ``numberOfLines``.
    public var lines: [String] {
        lines(forWidth: numberOfLines == 1 ? nil : bounds.width)
    }

    private func lines(forWidth width: CGFloat?) -> [String] {
        guard !text.isEmpty else { return [] }
        let all = font.lines(of: text, width: width)
        return numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
    }

    private var wrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return measuredWidth
    }

    /// The text's size at the wrapping width.
    open override var intrinsicContentSize: CGSize {
        guard wrapWidth != nil else { return unwrappedSize }
        let shown = lines(forWidth: wrapWidth)
        guard !shown.isEmpty else { return .zero }
        let width = shown.map { font.width(of: $0) }.max() ?? 0
        return CGSize(width: width, height: CGFloat(shown.count) * font.lineHeight)
    }

    /// The text's size without wrapping: a line per paragraph, up to ``numberOfLines``, as
    /// ``lines`` breaks it, but counted in one pass over the characters without making a
    /// string per line (the size every single-line label asks for when it joins a tree).
    private var unwrappedSize: CGSize {
        guard !text.isEmpty else { return .zero }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var longest = 0
        var lineCount = 0
        var current = 0
        for character in text {
            guard character == "\n" else {
                current += 1
                continue
            }
            longest = max(longest, current)
            current = 0
            lineCount += 1
            if lineCount == limit { break }
        }
        if lineCount < limit {
            longest = max(longest, current)
            lineCount += 1
        }
        return CGSize(
            width: CGFloat(longest) * font.characterAdvance,
            height: CGFloat(lineCount) * font.lineHeight)
    }

    /// The first line's baseline: the font's ascender.
    open override var firstBaselineOffsetFromTop: CGFloat { font.ascender }

    /// Below the last line's baseline: the font's descender.
    open override var lastBaselineOffsetFromBottom: CGFloat { font.descender }

    /// Whether the text wraps at the width the label is laid out at (so that
    /// ``layoutSubviews()`` re-measures it when that width changes).
    var wrapsAtLaidOutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// Updates ``LayoutView/layoutSubviewsDoesNothing``: true for a plain label whose text
    /// does not wrap at its width; a subclass may override `layoutSubviews()`.
    private func noteWhetherLayoutSubviewsDoesNothing() {
        layoutSubviewsDoesNothing = type(of: self) == LayoutLabel.self && !wrapsAtLaidOutWidth
    }

    /// Re-measures wrapping text at the new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard wrapsAtLaidOutWidth, measuredWidth != bounds.width else { return }
        measuredWidth = bounds.width
        invalidateIntrinsicContentSize()
    }
}
