// Telling rounding residue from real numbers.
//
// Users write coefficients from 0.001 to 1000 and constants up to 1e5 and more, so the
// numbers in a tableau span many orders of magnitude, and no absolute threshold can tell a
// small real number from rounding residue: kiwi's 1e-8 drops real coefficients such as
// 0.001 × 0.001 / 100 and keeps residue such as 1.2e-7 left by a sum of two numbers near
// 1e9. The solver decides where residue is made instead. Residue appears when a sum cancels:
// `a + b` with `b ≈ -a` has an error of a few units in the last place of `a`, so a sum
// smaller than `cancellationTolerance` times its larger part is taken to be exactly 0. Every
// other number, however small, is real: products and quotients of real numbers are real.
// Sums are where rows, constants and objective coefficients are combined (row merges,
// constant shifts, definition expansion, objective updates), and all of them go through
// `cancellingSum(_:_:)`.

/// A sum at most this fraction of its larger part in magnitude is cancellation residue.
///
/// A sum of two doubles is off by at most one unit in the last place of the larger part
/// (2.2e-16 relative); the parts themselves carry the residue of earlier steps, which grows
/// with the pivots that made them (up to about 1e-11 relative was seen on random systems
/// with multipliers from 0.001 to 1000). 1e-10 leaves room for that growth and still keeps
/// every real difference between the numbers users write: a difference of 1e-10 relative
/// between two real coefficients would need inputs given to 11 significant digits that
/// nearly cancel.
let cancellationTolerance = 1e-10

/// A level of a reduced cost priced afresh (see `Tableau.freshCost(of:)`) at most this
/// fraction of its largest part in magnitude is residue. Larger than
/// `cancellationTolerance`: each part is a weight times a row coefficient, and the row
/// coefficients carry the residue of every pivot that made them, so a sum of parts cancels
/// less exactly than one addition does. A reduced cost decides whether a pivot happens, and
/// taking residue at a strong level for a real cost lets a pivot trade real losses at the
/// weaker levels for nothing.
let pricingTolerance = 1e-9

/// `a + b`, or exactly 0 when the sum is cancellation residue (see `cancellationTolerance`).
@inline(__always)
func cancellingSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    let larger = Swift.max(a.magnitude, b.magnitude)
    return sum.magnitude <= cancellationTolerance * larger ? 0 : sum
}

/// A running sum of several parts that is exactly 0 when it is cancellation residue of the
/// largest part it has seen (see `cancellationTolerance`).
struct CancellingSum {
    private(set) var sum: Double
    private var largest: Double

    init(_ start: Double = 0) {
        sum = start
        largest = start.magnitude
    }

    @inline(__always)
    mutating func add(_ part: Double) {
        sum += part
        largest = Swift.max(largest, part.magnitude)
    }

    /// The sum, or 0 when it is residue.
    var value: Double { sum.magnitude <= cancellationTolerance * largest ? 0 : sum }
}

/// A level of a reduced cost priced afresh at most this fraction of the largest weight among
/// its parts in magnitude is residue (the documented 1e-8 of `Solver`). Rows that pivoted on
/// multipliers in the thousands leave residue near 1e-10 in a level's sum, which at a strong
/// level would outrank every weaker level and stop the simplex one vertex short of the
/// weaker levels' optimum (property seed 88288778854422 ended 54.44 at level 77777 where
/// 52.5 is reachable, for a strong-level "gain" of 1.5e-10). A real reduced cost this small
/// needs a row coefficient near 1e-8, a product of several small multipliers, and those
/// happen (oracle seed 1808: 0.001 / 336 / 2.09 at weight 100 made 1.98e-8 at level 1000):
/// so a level this small is residue only if refining its edge against the constraints takes
/// it away (see `Tableau.refinedCost(of:)`).
let levelTolerance = 1e-8

/// A level of a reduced cost priced afresh is in doubt, and priced again along its refined
/// edge (see `Tableau.refinedCost(of:)`), when it is at most this fraction of the largest
/// weight among its parts, or when it cancelled to `pricingTolerance` of its largest part.
/// Wider than `levelTolerance`: residue that rows damaged by tiny pivots leave in a strong
/// level reaches 1.4e-8 of its weight (oracle seed 9040, where it outranked a real -5.7 at a
/// weaker level), and a cancelled sum can be real (seed 19760: -5.2e-5 out of parts near
/// 1e5). Only levels this small pay for the second pricing; layout-shaped systems have none.
let doubtTolerance = 1e-6

/// A level of a reduced cost priced afresh at most this fraction of its largest part is the
/// rounding of the sum itself (a few units in the last place of the parts, as sums over
/// tenths leave in layout-shaped systems): 0, without a second pricing.
let roundingTolerance = 1e-13

/// A row cell at most this fraction of the largest number a merge combined into the row is
/// residue. Cancellation spread over several merges (a + b in one, + c in the next, with
/// a + b + c = 0 and |a| far above |c|) leaves ~1e-16·|a|, which the single sum's test in
/// `cancellingSum(_:_:)` cannot see; left in place such cells fill rows in and slow every
/// later pivot. A real coefficient this far below its row's largest would need a product of
/// more than four multipliers of 0.001 against one of 1000.
let rowResidueTolerance = 1e-14

/// One part of a reduced cost being priced (see `Tableau.freshCost(of:)`): a weight times a
/// row coefficient at a level.
struct PricingPart {
    var level: Double
    var value: Double
    var weight: Double
    /// The error row the part comes from (-1 for the symbol's own cost), which orders the
    /// sum.
    var row: Int32

    init(_ strength: Strength, times coefficient: Double, row: Int32) {
        level = strength.level
        value = strength.weight * coefficient
        weight = strength.weight
        self.row = row
    }
}

/// The most steps of iterative refinement an edge gets (see `Tableau.refinedEdge(of:)`). A
/// step corrects the edge through the rows' own columns, so it divides the edge's error by
/// about the rows' relative damage: 1e-5 on the worst rows seen that still refine (oracle
/// seed 97520, where one step left 2.7e-11 of a level that is 0, while a real 2.1e-11 is a
/// level's whole price in seed 2641). Four steps bring damage up to 1e-4 to rounding; an
/// edge that still breaks a constraint after them is too damaged to price (oracle seed
/// 62600: a slack's column had lost its only real coefficient, so no correction through it
/// could restore it).
let refinementSteps = 4

/// A pivot element smaller than this in magnitude is compared with the rest of its row before
/// the ratio test takes it (see `Tableau.isResidue(_:inRow:)`): only such small elements can
/// be residue next to coefficients users write, and the comparison costs a pass over the row.
let tinyPivotElement = 1e-8

/// A level of a refined price (see `Tableau.refinedCost(of:)`) at most this fraction of its
/// heaviest weight is 0. Real prices this small exist: products of multipliers such as
/// 0.01 · 1/3000 · 0.005 / 1000 make them (2.1e-11 in oracle seed 2641, which decides 2.9e-3
/// of its level because the slack it prices moves by 1e8; about 3.5e-12 in seed 20146, which
/// decides 40,000 at the strongest level; 2.8e-12 in seed 136688, 1e-6 · 1/353 at weight 100,
/// which decides a whole level of 7,464 because the variable it moves goes to 2.5e10).
/// Refinement takes residue far below this on rows it can correct; where it leaves some, a
/// level of up to 8e-12 that should be 0 starts pivots whose answer the check cannot make
/// accurate, and the call is refused as a numerical failure (seed 20656). No floor tells
/// those apart, and the two errors are not alike: a price dropped is a level left short in
/// silence, a residue kept is at worst a refusal, which says so. So the floor sits below
/// the real prices seen. Over oracle seeds 100,003–150,002, which no tolerance here was
/// chosen on, 3e-12 left 3 levels short, 1e-13 left 2 with the same 100 refusals, and 0
/// left 2 with 228 refusals. Below the floor a level still counts when the edge's error
/// bound certifies it (see `certificationMargin`) and the improvement it prices keeps
/// every variable within `representableValue` and is worth having (`worthwhileGain`):
/// seed 136937's, 2.5e-15 of its weight and 1.5e8 times its bound, moves a variable to
/// -8.3e13 and takes its level from 62.6 to 0.
let refinedLevelFloor = 1e-13

/// A coefficient of a conflict's only linear dependency (see `Solver.onlyConflict(in:)`) at
/// most this fraction of the dependency's largest is in doubt: substituting rows with
/// multipliers such as 0.001 and 1000 leaves residue there where the exact dependency has 0
/// (1.3e-11 in chain-shaped oracle seed 6324, 9e-10 beside 500 in seed 19586), and a
/// member named only by residue is not needed. Products of multipliers make real
/// coefficients that small too, so a member in doubt is left out only when the members
/// without it still cannot hold (one scratch build each, see `Solver.onlyDependency(in:)`).
let dependencyDoubtTolerance = 1e-6

/// A refined quantity (a level of a refined price, a move along a refined edge) more than
/// this many times its error bound (see `Tableau.certifiedEdge(of:)`) is certified: not 0,
/// and of its sign, however small beside the numbers around it. The bound is first-order
/// (it reads the rows' own columns, which carry rounding too); the margin covers that.
let certificationMargin = 64.0

/// A value past this in magnitude is held to no better than 1/8 (a Double's spacing there),
/// so no layout-sized gain can be had by moving a variable that far: an improvement that
/// only a certified tiny price or pivot element reaches (see `Tableau.certifiedEdge(of:)`)
/// is taken only when it keeps every variable it moves within this. Certified prices whose
/// edges run that far exist (in binary, 0.3333333333333333 · 3 misses 1 by 5.6e-17, a
/// difference as real as any): oracle seed 256 has prices of 2e-14 to 5e-14 of their
/// weights, certified, whose steps would take variables past 5e15, and following them
/// ended in a refused call.
let representableValue = 1e15

/// A level of a refined price under `refinedLevelFloor`, certified and with a representable
/// edge, counts only when following its edge gains more than this fraction of what the
/// level's errors along the edge hold. Smaller gains are far inside the accuracy the
/// solver keeps values to, and the pivots they take lead to tableaus whose rows the check
/// then cannot make hold: in oracle seeds 16272 and 44848 certified prices of 7e-16 to
/// 7e-15 of their weights gained at most 2.3e-8 of their levels, and following them ended
/// in refused calls. Seed 136937's gains its whole level.
let worthwhileGain = 1e-6
