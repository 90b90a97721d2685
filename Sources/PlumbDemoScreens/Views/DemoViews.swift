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

    /// A label sized by its text.
    static func label(_ identifier: String, _ text: String, in superview: LayoutView) -> LabelView {
        let label = LabelView(text: text)
        label.identifier = identifier
        superview.addSubview(label)
        return label
    }

    /// A button sized by its title plus padding.
    static func button(_ identifier: String, _ title: String, in superview: LayoutView) -> ButtonView {
        let button = ButtonView(text: title)
        button.identifier = identifier
        superview.addSubview(button)
        return button
    }
}
