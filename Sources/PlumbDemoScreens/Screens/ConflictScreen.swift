import Foundation
import PlumbLayout

extension DemoScreen {
    /// `conflict`: a layout that is wrong on purpose, to show a conflict report, how the
    /// picture marks the constraints and views involved, and how it marks an ambiguous view.
    static let conflict = DemoScreen(
        name: "conflict",
        summary:
            "a layout wrong on purpose: a conflict (report, views and constraints in red) and an ambiguous view (yellow)",
        defaultVariants: [Variant(suffix: nil, size: .phone)]
    ) { variants in
        variants.map { variant in
            DemoLayout.collectingReports { log in
                let screen = DemoLayout.makeScreen(size: variant.size)
                ConflictScreen.build(in: screen)
                return DemoLayout.picture(
                    name: pictureName("conflict", variant),
                    caption:
                        "conflict: a 300-point card cannot hold a 320-point avatar 16 in from each side; the hint has no x, \(variant.size)",
                    screen: screen, log: log, demonstratesConflict: true)
            }
        }
    }
}

/// A card 300 points wide whose avatar is pinned 16 points in from both sides and also asked
/// to be 320 points wide: 300 − 2 × 16 = 268, so one of the four must go. Below it, a hint
/// label with a top but no horizontal position: ambiguous.
@MainActor
enum ConflictScreen {
    static func build(in screen: LayoutView) {
        let card = DemoViews.view("card", in: screen)
        let avatar = DemoViews.view("avatar", in: card)
        constrain(card, screen.safeAreaLayoutGuide) { card, safeArea in
            card.top == safeArea.top + 16
            card.leading == safeArea.leading + 16
            card.width == 300
            card.height == 120
        }
        constrain(avatar, card) { avatar, card in
            avatar.top == card.top + 16
            avatar.height == 64
            avatar.leading == card.leading + 16
            avatar.trailing == card.trailing - 16
            // `labeled` names the relation in reports and pins it to this line.
            (avatar.width == 320).labeled("avatarWidth")
        }
        let hint = DemoViews.label("hint", "Where do I go?", in: screen)
        constrain(hint, card) { hint, card in
            hint.top == card.bottom + 16
        }
    }
}
