/// Places the names of a picture's views and guides so that none covers a label's text or
/// another name.
///
/// Each caption tries a fixed list of spots around its item, in an order that suits the item,
/// and takes the first one that lies inside the picture and overlaps nothing placed or
/// reserved so far: inside the top-left corner of a plain view, beside a label (above, below,
/// then to the side) when its text leaves no room inside, inside the bottom-left corner of a
/// guide. When no spot is free it tries a smaller size, and when none is free at any size the
/// caption is left out (the item's tooltip still names it). Spots that no constraint line
/// crosses come first, at every size; a caption goes where a line crosses it only when
/// every other spot is taken (its plate then dims the line).
struct CaptionPlacer {
    /// What a caption names, which decides the spots it prefers.
    enum Subject {
        /// A view that shows no text: inside its corners first.
        case view
        /// A view that shows text: its top-left corner, else just outside its box.
        case textView
        /// A layout guide: inside its bottom corners first.
        case guide
    }

    /// A caption's place: the plate behind it and where its text starts.
    struct Placement {
        /// The text.
        var label: String
        /// The background plate, which holds the text with a point to spare on each side.
        var plate: LayoutSnapshot.Rect
        /// The font size.
        var fontSize: Double
        /// The text's width (its `textLength`).
        var textWidth: Double
        /// The left end of the text's baseline.
        var origin: LayoutSnapshot.Point
    }

    /// The area captions must stay inside.
    let canvas: LayoutSnapshot.Rect
    /// What captions must not overlap: text, and the captions placed so far.
    private(set) var occupied: [LayoutSnapshot.Rect]
    /// The constraint lines (their segments, end ticks included) captions keep clear of when
    /// they can.
    let lines: [(LayoutSnapshot.Point, LayoutSnapshot.Point)]

    /// A placer for a picture of `canvas` whose labels' text covers `text` and whose
    /// constraint lines are the segments `lines`.
    init(
        canvas: LayoutSnapshot.Rect, text: [LayoutSnapshot.Rect],
        lines: [(LayoutSnapshot.Point, LayoutSnapshot.Point)] = []
    ) {
        self.canvas = canvas
        occupied = text
        self.lines = lines
    }

    /// Places `label` for the item drawn at `rect`, at `size` points or smaller; `nil` when it
    /// fits nowhere.
    mutating func place(
        _ label: String, for rect: LayoutSnapshot.Rect, subject: Subject, size: Double
    ) -> Placement? {
        guard !label.isEmpty else { return nil }
        for avoidsLines in [true, false] {
            for fontSize in [size] + [8.0, 7.0].filter({ $0 < size }) {
                let textWidth = CaptionFont.width(of: label, size: fontSize)
                let plateWidth = textWidth + 2
                let plateHeight = fontSize + 1
                for spot in Self.spots(for: subject) {
                    let plate = spot.plate(width: plateWidth, height: plateHeight, around: rect)
                    guard let plate, isFree(plate), !avoidsLines || !isCrossed(plate) else {
                        continue
                    }
                    occupied.append(plate)
                    return Placement(
                        label: label, plate: plate, fontSize: fontSize, textWidth: textWidth,
                        origin: LayoutSnapshot.Point(
                            x: plate.x + 1, y: plate.y + 0.5 + 0.8 * fontSize))
                }
            }
        }
        return nil
    }

    private func isFree(_ plate: LayoutSnapshot.Rect) -> Bool {
        guard plate.x >= canvas.x, plate.y >= canvas.y, plate.maxX <= canvas.maxX,
            plate.maxY <= canvas.maxY
        else { return false }
        return !occupied.contains { Self.overlap(plate, $0) }
    }

    /// Whether a constraint line passes through `plate` or within a point of it (a line's
    /// stroke; a link's dot may touch the plate's edge).
    private func isCrossed(_ plate: LayoutSnapshot.Rect) -> Bool {
        let margin = 1.0
        let area = LayoutSnapshot.Rect(
            x: plate.x - margin, y: plate.y - margin, width: plate.width + 2 * margin,
            height: plate.height + 2 * margin)
        return lines.contains { Self.segment(from: $0.0, to: $0.1, crosses: area) }
    }

    /// Whether the segment has a point inside `rect` (Liang–Barsky clipping).
    static func segment(
        from a: LayoutSnapshot.Point, to b: LayoutSnapshot.Point, crosses rect: LayoutSnapshot.Rect
    ) -> Bool {
        var t0 = 0.0
        var t1 = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [
            (-dx, a.x - rect.x), (dx, rect.maxX - a.x), (-dy, a.y - rect.y), (dy, rect.maxY - a.y),
        ] {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 >= t1 { return false }
            }
        }
        return true
    }

    /// Whether two rectangles share an area (touching edges do not count).
    static func overlap(_ a: LayoutSnapshot.Rect, _ b: LayoutSnapshot.Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > 0.01 && min(a.maxY, b.maxY) - max(a.y, b.y) > 0.01
    }

    /// A spot for a caption relative to its item's box.
    private enum Spot {
        case insideTopLeft, insideTopRight, insideBottomLeft, insideBottomRight
        case aboveLeft, aboveRight, belowLeft, belowRight, right, left

        /// The plate of `width` × `height` at this spot of `rect`; `nil` for a spot inside
        /// a box too small to hold it.
        func plate(width: Double, height: Double, around rect: LayoutSnapshot.Rect)
            -> LayoutSnapshot.Rect?
        {
            let gap = 1.0
            let (x, y): (Double, Double)
            switch self {
            case .insideTopLeft, .insideTopRight, .insideBottomLeft, .insideBottomRight:
                guard width + 2 * gap <= rect.width, height + 2 * gap <= rect.height else {
                    return nil
                }
                let left = self == .insideTopLeft || self == .insideBottomLeft
                let top = self == .insideTopLeft || self == .insideTopRight
                x = left ? rect.x + gap : rect.maxX - width - gap
                y = top ? rect.y + gap : rect.maxY - height - gap
            case .aboveLeft: (x, y) = (rect.x, rect.y - height - gap)
            case .aboveRight: (x, y) = (rect.maxX - width, rect.y - height - gap)
            case .belowLeft: (x, y) = (rect.x, rect.maxY + gap)
            case .belowRight: (x, y) = (rect.maxX - width, rect.maxY + gap)
            case .right: (x, y) = (rect.maxX + 2 * gap, rect.midY - height / 2)
            case .left: (x, y) = (rect.x - width - 2 * gap, rect.midY - height / 2)
            }
            return LayoutSnapshot.Rect(x: x, y: y, width: width, height: height)
        }
    }

    private static func spots(for subject: Subject) -> [Spot] {
        switch subject {
        case .view:
            [
                .insideTopLeft, .insideTopRight, .insideBottomLeft, .insideBottomRight,
                .aboveLeft, .belowLeft, .aboveRight, .belowRight, .right, .left,
            ]
        case .textView:
            [
                .insideTopLeft, .aboveLeft, .belowLeft, .aboveRight, .belowRight, .right, .left,
                .insideBottomLeft, .insideTopRight, .insideBottomRight,
            ]
        case .guide:
            [
                .insideBottomLeft, .insideBottomRight, .insideTopLeft, .insideTopRight,
                .belowLeft, .aboveLeft, .belowRight, .aboveRight, .right, .left,
            ]
        }
    }
}
