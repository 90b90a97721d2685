import PlumbSolver

/// Long chains of required equalities for `PropertyConfig.chains`: a stacked layout
/// (`y_i == y_{i-1} + h_{i-1} + gap`, `h_i == height`), long enough that the solver keeps most
/// links as definition rows, with branches (a variable, or a whole chain, defined off a member).
///
/// The chain variables come after the harness's free variables; the hidden point is extended
/// so that every link and pin holds at it.
struct PropertyChains {
    /// One link: `variable == parent + height + gap` (spec `link`), with `height` pinned by its
    /// own required equality (spec `pin`) when the chain has heights.
    struct Link {
        var variable: Int
        var parent: Int
        var height: Int?
        var link: Int
        var pin: Int?
        /// Position in its chain (1 for the first link below the root; branches continue it).
        var depth: Int
    }

    /// Each chain's first variable and its required pin (nil: the root floats, for edits).
    var roots: [(variable: Int, pin: Int?)] = []
    /// Every link, parents before children (so the hidden point can be recomputed in order).
    var links: [Link] = []
    /// The last variable of each chain and branch.
    var ends: [Int] = []
    /// Adds every root pin, height pin and link in layout order (a height before the link
    /// that uses it), so that each new link brings in one new variable.
    var build: [PropertyOp] = []
    /// The link (index into `links`) defining each chain variable.
    var definingLink: [Int: Int] = [:]

    /// Every spec of the chains: pins and links.
    var specs: [Int] { pins + links.map(\.link) }

    /// The root pins and height pins.
    var pins: [Int] { roots.compactMap(\.pin) + links.compactMap(\.pin) }

    /// Two or three chains of 70–150 links after the `hidden.count` free variables, registering
    /// their specs in `model` and extending `hidden`.
    init(rng: inout PropertyRandom, hidden: inout [Double], model: inout PropertyModel) {
        // Small integer and half-integer gaps (exact in binary, so the hidden point is exact).
        let gaps: [Double] = [0, 1, 2, 4, 8, 8, 0.5, 1.5, -2, 12]
        func newVariable(_ value: Double) -> Int {
            hidden.append(value)
            return hidden.count - 1
        }
        func required(_ terms: [(variable: Int, coefficient: Double)], _ constant: Double) -> Int {
            model.register(
                PropertySpec(
                    terms: terms, constant: constant, relation: .equal, strength: .required))
        }
        /// Appends a chain of `length` links below `start`.
        func chain(from start: Int, length: Int, heights: Bool, depth: Int) {
            var previous = start
            for i in 0..<length {
                var height: Int? = nil
                var pin: Int? = nil
                if heights {
                    let h = newVariable(Double(rng.int(0...40)) + (rng.chance(0.2) ? 0.5 : 0))
                    height = h
                    pin = required([(h, 1)], -hidden[h])
                    build.append(.add(pin!))
                }
                let gap = rng.pick(gaps)
                let y = newVariable(hidden[previous] + (height.map { hidden[$0] } ?? 0) + gap)
                var terms: [(variable: Int, coefficient: Double)] = [(y, 1), (previous, -1)]
                if let height { terms.append((height, -1)) }
                let link = required(terms, -gap)
                build.append(.add(link))
                definingLink[y] = links.count
                links.append(
                    Link(
                        variable: y, parent: previous, height: height, link: link, pin: pin,
                        depth: depth + i + 1))
                previous = y
            }
            ends.append(previous)
        }
        for _ in 0..<rng.int(2...3) {
            let root = newVariable(Double(rng.int(-10...10)))
            let pin = rng.chance(0.7) ? required([(root, 1)], -hidden[root]) : nil
            if let pin { build.append(.add(pin)) }
            roots.append((root, pin))
            let first = links.count
            chain(from: root, length: rng.int(70...150), heights: rng.chance(0.6), depth: 0)
            // Branches off members (shallow or deep): one variable, or a chain of its own.
            for _ in 0..<rng.int(0...2) {
                let member = links[rng.int(first...(links.count - 1))]
                chain(
                    from: member.variable, length: rng.chance(0.4) ? rng.int(70...90) : 1,
                    heights: rng.chance(0.5),
                    depth: member.depth)
            }
        }
    }
}
