import Foundation
import PlumbLayout
import SolverWorkload

/// A screen shape of the engine benchmark (issue 12): built at about a given number of
/// views, laid out, then changed in the benchmark's phases, with every frame checked
/// against the shape's closed form after each phase.
///
/// The phases pick their targets from a step number, deterministically, so that every run
/// and every engine does the same work.
@MainActor
public protocol ScreenWorkload: AnyObject {
    /// The shape's name in tables ("list", "grid of cards", "deep nesting").
    static var shapeName: String { get }
    /// Makes the views and runs every `constrain` block; does not lay out. Throws
    /// `WorkloadFailure` for a count too small for the shape or a DSL error.
    init(viewCount: Int) throws(WorkloadFailure)
    /// The root of the screen's tree.
    var root: LayoutView { get }
    /// The number of views in the tree, root included.
    var viewCount: Int { get }
    /// The number of active constraints the DSL made (label size constraints not included).
    var constraintCount: Int { get }
    /// Lays the tree out (`root.layoutIfNeeded()`).
    func layout()
    /// The `step`-th constant change of the phase, made in place through a group's
    /// `update`, then layout.
    func changeConstant(step: Int) throws(WorkloadFailure)
    /// The `step`-th group toggle of the phase (each target is switched on, then off
    /// again, on successive steps), then layout.
    func toggle(step: Int)
    /// Resizes the root (alternating between two widths), then layout.
    func resize(step: Int)
    /// Compares every view's frame with the closed form (within 1 point: frames are
    /// rounded to the display scale).
    func check(_ what: String) throws(WorkloadFailure)
}

/// Throws unless `actual` is `expected` within 1 point on every edge.
func expectFrame(
    _ actual: CGRect, _ expected: CGRect, _ what: @autoclosure () -> String
) throws(WorkloadFailure) {
    guard abs(actual.minX - expected.minX) <= 1, abs(actual.minY - expected.minY) <= 1,
        abs(actual.width - expected.width) <= 1, abs(actual.height - expected.height) <= 1
    else {
        throw WorkloadFailure("\(what()) frame \(actual), expected \(expected)")
    }
}
