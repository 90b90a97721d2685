import Foundation
import PlumbLayout

/// A profile card: an avatar, a name and a handle beside it, a bio under it, and two
/// buttons sharing the card's width. Shared by the `profile` and `rtl` screens.
@MainActor
enum ProfileCard {
    /// The card's views, for the screens that place or inspect them.
    struct Views {
        let card: LayoutView
        let avatar: LayoutView
        let name: LayoutLabel
        let handle: LayoutLabel
        let bio: LayoutLabel
        let follow: ButtonView
        let message: ButtonView
    }

    /// Builds the card inside `screen`, below its safe area's top, and constrains it.
    static func build(in screen: LayoutView) -> Views {
        let card = DemoViews.view("card", in: screen)
        card.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
        let avatar = DemoViews.view("avatar", in: card)
        let name = DemoViews.label("name", "Ada Lovelace", in: card)
        let handle = DemoViews.label("handle", "@ada", in: card)
        let bio = DemoViews.label("bio", "First programmer.", in: card)
        let follow = DemoViews.button("follow", "Follow", in: card)
        let message = DemoViews.button("message", "Message", in: card)

        constrain(card, screen.safeAreaLayoutGuide) { card, safeArea in
            card.top == safeArea.top + 16
            card.horizontalEdges == safeArea.horizontalEdges.inset(by: 16)
        }
        constrain(avatar, name, handle, card) { avatar, name, handle, card in
            avatar.top == card.topMargin
            avatar.leading == card.leadingMargin
            avatar.size == (64, 64)
            name.leading == avatar.trailing + 12
            name.top == avatar.top + 8
            name.trailing <= card.trailingMargin
            handle.leading == name.leading
            handle.top == name.bottom + 4
            handle.trailing <= card.trailingMargin
        }
        constrain(bio, follow, message, avatar, card) { bio, follow, message, avatar, card in
            bio.top == avatar.bottom + 12
            bio.leading == card.leadingMargin
            bio.trailing <= card.trailingMargin
            follow.top == bio.bottom + 16
            follow.leading == card.leadingMargin
            message.leading == follow.trailing + 8
            message.trailing == card.trailingMargin
            message.width == follow.width
            message.centerY == follow.centerY
            card.bottomMargin == follow.bottom
        }
        return Views(
            card: card, avatar: avatar, name: name, handle: handle, bio: bio, follow: follow,
            message: message)
    }
}

extension DemoScreen {
    /// `profile`: the profile card on a phone with a notch and a home indicator.
    static let profile = DemoScreen(
        name: "profile",
        summary: "a profile card: avatar, labels sized by their text, two buttons sharing a row",
        defaultVariants: [Variant(suffix: nil, size: .phone)]
    ) { variants in
        variants.map { variant in
            DemoLayout.picture(
                name: pictureName("profile", variant), caption: "profile card, \(variant.size)",
                size: variant.size
            ) { screen in
                _ = ProfileCard.build(in: screen)
            }
        }
    }

    /// `rtl`: the same card laid out right to left, as in Arabic or Hebrew.
    static let rightToLeft = DemoScreen(
        name: "rtl",
        summary: "the profile card right to left: leading and trailing flip, left and right do not",
        defaultVariants: [Variant(suffix: nil, size: .phone)]
    ) { variants in
        variants.map { variant in
            DemoLayout.picture(
                name: pictureName("rtl", variant),
                caption: "profile card, right to left, \(variant.size)",
                size: variant.size
            ) { screen in
                screen.layoutDirection = .rightToLeft
                _ = ProfileCard.build(in: screen)
            }
        }
    }
}
