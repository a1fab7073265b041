import Synchronization
import Testing

@testable import PopcornCLI

@Suite("PendingWrites")
struct PendingWritesTests {
    @Test("waiting returns once every write has ended")
    func waitsForTheWrites() async {
        let writes = PendingWrites()
        let done = Atomic<Int>(0)

        for _ in 0..<3 {
            writes.start {
                try? await Task.sleep(for: .milliseconds(50))
                done.add(1, ordering: .relaxed)
            }
        }
        // A limit far beyond any run: the wait ends when the writes do, however busy the machine is
        // (the end-to-end tests share its two cores, and a write's task may wait long to be scheduled).
        await writes.wait(upTo: .seconds(900))

        let count = done.load(ordering: .relaxed)
        #expect(count == 3)
    }

    @Test("waiting gives up after its limit, leaving a write that hangs running")
    func givesUpAfterTheLimit() async {
        let writes = PendingWrites()
        let done = Atomic<Bool>(false)

        writes.start {
            try? await Task.sleep(for: .seconds(600))
            done.store(true, ordering: .relaxed)
        }
        await writes.wait(upTo: .milliseconds(50))

        let finished = done.load(ordering: .relaxed)
        #expect(!finished)
    }

    @Test("with nothing running, waiting returns at once")
    func nothingToWaitFor() async {
        let clock = ContinuousClock()
        let start = clock.now

        await PendingWrites().wait(upTo: .seconds(600))

        #expect(clock.now - start < .seconds(60))
    }
}
