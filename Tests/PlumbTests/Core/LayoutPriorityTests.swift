import Plumb
import XCTest

final class LayoutPriorityTests: XCTestCase {
    func testNamedLevelsMatchUIKit() {
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.high.rawValue, 750)
        XCTAssertEqual(LayoutPriority.medium.rawValue, 500)
        XCTAssertEqual(LayoutPriority.low.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSize.rawValue, 50)
    }

    func testArithmeticShiftsTheValue() {
        XCTAssertEqual((LayoutPriority.high - 1).rawValue, 749)
        XCTAssertEqual((LayoutPriority.low + 1).rawValue, 251)
    }

    func testValidityIsOneToOneThousand() {
        XCTAssertTrue(LayoutPriority(1).isValid)
        XCTAssertTrue(LayoutPriority.required.isValid)
        XCTAssertFalse(LayoutPriority(0).isValid)
        XCTAssertFalse(LayoutPriority(1001).isValid)
        XCTAssertFalse(LayoutPriority(.nan).isValid)
    }
}
