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

    func testPrioritiesStrideLikeNumbers() {
        XCTAssertEqual(LayoutPriority.high.advanced(by: 1), .high + 1)
        XCTAssertEqual(LayoutPriority.required.advanced(by: -1).rawValue, 999)
        XCTAssertEqual(LayoutPriority.low.distance(to: .high), 500)
        XCTAssertEqual(LayoutPriority.high.distance(to: .low), -500)
        XCTAssertEqual(
            Array(stride(from: LayoutPriority.low, through: .required, by: 250)),
            [.low, .medium, .high, .required])
        XCTAssertEqual(
            Array(stride(from: LayoutPriority.required, to: .high, by: -100)).map(\.rawValue),
            [1000, 900, 800])
        // Strideable's ordering and equality agree with the raw values.
        XCTAssertLessThan(LayoutPriority.high, LayoutPriority.high.advanced(by: 0.5))
        XCTAssertEqual(LayoutPriority(750), .high)
        XCTAssertNotEqual(LayoutPriority(.nan), LayoutPriority(.nan))
    }

    func testEqualityAndOrderAgreeWithTheRawValuesAtTheExtremes() {
        // `==` and `<` are Strideable's, through `distance(to:)`: equal infinities are 0 apart.
        let values: [Float] = [-.infinity, -1, -0.0, 0, 1, 749.5, 750, 1000, .infinity, .nan]
        for a in values {
            for b in values {
                XCTAssertEqual(LayoutPriority(a) == LayoutPriority(b), a == b, "\(a) == \(b)")
                XCTAssertEqual(LayoutPriority(a) < LayoutPriority(b), a < b, "\(a) < \(b)")
                // `<=` is Comparable's `!(b < a)`, as it was: it differs from Float's for NaN.
                if !a.isNaN && !b.isNaN {
                    XCTAssertEqual(LayoutPriority(a) <= LayoutPriority(b), a <= b, "\(a) <= \(b)")
                }
            }
        }
        XCTAssertEqual(LayoutPriority(.infinity).distance(to: LayoutPriority(.infinity)), 0)
        XCTAssertEqual(Set([LayoutPriority(0), LayoutPriority(-0.0), .high]).count, 2)
    }

    func testValidityIsOneToOneThousand() {
        XCTAssertTrue(LayoutPriority(1).isValid)
        XCTAssertTrue(LayoutPriority.required.isValid)
        XCTAssertFalse(LayoutPriority(0).isValid)
        XCTAssertFalse(LayoutPriority(1001).isValid)
        XCTAssertFalse(LayoutPriority(.nan).isValid)
    }
}
