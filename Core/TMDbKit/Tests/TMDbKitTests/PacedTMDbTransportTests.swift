import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// Pacing over a fake clock that moves only when a test moves it, and a sleeper that records each
/// wait and returns at once: requests sent one after another are asked at the same instant. Four a
/// second (a turn every 0.25 s, exact in binary), two at once after a quiet spell.
@Suite struct PacedTMDbTransportTests {
    /// Its time only: the waits go to `sleeper`, which moves no clock.
    let clock = FakeRetryClock()
    let inner = StubTMDbTransport()
    let sleeper: RecordingSleeper
    let request = TMDbRequest(path: "/configuration")

    init() {
        sleeper = RecordingSleeper(watching: inner)
        inner.stub(path: "/configuration", json: "{}")
        inner.stub(path: "/movie/550", json: "{}")
    }

    private func paced(perSecond: Double = 4, burst: Double = 2) -> PacedTMDbTransport {
        PacedTMDbTransport(
            wrapping: inner, perSecond: perSecond, burst: burst, sleeper: sleeper, now: { [clock] in clock.now })
    }

    /// Sends `count` requests one after another, each once the one before is answered.
    private func send(_ count: Int, through transport: PacedTMDbTransport) async throws {
        for _ in 0..<count {
            _ = try await transport.send(request)
        }
    }

    @Test func aBurstOfBurstRequestsWaitsForNothing() async throws {
        try await send(2, through: paced())

        #expect(sleeper.sleeps == [])
        #expect(inner.requestCount == 2)
    }

    @Test func theRequestAfterTheBurstWaitsOneTurn() async throws {
        try await send(3, through: paced())

        #expect(sleeper.sleeps == [0.25])
        #expect(inner.requestCount == 3)
    }

    @Test func requestsAskedAtTheSameInstantLineUpOneTurnApart() async throws {
        try await send(5, through: paced())

        #expect(sleeper.sleeps == [0.25, 0.5, 0.75])
        #expect(inner.requestCount == 5)
    }

    @Test func aRequestOneTurnAfterTheBurstWaitsForNothing() async throws {
        let transport = paced()
        try await send(2, through: transport)

        clock.advance(by: 0.25)
        try await send(1, through: transport)

        #expect(sleeper.sleeps == [])
    }

    @Test func aQuietSpellRefillsTheBucketUpToTheBurstOnly() async throws {
        let transport = paced()
        try await send(5, through: transport)

        clock.advance(by: 10)
        try await send(3, through: transport)

        // Ten seconds earn forty turns, but only two are kept: the third request waits again.
        #expect(sleeper.sleeps == [0.25, 0.5, 0.75, 0.25])
        #expect(inner.requestCount == 8)
    }

    @Test func theRequestReachesTheInnerTransportAfterItsWait() async throws {
        let transport = paced()
        try await send(2, through: transport)

        _ = try await transport.send(TMDbRequest(path: "/movie/550"))

        #expect(sleeper.sleeps == [0.25])
        #expect(sleeper.sentBeforeEach == [2])
        #expect(inner.requests.map(\.path) == ["/configuration", "/configuration", "/movie/550"])
    }

    @Test func aRequestWhoseTaskIsCancelledByTheEndOfItsWaitNeverReachesTheInnerTransport() async throws {
        let transport = paced()
        try await send(2, through: transport)
        let request = TMDbRequest(path: "/movie/550")

        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(request)
        }
        let result = await cancelled.result

        #expect(throws: TMDbError.unreachable("cancelled")) { try result.get() }
        #expect(sleeper.sleeps == [0.25])
        #expect(inner.requestCount == 2)
    }
}
