#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one channel for every ``PlumbError``: the DSL's refusals, a backend's refusals at
/// activation, conflicts between required constraints, and values a view refused.
///
/// Layout code reads best without `try`, so `constrain { }` and the engine never throw; yet
/// nothing may pass silently. Each error goes to ``handler``, which writes it to standard
/// error by default (`Plumb: ProfileCard.swift:31: avatar.top == card.top + 12: …`). Replace
/// it to fail a test, to log, or to stop in a debugger; a group also keeps the errors of its
/// own relations in ``ConstraintGroup/errors``, and ``ConstraintGroup/check()`` throws the
/// first of them for callers who prefer `try`.
@MainActor
public enum PlumbDiagnostics {
    /// Receives every error, once. Never called from inside a solver, so a handler may
    /// inspect views and constraints. ``defaultHandler(_:)`` unless replaced.
    public static var handler: @MainActor (PlumbError) -> Void = defaultHandler

    /// Writes `Plumb: <description>` and a line break to standard error.
    public static func defaultHandler(_ error: PlumbError) {
        var text = "Plumb: \(error.description)\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// Errors collected by ``collecting(_:)`` instead of being handed to ``handler``.
    private static var collectors: [[PlumbError]] = []

    /// Hands `error` to ``handler``, or to the innermost ``collecting(_:)`` in progress.
    /// For backends; apps replace ``handler`` instead.
    public static func report(_ error: PlumbError) {
        if collectors.isEmpty {
            handler(error)
        } else {
            collectors[collectors.count - 1].append(error)
        }
    }

    /// Runs `body`, returning what it returns and the errors reported while it ran (which do
    /// not reach ``handler``): how a group learns what its backend refused.
    public static func collecting<Result>(_ body: () -> Result) -> (Result, [PlumbError]) {
        collectors.append([])
        let result = body()
        return (result, collectors.removeLast())
    }
}
