import PropertyBased
import TestSupport
import Testing

@testable import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// Random multi-touch / pointer / axis / touchpad streams against the engine's contract.
/// `GESTURES_PROPERTY_STREAMS` sets how many (default 10^5, split over `shards` tests that run
/// in parallel); each stream is up to 30 random operations, then wound down.
@Suite struct PropertyTests {
    static let shards = 4
    static let streams: Int = {
        if let s = getenv("GESTURES_PROPERTY_STREAMS"), let n = Int(String(cString: s)), n > 0 { return n }
        return 100_000
    }()

    @Test(arguments: 0 ..< PropertyTests.shards)
    func randomStreamsKeepTheContract(shard: Int) async {
        let count = Self.streams / Self.shards + (shard < Self.streams % Self.shards ? 1 : 0)
        await propertyCheck(count: count, input: Gen.int(in: 0 ... Int.max).array(of: 1 ... 30)) { ops in
            var checker = InvariantChecker()
            checker.discrete.insert(GestureKind("tapAlso"))
            let stream = StreamPlayer(ops)
            stream.play(&checker)
            #expect(checker.failures.isEmpty, "\(checker.failures) for ops \(ops)")
        }
    }
}

/// Decodes random integers into input events, app calls and clock steps.
final class StreamPlayer {
    let ops: [Int]
    let engine = GestureEngine(explainCapacity: 1024)
    var now: Double = 0
    var time: UInt32
    var touches: [Int32: Point] = [:]
    var pointer: Point? = nil
    var pressed = false
    var axisRunning = false
    var pinching = false

    init(_ ops: [Int]) {
        self.ops = ops
        time = UInt32(truncatingIfNeeded: (ops.first ?? 0) >> 20)   // event times may wrap
        var regions = ListFixture.regions(rows: 14)
        if (ops.first ?? 0) & 1 == 1 {
            regions[0].mask = .all; regions[3].highPriority = true; regions[5].addVerticalDrag()
        }
        if (ops.first ?? 0) & 2 == 2 { regions[0].gestures = ListFixture.listRecognizers(rotation: true) }
        // Composition declarations: rows whose vertical drag is simultaneous with the list's
        // scroll (one of them high priority when bit 0 is set), rows whose tap requires the
        // double tap to fail, rows with composed values nested: a triple-tap counter, a long
        // press sequenced before a drag, a tap simultaneous with a drag that is exclusive
        // before a long press.
        if (ops.first ?? 0) & 4 == 4 {
            for k in [2, 3, 6] { regions[k].addVerticalDrag(); regions[k].simultaneousWithAncestors = true }
        }
        if (ops.first ?? 0) & 8 == 8 {
            let taps = ComposedGesture.exclusive(TapRecognizer(count: 2), TapRecognizer())
            for k in 1 ... 6 { regions[k].gestures[0] = taps; regions[k].gestures.remove(at: 1) }
        }
        if (ops.first ?? 0) & 16 == 16 {
            let counter = ComposedGesture.exclusive(
                ComposedGesture.exclusive(TapRecognizer(count: 3), TapRecognizer(count: 2)), TapRecognizer())
            let pressThenDrag = ComposedGesture.sequenced(
                LongPressRecognizer(minimumDuration: 300, kind: GestureKind("press")),
                DragRecognizer(minimumDistance: 0, kind: GestureKind("pressDrag")))
            let mixed = ComposedGesture.exclusive(
                ComposedGesture.simultaneous(
                    TapRecognizer(kind: GestureKind("tapAlso")),
                    DragRecognizer(direction: .horizontal, kind: GestureKind("dragAlso"))),
                LongPressRecognizer(maximumDistance: 10, kind: GestureKind("pressAfter"), reportsPressing: true))
            for k in 7 ... 9 { regions[k].gestures = [counter, pressThenDrag] }
            for k in 10 ... 12 { regions[k].gestures = [mixed, ComposedGesture.sequenced(counter, pressThenDrag)] }
        }
        engine.setRegions(regions)
        engine.setScrollExtent(max: 672, at: 0)
    }

    func call(_ checker: inout InvariantChecker, _ body: () -> Void) {
        body()
        checker.check(engine.reports, engine: engine)
    }

    func send(_ e: InputEvent, _ checker: inout InvariantChecker) {
        call(&checker) { engine.handle(e, at: now) }
    }

    func point(_ r: Int) -> Point {
        Point(x: Double(r % 520) - 20, y: Double((r >> 10) % 860) - 30)
    }

    func play(_ checker: inout InvariantChecker) {
        for raw in ops {
            let op = raw % 23
            let r = raw >> 5
            let id = Int32(r % 4)
            let small = Point(x: Double(r % 61) - 30, y: Double((r >> 6) % 61) - 30)
            switch op {
            case 0, 1:
                // Now and then a down for a live id (a compositor that lost the up).
                if touches[id] == nil || (op == 1 && r % 7 == 0) {
                    let p = point(r >> 2); touches[id] = p
                    send(.touchDown(id: id, p, time: time), &checker)
                    if r & 3 != 0 { send(.touchFrame, &checker) }
                }
            case 2, 3, 4, 5:
                if let p = touches[id] {
                    // Now and then a position that is not a number (a corrupt trace).
                    let q = op == 5 ? (r % 11 == 0 ? Point(x: .nan, y: 1) : point(r >> 3)) : p + small
                    if q.x.isFinite { touches[id] = q }
                    send(.touchMotion(id: id, q, time: time), &checker)
                    if r & 7 != 0 { send(.touchFrame, &checker) }
                }
            case 6:
                if touches[id] != nil {
                    touches[id] = nil
                    send(.touchUp(id: id, time: time), &checker)
                    send(.touchFrame, &checker)
                }
            case 7:
                if r % 5 == 0 { touches = [:]; send(.touchCancel, &checker) }
            case 8, 9:
                let p = op == 8 ? point(r) : (pointer ?? .zero) + small
                if pointer == nil {
                    send(.pointerEnter(p), &checker)
                } else {
                    send(.pointerMotion(p, time: time), &checker)
                }
                pointer = p
                send(.pointerFrame, &checker)
            case 10:
                if pointer != nil {
                    pressed.toggle()
                    send(.pointerButton(button: .primary, pressed: pressed, time: time), &checker)
                    send(.pointerFrame, &checker)
                }
            case 11:
                if pointer != nil {
                    send(.axis(.vertical, value: Double(r % 31) - 15, time: time), &checker)
                    if r & 1 == 0 {
                        send(.axisDiscrete(.vertical, steps: Int32(r % 3) - 1), &checker)
                    } else {
                        send(.axisValue120(.vertical, value120: Int32(r % 241) - 120), &checker)
                    }
                    send(.axisSource(.wheel), &checker)
                    send(.pointerFrame, &checker)
                }
            case 12, 13:
                if pointer != nil {
                    axisRunning = true
                    send(.axis(.vertical, value: small.y, time: time), &checker)
                    // Natural scrolling or not, even changing mid-run (a compositor's whim).
                    if r & 8 == 0 { send(.axisRelativeDirection(.horizontal, inverted: r & 16 == 0), &checker) }
                    send(.axis(.horizontal, value: small.x, time: time), &checker)
                    send(.axisSource(r & 4 == 0 ? .finger : .continuous), &checker)
                    send(.pointerFrame, &checker)
                }
            case 14:
                axisRunning = false
                send(.axisStop(r & 1 == 0 ? .vertical : .horizontal, time: time), &checker)
                if r & 2 == 0 { send(.axisStop(.horizontal, time: time), &checker) }
                send(.pointerFrame, &checker)
            case 15:
                let mods: [Modifiers] = [[], .control, .superKey, [.superKey, .alt], .shift]
                send(.modifiers(mods[r % mods.count]), &checker)
            case 16:
                send(.key(.escape, pressed: true, time: time), &checker)
            case 17:
                send(.keyboardFocus(r & 1 == 0), &checker)
            case 18:
                if r % 4 == 0 {
                    let caps: [SeatCapabilities] = [
                        [.pointer, .keyboard, .touch], [.pointer, .keyboard], [.touch], [],
                    ]
                    let c = caps[(r >> 2) % caps.count]
                    if !c.contains(.touch) { touches = [:] }
                    if !c.contains(.pointer) { pointer = nil; pressed = false; axisRunning = false; pinching = false }
                    send(.capabilities(c), &checker)
                    send(.capabilities([.pointer, .keyboard, .touch]), &checker)
                }
            case 19:
                if !pinching {
                    pinching = true; send(.pinchBegin(fingers: 2, time: time), &checker)
                } else if r & 3 == 0 {
                    pinching = false; send(.pinchEnd(cancelled: r & 4 == 0, time: time), &checker)
                } else {
                    send(
                        .pinchUpdate(delta: small, scale: Double(r % 300 + 1) / 100, rotation: small.x, time: time),
                        &checker)
                }
            case 20:
                send(r & 1 == 0 ? .holdBegin(fingers: 2, time: time) : .holdEnd(cancelled: false, time: time), &checker)
            case 21:
                if r & 1 == 0 {
                    call(&checker) { engine.setScrollOffset(Double(r % 900) - 100, at: now) }
                } else {
                    call(&checker) { engine.setScrollExtent(max: Double(r % 1000) - 50, at: now) }
                }
            default:
                let step = Double(r % 8 == 0 ? r % 700 : r % 40)
                now += step
                time &+= UInt32(step)
                call(&checker) { engine.advance(to: now) }
            }
            if r % 3 == 0 { now += 8; time &+= 8 }
        }
        windDown(&checker)
    }

    /// Lifts everything, stops axis runs and pinches, lets the clock settle, leaves.
    func windDown(_ checker: inout InvariantChecker) {
        for id in touches.keys.sorted() { send(.touchUp(id: id, time: time), &checker) }
        send(.touchFrame, &checker)
        touches = [:]
        if pressed {
            send(.pointerButton(button: .primary, pressed: false, time: time), &checker); send(.pointerFrame, &checker)
        }
        send(.axisStop(.vertical, time: time), &checker)
        send(.axisStop(.horizontal, time: time), &checker)
        send(.pointerFrame, &checker)
        if pinching { send(.pinchEnd(cancelled: false, time: time), &checker) }
        send(.pointerLeave, &checker)
        send(.pointerFrame, &checker)
        var guardSteps = 0
        while let d = engine.nextDeadline, guardSteps < 100 {
            now = max(now, d); guardSteps += 1
            call(&checker) { engine.advance(to: now) }
        }
        checker.checkAllEnded(engine: engine)
        checker.checkContests(of: engine)
    }
}
