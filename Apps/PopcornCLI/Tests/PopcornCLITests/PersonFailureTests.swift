import CoreDomain
import TMDbKit
import Testing

@testable import PopcornCLI

@Suite("Person failures")
struct PersonFailureTests {
    static let live = DataSource.tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .apiKey("key123456"))

    @Test("A person missing from the catalog exits 66 and says how to list and search people")
    func catalogNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .person(id: 999_999_999), source: .catalog(announced: true), isOffline: false)
        #expect(failure.status == .notFound)
        #expect(failure.message.hasPrefix("person 999999999 was not found: it is not in the offline catalog"))
        #expect(failure.message.contains("'popcorn person popular'"))
        #expect(failure.message.contains("'popcorn person search <name>'"))
    }

    @Test("A person TMDb does not have says to check the id or search")
    func liveNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .personCredits(id: 5), source: Self.live, isOffline: false)
        #expect(
            failure.message
                == "person 5 was not found on TMDb; check the id, or find the person with 'popcorn person search <name>'"
        )
    }

    @Test("A person missing from the cache under --offline says to fetch it once")
    func offline() {
        let failure = FailureMapper.failure(
            for: .unreachable(nil), subject: .person(id: 287), source: Self.live, isOffline: true)
        #expect(failure.status == .unavailable)
        #expect(failure.message.hasPrefix("person 287 is not in the cache"))
    }

    @Test("A person's credits are named as the person")
    func phrase() {
        #expect(FailureSubject.personCredits(id: 287).phrase == "person 287")
    }
}
