import Foundation
import PlumbLayout

extension DemoScreen {
    /// `form`: a sign-up form that stacks labels above fields on a phone and puts them beside
    /// the fields, in a centred column, on a tablet. One view tree is laid out at each size in
    /// turn, switching constraint groups between them, as an app does on rotation.
    static let form = DemoScreen(
        name: "form",
        summary:
            "a form that reflows from a phone (labels above fields) to a tablet (labels beside, centred column)",
        defaultVariants: [
            Variant(suffix: "phone", size: .phone), Variant(suffix: "tablet", size: .tablet),
        ]
    ) { variants in
        DemoLayout.collectingReports { log in
            guard let first = variants.first else { return [] }
            let screen = DemoLayout.makeScreen(size: first.size)
            let form = FormScreen(in: screen)
            return variants.map { variant in
                // The device changes: its size and its safe area.
                screen.frame = CGRect(
                    x: 0, y: 0, width: variant.size.width, height: variant.size.height)
                screen.additionalSafeAreaInsets = DemoLayout.safeAreaInsets(for: variant.size)
                let regular = form.reflow(width: variant.size.width)
                return DemoLayout.picture(
                    name: pictureName("form", variant),
                    caption: "form, \(regular ? "regular" : "compact") width, \(variant.size)",
                    screen: screen, log: log)
            }
        }
    }
}

/// The views and the two layouts of the `form` screen.
@MainActor
final class FormScreen {
    /// The widest the form's column gets, in points.
    static let maximumColumnWidth: Double = 560
    /// From this container width up, labels sit beside their fields.
    static let regularWidth: Double = 600
    /// The fields' labels.
    static let fieldNames = ["Name", "Email", "Phone", "Company"]

    private let compact: [ConstraintGroup]
    private let regular: [ConstraintGroup]

    init(in screen: LayoutView) {
        let column = LayoutGuide()
        column.identifier = "column"
        screen.addLayoutGuide(column)
        let heading = DemoViews.label("heading", "Create your account", size: 24, in: screen)
        let submit = DemoViews.button("submit", "Sign up", in: screen)

        // The column is as wide as the screen less 16 on each side, but never wider than the
        // maximum: the required `<=` wins over the high-priority `==` on a tablet.
        constrain(column, heading, screen.safeAreaLayoutGuide) { column, heading, safeArea in
            column.top == safeArea.top + 24
            column.centerX == safeArea.centerX
            column.width <= Self.maximumColumnWidth
            column.width == safeArea.width - 32 ~ .high
            heading.top == column.top
            heading.leading == column.leading
        }

        var compact: [ConstraintGroup] = []
        var regular: [ConstraintGroup] = []
        var above: LayoutView = heading
        for (index, name) in Self.fieldNames.enumerated() {
            let label = DemoViews.label("label\(index)", name, in: screen)
            let field = DemoViews.view("field\(index)", in: screen)
            constrain(field, column) { field, column in
                field.trailing == column.trailing
                field.height == 36
            }
            compact.append(
                constrain(label, field, above, column) { label, field, above, column in
                    label.top == above.bottom + 16
                    label.leading == column.leading
                    field.top == label.bottom + 4
                    field.leading == column.leading
                })
            // Made inactive (outside a block, through `anchors`): it would fight the compact
            // layout if both were active.
            regular.append(
                ConstraintGroup {
                    field.anchors.top == above.anchors.bottom + 12
                    label.anchors.leading == column.anchors.leading
                    label.anchors.width == 120
                    label.anchors.centerY == field.anchors.centerY
                    field.anchors.leading == label.anchors.trailing + 12
                })
            above = field
        }
        constrain(submit, above, column) { submit, lastField, column in
            submit.top == lastField.bottom + 24
            submit.trailing == column.trailing
            column.bottom == submit.bottom
        }
        self.compact = compact
        self.regular = regular
    }

    /// Switches to the layout for a container `width` points wide; returns whether it is the
    /// regular (tablet) one.
    func reflow(width: Double) -> Bool {
        let isRegular = width >= Self.regularWidth
        // Deactivate first so that the two layouts are never active together.
        (isRegular ? compact : regular).deactivate()
        (isRegular ? regular : compact).activate()
        return isRegular
    }
}
