import Foundation
import PlumbLayout

extension DemoScreen {
    /// `list`: a title and a list of rows, each an icon, a title and a detail line, and a
    /// time aligned on the title's baseline.
    static let list = DemoScreen(
        name: "list",
        summary:
            "a list of rows built in a loop: icon, title, detail, a time on the title's baseline",
        defaultVariants: [Variant(suffix: nil, size: .phone)]
    ) { variants in
        variants.map { variant in
            DemoLayout.picture(
                name: pictureName("list", variant), caption: "list of rows, \(variant.size)",
                size: variant.size
            ) {
                screen in
                ListScreen.build(in: screen)
            }
        }
    }
}

/// The rows of the `list` screen.
@MainActor
enum ListScreen {
    /// What each row shows: title, detail, time.
    static let messages = [
        ("Ada", "The engine can weave algebraic patterns", "09:41"),
        ("Charles", "Difference Engine No. 2 drawings", "09:12"),
        ("Mary", "On the Connexion of the Sciences", "08:55"),
        ("Grace", "Found a moth in relay 70", "Yesterday"),
        ("Alan", "Can machines think?", "Mon"),
        ("Edsger", "Goto considered harmful", "Sun"),
    ]

    /// The height of every row.
    static let rowHeight: Double = 64

    static func build(in screen: LayoutView) {
        let title = DemoViews.label("title", "Inbox", size: 24, in: screen)
        constrain(title, screen.safeAreaLayoutGuide) { title, safeArea in
            title.top == safeArea.top + 12
            title.leading == safeArea.leading + 16
        }
        var above: LayoutView = title
        for (index, message) in messages.enumerated() {
            let row = DemoViews.view("row\(index)", in: screen)
            row.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            constrain(row, above, screen) { row, above, screen in
                row.top == above.bottom + (index == 0 ? 12 : 0)
                row.horizontalEdges == screen.horizontalEdges
                row.height == rowHeight
            }
            layOutRow(row, title: message.0, detail: message.1, time: message.2, index: index)
            above = row
        }
    }

    /// One row: the icon centred vertically at the leading margin, title above the centre
    /// line and detail below it, the time at the trailing margin on the title's baseline.
    private static func layOutRow(
        _ row: LayoutView, title: String, detail: String, time: String, index: Int
    ) {
        let icon = DemoViews.view("icon\(index)", in: row)
        let titleLabel = DemoViews.label("title\(index)", title, in: row)
        let detailLabel = DemoViews.label("detail\(index)", detail, in: row)
        let timeLabel = DemoViews.label("time\(index)", time, in: row)
        constrain(icon, titleLabel, detailLabel, timeLabel, row) { icon, title, detail, time, row in
            icon.leading == row.leadingMargin
            icon.centerY == row.centerY
            icon.size == (40, 40)
            title.leading == icon.trailing + 12
            title.bottom == row.centerY - 1
            title.trailing <= time.leading - 8
            detail.leading == title.leading
            detail.top == row.centerY + 1
            detail.trailing <= row.trailingMargin
            time.trailing == row.trailingMargin
            time.firstBaseline == title.firstBaseline
        }
    }
}
