/// Something a region can be given: a recognizer, or recognizers composed into one gesture.
///
/// Every `GestureRecognizer` is one, so composition reads like SwiftUI's:
/// `longPress.sequenced(before: drag)`, `pinch.simultaneously(with: rotation)`,
/// `tripleTap.exclusively(before: doubleTap)`. The results compose again: composition is a
/// value, nestable to any depth.
package protocol GestureComposable {
    /// The gesture as a composition (a recognizer alone is a composition of one).
    var composition: ComposedGesture { get }
}

extension GestureComposable {
    /// Both gestures may be recognized at once, from the same input (SwiftUI's
    /// `simultaneously(with:)`): when one wins a sequence, the other is accepted beside it as
    /// soon as it claims — before or after — instead of losing to it.
    package func simultaneously(with other: any GestureComposable) -> ComposedGesture {
        ComposedGesture(.simultaneous(composition.node, other.composition.node))
    }

    /// `other` takes part only once this gesture has succeeded (SwiftUI's
    /// `sequenced(before:)`): its recognizers join each sequence at its down but see nothing
    /// until one of this gesture's recognizers wins it; then they run beside it, and are
    /// rejected if this gesture fails.
    package func sequenced(before other: any GestureComposable) -> ComposedGesture {
        ComposedGesture(.sequenced(composition.node, other.composition.node))
    }

    /// This gesture has precedence; `other` may win only once this one has failed (SwiftUI's
    /// `exclusively(before:)`, UIKit's `require(toFail:)`). A claim of `other` waits, undecided,
    /// while any recognizer of this gesture may still succeed; a recognizer that needs more
    /// input to decide (a double tap after the first tap) holds the sequence meanwhile, so
    /// `other` is delayed until that input comes or its time runs out.
    package func exclusively(before other: any GestureComposable) -> ComposedGesture {
        ComposedGesture(.exclusive(composition.node, other.composition.node))
    }
}

extension GestureRecognizer {
    package var composition: ComposedGesture { ComposedGesture(.recognizer(self)) }
}

/// Recognizers composed into one gesture: what `simultaneously(with:)`,
/// `sequenced(before:)` and `exclusively(before:)` return.
///
/// A composition is a description. When regions are declared, the engine flattens it into
/// its recognizers, each a member of the arenas it joins like any other, plus the relations
/// between them that the arena honours (which members are accepted together, which wait for
/// which to fail, which start only after which won). So composed gestures cost what their
/// recognizers cost, and explain their decisions like any other.
///
/// Its joint value — SwiftUI's `(first?, second?)`, `.first` / `.second`, `.first` then
/// `.second(first, second?)` — is read from the reports with `ComposedGestureState`.
package struct ComposedGesture: GestureComposable {
    indirect enum Node {
        case recognizer(any GestureRecognizer)
        case simultaneous(Node, Node)
        case sequenced(Node, Node)
        case exclusive(Node, Node)
    }

    let node: Node

    init(_ node: Node) { self.node = node }

    package var composition: ComposedGesture { self }
}

extension ComposedGesture {
    /// Whether two gesture lists are the same recognizers composed the same way (rows of a
    /// list declared with one shared list), without building either composition.
    static func same(_ a: [any GestureComposable], _ b: [any GestureComposable]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices {
            switch (a[i], b[i]) {
            case (let x as any GestureRecognizer, let y as any GestureRecognizer):
                if x !== y { return false }
            case (let x as ComposedGesture, let y as ComposedGesture):
                if !x.node.same(as: y.node) { return false }
            default:
                return false
            }
        }
        return true
    }
}

extension ComposedGesture.Node {
    func same(as other: Self) -> Bool {
        switch (self, other) {
        case (.recognizer(let x), .recognizer(let y)): x === y
        case (.simultaneous(let a, let b), .simultaneous(let c, let d)),
            (.sequenced(let a, let b), .sequenced(let c, let d)),
            (.exclusive(let a, let b), .exclusive(let c, let d)):
            a.same(as: c) && b.same(as: d)
        default: false
        }
    }
}
