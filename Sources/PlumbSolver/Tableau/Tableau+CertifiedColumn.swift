// Trusting a tiny pivot element that refinement certifies.
//
// The ratio test takes an element within rounding of its row's largest for residue (see
// `Tableau.leavingRow(for:)`): dividing a row by residue would fill the tableau with
// numbers near 1e15 that mean nothing. But products of small multipliers make real elements
// that small too. In oracle seed 136937 the only row that limits an improving slack has
// -2.5e-15 beside 1.0 (0.25 · 0.001⁴ · 0.01 through five constraints), and the level's
// optimum is reached only past it, with a variable at -8.3e13. Skipping it leaves the
// slack unlimited, and the level short.
//
// So when an element taken for residue would limit the entering symbol at least as soon as
// the row the ratio test chose, the symbol's edge is refined against the constraints and
// its error bounded (see `Tableau.certifiedEdge(of:)`). An element whose refined move is
// negative and more than `certificationMargin` times its bound is certified: its exact
// value is not 0 and has that sign, and it limits the symbol. The column is then set to
// the refined moves wherever they are certified, so that the pivot divides by the element
// the constraints give and carries every row the true multiple of the pivot row: the rows
// may have lost real coefficients of the column (seed 136937 had dropped a variable's
// 1e-14, which the pivot turns into 4 per unit of the leaving error, as cancellation
// residue). An element refinement cannot certify stays residue, as before, and so does one
// whose step would take a variable past `representableValue`.
//
// Such a pivot leaves rows with numbers near 1e14 that are right, but that no pivot back
// out of the vertex can subtract accurately (seed 136937 with one more required add: the
// phase-one pivot back cancels numbers near 8e13 down to values near 1, and the check
// cannot repair them). So a call that fails its check on a tableau that has pivoted on a
// certified element is first retried on its own system rebuilt afresh
// (`Solver.perform(_:)`), before the usual undo, rebuild and retry.
//
// Cost: one refined pricing of the entering symbol, only when the ratio test skipped an
// element that would have limited it; layout-shaped systems never have one.

extension Tableau {
    /// Whether restricted row `b`'s element in the column of entering `e` was certified as
    /// limiting by `certifyColumn(of:)` with the tableau as it is.
    func isCertified(_ b: Int32, limiting e: Int32) -> Bool {
        certifiedColumn.symbol == e && certifiedColumn.version == structureVersion
            && certifiedColumn.rows.contains(b)
    }

    /// Refines entering `e`'s edge with error bounds (see `certifiedEdge(of:)`); if some
    /// restricted row's element is tiny beside its row (taken for residue by the ratio test)
    /// and certified negative, sets `e`'s column to the refined moves that are certified and
    /// records those rows as limiting `e` (see `isCertified(_:limiting:)`). Returns whether
    /// it certified such an element.
    mutating func certifyColumn(of e: Int32) -> Bool {
        guard let edge = certifiedEdge(of: e) else { return false }
        var limiting: [Int32] = []
        for (b, move, bound) in edge where b != e {
            let bi = Int(b)
            guard info[bi].isBasic, info[bi].kind != .external, checks.slot(of: b) >= 0, move < 0,
                -move > certificationMargin * bound, -move < tinyPivotElement,
                move.magnitude <= rowResidueTolerance * rows[bi].largestCoefficient
            else { continue }
            limiting.append(b)
        }
        guard !limiting.isEmpty else { return false }
        for (b, move, bound) in edge where b != e {
            let bi = Int(b)
            guard info[bi].isBasic, !info[bi].isDefinition,
                move.magnitude > certificationMargin * bound,
                rows[bi].coefficient(of: e) != move
            else { continue }
            saveRow(b)
            if rows[bi].setCoefficient(move, of: e) {
                mentionCounts[Int(e)] &+= 1
                noteOccurrence(of: e, in: b)
            }
            noteChanged(b)
        }
        structureVersion &+= 1
        certifiedColumn = (e, structureVersion, limiting)
        return true
    }
}
