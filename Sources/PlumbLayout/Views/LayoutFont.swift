import Foundation

/// A deterministic stand-in for a font: every character has the same advance, so text
/// measures the same on every machine (what a headless engine and its tests need).
///
/// For a point size `s`: each character advances `s / 2`, a line is `1.25 s` tall, the
/// ascender is `s` and the descender `s / 4` (so a 16-point font gives 8-point characters
/// and 20-point lines with the baseline 16 points below the line's top).
public struct LayoutFont: Hashable, Sendable {
    /// The point size.
    public var pointSize: CGFloat

    /// A font of the given size (17, UIKit's body size, by default). Non-finite or
    /// negative sizes measure as 0.
    public init(size: CGFloat = 17) {
        self.pointSize = size.isFinite && size >= 0 ? size : 0
    }

    /// The horizontal advance of one character.
    public var characterAdvance: CGFloat { pointSize / 2 }
    /// The height of one line.
    public var lineHeight: CGFloat { pointSize * 1.25 }
    /// The distance from a line's top to its baseline.
    public var ascender: CGFloat { pointSize }
    /// The distance from a line's baseline to its bottom.
    public var descender: CGFloat { pointSize / 4 }

    /// The width of `text` on one line.
    public func width(of text: some StringProtocol) -> CGFloat {
        CGFloat(text.count) * characterAdvance
    }

    /// `text` broken into lines no wider than `width` (nil: no limit): at newlines, then
    /// greedily between words; a word wider than the limit is split by characters.
    public func lines(of text: String, width: CGFloat?) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0 else {
                result.append(String(paragraph))
                continue
            }
            let perLine = max(
                1, Int((width / max(characterAdvance, .leastNonzeroMagnitude)).rounded(.down)))
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if candidate.count <= perLine {
                    line = candidate
                    continue
                }
                if !line.isEmpty { result.append(line) }
                while word.count > perLine {
                    result.append(String(word.prefix(perLine)))
                    word = word.dropFirst(perLine)
                }
                line = String(word)
            }
            result.append(line)
        }
        return result
    }
}
