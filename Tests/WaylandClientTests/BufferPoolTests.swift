import CWayland
import Drawing
import Testing

@testable import WaylandClient

/// A fake shm allocator: real memory, recorded calls.
final class FakeAllocator: BufferAllocator {
    var nextID: Int32 = 0
    var live: [Int32: UnsafeMutableRawPointer] = [:]
    var created: [(Int32, Int, Int)] = []
    var destroyed: [Int32] = []
    var failNext = false

    func createBuffer(width: Int, height: Int) -> AllocatedBuffer? {
        if failNext { failNext = false; return nil }
        let id = nextID
        nextID += 1
        let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        live[id] = memory
        created.append((id, width, height))
        return AllocatedBuffer(id: id, data: memory, stride: width * 4)
    }

    func destroyBuffer(id: Int32) {
        live.removeValue(forKey: id)?.deallocate()
        destroyed.append(id)
    }

    deinit { for m in live.values { m.deallocate() } }
}

/// `pool.acquire` that must succeed (mutating calls cannot sit inside `#require`).
private func take(_ pool: inout BufferPool, _ width: Int, _ height: Int, _ alloc: FakeAllocator) throws -> Int {
    let index = pool.acquire(width: width, height: height, allocator: alloc)
    return try #require(index)
}

@Suite struct BufferPoolTests {
    let rectA = PixelRect(x: 0, y: 0, width: 10, height: 10)
    let rectB = PixelRect(x: 20, y: 20, width: 5, height: 5)

    /// wl_shm.create_pool's size is an int32: a buffer over 2 GiB is refused with a reason
    /// naming its size, and the allocator (the shim, which would send the pool) is never asked.
    @Test func aBufferOverTheTwoGiBPoolLimitIsRefusedBeforeAnythingIsSent() {
        let alloc = FakeAllocator()
        var pool = BufferPool(capacity: 2)
        #expect(pool.acquire(width: 32768, height: 32768, allocator: alloc) == nil)
        #expect(pool.acquire(width: 23171, height: 23171, allocator: alloc) == nil, "2 147 580 964 bytes")
        #expect(alloc.created.isEmpty && pool.slots.isEmpty)
        #expect(
            BufferPool.oversized(width: 32768, height: 32768)
                == "a 32768×32768 buffer needs 4.0 GiB of shared memory, "
                + "over wl_shm's 2 GiB pool limit (create_pool's size is an int32)")
        #expect(BufferPool.oversized(width: 23170, height: 23170) == nil, "2 147 395 600 bytes fit")
        #expect(BufferPool.oversized(width: Int.max, height: 2) != nil)
        var data: UnsafeMutableRawPointer?
        var stride: Int32 = 0
        #expect(cw_client_create_buffer(nil, 32768, 32768, &data, &stride) == -1, "the shim refuses it too")
    }

    @Test func neverHandsOutABufferTheCompositorHolds() throws {
        let alloc = FakeAllocator()
        var pool = BufferPool(capacity: 2)
        let first = try take(&pool, 100, 50, alloc)
        pool.submitted(first, damage: Region(rectA))
        let second = try take(&pool, 100, 50, alloc)
        #expect(second != first)
        pool.submitted(second, damage: Region(rectB))
        // Both held and the pool is full: nothing to draw into.
        let none = pool.acquire(width: 100, height: 50, allocator: alloc)
        #expect(none == nil)
        #expect(alloc.created.count == 2)
        pool.released(id: pool.slots[first].buffer.id)
        let reused = pool.acquire(width: 100, height: 50, allocator: alloc)
        #expect(reused == first)
    }

    /// A buffer drawn ahead of its commit is current (nothing stale) and owes its damage to
    /// the commit; once submitted it owes nothing, and the others missed that damage.
    @Test func aBufferDrawnAheadIsCurrentAndOwesItsDamageUntilSubmitted() throws {
        let alloc = FakeAllocator()
        var pool = BufferPool(capacity: 2)
        let a = try take(&pool, 64, 64, alloc)
        pool.drewAhead(a, damage: Region(rectA))
        #expect(pool.slots[a].stale == .empty && pool.slots[a].unsent == Region(rectA))
        #expect(try take(&pool, 64, 64, alloc) == a)   // still free: drawn, not committed
        let b = try take(&pool, 32, 32, alloc)   // another size: a is dropped
        #expect(alloc.destroyed == [0] && pool.slots.count == 1)
        pool.drewAhead(b, damage: Region(rectB))
        pool.submitted(b, damage: Region(rectB))
        #expect(pool.slots[b].unsent == .empty && pool.slots[b].busy)
    }

    @Test func aNewBufferIsStaleEverywhereAndAReusedOneOnlyWhereItMissedFrames() throws {
        let alloc = FakeAllocator()
        var pool = BufferPool(capacity: 3)
        let a = try take(&pool, 64, 64, alloc)
        #expect(pool.slots[a].stale == nil)   // never drawn: draw all
        pool.submitted(a, damage: Region(rectA))
        #expect(pool.slots[a].stale == .empty)
        let b = try take(&pool, 64, 64, alloc)
        #expect(pool.slots[b].stale == nil)
        pool.submitted(b, damage: Region(rectB))
        #expect(pool.slots[a].stale == Region(rectB))   // a missed frame b
        pool.released(id: pool.slots[a].buffer.id)
        let again = try take(&pool, 64, 64, alloc)
        #expect(again == a)
        pool.submitted(again, damage: Region(rectA))
        #expect(pool.slots[b].stale == Region(rectA))
    }

    @Test func resizeReplacesFreeBuffersOfTheOldSize() throws {
        let alloc = FakeAllocator()
        var pool = BufferPool(capacity: 2)
        let a = try take(&pool, 10, 10, alloc)
        pool.submitted(a, damage: Region(rectA))
        let oldID = pool.slots[a].buffer.id
        pool.released(id: oldID)
        let b = try take(&pool, 20, 30, alloc)
        #expect(alloc.destroyed == [oldID])
        #expect(pool.slots[b].width == 20 && pool.slots[b].height == 30)
        #expect(pool.slots.count == 1)
    }

    @Test func allocationFailureGivesNilAndRemoveAllFreesEverything() throws {
        let alloc = FakeAllocator()
        var pool = BufferPool(capacity: 2)
        alloc.failNext = true
        let failed = pool.acquire(width: 8, height: 8, allocator: alloc)
        #expect(failed == nil)
        _ = try take(&pool, 8, 8, alloc)
        pool.removeAll(allocator: alloc)
        #expect(alloc.live.isEmpty)
        #expect(pool.slots.isEmpty)
    }
}
