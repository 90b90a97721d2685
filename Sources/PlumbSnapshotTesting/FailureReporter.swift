#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a failed assertion to the test framework running it: Swift Testing's
/// `Issue.record` inside a Swift Testing test, else `XCTFail`, as swift-snapshot-testing and
/// swift-issue-reporting decide (by whether `Test.current` is set).
enum FailureReporter {
    static func report(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: Testing.SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line),
                        column: Int(column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            print("\(filePath):\(line): error: \(message)")
        #endif
    }
}
