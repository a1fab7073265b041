/// A counting semaphore for ``ConcurrencyLimitedTMDbTransport``: at most `limit` holders,
/// waiters served first come, first served, a cancelled waiter removed from the queue.
actor TMDbRequestGate {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Bool, Never>
    }

    private var available: Int
    private var waiters: [Waiter] = []
    private var nextID: UInt64 = 0

    init(limit: Int) {
        available = max(1, limit)
    }

    /// Takes a slot, waiting for one if needed; `false` (and no slot) when the task was cancelled
    /// before it got one.
    func acquire() async -> Bool {
        if available > 0 && waiters.isEmpty {
            available -= 1
            return true
        }
        guard !Task.isCancelled else {
            return false
        }
        let id = nextID
        nextID += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.append(Waiter(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// Gives a slot back, handing it straight to the longest waiter if there is one.
    func release() {
        if waiters.isEmpty {
            available += 1
        } else {
            waiters.removeFirst().continuation.resume(returning: true)
        }
    }

    /// Requests waiting for a slot right now, for tests.
    var waiting: Int { waiters.count }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else {
            return
        }
        waiters.remove(at: index).continuation.resume(returning: false)
    }
}
