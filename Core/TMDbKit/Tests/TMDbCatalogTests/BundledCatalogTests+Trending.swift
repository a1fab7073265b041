import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The trending part of the real catalog: `trending.json` names only titles and people the
/// catalog holds, mixes every kind in each window, and is served whole, in order.
extension BundledCatalogTests {
    /// `trending.json` as written, by window.
    private func trendingFile() throws -> [String: [CatalogTrendingEntry]] {
        let data = try Data(contentsOf: directory.appendingPathComponent("trending.json"))
        return try JSONDecoder().decode([String: [CatalogTrendingEntry]].self, from: data)
    }

    /// The details file an entry needs.
    private func detailsFile(_ entry: CatalogTrendingEntry) -> String {
        switch entry.mediaType {
        case "movie": "movies/\(entry.id).json"
        case "tv": "tv/\(entry.id).json"
        default: "people/\(entry.id).json"
        }
    }

    @Test func trendingHasAnOrderingForEachWindowAndNothingElse() throws {
        #expect(Set(try trendingFile().keys) == Set(TMDbTrendingWindow.allCases.map(\.rawValue)))
    }

    @Test(arguments: TMDbTrendingWindow.allCases)
    func everyTrendingEntryIsAMovieSeriesOrPersonTheCatalogHoldsOnce(window: TMDbTrendingWindow) throws {
        let entries = try #require(try trendingFile()[window.rawValue])

        #expect(entries.count > 20, "the \(window) ordering fills more than one page")
        #expect(Set(entries.map(\.mediaType)) == ["movie", "tv", "person"])
        #expect(Set(entries.map { "\($0.mediaType) \($0.id)" }).count == entries.count, "no entry twice")
        for entry in entries {
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent(detailsFile(entry)).path),
                "\(entry.mediaType) \(entry.id) of the \(window) ordering is not in the catalog")
        }
    }

    @Test(arguments: TMDbTrendingWindow.allCases)
    func trendingAllServesTheWholeOrderingInOrderAcrossItsPages(window: TMDbTrendingWindow) async throws {
        let entries = try #require(try trendingFile()[window.rawValue])
        let first = try await client.get(.trendingAll(window: window, page: 1, language: nil))
        let second = try await client.get(.trendingAll(window: window, page: 2, language: nil))
        let third = try await client.get(.trendingAll(window: window, page: 3, language: nil))

        let served = (first.results + second.results + third.results).map { row in
            switch row {
            case .movie(let movie): "movie \(movie.id)"
            case .tvSeries(let series): "tv \(series.id)"
            case .person(let person): "person \(person.id)"
            case .other(let mediaType, let id): "\(mediaType) \(id)"
            }
        }
        #expect(served == entries.map { "\($0.mediaType) \($0.id)" })
        #expect(first.totalResults == entries.count)
        #expect(first.totalPages == (entries.count + 19) / 20)
    }

    @Test(arguments: TMDbTrendingWindow.allCases)
    func trendingOfEachKindIsTheOrderingFilteredToIt(window: TMDbTrendingWindow) async throws {
        let entries = try #require(try trendingFile()[window.rawValue])
        let ids = { (kind: String) in entries.filter { $0.mediaType == kind }.map(\.id) }

        let movies = try await client.get(.trendingMovies(window: window, page: 1, language: nil))
        let series = try await client.get(.trendingTVSeries(window: window, page: 1, language: nil))
        let people = try await client.get(.trendingPeople(window: window, page: 1, language: nil))

        #expect(movies.results.map(\.id) == ids("movie"))
        #expect(series.results.map(\.id) == ids("tv"))
        #expect(people.results.map(\.id) == ids("person"))
        #expect(
            people.results.allSatisfy { !($0.knownFor ?? []).isEmpty }, "every trending person is known for a title")
    }
}
