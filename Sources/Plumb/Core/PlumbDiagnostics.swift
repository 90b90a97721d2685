/// Where Plumb reports the constraints it refused to make.
///
/// `constrain { }` is not `throws` (layout code reads best without `try`), yet a bad
/// constraint must never pass silently: each one is skipped, recorded in
/// ``ConstraintGroup/errors``, and passed to ``report``, which prints it by default. Tests and
/// apps can replace the handler (to fail a test, or to log); ``ConstraintGroup/check()``
/// throws the first recorded error for callers who prefer `try`.
@MainActor
public enum PlumbDiagnostics {
    /// Receives every error Plumb records. Prints `Plumb: <error>` by default.
    public static var report: @MainActor (PlumbError) -> Void = { error in
        print("Plumb: \(error)")
    }
}
