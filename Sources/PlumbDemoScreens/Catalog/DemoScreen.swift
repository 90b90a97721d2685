import PlumbLayout

/// One of the demo's sample screens: a name, what it shows, and how to lay it out.
public struct DemoScreen: Sendable {
    /// A size to lay the screen out at, and the suffix its pictures get (`phone`, `tablet`).
    public struct Variant: Sendable, Equatable {
        /// Appended to the picture name with a dash, or `nil` for none.
        public var suffix: String?
        /// The container size.
        public var size: DemoSize

        /// A variant with the given suffix and size.
        public init(suffix: String?, size: DemoSize) {
            self.suffix = suffix
            self.size = size
        }
    }

    /// The name used on the command line and in file names, such as `profile`.
    public let name: String
    /// One line on what the screen shows.
    public let summary: String
    /// The sizes laid out when the command line gives none.
    public let defaultVariants: [Variant]
    private let layOut: @MainActor @Sendable ([Variant]) -> [DemoPicture]

    /// A screen whose `layOut` builds its views and returns one or more pictures per variant.
    public init(
        name: String, summary: String, defaultVariants: [Variant],
        layOut: @escaping @MainActor @Sendable ([Variant]) -> [DemoPicture]
    ) {
        self.name = name
        self.summary = summary
        self.defaultVariants = defaultVariants
        self.layOut = layOut
    }

    /// Lays the screen out at `size` (one variant without suffix), or at its default variants
    /// when `size` is `nil`, and returns its pictures.
    @MainActor
    public func pictures(size: DemoSize? = nil) -> [DemoPicture] {
        layOut(size.map { [Variant(suffix: nil, size: $0)] } ?? defaultVariants)
    }

    /// The picture name for `variant`, with an optional stage such as `before`.
    static func pictureName(_ screen: String, _ variant: Variant, stage: String? = nil) -> String {
        [screen, variant.suffix, stage].compactMap { $0 }.joined(separator: "-")
    }
}
