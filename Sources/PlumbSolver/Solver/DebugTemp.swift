extension Solver {
    nonisolated(unsafe) public static var debugDisable = false
    nonisolated(unsafe) public static var debugRebuilds = 0
    public func debugResidue() -> Double {
        var worst = 0.0
        for s in 0..<tableau.symbolCount { worst = max(worst, checkResidue(of: Int32(s))) }
        return worst
    }
    public func debugRebuild() -> Bool { refactorize() }
}
