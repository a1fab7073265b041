import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultExportHistoryUseCase")
struct DefaultExportHistoryUseCaseTests {
    func export(_ format: HistoryExportFormat, _ repository: MockTrackingRepository) async throws -> String {
        try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
            .makeExportHistoryUseCase().execute(format: format)
    }

    @Test("the diary and the ratings are written oldest first, as JSON that decodes back to them")
    func json() async throws {
        let repository = MockTrackingRepository(
            watches: .success([.mock(id: 2, watchedOn: .mock(day: 9)), .mock(id: 1, watchedOn: .mock(day: 1))]),
            ratings: .success([.mock()]))

        let text = try await export(.json, repository)
        let document = try JSONDecoder().decode(HistoryExportDocument.self, from: Data(text.utf8))

        #expect(document.format == "popcorn-history" && document.version == 1)
        #expect(document.watches.map(\.watchedOn) == ["2026-11-01", "2026-11-09"])
        #expect(document.watches.first?.loggedAt == "2026-11-20T20:00:00Z")
        #expect(document.ratings == [HistoryExportEntry(.mock())])
    }

    @Test("as CSV, one table with a record column: the header, the watches, then the ratings")
    func csv() async throws {
        let repository = MockTrackingRepository(
            watches: .success([.mock(title: .breakingBad(1, 2, named: "Cat's in the Bag..."))]),
            ratings: .success([.mock()]))

        let text = try await export(.csv, repository)

        #expect(
            text == """
                record,kind,tmdb_id,title,season_number,episode_number,episode_name,watched_on,logged_at,rating,rated_at
                watch,episode,1396,Breaking Bad,1,2,Cat's in the Bag...,2026-11-20,2026-11-20T20:00:00Z,,
                rating,tv,1396,Breaking Bad,,,,,,9.5,2026-11-20T20:00:00Z

                """)
    }

    @Test("a diary that cannot be read is the diary's failure")
    func failure() async {
        await #expect(throws: TrackingError.unavailable("damaged")) {
            try await export(.json, MockTrackingRepository(watches: .failure(.storage("damaged"))))
        }
    }
}
