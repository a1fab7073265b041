import Testing

@testable import TMDbKit

@Suite struct TMDbRequestGateTests {
    /// Yields until `count` tasks wait at `gate`, recording an issue after five seconds instead of hanging.
    private func waitUntil(_ gate: TMDbRequestGate, hasWaiting count: Int) async {
        let deadline = ContinuousClock.now + .seconds(5)
        while await gate.waiting < count {
            guard ContinuousClock.now < deadline else {
                Issue.record("\(await gate.waiting) tasks wait at the gate, not \(count)")
                return
            }
            await Task.yield()
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func servesWaitersFirstComeFirstServed() async {
        let gate = TMDbRequestGate(limit: 1)
        let (order, served) = AsyncStream.makeStream(of: Int.self)
        #expect(await gate.acquire())

        var tasks: [Task<Void, Never>] = []
        for index in 0..<4 {
            tasks.append(
                Task {
                    _ = await gate.acquire()
                    served.yield(index)
                    await gate.release()
                })
            await waitUntil(gate, hasWaiting: index + 1)
        }
        await gate.release()
        for task in tasks {
            await task.value
        }
        served.finish()

        #expect(await order.reduce(into: []) { $0.append($1) } == [0, 1, 2, 3])
    }

    @Test(.timeLimit(.minutes(1)))
    func aCancelledWaiterLeavesTheQueueWithoutTakingASlot() async {
        let gate = TMDbRequestGate(limit: 1)
        #expect(await gate.acquire())
        let waiter = Task { await gate.acquire() }
        await waitUntil(gate, hasWaiting: 1)

        waiter.cancel()
        let acquired = await waiter.value
        await gate.release()

        #expect(acquired == false)
        #expect(await gate.waiting == 0)
        #expect(await gate.acquire())
    }

    @Test func refusesAnAlreadyCancelledTaskThatWouldHaveToWait() async {
        let gate = TMDbRequestGate(limit: 1)
        #expect(await gate.acquire())

        let acquired = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await gate.acquire()
        }.value

        #expect(acquired == false)
    }
}
