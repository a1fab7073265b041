import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultExportWatchlistUseCase")
struct DefaultExportWatchlistUseCaseTests {
    static let sameTime = Date(timeIntervalSince1970: 1_795_900_000)

    /// As the repository keeps them, in the order they were added: Breaking Bad is the oldest
    /// addition by time, then Fight Club, then three titles added within the same second, in the
    /// order given (Zodiac, amélie, then Amélie).
    let entries: [WatchlistEntry] = [
        .mock(tmdbID: 1, title: "Zodiac", addedAt: sameTime),
        .mock(),
        .mock(tmdbID: 194, title: "amélie", addedAt: sameTime),
        .mockSeries(),
        .mock(tmdbID: 12, title: "Amélie", addedAt: sameTime),
    ]
    let oldestFirst = [1396, 550, 1, 194, 12]

    func export(_ format: WatchlistExportFormat, of entries: [WatchlistEntry]) async throws -> String {
        try await DefaultExportWatchlistUseCase(repository: MockWatchlistRepository(entries: .success(entries)))
            .execute(format: format)
    }

    @Test("JSON lists the entries oldest addition first, those of one second as added, and decodes back to them")
    func jsonOldestFirst() async throws {
        let text = try await export(.json, of: entries)

        let document = try JSONDecoder().decode(WatchlistExportDocument.self, from: Data(text.utf8))
        #expect(document.entries.map(\.tmdbID) == oldestFirst)
        #expect(
            document
                == WatchlistExportDocument(entries: oldestFirst.map { id in entries.first { $0.id.tmdbID == id }! }))
    }

    @Test("JSON is pretty printed with sorted keys and unescaped slashes, ending with a line break")
    func jsonLayout() async throws {
        let text = try await export(.json, of: [.mock()])

        #expect(text.hasPrefix("{\n  \"entries\" : [\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains(#""posterPath" : "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg""#))
        #expect(text.firstRange(of: "\"format\"")!.lowerBound < text.firstRange(of: "\"version\"")!.lowerBound)
    }

    @Test(
        "titles added at different times export in time order, whatever order they were kept in",
        arguments: WatchlistExportFormat.allCases)
    func deterministic(format: WatchlistExportFormat) async throws {
        let timed = entries.filter { $0.addedAt != Self.sameTime }
        let forwards = try await export(format, of: timed)
        let backwards = try await export(format, of: timed.reversed())

        #expect(forwards == backwards)
    }

    @Test("CSV is the header, then one line per entry oldest addition first, those of one second as added")
    func csvOldestFirst() async throws {
        let text = try await export(.csv, of: entries)

        let lines = text.split(separator: "\n")
        #expect(lines.first == "tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average")
        #expect(lines.dropFirst().map { $0.prefix { $0 != "," } } == oldestFirst.map { "\($0)" })
        #expect(text == WatchlistCSV.text(for: oldestFirst.map { id in entries.first { $0.id.tmdbID == id }! }))
    }

    @Test("an empty watchlist exports a document without entries, or the CSV header alone")
    func emptyWatchlist() async throws {
        let json = try await export(.json, of: [])
        let csv = try await export(.csv, of: [])

        #expect(try JSONDecoder().decode(WatchlistExportDocument.self, from: Data(json.utf8)).entries.isEmpty)
        #expect(csv == "tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average\n")
    }

    @Test("a watchlist that cannot be read is unavailable, with the store's message")
    func storageFailure() async {
        let repository = MockWatchlistRepository(entries: .failure(.storage("the watchlist is damaged")))

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await DefaultExportWatchlistUseCase(repository: repository).execute(format: .csv)
        }
    }

    @Test("an export dates each title watched as the diary says, so it reads back as watched")
    func watchedFromTheDiary() async throws {
        let watchedOn = Date(timeIntervalSince1970: 1_795_737_600)
        let diary = MockWatchlistViewingProvider([WatchlistItemID(kind: .movie, tmdbID: 550): watchedOn])

        let text = try await DefaultExportWatchlistUseCase(
            repository: MockWatchlistRepository(entries: .success([.mock(), .mockSeries(watchedAt: nil)])),
            viewingProvider: diary
        ).execute(format: .json)

        let document = try JSONDecoder().decode(WatchlistExportDocument.self, from: Data(text.utf8))
        #expect(document.entries.map(\.watchedAt) == [nil, watchedOn])
    }
}
