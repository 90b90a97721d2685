import Foundation
import PlumbLayout

/// Small factories that keep the screens about layout: each makes a view with an
/// identifier (which names it in pictures and outlines) and adds it to its superview.
@MainActor
enum DemoViews {
    /// A plain view.
    static func view(_ identifier: String, in superview: LayoutView) -> LayoutView {
        let view = LayoutView()
        view.identifier = identifier
        superview.addSubview(view)
        return view
    }

    /// The demo's body text size: 16-point text measures 8 points per character and
    /// 20 points per line, so every frame in the demo is a whole number of points.
    static let bodySize: CGFloat = 16

    /// A label sized by its text, at `size` points (the body size by default).
    static func label(
        _ identifier: String, _ text: String, size: CGFloat = bodySize, in superview: LayoutView
    ) -> LayoutLabel {
        let label = LayoutLabel(text: text, fontSize: size)
        label.identifier = identifier
        superview.addSubview(label)
        return label
    }

    /// A button sized by its title plus padding.
    static func button(_ identifier: String, _ title: String, in superview: LayoutView)
        -> ButtonView
    {
        let button = ButtonView(text: title, fontSize: bodySize)
        button.identifier = identifier
        superview.addSubview(button)
        return button
    }
}
