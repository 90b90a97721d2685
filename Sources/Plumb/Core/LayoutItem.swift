/// Something constraints can position: a view or a layout guide.
///
/// Views and guides of every backend adopt it: `UIView`, `UILayoutGuide`, `NSView` and
/// `NSLayoutGuide` in the Apple backend, `LayoutView` and `LayoutGuide` in `PlumbLayout`.
/// To plug a new kind of item into Plumb:
///
/// 1. make the class adopt ``LayoutItem`` (guides) or ``LayoutViewItem`` (views, which also
///    have baselines, margins and `translatesAutoresizingMaskIntoConstraints`);
/// 2. return its backend from ``constraintBackend``. Every item of one backend must return
///    the same backend type: Plumb refuses to relate items of different backends;
/// 3. optionally name the items in constraint descriptions with the backend's
///    ``ConstraintBackend/name(of:)``.
///
/// Then `constrain(item, other) { … }` works for it exactly as for `UIView`. Plumb never
/// retains an item: anchors, specs and groups hold it weakly.
///
/// ### What adopting it adds to a type
/// An instance gains one member, ``anchors``, the namespace of everything Plumb offers on
/// an item: Plumb adds nothing else to `UIView`, `NSView`, `UILayoutGuide` or
/// `NSLayoutGuide`, so it never takes a name an app or Apple may want there. The type gains
/// one static member, ``constraintBackend``: Swift finds what to do with an item of a given
/// class only through a requirement of a protocol that class adopts (the alternative, a
/// registry that each backend fills before first use, would fail at run time where a
/// missing requirement fails to compile), and a requirement is a member of the adopting
/// type. It is static, so `view.` never offers it, and its name says whose it is.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The backend that turns ``ConstraintSpec``s whose first item is of this type into
    /// platform constraints.
    static var constraintBackend: any ConstraintBackend { get }
}

extension LayoutItem {
    /// The item's anchors, for writing constraints outside a `constrain` block:
    /// `view.anchors.top == other.anchors.bottom + 8`. Namespaced, so that it never clashes
    /// with an app's own `top`/`width` helpers on its views.
    public var anchors: LayoutAnchors<Self> { LayoutAnchors(self) }
}

/// A view: a ``LayoutItem`` that also has baselines and layout margins, and that Auto
/// Layout positions only once `translatesAutoresizingMaskIntoConstraints` is false.
///
/// The compiler stage sets ``translatesAutoresizingMaskIntoConstraints`` to false on every
/// view that is the first item of a constraint it creates, and on no other item (never on
/// a superview that only appears as a second item). `UIView`, `NSView` and `PlumbLayout`'s
/// `LayoutView` already have this property with this exact name and meaning.
@MainActor
public protocol LayoutViewItem: LayoutItem {
    /// Whether the view's frame is turned into constraints (true by default in UIKit and
    /// AppKit for views made in code). Plumb clears it on views it constrains as first item.
    var translatesAutoresizingMaskIntoConstraints: Bool { get set }
}

/// Item names in descriptions: the backend's ``ConstraintBackend/name(of:)``.
@MainActor
enum LayoutItemNames {
    static func name(of item: any LayoutItem) -> String {
        type(of: item).constraintBackend.name(of: item)
    }
}

/// Type names by type: `String(describing:)` on a metatype costs about a microsecond, and
/// descriptions ask for it on every constraint.
@MainActor
enum LayoutItemTypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    static func name(of type: any LayoutItem.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = names[id] { return name }
        let name = String(describing: type)
        names[id] = name
        return name
    }
}
