/// A gesture described as a value, as in SwiftUI: `DragGesture().onChanged { … }`,
/// `MagnifyGesture().simultaneously(with: RotateGesture())`. It has a typed `Value` and
/// runs only once attached to a view (`GestureView.gesture(_:including:)` and its siblings):
/// each attachment makes its own recognizers and state, so one declaration used in two
/// places, or with two hosts, never mixes the input of one with the other.
///
/// A gesture of your own is either made of others, as in SwiftUI, or a recognizer
/// (`CustomRecognizer`):
///
/// ```swift
/// struct PinchAndTurn: Gesture {
///     var body: some Gesture { MagnifyGesture().simultaneously(with: RotateGesture()) }
/// }
/// ```
///
/// The arena decides as it does for recognizers (a gesture is its recognizers, composed);
/// the host routes each report to the attachment whose recognizer made it, which turns it
/// into the gesture's value and runs its callbacks.
public protocol Gesture<Value> {
    associatedtype Value = Body.Value
    /// What a gesture made of others is made of; the library's own gestures are primitive
    /// (`Never`).
    associatedtype Body: Gesture = Never
    var body: Body { get }
    /// The engine's side of one attachment: the library makes it, from `body` for a gesture
    /// made of others. Not for calling or implementing.
    func _makeInstance() -> _GestureInstance<Value>
}

/// The engine's side of one attached gesture, opaque outside the library (SwiftUI's
/// `_GestureOutputs` plays this part).
public struct _GestureInstance<Value> {
    let base: any GestureInstance<Value>
    package init(_ base: any GestureInstance<Value>) { self.base = base }
}

extension Never: Gesture {
    public typealias Value = Never
    public var body: Never { fatalError("Never has no body") }
    public func _makeInstance() -> _GestureInstance<Never> { fatalError("Never is never attached") }
}

extension Gesture where Body == Never {
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture: it has no body") }
}

extension Gesture {
    public func _makeInstance() -> _GestureInstance<Value> {
        guard let instance = body._makeInstance().base as? any GestureInstance<Value> else {
            preconditionFailure("\(Self.self).Value must be its body's Value, \(Body.Value.self)")
        }
        return _GestureInstance(instance)
    }

    /// Fresh recognizers and state for one attachment.
    func makeAnyInstance() -> any GestureInstance<Value> { _makeInstance().base }
}

/// A gesture the library runs itself, on recognizers of its own (every built-in one).
package protocol PrimitiveGesture: Gesture where Body == Never {
    associatedtype Instance: GestureInstance<Value>
    /// Fresh recognizers and state for one attachment.
    func makeInstance() -> Instance
}

extension PrimitiveGesture {
    public func _makeInstance() -> _GestureInstance<Value> { _GestureInstance(makeInstance()) }
}

/// One attached gesture's recognizers and state: what a `Gesture` becomes when attached.
/// Made once per attachment; it allocates nothing per report.
package protocol GestureInstance<Value>: AnyObject {
    associatedtype Value
    /// Its recognizers, composed as the arena is to arbitrate them.
    var composable: any GestureComposable { get }
    /// Adds the identities of its recognizers (the reports' `recognizer`).
    func collectRecognizers(into ids: inout [ObjectIdentifier])
    /// Takes one report if one of its recognizers made it, and says what it did.
    func take(_ report: GestureReport) -> GestureStep
    /// The value of the current or last run (nil before the first).
    var value: Value? { get }
    /// Whether the gesture runs: it changed and has not ended or been cancelled.
    var isActive: Bool { get }
    /// Whether its recognizers still own input after it ended (a long press that fired
    /// holds its sequence until the lift, so what is sequenced after it may still begin).
    var isHolding: Bool { get }
    /// It was attached to a view of `host`'s tree: a gesture whose values name views (a
    /// tracking gesture's crossings) finds them there.
    func attached(to host: GestureHost)
    /// The view it was attached to (nil: it went away), whose coordinates its reports come
    /// in: a gesture that measures in another space converts from them.
    func placed(in view: GestureView?)
}

extension GestureInstance {
    package func attached(to host: GestureHost) {}
    package func placed(in view: GestureView?) {}
}

/// What one report did to a gesture.
package enum GestureStep: Equatable, Sendable {
    /// Not one of its recognizers' reports.
    case notMine
    /// Its own, with nothing to tell (a crossing, a long press letting go after it ended).
    case absorbed
    /// Its value changed while it runs (the first one begins it).
    case changed
    /// It ended with its value.
    case ended
    /// It was cancelled (Escape, a lost touch, another gesture took over…).
    case cancelled(CancelReason)
}

/// A gesture that follows its recognizer's runs, the shape of almost every one-recognizer
/// gesture: began and changed change its value, ended ends it (a discrete gesture reports only
/// that), cancelled cancels it; crossings, and reports of another `kind` when one is given,
/// say nothing.
extension RecognizerInstance {
    package static func followingRuns(
        of recognizer: any GestureRecognizer, kind: GestureKind? = nil,
        _ value: @escaping (GestureReport) -> Value
    ) -> RecognizerInstance {
        RecognizerInstance(recognizer) { e in
            if let kind, e.kind != kind { return .nothing }
            switch e.phase {
            case .began, .changed: return .changed(value(e))
            case .ended: return .ended(value(e))
            case .cancelled: return .cancelled(e.cancelReason ?? .app)
            case .entered, .exited: return .nothing
            }
        }
    }
}

/// A gesture made of one recognizer, whose reports a `decode` function reads: the built-in
/// gestures are all one.
package final class RecognizerInstance<Value>: GestureInstance {
    package let recognizer: any GestureRecognizer
    package private(set) var value: Value?
    package private(set) var isActive = false
    package private(set) var isHolding = false
    private let id: ObjectIdentifier
    private let decode: (GestureReport) -> Decoded
    /// Where the views its reports name are found, for a `decode` that reads them.
    private let views: ViewLookup?
    /// The recognizer's gesture this one follows while it runs: a recognizer may run one
    /// per sequence (two fingers, two drags), and a gesture follows the first, as SwiftUI's do.
    private var owner: GestureID?
    /// Other runs of the recognizer that began while it followed one: still not its runs once
    /// that one ends (their later reports are absorbed, their end too). A few at most (one per
    /// other finger on the view); kept in place, so no report allocates.
    private var passedOver: [GestureID] = []
    private static var passedOverCapacity: Int { 8 }
    /// Where its values' locations are measured; its reports come in its view's coordinates.
    package var coordinateSpace = CoordinateSpace.local
    /// Its view, cleared when the view goes; unowned as `GestureView.parent` is.
    private unowned(safe) var view: GestureView?

    /// What one report of the recognizer means.
    package enum Decoded {
        /// Nothing for the gesture (a crossing report).
        case nothing
        /// A new value while it runs.
        case changed(Value)
        /// The last value: it ended; `holding` when its recognizer keeps its input (see
        /// `isHolding`).
        case ended(Value, holding: Bool = false)
        case cancelled(CancelReason)
        /// The recognizer took or let go of its input, without a value (see `isHolding`).
        case holding(Bool)
    }

    /// - Parameters:
    ///   - recognizer: a recognizer made for this instance alone.
    ///   - decode: reads one of its reports.
    package convenience init(_ recognizer: any GestureRecognizer, decode: @escaping (GestureReport) -> Decoded) {
        self.init(recognizer, views: nil, decode: decode)
    }

    /// For a gesture whose values name the view a report is about (a long press that follows
    /// the finger over the rows beside its own): `decode` is also given the view of the
    /// host's tree whose region the report names (nil: none, or a region declared by hand).
    ///
    /// ```swift
    /// RecognizerInstance(LongPressRecognizer()) { e, view in
    ///     e.phase == .entered ? .changed(Value(entered: view)) : .nothing
    /// }
    /// ```
    package convenience init(
        _ recognizer: any GestureRecognizer, decodeWithView decode: @escaping (GestureReport, GestureView?) -> Decoded
    ) {
        let views = ViewLookup()
        self.init(recognizer, views: views) { e in decode(e, views.view(for: e.region)) }
    }

    private init(_ recognizer: any GestureRecognizer, views: ViewLookup?, decode: @escaping (GestureReport) -> Decoded)
    {
        self.recognizer = recognizer
        self.id = ObjectIdentifier(recognizer)
        self.decode = decode
        self.views = views
        passedOver.reserveCapacity(Self.passedOverCapacity)
    }

    package func attached(to host: GestureHost) { views?.host = host }

    package func placed(in view: GestureView?) { self.view = view }

    /// `report` with its locations in `coordinateSpace` rather than its view's.
    private func measured(_ report: GestureReport) -> GestureReport {
        guard coordinateSpace != .local, let view else { return report }
        let o = view.convert(Point.zero, to: coordinateSpace)
        var r = report
        r.location = r.location + o
        r.startLocation = r.startLocation + o
        r.predictedEndLocation = r.predictedEndLocation + o
        return r
    }

    package var composable: any GestureComposable { recognizer }

    package func collectRecognizers(into ids: inout [ObjectIdentifier]) { ids.append(id) }

    /// What one of its recognizer's reports means, whichever run it is about (nil: another
    /// recognizer's): for a gesture that follows every run (`eachRun(began:)`).
    func decodeEveryRun(_ report: GestureReport) -> Decoded? {
        report.recognizer == id ? decode(measured(report)) : nil
    }

    package func take(_ report: GestureReport) -> GestureStep {
        guard report.recognizer == id else { return .notMine }
        let decoded = decode(measured(report))
        switch decoded {
        case .changed, .ended, .cancelled:
            if let i = passedOver.firstIndex(of: report.id) {   // a run it passed over
                if case .changed = decoded {} else { passedOver.remove(at: i) }
                return .absorbed
            }
            if let owner, owner != report.id {   // another run of the recognizer
                if case .changed = decoded { passOver(report.id) }
                return .absorbed
            }
        case .nothing, .holding:
            break
        }
        switch decoded {
        case .nothing:
            return .absorbed
        case .changed(let v):
            owner = report.id
            value = v
            isActive = true
            isHolding = true
            return .changed
        case .ended(let v, let holding):
            owner = nil
            value = v
            isActive = false
            isHolding = holding
            return .ended
        case .cancelled(let reason):
            guard isActive else { return .absorbed }   // a run it never followed
            owner = nil
            isActive = false
            isHolding = false
            return .cancelled(reason)
        case .holding(let h):
            isHolding = h
            return .absorbed
        }
    }

    private func passOver(_ run: GestureID) {
        if passedOver.count == Self.passedOverCapacity { passedOver.removeFirst() }
        passedOver.append(run)
    }
}

/// The host a gesture was attached to, where the views its reports name are found.
final class ViewLookup {
    weak var host: GestureHost?

    func view(for region: GestureRegionID?) -> GestureView? {
        guard let region else { return nil }
        return host?.view(for: region)
    }
}
