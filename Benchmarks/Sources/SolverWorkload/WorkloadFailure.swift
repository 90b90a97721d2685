/// A value the solver produced differs from the closed-form optimum, or a solver call
/// failed: the benchmark's numbers would be meaningless, so every driver stops on it.
public struct WorkloadFailure: Error, CustomStringConvertible, Sendable {
    /// What was wrong, with the workload, phase and variable involved.
    public let description: String

    /// Makes a failure carrying `description`.
    public init(_ description: String) { self.description = description }
}
