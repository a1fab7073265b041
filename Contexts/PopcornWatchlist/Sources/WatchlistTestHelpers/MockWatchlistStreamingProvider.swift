import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Synchronization
import Testing
import WatchlistDomain

/// Where titles stream, for tests: records every title and region asked for (in the order the
/// calls arrived, which a bounded concurrency keeps close to the list's) and answers with the
/// services stubbed for the title; a title with no stub fails the test. With a `barrier`, each call
/// waits at it first, so a test can prove the calls overlap; `inFlight` tells how many ran at once.
public final class MockWatchlistStreamingProvider: WatchlistStreamingProviding {
    /// One call of ``streamingServices(for:region:)``.
    public struct Call: Equatable, Sendable {
        public let id: WatchlistItemID
        public let region: String

        public init(id: WatchlistItemID, region: String) {
            self.id = id
            self.region = region
        }
    }

    private struct State {
        var calls: [Call] = []
        var stubs: [WatchlistItemID: Result<[WatchlistStreamingService], DataAccessError>]
        var running = 0
        var mostRunning = 0
    }

    private let state: Mutex<State>
    private let barrier: CallBarrier?
    private let delay: Duration?

    /// - Parameters:
    ///   - delay: how long each call takes, so calls that may overlap do.
    public init(
        _ stubs: [WatchlistItemID: Result<[WatchlistStreamingService], DataAccessError>] = [:],
        barrier: CallBarrier? = nil, delay: Duration? = nil
    ) {
        state = Mutex(State(stubs: stubs))
        self.barrier = barrier
        self.delay = delay
    }

    /// Every call, in the order they arrived.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The titles asked for, in the order the calls arrived.
    public var calledWith: [WatchlistItemID] { calls.map(\.id) }

    /// The most calls that were running at the same time.
    public var mostInFlight: Int { state.withLock { $0.mostRunning } }

    public func streamingServices(for id: WatchlistItemID, region: String) async throws(DataAccessError)
        -> [WatchlistStreamingService]
    {
        let stub = state.withLock { state in
            state.calls.append(Call(id: id, region: region))
            state.running += 1
            state.mostRunning = max(state.mostRunning, state.running)
            return state.stubs[id]
        }
        await barrier?.arriveAndWait()
        if let delay {
            try? await Task.sleep(for: delay)
        }
        state.withLock { $0.running -= 1 }
        guard let stub else {
            Issue.record("MockWatchlistStreamingProvider.streamingServices(for: \(id)) was called without a stub")
            throw .unknown("no stub for \(id)")
        }
        return try stub.get()
    }
}
