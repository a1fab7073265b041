import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import PopcornCLI

@Suite("FailureMapper")
struct FailureMapperTests {
    static let live = DataSource.tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .apiKey("key123456"))

    @Test(
        "Every data-access failure has its exit code",
        arguments: [
            (DataAccessError.notFound, PopcornExitStatus.notFound),
            (.unauthorised("Invalid API key"), .credentials),
            (.rateLimited(nil), .rateLimited),
            (.unreachable("connection refused"), .unavailable),
            (.invalidResponse("bad JSON"), .dataError),
            (.storage("disk full"), .failure),
            (.unknown(nil), .failure),
        ])
    func exitCodes(cause: DataAccessError, status: PopcornExitStatus) {
        #expect(FailureMapper.status(for: cause) == status)
        let failure = FailureMapper.failure(for: cause, subject: .movie(id: 550), source: Self.live, isOffline: false)
        #expect(failure.status == status)
        #expect(!failure.message.isEmpty)
        #expect(!failure.message.contains("\n"))
    }

    @Test("The exit codes are the ones CLI.md promises")
    func rawValues() {
        #expect(PopcornExitStatus.usage.rawValue == 64)
        #expect(PopcornExitStatus.dataError.rawValue == 65)
        #expect(PopcornExitStatus.notFound.rawValue == 66)
        #expect(PopcornExitStatus.unavailable.rawValue == 69)
        #expect(PopcornExitStatus.rateLimited.rawValue == 75)
        #expect(PopcornExitStatus.credentials.rawValue == 77)
        #expect(PopcornExitStatus.configuration.rawValue == 78)
    }

    @Test("A movie missing from the catalog says so and how to list what is there")
    func catalogNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .movie(id: 999_999), source: .catalog(announced: true), isOffline: false
        )
        #expect(failure.message.hasPrefix("movie 999999 was not found"))
        #expect(failure.message.contains("offline catalog"))
        #expect(failure.message.contains("popcorn movie popular"))
    }

    @Test("A movie missing from TMDb suggests searching")
    func liveNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .movieCredits(id: 1), source: Self.live, isOffline: false)
        #expect(failure.message.hasPrefix("movie 1 was not found on TMDb"))
        #expect(failure.message.contains("popcorn movie search"))
    }

    @Test("Refused credentials carry TMDb's status message")
    func unauthorisedMessage() {
        let failure = FailureMapper.failure(
            for: .unauthorised("Invalid API key: You must be granted a valid key."),
            subject: .movie(id: 550), source: Self.live, isOffline: false
        )
        #expect(failure.message.contains("Invalid API key: You must be granted a valid key."))
        #expect(failure.message.contains("TMDB_API_KEY"))
    }

    @Test("An offline miss says to run once without --offline")
    func offlineMiss() {
        let failure = FailureMapper.failure(
            for: .unreachable("movie:550 is not in the cache"), subject: .movie(id: 550),
            source: .catalog(announced: false),
            isOffline: true
        )
        #expect(failure.status == .unavailable)
        #expect(failure.message.contains("without --offline"))
    }

    @Test("A use-case error is mapped through its cause")
    func useCaseError() {
        struct SampleError: UseCaseError {
            static let notFound = SampleError(cause: .notFound)
            static func unauthorised(_ message: String?) -> SampleError { SampleError(cause: .unauthorised(message)) }
            static func unknown(_ cause: DataAccessError?) -> SampleError { SampleError(cause: cause ?? .unknown(nil)) }
            let cause: DataAccessError
        }
        let failure = FailureMapper.failure(
            for: SampleError(cause: .rateLimited("slow down")), subject: .list(name: "popular movies", page: 2),
            source: Self.live, isOffline: false
        )
        #expect(failure.status == .rateLimited)
        #expect(failure.message.contains("slow down"))
    }
}
