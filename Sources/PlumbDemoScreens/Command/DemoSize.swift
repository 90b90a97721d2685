/// A container size for a demo screen, in points.
public struct DemoSize: Sendable, Hashable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `375x667` (also `375X667` and `375×667`; decimals allowed).
    ///
    /// Returns `nil` unless both numbers are finite, positive and at most 100,000 points, the
    /// largest container the demo accepts.
    public init?(parsing text: String) {
        let parts = text.split(omittingEmptySubsequences: false) {
            $0 == "x" || $0 == "X" || $0 == "×"
        }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            Self.isAcceptable(width), Self.isAcceptable(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    private static func isAcceptable(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= 100_000
    }

    /// `375x667`.
    public var description: String {
        func text(_ value: Double) -> String {
            value == Double(Int(value)) ? String(Int(value)) : String(value)
        }
        return "\(text(width))x\(text(height))"
    }

    /// A phone-sized portrait container (an iPhone 14's): 390 × 844 points.
    public static let phone = DemoSize(width: 390, height: 844)
    /// A tablet-sized portrait container (an iPad Air's): 820 × 1180 points.
    public static let tablet = DemoSize(width: 820, height: 1180)
}
