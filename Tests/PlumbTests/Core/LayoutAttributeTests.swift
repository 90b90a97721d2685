import Plumb
import XCTest

final class LayoutAttributeTests: XCTestCase {
    /// The margin attributes are exactly those whose UIKit names end in `Margin` or
    /// `WithinMargins` (AUTOLAYOUT.md 2.1), independent of how `isMargin` is written.
    func testMarginAttributesAreThoseNamedForMargins() {
        for attribute in LayoutAttribute.allCases {
            let named = attribute.description
            XCTAssertEqual(
                attribute.isMargin, named.hasSuffix("Margin") || named.hasSuffix("WithinMargins"),
                "\(attribute)")
        }
        XCTAssertEqual(LayoutAttribute.allCases.filter(\.isMargin).count, 8)
    }
}
