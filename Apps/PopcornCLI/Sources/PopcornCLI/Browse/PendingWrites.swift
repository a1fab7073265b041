import Synchronization

/// The browser's writes still running (the search history, the watchlist), so quitting can wait
/// for them, for a while, instead of ending the process under them.
final class PendingWrites: Sendable {
    private let running = Atomic<Int>(0)

    /// Runs `write` as a task of its own, counted until it ends.
    func start(_ write: @escaping @Sendable () async -> Void) {
        running.add(1, ordering: .relaxed)
        Task {
            await write()
            running.subtract(1, ordering: .releasing)
        }
    }

    /// Returns once every write has ended, or after `limit`, whichever comes first.
    func wait(upTo limit: Duration) async {
        let deadline = ContinuousClock.now + limit
        while running.load(ordering: .acquiring) > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}
