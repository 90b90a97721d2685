import Testing

/// Issue 11: `constrain` takes any number of items through a parameter pack, and Plumb
/// supports iOS 13 and macOS 10.15, whose Swift runtimes predate packs (Swift 5.9, macOS 14).
/// A generic function with a pack back-deploys; what does not is asking the runtime for a
/// pack (`swift_allocateMetadataPack`, `swift_allocateWitnessTablePack`, shimmed only for
/// escaping captures) or handing its demangler a type with a pack expansion. These tests read
/// the code the compiler emits, for `constrain` itself and for calls with ten items, and find
/// neither. (They read Linux's code: the pack lowering is the same for Apple targets, which
/// this machine cannot compile for.)
struct PackBackDeploymentTests {
    /// Runtime entry points that only Swift 5.9 runtimes have, or that would ask for metadata of
    /// the block's function type, which nothing here needs.
    static let packRuntimeCalls = [
        "@swift_allocateMetadataPack", "@swift_allocateWitnessTablePack",
        "@swift_getFunctionTypeMetadata",
    ]

    /// Manglings of packs (`Qp` expansion, `QP` pack, `Qe` element, `QS` SIL pack): none may
    /// appear in a type string the runtime demangles (the `symbolic` type references).
    static let packManglings = ["Qp", "QP", "Qe", "QS"]

    static let client = """
        import Plumb

        final class ItemConstraint {}
        struct ItemBackend: ConstraintBackend {
            func makeConstraint(from spec: ConstraintSpec) throws(PlumbError) -> ItemConstraint { ItemConstraint() }
            func activate(_ constraints: [ItemConstraint], describedBy specs: [ConstraintSpec]) -> [PlumbError] { [] }
            func deactivate(_ constraints: [ItemConstraint]) {}
            func setConstant(_ constant: Double, of constraint: ItemConstraint) {}
            func isActive(_ constraint: ItemConstraint) -> Bool { false }
        }
        final class View: LayoutViewItem {
            static var constraintBackend: any ConstraintBackend { ItemBackend() }
            var translatesAutoresizingMaskIntoConstraints = true
        }
        final class Guide: LayoutItem {
            static var constraintBackend: any ConstraintBackend { ItemBackend() }
        }

        @MainActor public func tenItems() -> Int {
            let views = (0..<8).map { _ in View() }
            let guide = Guide()
            let group = constrain(
                views[0], views[1], views[2], views[3], views[4], views[5], views[6], views[7],
                guide, View()
            ) { a, b, c, d, e, f, g, h, guide, j in
                a.top == guide.top
                for (item, next) in [(a, b), (b, c), (c, d), (d, e), (e, f), (f, g), (g, h)] {
                    next.top == item.bottom + 8
                }
                j.size == a.size * 0.5
            }
            return group.specs.count
        }

        @MainActor public func generic<First: LayoutItem, Second: LayoutViewItem>(
            _ first: First, _ second: Second, replacing group: ConstraintGroup
        ) -> ConstraintGroup {
            constrain(first, second, View(), replace: group) { first, second, third in
                second.leading == first.leading
                third.width == second.width
            }
        }

        """

    @Test(arguments: ["-Onone", "-O"])
    func constrainItselfAsksTheRuntimeForNoPack(optimization: String) throws {
        let ir = try SwiftCompiler.emitPlumbIR(
            of: "Groups/Constrain.swift", optimization: optimization)
        #expect(ir.contains("define protected swiftcc ptr @\"$s5Plumb9constrain"))
        expectNoPackRuntimeUse(ir)
    }

    @Test(arguments: ["-Onone", "-O"])
    func callsWithTenItemsAskTheRuntimeForNoPack(optimization: String) throws {
        let ir = try SwiftCompiler.emitIR(
            Self.client, name: "TenItems.swift", optimization: optimization)
        #expect(ir.contains("tenItems"))
        expectNoPackRuntimeUse(ir)
    }

    private func expectNoPackRuntimeUse(
        _ ir: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for call in Self.packRuntimeCalls {
            #expect(
                !ir.contains(call + "("), "the code calls \(call)", sourceLocation: sourceLocation)
        }
        let typeStrings = ir.split(separator: "\n").filter { $0.hasPrefix("@\"symbolic ") }
        for line in typeStrings {
            let name = line.dropFirst(2).prefix { $0 != "\"" }
            for mangling in Self.packManglings where name.contains(mangling) {
                Issue.record(
                    "a type string the runtime demangles names a pack (\(mangling)): \(name)",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
