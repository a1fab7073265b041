import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultImportHistoryUseCase")
struct DefaultImportHistoryUseCaseTests {
    func useCase(_ repository: MockTrackingRepository) -> some ImportHistoryUseCase {
        PopcornTrackingFactory(
            repository: repository, titleProvider: MockTrackingTitleProvider(),
            now: { Date(timeIntervalSince1970: 1_795_204_800) }, timeZone: .gmt
        ).makeImportHistoryUseCase()
    }

    @Test("every entry is read first, then all are imported in one call, and the report says what it did")
    func imports() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let text = HistoryCSV.text(for: HistoryImportParserTests.document)

        let report = try await useCase(repository).execute(text)

        #expect(repository.importCalls.count == 1)
        #expect(repository.importCalls.first?.watches == HistoryImportParserTests.expected.watches)
        #expect(repository.importCalls.first?.ratings == HistoryImportParserTests.expected.ratings)
        #expect(report == HistoryImportReport(addedWatches: 2, existingWatches: 0, setRatings: 3, keptRatings: 0))
    }

    @Test("a watch after today where the person is, or any wrong entry, imports nothing")
    func refuses() async {
        let repository = MockTrackingRepository(watches: .success([]))
        let text = "record,kind,tmdb_id,title,watched_on,logged_at\nwatch,movie,550,Fight Club,2026-11-21,2026-11-20\n"

        await #expect(throws: TrackingError.malformedImport(line: 2, reason: "watched_on: 2026-11-21 is after today")) {
            try await useCase(repository).execute(text)
        }
        #expect(repository.importCalls.isEmpty)
    }
}
