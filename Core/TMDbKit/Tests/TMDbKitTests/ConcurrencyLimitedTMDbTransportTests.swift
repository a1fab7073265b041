import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

@Suite struct ConcurrencyLimitedTMDbTransportTests {
    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 4])
    func neverHasMoreThanMaxConcurrentRequestsInFlightAndCompletesThemAll(maxConcurrent: Int) async {
        let inner = InFlightCountingTMDbTransport()
        let transport = ConcurrencyLimitedTMDbTransport(wrapping: inner, maxConcurrent: maxConcurrent)

        let statuses = await withTaskGroup(of: Int?.self) { group in
            for index in 0..<(maxConcurrent + 2) {
                group.addTask { try? await transport.send(TMDbRequest(path: "/movie/\(index)")).statusCode }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: maxConcurrent + 2))
        #expect(inner.completed == maxConcurrent + 2)
        #expect(inner.maxInFlight == maxConcurrent)
    }

    @Test(.timeLimit(.minutes(1)))
    func passesErrorsAndAnswersThroughAndFreesTheSlotAfterAnError() async throws {
        let stub = StubTMDbTransport()
        stub.stub(path: "/configuration", error: .unreachable("timed out"))
        stub.stub(path: "/movie/1", json: "{}")
        let transport = ConcurrencyLimitedTMDbTransport(wrapping: stub, maxConcurrent: 1)

        let error = await #expect(throws: TMDbError.self) {
            try await transport.send(TMDbRequest(path: "/configuration"))
        }
        let response = try await transport.send(TMDbRequest(path: "/movie/1"))

        #expect(error == .unreachable("timed out"))
        #expect(response.statusCode == 200)
        #expect(stub.requestCount == 2)
    }

    @Test(.timeLimit(.minutes(1)))
    func treatsAMaxConcurrentBelowOneAsOne() async {
        let inner = InFlightCountingTMDbTransport(milliseconds: 5)
        let transport = ConcurrencyLimitedTMDbTransport(wrapping: inner, maxConcurrent: 0)

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask { _ = try? await transport.send(TMDbRequest(path: "/configuration")) }
            }
        }

        #expect(inner.completed == 3)
        #expect(inner.maxInFlight == 1)
    }
}
