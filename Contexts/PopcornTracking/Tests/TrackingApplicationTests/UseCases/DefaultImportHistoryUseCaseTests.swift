import CoreApplication
import CoreDomain
import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultImportHistoryUseCase")
struct DefaultImportHistoryUseCaseTests {
    func useCase(
        _ repository: MockTrackingRepository, titleProvider: MockTrackingTitleProvider = MockTrackingTitleProvider()
    ) -> some ImportHistoryUseCase {
        PopcornTrackingFactory(
            repository: repository, titleProvider: titleProvider,
            now: { Date(timeIntervalSince1970: 1_795_204_800) }, timeZone: .gmt
        ).makeImportHistoryUseCase()
    }

    @Test("every entry is read first, then all are imported in one call, and the report says what it did")
    func imports() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let text = HistoryCSV.text(for: HistoryImportParserTests.document)

        let report = try await useCase(repository).execute(
            text, fileName: nil, skipUnresolved: false, progress: { _, _ in })

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
            try await useCase(repository).execute(text, fileName: nil, skipUnresolved: false, progress: { _, _ in })
        }
        #expect(repository.importCalls.isEmpty)
    }

    /// A Letterboxd diary: Fight Club twice (once rated 4.5 stars), Se7en (a rewatch), and a film
    /// nobody can find.
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2026-11-02,Fight Club,1999,https://boxd.it/2a9q,4.5,,,2026-11-01
        2026-11-02,Se7en,1995,https://boxd.it/29Gg,,Yes,,2026-11-02
        2026-11-10,Fight Club,1999,https://boxd.it/2a9q,,Yes,,2026-11-09
        2026-11-12,Fight Clubb,1999,https://boxd.it/xxxx,,,,2026-11-11

        """

    static func midnight(_ day: Int) -> Date {
        Date(timeIntervalSince1970: 1_793_491_200 + Double(day - 1) * 86_400)
    }

    let films = MockTrackingTitleProvider(films: ["Fight Club (1999)": 550, "Se7en (1995)": 807])

    @Test("a Letterboxd diary's films are each looked up once; a row naming none stops the import and is listed")
    func letterboxdUnresolved() async {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(
            throws: TrackingError.unresolvedImport([UnresolvedImportRow(line: 5, name: "Fight Clubb", year: 1999)])
        ) {
            try await useCase(repository, titleProvider: films).execute(
                Self.diary, fileName: "diary.csv", skipUnresolved: false, progress: { _, _ in })
        }
        #expect(repository.importCalls.isEmpty)
        #expect(films.calls.sorted() == ["find Fight Club (1999)", "find Fight Clubb (1999)", "find Se7en (1995)"])
    }

    @Test("with skipUnresolved the found films are logged on their days, rated on our scale, and the rest reported")
    func letterboxdSkipsUnresolved() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let progress = ImportProgressRecorder()

        let report = try await useCase(repository, titleProvider: films).execute(
            Self.diary, fileName: "diary.csv", skipUnresolved: true, progress: progress.report)

        let fightClub = TrackedTitle(item: .movie(id: 550), name: "Fight Club")
        let se7en = TrackedTitle(item: .movie(id: 807), name: "Se7en")
        #expect(
            repository.importCalls == [
                MockTrackingRepository.ImportCall(
                    watches: [
                        LoggedWatch(title: fightClub, watchedOn: .mock(day: 1), loggedAt: Self.midnight(2)),
                        LoggedWatch(title: se7en, watchedOn: .mock(day: 2), loggedAt: Self.midnight(2)),
                        LoggedWatch(title: fightClub, watchedOn: .mock(day: 9), loggedAt: Self.midnight(10)),
                    ],
                    ratings: [Rating(title: fightClub, value: try #require(RatingValue(9)), ratedAt: Self.midnight(2))])
            ])
        #expect(report.skipped == [UnresolvedImportRow(line: 5, name: "Fight Clubb", year: 1999)])
        #expect(progress.reports.first == "0/3" && progress.reports.last == "3/3" && progress.reports.count == 4)
    }

    @Test("Letterboxd's watched.csv logs a first watch, and ratings.csv a rating, of each film found")
    func letterboxdWatchedAndRatings() async throws {
        let repository = MockTrackingRepository(watches: .success([]))
        let watched = "Date,Name,Year,Letterboxd URI\n2026-11-03,Se7en,1995,https://boxd.it/29Gg\n"
        let ratings = "Date,Name,Year,Letterboxd URI,Rating\n2026-11-04,Se7en,1995,https://boxd.it/29Gg,3\n"

        _ = try await useCase(repository, titleProvider: films).execute(
            watched, fileName: "/home/me/letterboxd/watched.csv", skipUnresolved: false, progress: { _, _ in })
        _ = try await useCase(repository, titleProvider: films).execute(
            ratings, fileName: "ratings.csv", skipUnresolved: false, progress: { _, _ in })

        let se7en = TrackedTitle(item: .movie(id: 807), name: "Se7en")
        #expect(
            repository.importCalls == [
                MockTrackingRepository.ImportCall(
                    watches: [],
                    firstWatches: [LoggedWatch(title: se7en, watchedOn: .mock(day: 3), loggedAt: Self.midnight(3))],
                    ratings: []),
                MockTrackingRepository.ImportCall(
                    watches: [],
                    ratings: [Rating(title: se7en, value: try #require(RatingValue(6)), ratedAt: Self.midnight(4))]),
            ])
    }

    @Test("a film that cannot be looked up fails the import with TMDb's reason, and nothing is imported")
    func letterboxdSourceFailure() async {
        let repository = MockTrackingRepository(watches: .success([]))
        let provider = MockTrackingTitleProvider(failure: .unreachable("offline"))

        let error = await #expect(throws: TrackingError.self) {
            try await useCase(repository, titleProvider: provider).execute(
                Self.diary, fileName: "diary.csv", skipUnresolved: true, progress: { _, _ in })
        }
        guard case .importSource(.unreachable("offline"), let film)? = error else {
            Issue.record("expected the film's lookup failure, got \(String(describing: error))")
            return
        }
        #expect(["Fight Club (1999)", "Se7en (1995)", "Fight Clubb (1999)"].contains(film))
        #expect(repository.importCalls.isEmpty)
    }
}
