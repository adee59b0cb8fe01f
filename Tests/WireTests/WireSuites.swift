import Foundation
import Testing

/// The wire-level suites that compare with replay: their tests run a few at a time
/// (`WireSlots`). The shim round-trip suite takes the same slots; it and the compositor fault
/// suite stand apart so that a sanitized run can keep them and leave these out
/// (scripts/sanitize).
@Suite(WireSlots()) enum WireSuites {}

/// Lets at most `count` wire test cases run at once, across every suite that has the trait.
///
/// A wire test runs a compositor and a client that play a fixture in real time, so it spends
/// most of its time waiting for them (`WireSession`, whose task is suspended while it waits):
/// several at once share the cores well, and what they compare does not depend on when each
/// is scheduled (the app follows the compositor's virtual clock, `StateComparison`; each test
/// has its own compositor, socket and directory). Unbounded, every corpus fixture would start
/// at once and their processes only queue for the CPU and memory, so the test cases beyond
/// `count` wait here, suspended, until one ends.
struct WireSlots: SuiteTrait, TestTrait, TestScoping {
    /// Two per core: about what keeps the cores busy when the sessions mostly wait.
    static let count = 2 * ProcessInfo.processInfo.activeProcessorCount
    private static let gate = Gate(count: count)

    var isRecursive: Bool { true }

    /// Each test case takes a slot of its own (a test without arguments is one case).
    func scopeProvider(for test: Test, testCase: Test.Case?) -> WireSlots? { testCase == nil ? nil : self }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await Self.gate.enter()
        do {
            try await function()
        } catch {
            await Self.gate.leave()
            throw error
        }
        await Self.gate.leave()
    }

    /// A counting semaphore whose waiters are suspended tasks, not blocked threads.
    actor Gate {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(count: Int) { free = count }

        func enter() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
    }
}
