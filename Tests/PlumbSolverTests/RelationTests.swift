import PlumbSolver
import XCTest

final class RelationTests: XCTestCase {
    func testRelationsPrintAsOperators() {
        XCTAssertEqual(Relation.allCases.map(\.description), ["<=", "==", ">="])
    }
}
