import PlumbLayout
import XCTest

final class ExportsTests: XCTestCase {
    func testPlumbLayoutReexportsTheDSLTypes() {
        XCTAssertEqual(LayoutAttribute.leadingMargin.rawValue, 17)
        XCTAssertEqual(LayoutRelation.greaterThanOrEqual.rawValue, 1)
    }
}
