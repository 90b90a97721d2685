/// When ``assertLayoutSnapshot(of:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)-(LayoutView,_,_,_,_,_,_,_,_)``
/// writes a snapshot file, as pointfreeco/swift-snapshot-testing's record modes do.
///
/// Every mode but ``never`` fails the assertion whenever it writes a file, so a run that
/// records can never pass unnoticed.
public enum LayoutSnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Records every snapshot, over any recorded one, and fails saying so.
    case all
    /// Records only snapshots that are missing (failing once, saying so) and checks the
    /// others. The default on a developer's machine.
    case missing
    /// Checks every snapshot, and records over one that does not match (still failing).
    case failed
    /// Records nothing: a missing snapshot is a failure. The default on CI, so that a
    /// snapshot nobody committed fails the build instead of being recorded there and passing.
    case never

    /// The environment variable that sets the mode for a run: `all`, `missing`, `failed` or
    /// `never` (`1` or `true` mean `all`).
    public static let environmentVariable = "PLUMB_SNAPSHOT_RECORD"
    /// swift-snapshot-testing's variable, read when ``environmentVariable`` is not set, so a
    /// team's existing setting applies to layout snapshots too.
    public static let sharedEnvironmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode for a run whose environment is `environment`, and why: the first of
    /// ``environmentVariable`` and ``sharedEnvironmentVariable`` that is set (and not `0`,
    /// `false` or empty), else ``never`` when `CI` is set (see
    /// ``isContinuousIntegration(_:)``), else ``missing``.
    ///
    /// - Throws: ``EnvironmentError`` when a variable holds a value that is not a mode.
    public static func resolved(from environment: [String: String]) throws(EnvironmentError)
        -> (mode: LayoutSnapshotRecordMode, reason: String)
    {
        for variable in [environmentVariable, sharedEnvironmentVariable] {
            guard let value = environment[variable] else { continue }
            switch value.lowercased() {
            case "", "0", "false", "no": continue
            case "1", "true", "yes": return (.all, "\(variable)=\(value)")
            default:
                guard let mode = LayoutSnapshotRecordMode(rawValue: value.lowercased()) else {
                    throw EnvironmentError(variable: variable, value: value)
                }
                return (mode, "\(variable)=\(value)")
            }
        }
        if isContinuousIntegration(environment) { return (.never, "CI is set") }
        return (.missing, "the default away from CI")
    }

    /// Whether `environment` is a CI run's: `CI` is set to anything but `0`, `false` or an
    /// empty string (GitHub Actions, GitLab, CircleCI, Travis, Buildkite and Xcode Cloud set
    /// it).
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// A record-mode variable whose value is not a mode.
    public struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The variable, such as `PLUMB_SNAPSHOT_RECORD`.
        public var variable: String
        /// The value it holds.
        public var value: String

        /// `PLUMB_SNAPSHOT_RECORD=sometimes is not a record mode (all, missing, failed, never)`.
        public var description: String {
            let modes = LayoutSnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(variable)=\(value) is not a record mode (\(modes))"
        }
    }
}
