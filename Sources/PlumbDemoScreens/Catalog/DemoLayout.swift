import Foundation
import PlumbLayout

/// The steps every demo screen shares: make a root view the size of a device, collect the
/// engine's reports while laying out, and take the picture.
@MainActor
enum DemoLayout {
    /// Collects the engine's reports while a screen is laid out.
    @MainActor
    final class ReportLog {
        private var errors: [PlumbError] = []
        private var notes: [String] = []

        /// Adds an error the engine reported.
        func record(_ error: PlumbError) { errors.append(error) }

        /// Adds a screen's own error.
        func record(_ note: String) { notes.append(note) }

        /// The reports since the last call, as text (conflicts as ``ConflictReport``s), and
        /// the constraints of the conflicts among them; the log is emptied.
        func take() -> (reports: [String], conflicts: [LayoutConstraint]) {
            defer {
                errors = []
                notes = []
            }
            let reports = errors.map { ConflictReport($0)?.description ?? $0.description } + notes
            let conflicts = errors.filter { $0.kind == .unsatisfiable }.flatMap(\.layoutConstraints)
            return (reports, conflicts)
        }
    }

    /// A root view of `size` with the safe-area insets of a device that size: a phone's notch
    /// and home indicator below 600 points of width, a tablet's status bar and home indicator
    /// from there up.
    static func makeScreen(size: DemoSize) -> LayoutView {
        let screen = LayoutView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        screen.identifier = "screen"
        screen.additionalSafeAreaInsets = safeAreaInsets(for: size)
        return screen
    }

    /// The safe-area insets of a device `size` wide: a phone's notch (47) and home indicator
    /// (34) below 600 points of width, a tablet's status bar (24) and home indicator (20) from
    /// there up.
    static func safeAreaInsets(for size: DemoSize) -> AbsoluteEdgeInsets {
        size.width < 600
            ? AbsoluteEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            : AbsoluteEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    }

    /// `value` without a fractional part when it has none: `72`, `12.5`.
    static func number(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == Double(Int(value))
            ? String(Int(value)) : String(value)
    }

    /// Runs `body` with the engine's reports going to a log instead of the console, then
    /// restores the previous handler.
    static func collectingReports<Result>(_ body: (ReportLog) -> Result) -> Result {
        let log = ReportLog()
        let previous = PlumbDiagnostics.handler
        PlumbDiagnostics.handler = { error in log.record(error) }
        defer { PlumbDiagnostics.handler = previous }
        return body(log)
    }

    /// Lays out `screen` and takes its picture, with its constraints and the reports made
    /// since the previous picture.
    static func picture(
        name: String, caption: String, screen: LayoutView, log: ReportLog,
        demonstratesConflict: Bool = false
    ) -> DemoPicture {
        screen.layoutIfNeeded()
        let (reports, conflicts) = log.take()
        return DemoPicture(
            name: name, caption: caption, snapshot: screen.layoutSnapshot(conflicts: conflicts),
            reports: reports,
            demonstratesConflict: demonstratesConflict)
    }

    /// Makes a screen of `size`, lets `build` fill it, lays it out and takes its picture.
    static func picture(
        name: String, caption: String, size: DemoSize, build: (LayoutView) -> Void
    ) -> DemoPicture {
        collectingReports { log in
            let screen = makeScreen(size: size)
            build(screen)
            return picture(name: name, caption: caption, screen: screen, log: log)
        }
    }
}
