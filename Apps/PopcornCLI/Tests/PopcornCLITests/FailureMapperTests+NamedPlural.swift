import CoreDomain
import Foundation
import Testing

@testable import PopcornCLI

/// What only live TMDb has (a region's streaming services, keyword searches), named in the plural.
extension FailureMapperTests {
    @Test("Things only live TMDb has say in one line that the catalog lacks them, and how to get them")
    func catalogNamedPlural() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .namedPlural("the movie streaming services of GB"),
            source: .catalog(announced: true), isOffline: false)

        #expect(failure.status == .notFound)
        #expect(
            failure.message
                == "the movie streaming services of GB are not in the offline catalog; "
                + "set TMDB_API_KEY to use live TMDb")
    }

    @Test("Live, they were not found on TMDb; offline and uncached, they are not in the cache")
    func liveNamedPlural() {
        let subject = FailureSubject.namedPlural(#"the keywords named "heist""#)

        #expect(
            FailureMapper.failure(for: .notFound, subject: subject, source: Self.live, isOffline: false).message
                == #"the keywords named "heist" were not found on TMDb; check TMDB_API_BASE_URL"#)
        #expect(
            FailureMapper.failure(for: .unreachable("x"), subject: subject, source: Self.live, isOffline: true).message
                .hasPrefix(#"the keywords named "heist" are not in the cache; "#))
        #expect(subject.isPlural)
        #expect(subject.phrase == #"the keywords named "heist""#)
    }
}
