/// Where the engine sends every ``LayoutError`` it meets while laying out.
///
/// Set ``handler`` to observe reports (tests collect them; an app may log them or stop in
/// a debugger). The default prints each report, the way UIKit logs
/// "Unable to simultaneously satisfy constraints.".
@MainActor
public enum LayoutDiagnostics {
    /// Receives every report; replace it to observe them. Never called re-entrantly from
    /// inside the solver, so a handler may inspect views and constraints.
    public static var handler: @MainActor (LayoutError) -> Void = defaultHandler

    /// The default handler: prints the report.
    public static func defaultHandler(_ error: LayoutError) {
        print(error.description)
    }

    static func report(_ error: LayoutError) {
        handler(error)
    }
}
