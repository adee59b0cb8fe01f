/// Every number the engine uses, in one value, each with its unit and where it comes from.
///
/// Change a field to tune the engine; `GestureConfiguration.default` holds the documented
/// defaults. Distances are logical surface pixels, durations seconds of the virtual clock (as
/// SwiftUI's are), velocities pixels per second.
public struct GestureConfiguration: Hashable, Sendable {
    /// Distance (px) a touch must move before it is a scroll instead of a tap or a long press,
    /// and before a drag with no minimum distance of its own begins. 10 px: where UIKit's
    /// scroll view starts to pan, and SwiftUI's `DragGesture` default, so a row's larger
    /// minimum distance leaves a vertical movement to the scroll view around it. Flutter's
    /// kTouchSlop is 18.
    public var touchSlop: Double = 10
    /// The same for the left mouse button (px). 8 px: GTK's `gtk-dnd-drag-threshold` default;
    /// a mouse is precise, so it needs far less than a finger.
    public var mouseSlop: Double = 8
    /// Hold time (s) before a still press becomes a long press: SwiftUI's `LongPressGesture`
    /// default and Flutter's kLongPressTimeout.
    public var longPressDuration: Double = 0.5
    /// Longest gap (s) between the first lift and the second press of a double tap.
    /// Flutter kDoubleTapTimeout.
    public var doubleTapTimeout: Double = 0.3
    /// Largest distance (px) between the two taps of a double tap. Flutter kDoubleTapSlop.
    public var doubleTapSlop: Double = 100
    /// Half-angle (degrees from the horizontal) of the cone in which movement that passes the
    /// slop counts as horizontal. Decided once, from the accumulated movement at the first
    /// event past the slop (no per-axis race). 40°: a 50° drag is never horizontal.
    public var horizontalConeDegrees: Double = 40
    /// Half-angle (degrees from the vertical) of the vertical cone. Movement between the two
    /// cones (40°–50° here) is a tie, which goes to the declared priority: a high-priority
    /// region's member, else `tieGoesToVertical`.
    public var verticalConeDegrees: Double = 40
    /// Who wins a tie between the cones when no region is high priority: the vertical member
    /// (scroll): an ambiguous movement does the harmless thing, since a scroll changes no bar.
    public var tieGoesToVertical: Bool = true
    /// Change (px) in the distance between two touches before they pinch. Flutter kScaleSlop
    /// (= kTouchSlop, 18).
    public var pinchSlop: Double = 18
    /// Slowest release (px/s) that starts a fling. Flutter kMinFlingVelocity.
    public var minFlingVelocity: Double = 50
    /// Fastest velocity (px/s) the engine reports and flings with; a faster estimate is scaled
    /// down to it as a vector, so it keeps its direction. Flutter kMaxFlingVelocity.
    public var maxFlingVelocity: Double = 8000
    /// Velocity decay of a fling per millisecond: v(t) = v₀ · rate^t. 0.998: UIKit's
    /// `UIScrollView.DecelerationRate.normal`. Evaluated analytically from time.
    public var flingDecelerationRate: Double = 0.998
    /// Speed (px/s) under which a fling counts as settled.
    public var flingStopVelocity: Double = 10
    /// Age (s, event time) of the oldest sample the velocity estimate uses. The horizon of
    /// Flutter's and Android's velocity trackers (100 ms).
    public var velocityWindow: Double = 0.1
    /// Fewest samples (count) for the velocity's quadratic fit, read at the newest sample; with
    /// fewer, a straight line. 3 (a quadratic's own minimum): Flutter's and Android's choice.
    public var velocityQuadraticSamples: Int = 3
    /// A pause (s, event time) between samples longer than this means the pointer stopped:
    /// older samples are ignored. Flutter's assumePointerMoveStoppedMilliseconds (40).
    public var velocityStopGap: Double = 0.04
    /// A touchpad axis run with no axis event for this long (s, event time) is over even
    /// without axis_stop (continuous sources may never send one), so a stale direction lock
    /// cannot swallow the next scroll. libinput sends finger axis events every ~7–12 ms.
    public var axisRunTimeout: Double = 0.3
    /// Pixels scrolled per wheel detent when only `axis_discrete` / `axis_value120` arrives
    /// without a continuous `axis` value. 15 px: what sway and libinput-based compositors send.
    public var wheelPixelsPerDetent: Double = 15
    /// Modifiers that turn the wheel into a zoom (Ctrl + wheel, as in browsers and GTK).
    public var wheelZoomModifiers: Modifiers = .control
    /// Zoom factor per wheel detent (scroll up = zoom in). 1.1: Firefox/GTK style step.
    public var wheelZoomFactorPerDetent: Double = 1.1
    /// Continuous axis pixels that count as one wheel detent for zoom when no discrete value
    /// is sent (px), matching `wheelPixelsPerDetent`.
    public var wheelZoomPixelsPerDetent: Double = 15
    /// How far (px) from a window edge a touch must go down to start an edge swipe (the
    /// system's back gesture). 20 px: Android's gesture-navigation inset is 16–24 dp.
    public var edgeSwipeWidth: Double = 20
    /// After an edge swipe was deferred to the app (`GestureRegion.defersSystemGestures`), how
    /// long (s) a second swipe from that edge goes to the system gesture instead. iOS asks
    /// for the second swipe "soon"; 1 s leaves room to notice the first did not go back.
    public var systemGestureDeferral: Double = 1

    public init() {}

    /// The documented defaults.
    public static let `default` = GestureConfiguration()

    // The engine keeps time in the wire's milliseconds; these are its view of the durations.
    var longPressMilliseconds: Double { longPressDuration * 1000 }
    var doubleTapMilliseconds: Double { doubleTapTimeout * 1000 }
    var velocityWindowMilliseconds: Double { velocityWindow * 1000 }
    var velocityStopGapMilliseconds: Double { velocityStopGap * 1000 }
    var axisRunMilliseconds: Double { axisRunTimeout * 1000 }
    var systemGestureDeferralMilliseconds: Double { systemGestureDeferral * 1000 }

    /// The slop (px) for a sequence of this source.
    @inlinable public func slop(for source: GestureSource) -> Double {
        source == .mouse ? mouseSlop : touchSlop
    }
}
