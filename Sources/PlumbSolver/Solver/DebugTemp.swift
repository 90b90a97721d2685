#if canImport(Glibc)
import Glibc
#endif
func debugNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}
extension Solver {
    nonisolated(unsafe) public static var debugDisable = false
    nonisolated(unsafe) public static var debugRebuilds = 0
    nonisolated(unsafe) public static var debugCheckSeconds = 0.0
    public func debugResidue() -> Double {
        var worst = 0.0
        for s in 0..<tableau.symbolCount { worst = max(worst, checkResidue(of: Int32(s)).residue) }
        return worst
    }
    public func debugRebuild() -> Bool { refactorize() }
}
extension Solver {
    public func debugMaxCoefficient() -> (Double, Double, Double) {
        var m = 0.0
        var small = 1e300
        var obj = 0.0
        for s in 0..<tableau.symbolCount where tableau.info[s].isBasic {
            for c in tableau.rows[s].cells { m = max(m, c.coefficient.magnitude); small = min(small, c.coefficient.magnitude) }
        }
        for s in 0..<tableau.symbolCount { for t in tableau.objective[s].terms { obj = max(obj, t.coefficient.magnitude) } }
        return (m, small, obj)
    }
}
