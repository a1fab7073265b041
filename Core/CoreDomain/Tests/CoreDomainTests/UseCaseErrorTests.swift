import CoreDomain
import Testing

@Suite("UseCaseError")
struct UseCaseErrorTests {
    @Test("not found converts to not found")
    func notFound() {
        #expect(SampleError(DataAccessError.notFound) == .notFound)
        #expect(SampleError.notFound.cause == .notFound)
    }

    @Test("unauthorised keeps TMDb's message")
    func unauthorised() {
        let error = SampleError(DataAccessError.unauthorised("Invalid API key"))
        #expect(error == .unauthorised("Invalid API key"))
        #expect(error.cause == .unauthorised("Invalid API key"))
    }

    @Test(
        "every other failure becomes unknown and keeps its cause",
        arguments: [
            DataAccessError.rateLimited(nil), .unreachable("down"), .invalidResponse("/movie/1"),
            .storage("disk full"), .unknown("odd"),
        ])
    func otherFailures(failure: DataAccessError) {
        let error = SampleError(failure)
        #expect(error == .unknown(failure))
        #expect(error.cause == failure)
    }
}

@Suite("UseCaseError converting untyped errors")
struct UseCaseErrorConvertingTests {
    struct Oddity: Error {}

    @Test("a data-access error thrown untyped converts as if typed")
    func dataAccessErrorConverts() {
        let error: any Error = DataAccessError.notFound
        #expect(SampleError(converting: error) == .notFound)
    }

    @Test("a foreign error becomes unknown with its description")
    func foreignErrorBecomesUnknown() {
        guard case .unknown(.unknown(let message)?) = SampleError(converting: Oddity()) else {
            Issue.record("expected unknown")
            return
        }
        #expect(message?.contains("Oddity") == true)
    }
}
