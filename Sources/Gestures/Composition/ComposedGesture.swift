/// Something a region can be given: a recognizer, or recognizers composed into one gesture.
///
/// This is the engine's description of a composition, which the public gestures compile to.
/// Apps compose with `Gesture`'s `simultaneously(with:)`, `sequenced(before:)` and
/// `exclusively(before:)`; here the same three forms are `ComposedGesture.simultaneous`,
/// `.sequenced` and `.exclusive`, so that one vocabulary is the API and the other plainly
/// the description it makes. The results compose again, to any depth.
package protocol GestureComposable {
    /// The gesture as a composition (a recognizer alone is a composition of one).
    var composition: ComposedGesture { get }
}

extension ComposedGesture {
    /// Both may be recognized at once, from the same input (`Gesture.simultaneously(with:)`):
    /// when one wins a sequence, the other is accepted beside it as soon as it claims —
    /// before or after — instead of losing to it.
    package static func simultaneous(_ a: any GestureComposable, _ b: any GestureComposable) -> ComposedGesture {
        ComposedGesture(.simultaneous(a.composition.node, b.composition.node))
    }

    /// `b` takes part only once `a` has succeeded (`Gesture.sequenced(before:)`): its
    /// recognizers join each sequence at its down but see nothing until one of `a`'s wins it;
    /// then they run beside it, and are rejected if `a` fails.
    package static func sequenced(_ a: any GestureComposable, _ b: any GestureComposable) -> ComposedGesture {
        ComposedGesture(.sequenced(a.composition.node, b.composition.node))
    }

    /// `a` has precedence; `b` may win only once `a` has failed (`Gesture.exclusively(before:)`,
    /// UIKit's `require(toFail:)`). A claim of `b` waits, undecided, while any recognizer of
    /// `a` may still succeed; a recognizer that needs more input to decide (a double tap after
    /// the first tap) holds the sequence meanwhile, so `b` is delayed until that input comes
    /// or its time runs out.
    package static func exclusive(_ a: any GestureComposable, _ b: any GestureComposable) -> ComposedGesture {
        ComposedGesture(.exclusive(a.composition.node, b.composition.node))
    }
}

extension GestureRecognizer {
    package var composition: ComposedGesture { ComposedGesture(.recognizer(self)) }
}

/// Recognizers composed into one gesture: what `simultaneous`, `sequenced` and `exclusive`
/// make.
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
