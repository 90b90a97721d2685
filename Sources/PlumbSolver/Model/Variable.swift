/// A variable of a linear system.
///
/// Variables have reference identity: two `Variable` objects are equal only if they are the
/// same object, whatever their names. A variable can appear in constraints of several solvers;
/// `value` is written by whichever solver's `Solver.updateVariables()` runs last.
public final class Variable: Hashable, CustomStringConvertible {
    /// A label for descriptions and debugging; the solver never looks at it.
    public var name: String

    /// An integer the solver never reads, for the caller's bookkeeping: store an index here
    /// to map a variable (one that `Solver.updateVariables(_:)` reports, say) back to an
    /// object of your own without hashing. 0 unless set.
    public var tag: Int {
        get { storedTag }
        set { storedTag = newValue }
    }

    /// The value from the last `Solver.updateVariables()` call that changed it; 0 until then.
    public var value: Double { storedValue }

    // Stored behind accessors: `@exclusivity(unchecked)` is honoured only by this module, and
    // a client reading a stored property directly pays a dynamic exclusivity check on each
    // read (a layout pass reads four values and a tag for every view that moved).
    @exclusivity(unchecked) private var storedTag = 0
    @exclusivity(unchecked) var storedValue: Double = 0

    /// Makes a variable with an optional name for descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity: true only when both sides are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `v@` and the object's address when the name is empty.
    public var description: String {
        if !name.isEmpty { return name }
        return "v@" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }
}
