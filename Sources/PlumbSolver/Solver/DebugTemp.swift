extension Solver {
    nonisolated(unsafe) public static var debugDisable = false
    nonisolated(unsafe) public static var debugRebuilds = 0
    public func debugResidue() -> (Double, Double) { (constraintResidue(), objectiveResidue()) }
}
