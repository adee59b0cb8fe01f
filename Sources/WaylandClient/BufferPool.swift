import Drawing

/// Shared-memory buffers as seen by the pool: created and destroyed by an allocator (the
/// live one calls wl_shm through the shim; tests use a fake).
protocol BufferAllocator: AnyObject {
    /// A new width×height ARGB8888 buffer, or nil (out of memory / slots).
    func createBuffer(width: Int, height: Int) -> AllocatedBuffer?
    func destroyBuffer(id: Int32)
}

struct AllocatedBuffer {
    var id: Int32
    var data: UnsafeMutableRawPointer
    var stride: Int
}

/// A bounded pool of shm buffers (double/triple buffering). Who owns a buffer when:
/// free → the app may draw into it (`acquire`); after `submitted` the compositor holds it
/// (busy) until wl_buffer.release (`released`). A busy buffer is never handed out.
///
/// Each buffer remembers what it missed while others were drawn (`stale`): the damage
/// of every later frame, so the content repaints only that (nil = never drawn: all).
struct BufferPool {
    struct Slot {
        var buffer: AllocatedBuffer
        var width: Int
        var height: Int
        /// A canvas over this buffer's memory, made once: wrapping it anew each frame would
        /// allocate per frame (the canvas caches its pixman image and scanline scratch).
        let canvas: Canvas
        var busy = false
        /// What changed since this buffer was last drawn; nil = everything.
        var stale: Region? = nil
        /// What was drawn into it ahead of a commit (`drewAhead`): its next commit's damage
        /// includes it.
        var unsent = Region.empty
    }

    /// At most this many buffers exist at once.
    let capacity: Int
    private(set) var slots: [Slot] = []

    /// Triple buffering, the window's one buffer count: the compositor may hold two buffers
    /// at once (the one on screen and the one just committed, until it releases the former)
    /// and the client needs a third to draw into. Fixed here, not in `AppConfiguration`: how
    /// many wl_buffers a surface needs follows from the Wayland buffer life cycle, not from
    /// app behaviour (and WaylandClient does not see the app's configuration). The compositor
    /// fault tests bound the client's buffers by it.
    static let defaultCapacity = 3

    /// The most bytes one wl_shm pool can have: `wl_shm.create_pool`'s size is an int32, and a
    /// larger one would be truncated into a protocol error. One buffer is one pool, so a
    /// buffer over it (16384 logical px at scale 2 both ways: 4 GiB) is never asked for.
    static let maxPoolBytes = Int(Int32.max)

    /// Why a width×height ARGB8888 buffer cannot be shared with the compositor, naming its
    /// size; nil when it fits one pool.
    static func oversized(width: Int, height: Int) -> String? {
        let (bytes, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard overflow || bytes > maxPoolBytes else { return nil }
        let gib = overflow ? "over 2" : String(Double(bytes) / Double(1 << 30))
        return "a \(width)×\(height) buffer needs \(gib) GiB of shared memory, "
            + "over wl_shm's 2 GiB pool limit (create_pool's size is an int32)"
    }

    init(capacity: Int = BufferPool.defaultCapacity) {
        precondition(capacity >= 1, "BufferPool capacity \(capacity) must be ≥ 1")
        self.capacity = capacity
    }

    /// A free buffer of exactly width×height (index into `slots`), creating or replacing
    /// one if needed; nil when every buffer is held by the compositor and the pool is full,
    /// the size is over one pool's limit (`oversized`: nothing asked of the allocator), or
    /// allocation failed. Free buffers of another size are destroyed.
    mutating func acquire(width: Int, height: Int, allocator: BufferAllocator) -> Int? {
        // Buffers of an old size are useless once free: drop them.
        slots.removeAll { slot in
            guard !slot.busy, slot.width != width || slot.height != height else { return false }
            allocator.destroyBuffer(id: slot.buffer.id)
            return true
        }
        if let index = slots.firstIndex(where: { !$0.busy }) { return index }
        guard slots.count < capacity, Self.oversized(width: width, height: height) == nil,
            let buffer = allocator.createBuffer(width: width, height: height)
        else { return nil }
        let canvas = Canvas(wrapping: buffer.data, width: width, height: height, stride: buffer.stride)
        slots.append(Slot(buffer: buffer, width: width, height: height, canvas: canvas))
        return slots.count - 1
    }

    /// The buffer at `index` was drawn with `damage` and committed: the compositor holds it,
    /// and every other buffer has missed `damage`.
    mutating func submitted(_ index: Int, damage: Region) {
        for i in slots.indices where i != index {
            if let stale = slots[i].stale { slots[i].stale = stale.union(damage) }
        }
        slots[index].busy = true
        slots[index].stale = .empty
        slots[index].unsent = .empty
    }

    /// The buffer at `index` was drawn with `damage` before it could be committed (the first
    /// frame, drawn while the compositor answers the window's first commit): it is current,
    /// and its commit owes the compositor `damage`.
    mutating func drewAhead(_ index: Int, damage: Region) {
        slots[index].stale = .empty
        slots[index].unsent.formUnion(damage)
    }

    /// wl_buffer.release for buffer `id`: it may be drawn into again.
    mutating func released(id: Int32) {
        if let i = slots.firstIndex(where: { $0.buffer.id == id }) { slots[i].busy = false }
    }

    /// Destroys every buffer (the window is going away).
    mutating func removeAll(allocator: BufferAllocator) {
        for slot in slots { allocator.destroyBuffer(id: slot.buffer.id) }
        slots.removeAll()
    }

    var busyCount: Int { slots.filter(\.busy).count }
}
