import Plumb

/// Set up at the start of each test: resets the recording backend and collects reported
/// errors instead of printing them. Tests are synchronous and main-actor isolated, so each
/// one runs from start to end without another test interleaving.
@MainActor
final class TestEnvironment {
    private(set) var reported: [PlumbError] = []

    init() {
        BackendLog.shared.reset()
        PlumbDiagnostics.handler = { [weak self] error in self?.reported.append(error) }
    }

    var log: BackendLog { BackendLog.shared }
}

extension ConstraintSpec {
    /// The spec with multiplier, constant and priority spelled out, for compact assertions.
    @MainActor var summary: String {
        "\(firstItemName).\(firstAttribute) \(relation) "
            + (secondItemName.map { "\($0).\(secondAttribute)" } ?? "nil")
            + " m=\(PlumbTestNumber.format(multiplier)) c=\(PlumbTestNumber.format(constant))"
            + " p=\(priority)"
    }
}

enum PlumbTestNumber {
    static func format(_ value: Double) -> String {
        value.isFinite && Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}
