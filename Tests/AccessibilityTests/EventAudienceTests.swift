import Accessibility
import Testing

/// `EventAudience`: no tree read and no event while nobody listens; a listener's arrival is
/// the baseline the next frames are compared with.
@Suite("Event audience")
struct EventAudienceTests {
    /// A model whose tree is read through `read`, which counts the reads.
    final class Model {
        var value = 30.0
        var reads = 0

        func read() -> AccessibleTree {
            reads += 1
            var tree = AccessibleTree(application: "Test")
            tree.add(
                AccessibleNode(
                    id: "bar_red", role: .slider, name: "red",
                    value: AccessibleValue(current: value, minimum: 0, maximum: 100, increment: 1, text: "")),
                under: 0)
            return tree
        }
    }

    @Test func nobodyListeningReadsNoTreeAndSendsNothing() {
        let model = Model()
        var audience = EventAudience()
        for step in 0 ..< 100 {
            model.value = Double(step)
            #expect(audience.frameDrawn(tree: model.read).isEmpty)
        }
        #expect(model.reads == 0 && !audience.isHeard && audience.announced == nil)
    }

    @Test func aListenerHearsWhatChangedSinceItCame() {
        let model = Model()
        var audience = EventAudience()
        audience.listenersChanged(to: 1, tree: model.read)
        #expect(model.reads == 1, "the arrival takes the tree as it is")
        model.value = 40
        #expect(
            audience.frameDrawn(tree: model.read) == [
                AccessibleEvent("bar_red", "PropertyChange", detail: "accessible-value", value: .number(40))
            ])
        #expect(audience.frameDrawn(tree: model.read).isEmpty, "an unchanged frame sends nothing")
    }

    @Test func aRegistrationCountsBeforeTheRegistryAnswers() {
        let model = Model()
        var audience = EventAudience()
        audience.listenersChanged(to: -1, tree: model.read)
        #expect(audience.isHeard && audience.listeners == 1)
        model.value = 50
        #expect(audience.frameDrawn(tree: model.read).count == 1)
        // The registry's list: two listeners; the baseline is kept, not read again.
        let reads = model.reads
        audience.listenersChanged(to: 2, tree: model.read)
        #expect(audience.listeners == 2 && model.reads == reads)
        // A listener for another application only: the registry lists none for this one.
        audience.listenersChanged(to: 0, tree: model.read)
        #expect(!audience.isHeard && audience.announced == nil)
    }

    @Test func aListenerThatLeftAndCameBackStartsFromTheTreeThen() {
        let model = Model()
        var audience = EventAudience()
        audience.listenersChanged(to: 1, tree: model.read)
        audience.listenersChanged(to: 0, tree: model.read)
        model.value = 70   // changed while nobody listened: nobody is told
        audience.listenersChanged(to: 1, tree: model.read)
        #expect(audience.frameDrawn(tree: model.read).isEmpty)
        model.value = 71
        #expect(audience.frameDrawn(tree: model.read).count == 1)
    }
}
