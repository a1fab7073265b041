import Foundation
import Testing

@testable import TMDbKit

@Suite struct RetryingTMDbTransportTests {
    let clock = FakeRetryClock()
    let request = TMDbRequest(path: "/configuration")

    /// 1994-11-06 08:49:30 UTC, seven seconds before the HTTP-date used below.
    static let wallNow = Date(timeIntervalSince1970: 784_111_770)

    /// Jitter that always picks the ceiling, so the expected waits are exact.
    private func retrying(
        _ inner: ScriptedTMDbTransport, policy: TMDbRetryPolicy = .standard,
        random: @escaping @Sendable (ClosedRange<Double>) -> Double = { $0.upperBound }
    ) -> RetryingTMDbTransport {
        RetryingTMDbTransport(
            wrapping: inner, policy: policy, sleeper: clock, now: { [clock] in clock.now },
            wallClock: { Self.wallNow }, random: random)
    }

    private static func answer(
        _ statusCode: Int, body: String = "{}", headers: [String: String] = [:]
    ) -> Result<TMDbResponse, TMDbError> {
        ScriptedTMDbTransport.answer(statusCode, body: body, headers: headers)
    }

    @Test func retriesA429AndReturnsThe200ThatFollows() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(429), Self.answer(200)])

        let response = try await retrying(inner).send(request)

        #expect(response.statusCode == 200)
        #expect(inner.callCount == 2)
        #expect(clock.sleeps == [0.5])
    }

    @Test func retriesTwo500sAndReturnsThe200ThatFollows() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(500), Self.answer(500), Self.answer(200)])

        let response = try await retrying(inner).send(request)

        #expect(response.statusCode == 200)
        #expect(clock.sleeps == [0.5, 1])
    }

    @Test func returnsTheLast503AfterMaxAttemptsSoTheClientReportsAServerError() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(503, body: #"{"status_code":9,"status_message":"down"}"#)])

        let error = await #expect(throws: TMDbError.self) {
            try await TMDbClient(transport: retrying(inner)).get(.configuration)
        }

        #expect(error == .server(TMDbStatus(httpStatus: 503, statusCode: 9, statusMessage: "down")))
        #expect(inner.callCount == 4)
        #expect(clock.sleeps == [0.5, 1, 2])
    }

    @Test func capsTheBackoffAtMaxDelay() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(502)])
        let policy = TMDbRetryPolicy(maxAttempts: 7, totalTimeBudget: 100)

        let response = try await retrying(inner, policy: policy).send(request)

        #expect(response.statusCode == 502)
        #expect(clock.sleeps == [0.5, 1, 2, 4, 8, 8])
    }

    @Test func retriesA2xxThatIsNotJSONThenReportsADecodingError() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(200, body: "<html>Sign in to the Wi-Fi</html>")])

        let error = await #expect(throws: TMDbError.self) {
            try await TMDbClient(transport: retrying(inner)).get(.configuration)
        }

        guard case .decoding(let path, _) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(path == "/configuration")
        #expect(inner.callCount == 4)
    }

    @Test func retriesAnEmpty2xxAndReturnsTheJSONThatFollows() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(200, body: ""), Self.answer(200, body: " \n[1]")])

        let response = try await retrying(inner).send(request)

        #expect(String(decoding: response.body, as: UTF8.self) == " \n[1]")
        #expect(inner.callCount == 2)
    }

    @Test(arguments: [
        ("", false), ("  \r\n\t", false), ("null", false), ("<html>", false), ("\n {\"a\":1}", true), ("[]", true),
    ])
    func recognisesJSONByItsFirstNonWhitespaceByte(body: String, isJSON: Bool) {
        #expect(RetryingTMDbTransport.looksLikeJSON(Data(body.utf8)) == isJSON)
    }

    @Test(arguments: [400, 401, 403, 404, 422])
    func neverRetriesAClientError(statusCode: Int) async throws {
        let inner = ScriptedTMDbTransport([Self.answer(statusCode), Self.answer(200)])

        let response = try await retrying(inner).send(request)

        #expect(response.statusCode == statusCode)
        #expect(inner.callCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test(arguments: [429, 503])
    func waitsTheRetryAfterSecondsOfA429Or503(statusCode: Int) async throws {
        let inner = ScriptedTMDbTransport([Self.answer(statusCode, headers: ["Retry-After": "3"]), Self.answer(200)])

        let response = try await retrying(inner).send(request)

        #expect(response.statusCode == 200)
        #expect(clock.sleeps == [3])
    }

    @Test func tellsEachWaitBeforeItStartsAndWhetherTMDbAskedForIt() async throws {
        let inner = ScriptedTMDbTransport([
            Self.answer(429, headers: ["Retry-After": "20"]), Self.answer(500), Self.answer(200),
        ])
        let told = WaitLog()
        let transport = RetryingTMDbTransport(
            wrapping: inner, policy: .standard, sleeper: clock, now: { [clock] in clock.now },
            wallClock: { Self.wallNow }, random: { $0.upperBound }, willWait: { told.append($0) })

        _ = try await transport.send(request)

        #expect(
            told.all == [
                TMDbRetryWait(seconds: 20, isAskedByTMDb: true), TMDbRetryWait(seconds: 1, isAskedByTMDb: false),
            ])
    }

    @Test func capsALongRetryAfter() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(429, headers: ["Retry-After": "120"]), Self.answer(200)])

        _ = try await retrying(inner).send(request)

        #expect(clock.sleeps == [20])
    }

    @Test func waitsUntilARetryAfterHTTPDate() async throws {
        let header = ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"]
        let inner = ScriptedTMDbTransport([Self.answer(503, headers: header), Self.answer(200)])

        _ = try await retrying(inner).send(request)

        #expect(clock.sleeps == [7])
    }

    @Test func capsARetryAfterHTTPDateFarAhead() async throws {
        let header = ["Retry-After": "Sunday, 06-Nov-94 09:49:37 GMT"]
        let inner = ScriptedTMDbTransport([Self.answer(429, headers: header), Self.answer(200)])

        _ = try await retrying(inner).send(request)

        #expect(clock.sleeps == [20])
    }

    @Test(arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT", 7.0), ("Sun Nov  6 08:49:37 1994", 7), ("Sun, 06 Nov 1994 08:00:00 GMT", 0),
        ("2.5", 2.5), ("soon", nil), ("-1", nil), ("", nil),
    ])
    func readsRetryAfterAsSecondsOrAnHTTPDate(value: String, seconds: Double?) {
        #expect(RetryingTMDbTransport.retryAfterSeconds(value, now: Self.wallNow) == seconds)
    }

    @Test func backsOffNormallyWhenRetryAfterIsUnreadableOrOnAnother5xx() async throws {
        let inner = ScriptedTMDbTransport([
            Self.answer(429, headers: ["Retry-After": "soon"]), Self.answer(500, headers: ["Retry-After": "9"]),
            Self.answer(200),
        ])

        _ = try await retrying(inner).send(request)

        #expect(clock.sleeps == [0.5, 1])
    }

    @Test func givesUpWhenTheNextWaitAndAttemptWouldOverrunTheTimeBudget() async throws {
        let inner = ScriptedTMDbTransport([.failure(.unreachable("timed out"))], clock: clock, secondsPerCall: 10)
        let start = clock.now

        let error = await #expect(throws: TMDbError.self) { try await retrying(inner).send(request) }

        #expect(error == .unreachable("timed out"))
        #expect(inner.callCount == 2)
        #expect(clock.sleeps == [0.5])
        #expect(clock.now - start <= TMDbRetryPolicy.standard.totalTimeBudget)
    }

    @Test func neverStartsARetryAfterWaitThatEndsPastTheBudgetAndReportsTheRateLimit() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(429, headers: ["Retry-After": "20"])])

        let error = await #expect(throws: TMDbError.self) {
            try await TMDbClient(transport: retrying(inner)).get(.configuration)
        }

        #expect(error == .rateLimited(TMDbStatus(httpStatus: 429, statusCode: nil, statusMessage: nil), retryAfter: 20))
        #expect(inner.callCount == 2)
        #expect(clock.sleeps == [20])
    }

    @Test(arguments: [
        "timed out", "connection refused", "connection lost", "host not found", "bad server response", "empty response",
    ])
    func retriesATransientUnreachableError(cause: String) async throws {
        let inner = ScriptedTMDbTransport([.failure(.unreachable(cause)), Self.answer(200)])

        let response = try await retrying(inner).send(request)

        #expect(response.statusCode == 200)
        #expect(inner.callCount == 2)
    }

    @Test(arguments: [
        TMDbError.unreachable("cancelled"), .unreachable("the TLS certificate was not accepted"),
        .unreachable("unsupported URL"), .unreachable("the answer was not HTTP"), .invalidRequest("no catalog"),
    ])
    func rethrowsANonTransientErrorAtOnce(thrown: TMDbError) async {
        let inner = ScriptedTMDbTransport([.failure(thrown), Self.answer(200)])

        let error = await #expect(throws: TMDbError.self) { try await retrying(inner).send(request) }

        #expect(error == thrown)
        #expect(inner.callCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func rethrowsTheLastTransientErrorWhenAttemptsRunOut() async {
        let inner = ScriptedTMDbTransport([.failure(.unreachable("connection refused"))])

        let error = await #expect(throws: TMDbError.self) { try await retrying(inner).send(request) }

        #expect(error == .unreachable("connection refused"))
        #expect(inner.callCount == 4)
    }

    @Test func runsEachAttemptWithItsNumberAsTheTaskLocal() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(500), Self.answer(429), Self.answer(200)])

        _ = try await retrying(inner).send(request)

        #expect(inner.attemptNumbers == [1, 2, 3])
        #expect(TMDbAttempt.number == 1)
    }

    @Test func picksEachJitteredDelayFromZeroUpToTheBackoffCeiling() async throws {
        let jitter = RecordingJitter()
        let inner = ScriptedTMDbTransport([Self.answer(500)])

        _ = try await retrying(inner, random: jitter.pick).send(request)

        #expect(jitter.ranges == [0...0.5, 0...1, 0...2])
        #expect(clock.sleeps == [0, 0, 0])
    }

    @Test func clampsAnInjectedRandomThatStraysOutsideTheRange() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(500), Self.answer(500), Self.answer(200)])

        _ = try await retrying(inner) { $0.upperBound + 99 }.send(request)

        #expect(clock.sleeps == [0.5, 1])
    }

    @Test func makesOneAttemptWithTheNonePolicy() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(500), Self.answer(200)])

        let response = try await retrying(inner, policy: .none).send(request)

        #expect(response.statusCode == 500)
        #expect(inner.callCount == 1)
    }

    @Test func stopsRetryingOnceTheCallerIsCancelled() async throws {
        let inner = ScriptedTMDbTransport([Self.answer(500), Self.answer(200)])
        let transport = retrying(inner)
        let request = request

        let response = try await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(request)
        }.value

        #expect(response.statusCode == 500)
        #expect(inner.callCount == 1)
    }
}
