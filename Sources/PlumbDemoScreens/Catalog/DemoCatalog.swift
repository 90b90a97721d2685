import PlumbLayout

/// Every demo screen, in the order `plumb-demo` writes them.
public enum DemoCatalog {
    /// The screens: `profile`, `list`, `form`, `rtl`, `animation`, and `conflict`, which is
    /// wrong on purpose.
    public static let screens: [DemoScreen] = [
        .profile, .list, .form, .rightToLeft, .animation, .conflict,
    ]

    /// The screens' names, for the command line.
    public static var names: [String] { screens.map(\.name) }

    /// The screen called `name`, or `nil`.
    public static func screen(named name: String) -> DemoScreen? {
        screens.first { $0.name == name }
    }

    /// The pictures a run with `options` writes: the chosen screens (all when none are
    /// chosen), at the chosen size or at each screen's own sizes.
    @MainActor
    public static func pictures(for options: DemoOptions) -> [DemoPicture] {
        let chosen = options.screens.isEmpty ? screens : options.screens.compactMap(screen(named:))
        return chosen.flatMap { $0.pictures(size: options.size) }
    }
}
