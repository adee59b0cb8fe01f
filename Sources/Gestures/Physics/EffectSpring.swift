import RealModule

/// A critically damped spring from where it was to a target, evaluated from time alone (ms,
/// the host's clock), so that frame timing changes nothing it shows: a test steps it by
/// advancing the host. Retargeting starts a new spring from the old one's value and velocity,
/// so an effect that turns around mid-way does so without a jump.
///
/// x(t) = target + (c₁ + c₂·t)·e^(−ω·t), with c₁ = x₀ − target and c₂ = v₀ + ω·c₁: no overshoot
/// from rest, and within 0.001 of the target after about 9.2 / ω.
struct EffectSpring: Hashable, Sendable {
    /// The period of the undamped spring (ms): how brisk the effect is.
    static let response = 250.0
    static let omega = 2 * Double.pi / response
    /// Closer than this to the target, and slower than this per ms, it is at rest.
    static let restDistance = 0.001

    private(set) var target: Double
    private var from: Double
    private var velocity: Double
    private var start: Double

    init(value: Double, at time: Double) {
        target = value; from = value; velocity = 0; start = time
    }

    /// Where it is at `time`.
    func value(at time: Double) -> Double {
        let t = max(0, time - start), c1 = from - target, c2 = velocity + Self.omega * c1
        let e = Double.exp(-Self.omega * t)
        return target + (c1 + c2 * t) * e
    }

    func velocity(at time: Double) -> Double {
        let t = max(0, time - start), c1 = from - target, c2 = velocity + Self.omega * c1
        return (c2 - Self.omega * (c1 + c2 * t)) * Double.exp(-Self.omega * t)
    }

    /// Aims at `target` from `time`, keeping the current value and velocity; `jump` goes there
    /// at once (reduced motion).
    mutating func retarget(_ target: Double, at time: Double, jump: Bool = false) {
        guard target != self.target || jump else { return }
        if jump {
            self = EffectSpring(value: target, at: time)
            return
        }
        let x = value(at: time), v = velocity(at: time)
        self.target = target; from = x; velocity = v; start = time
    }

    /// Whether it has come to rest by `time`.
    func isAtRest(at time: Double) -> Bool {
        abs(value(at: time) - target) < Self.restDistance && abs(velocity(at: time)) < Self.restDistance / 100
    }
}
