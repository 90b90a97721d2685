import Foundation
import PlumbLayout

extension DemoScreen {
    /// `animation`: a player whose sheet grows from a mini bar to most of the screen by
    /// changing one constant with `update`, the cheap edit an animation block would make.
    static let animation = DemoScreen(
        name: "animation",
        summary:
            "an animated constant change, before and after: a player sheet grows from a mini bar",
        defaultVariants: [Variant(suffix: nil, size: .phone)]
    ) { variants in
        variants.flatMap { variant in
            DemoLayout.collectingReports { log in
                let screen = DemoLayout.makeScreen(size: variant.size)
                let player = PlayerScreen(in: screen)
                let before = DemoLayout.picture(
                    name: pictureName("animation", variant, stage: "before"),
                    caption:
                        "before: sheet.height == \(DemoLayout.number(PlayerScreen.collapsedHeight)), \(variant.size)",
                    screen: screen, log: log)
                do {
                    try player.expand(to: PlayerScreen.expandedHeight(in: variant.size))
                } catch {
                    log.record("animation: \(error)")
                }
                let after = DemoLayout.picture(
                    name: pictureName("animation", variant, stage: "after"),
                    caption:
                        "after: sheet.height == \(DemoLayout.number(PlayerScreen.expandedHeight(in: variant.size))) via group.update, \(variant.size)",
                    screen: screen, log: log)
                return [before, after]
            }
        }
    }
}

/// The views of the `animation` screen: content above a sheet pinned to the bottom.
@MainActor
final class PlayerScreen {
    /// The sheet's height as a mini player.
    static let collapsedHeight: Double = 72

    /// The sheet's height when expanded: all but the top 120 points of the safe area.
    static func expandedHeight(in size: DemoSize) -> Double {
        let insets = DemoLayout.safeAreaInsets(for: size)
        return max(size.height - insets.top - insets.bottom - 120, collapsedHeight)
    }

    private let sheet: LayoutView
    private let sheetHeight: ConstraintGroup

    init(in screen: LayoutView) {
        let content = DemoViews.view("content", in: screen)
        let sheet = DemoViews.view("sheet", in: screen)
        sheet.directionalLayoutMargins = DirectionalEdgeInsets(all: 12)
        let artwork = DemoViews.view("artwork", in: sheet)
        let song = DemoViews.label("song", "Clair de lune", in: sheet)
        let artist = DemoViews.label("artist", "Debussy", in: sheet)

        constrain(content, sheet, screen.safeAreaLayoutGuide) { content, sheet, safeArea in
            content.top == safeArea.top
            content.horizontalEdges == safeArea.horizontalEdges
            content.bottom == sheet.top
            sheet.horizontalEdges == safeArea.horizontalEdges
            sheet.bottom == safeArea.bottom
        }
        self.sheet = sheet
        sheetHeight = constrain(sheet) { sheet in
            sheet.height == Self.collapsedHeight
        }
        // The artwork fills the sheet's height as a square, up to 240 points, so it grows
        // with the sheet.
        constrain(artwork, song, artist, sheet) { artwork, song, artist, sheet in
            artwork.top == sheet.topMargin
            artwork.leading == sheet.leadingMargin
            artwork.width == artwork.height
            artwork.height <= 240
            artwork.bottom == sheet.bottomMargin ~ .high
            song.leading == artwork.trailing + 12
            song.top == artwork.top
            artist.leading == song.leading
            artist.top == song.bottom + 4
        }
    }

    /// Grows (or shrinks) the sheet by changing the constant of its height constraint;
    /// throws the DSL's error if the update matches no constraint of the group.
    func expand(to height: Double) throws {
        try sheetHeight.update {
            sheet.anchors.height == height
        }
    }
}
