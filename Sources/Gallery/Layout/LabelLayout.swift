import Gestures

/// Where a shape's label and message are drawn, line by line, fitted to a box by `TextFit`:
/// one line across a button; centred under the shape, or beside it, when it has a caption box;
/// otherwise inside its top left corner. The renderer draws exactly these lines and the
/// layout tests check exactly these boxes, so what is tested is what is seen.
struct LabelLayout {
    /// One line of text: its left edge and baseline (logical px) and its measured width.
    struct Line: Equatable {
        var text: String
        var x: Double
        var baseline: Double
        var width: Double
    }

    /// Baseline to baseline (logical px), for the 14 px label font (times the text scale).
    static let lineHeight = 18.0
    /// Inner margins of text drawn inside a shape.
    static let insideInset = 6.0, buttonInset = 10.0

    /// The box the text must stay in (logical px, surface coordinates).
    static func box(of shape: GalleryShape) -> GestureRect {
        let f = shape.drawnFrame
        if shape.form == .button {
            return GestureRect(x: f.x + buttonInset, y: f.y, width: max(0, f.width - 2 * buttonInset), height: f.height)
        }
        if let caption = shape.drawnCaption { return caption }
        let body = ShapePainter.inset(f, by: shape.inset)
        switch shape.form {
        case .oval:
            // The rectangle inscribed in the ellipse (its corners just inside it).
            let k = 0.7
            return GestureRect(
                x: body.midX - body.width * k / 2, y: body.midY - body.height * k / 2, width: body.width * k,
                height: body.height * k)
        case .triangle:
            // The lower part, where the triangle is wide: under 0.6 of its height it is 0.6 wide.
            return GestureRect(
                x: body.x + body.width * 0.2, y: body.y + body.height * 0.6, width: body.width * 0.6,
                height: max(0, body.height * 0.4 - 2))
        case .roundedRectangle:
            let r = min(ShapeForm.cornerRadius, min(body.width, body.height) / 2) * 0.3
            return GestureRect(
                x: body.x + insideInset + r, y: body.y + 4 + r, width: max(0, body.width - 2 * (insideInset + r)),
                height: max(0, body.height - 8 - 2 * r))
        default:
            return GestureRect(
                x: body.x + insideInset, y: body.y + 4, width: max(0, body.width - 2 * insideInset),
                height: max(0, body.height - 8))
        }
    }

    /// The lines in `shape`'s box, measured by `measure` (logical px) for the label font at
    /// `textScale`.
    static func lines(of shape: GalleryShape, measure: (String) -> Double, textScale: Double = 1) -> [Line] {
        let box = box(of: shape)
        if shape.form == .button {
            guard let text = TextFit.lines(shape.label, width: box.width, maxLines: 1, measure: measure).first else {
                return []
            }
            return [Line(text: text, x: box.x, baseline: box.y + box.height / 2 + 5 * textScale, width: measure(text))]
        }
        let lineHeight = Self.lineHeight * textScale
        let capacity = Int((box.height / lineHeight).rounded(.down))
        let labelLines = max(1, capacity - (shape.message.isEmpty ? 0 : 1))
        var texts = TextFit.lines(shape.label, width: box.width, maxLines: min(capacity, labelLines), measure: measure)
        texts += TextFit.lines(shape.message, width: box.width, maxLines: capacity - texts.count, measure: measure)
        // A caption under its shape is centred below it; one beside it starts next to it.
        let centred = shape.caption.map { $0.y >= shape.frame.maxY } ?? (shape.form == .triangle || shape.form == .oval)
        // Each line takes 18 px of the box, its baseline 14 px down (the font's ascent).
        let first = box.y + 14 * textScale
        return texts.enumerated().map { i, text in
            let w = measure(text)
            return Line(
                text: text, x: centred ? box.x + (box.width - w) / 2 : box.x,
                baseline: first + Double(i) * lineHeight, width: w)
        }
    }
}

/// The label lines a full frame laid out, by shape name, for the partial frames after it: a
/// shape drawn again unchanged takes its lines from here, and a frame whose only changes are
/// effects lays out (and allocates) nothing. Filled anew by each full frame, so a shape gone
/// leaves nothing.
final class LabelCache {
    private struct Entry {
        var label: String, message: String
        var box: GestureRect
        var lines: [LabelLayout.Line]
    }

    private var entries: [String: Entry] = [:]
    /// Whether lookups that miss are kept (a full frame) or only computed (a partial one).
    private var recording = false

    /// A full frame begins: forget every shape's lines, keep those laid out from now on.
    func startRecording() {
        entries.removeAll(keepingCapacity: true)
        recording = true
    }

    func stopRecording() { recording = false }

    func lines(of shape: GalleryShape, measure: (String) -> Double, textScale: Double) -> [LabelLayout.Line] {
        let box = LabelLayout.box(of: shape)
        if let e = entries[shape.name], e.box == box, e.label == shape.label, e.message == shape.message {
            return e.lines
        }
        let lines = LabelLayout.lines(of: shape, measure: measure, textScale: textScale)
        if recording { entries[shape.name] = Entry(label: shape.label, message: shape.message, box: box, lines: lines) }
        return lines
    }
}
