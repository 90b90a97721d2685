/// A constraint's identifier as given: finished text, or the DSL's identifier
/// (``ConstraintSpec/identifier``) kept as its spec and its items' names until read.
///
/// Spelling an identifier out is string work for every constraint the DSL makes (a fifth of
/// a list screen's setup), and most are never read. The names are taken when the constraint
/// is made, so the text is the one the spec would have given then, as on Apple platforms,
/// where the identifier is set at once: renaming a view later does not change it.
@MainActor
enum DeferredIdentifier {
    /// Text set through ``LayoutConstraint/identifier``, or already spelled out.
    case text(String)
    /// The DSL's identifier for `spec`, with its items named as recorded (boxed: constraints
    /// the DSL did not make keep a constraint's identifier field the size of a string).
    indirect case dsl(ConstraintSpec, ItemNameRecords)

    /// The identifier, spelled out.
    var text: String {
        switch self {
        case .text(let text): text
        case .dsl(let spec, let names): spec.identifier(itemNames: names.itemNames)
        }
    }
}

/// The names of a spec's items, recorded when its constraint is made (see
/// ``DeferredIdentifier``). Specs with a distance, which name up to four items, are rare and
/// spelled out at once (``DeferredIdentifier/forDSL(_:first:second:)``), so that the record
/// stays small.
@MainActor
struct ItemNameRecords {
    let first: ItemNameRecord
    let second: ItemNameRecord?

    var itemNames: ConstraintSpec.ItemNames {
        ConstraintSpec.ItemNames(first: first.text, second: second?.text)
    }
}

extension DeferredIdentifier {
    /// The DSL's identifier for `spec`, whose items `first` and `second` are alive (the
    /// backend has just made their constraint).
    static func forDSL(
        _ spec: ConstraintSpec, first: any LayoutItem, second: (any LayoutItem)?
    ) -> DeferredIdentifier {
        if spec.isFirstDistance || spec.isSecondDistance { return .text(spec.identifier) }
        let names = ItemNameRecords(
            first: ItemNameRecord(first),
            second: spec.hasSecondItem ? secondRecord(second) : nil)
        return .dsl(spec, names)
    }

    // Not `second.map(ItemNameRecord.init)`: a closure formed on the main actor checks
    // the executor at run time on every call, and this runs for every DSL constraint.
    private static func secondRecord(_ second: (any LayoutItem)?) -> ItemNameRecord {
        guard let second else { return .freed }
        return ItemNameRecord(second)
    }
}

/// An item's name in descriptions and identifiers (``LayoutConstraintBackend/name(of:)``),
/// recorded without building a string: a view or guide without an identifier is named by
/// its type and serial number, which never change.
@MainActor
enum ItemNameRecord {
    /// A name spelled out: the item's identifier, or the name of an item of another type.
    case text(String)
    /// `LayoutView#12` (or the name of its subclass).
    case view(LayoutView.Type, serial: Int)
    /// `LayoutGuide#12`.
    case guide(serial: Int)
    /// An item that was gone.
    case freed

    /// The current name of `item`.
    init(_ item: any LayoutItem) {
        if let view = item as? LayoutView {
            if let identifier = view.identifier, !identifier.isEmpty {
                self = .text(identifier)
            } else if view.identifier == nil {
                self = .view(type(of: view), serial: view.node.serial)
            } else {
                self = .text(view.debugName)
            }
        } else if let guide = item as? LayoutGuide {
            self =
                guide.identifier.isEmpty
                ? .guide(serial: guide.node.serial) : .text(guide.identifier)
        } else {
            self = .text(String(describing: type(of: item)))
        }
    }

    /// The name, spelled out.
    var text: String {
        switch self {
        case .text(let text): text
        case .view(let type, let serial): "\(LayoutView.typeName(of: type))#\(serial)"
        case .guide(let serial): "LayoutGuide#\(serial)"
        case .freed: "<freed>"
        }
    }
}
