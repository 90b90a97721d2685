import Foundation
import PlumbLayout

/// A button-like view for the demo: a label whose intrinsic size adds padding around its
/// text, as `UIButton` adds content insets.
final class ButtonView: LayoutLabel {
    /// Space added on the left and right of the text, together.
    static let horizontalPadding: CGFloat = 32
    /// Space added above and below the text, together.
    static let verticalPadding: CGFloat = 24

    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(
            width: text.width + Self.horizontalPadding, height: text.height + Self.verticalPadding)
    }
}
