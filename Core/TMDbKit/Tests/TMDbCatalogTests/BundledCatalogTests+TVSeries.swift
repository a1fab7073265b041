import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The TV series part of the real catalog: every file decodes (alike under both decoders,
/// through the client as the CLI reads it), every season's episodes are servable, and every
/// id in `tv_lists.json` has a details file.
extension BundledCatalogTests {
    /// The fully catalogued series: every season has a file.
    static let seriesWithSeasons = [1396, 87108]

    private func seriesIDs() throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("tv").path)
            .filter { $0.hasSuffix(".json") }
            .compactMap { Int($0.dropLast(".json".count)) }
            .sorted()
    }

    /// `(series id, season number)` of every `tv/<id>.season-<n>.json`.
    func seasonFiles() throws -> [(seriesID: Int, seasonNumber: Int)] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("tv").path)
            .compactMap { name -> (Int, Int)? in
                let parts = name.split(separator: ".")
                guard parts.count == 3, parts[2] == "json", parts[1].hasPrefix("season-"),
                    let id = Int(parts[0]), let number = Int(parts[1].dropFirst("season-".count))
                else {
                    return nil
                }
                return (id, number)
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    private func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(relativePath))
    }

    private func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(relativePath).path)
    }

    @Test func holdsTVSeriesAndTheSeasonsOfTheFullyCataloguedOnes() throws {
        let ids = try seriesIDs()

        #expect(!ids.isEmpty)
        for id in Self.seriesWithSeasons {
            #expect(ids.contains(id), "tv/\(id).json is missing")
            #expect(try seasonFiles().contains { $0.seriesID == id }, "no season file for series \(id)")
        }
    }

    @Test func decodesEverySeriesAndItsCredits() async throws {
        for id in try seriesIDs() {
            let series = try await client.get(.tvSeriesDetails(id: id, language: nil))
            #expect(try JSONDecoder().decode(TVSeriesDetailsDTO.self, from: data("tv/\(id).json")) == series)
            #expect(series.id == id, "tv/\(id).json holds id \(series.id)")
            #expect(!series.name.isEmpty, "tv/\(id).json has an empty name")
            if exists("tv/\(id).credits.json") {
                let credits = try await client.get(.tvSeriesCredits(id: id, language: nil))
                #expect(
                    try JSONDecoder().decode(TVSeriesCreditsDTO.self, from: data("tv/\(id).credits.json")) == credits)
                #expect(credits.id == id, "tv/\(id).credits.json holds id \(credits.id)")
            }
            if exists("tv/\(id).aggregate_credits.json") {
                let aggregate = try await client.get(.tvSeriesAggregateCredits(id: id, language: nil))
                let file = try data("tv/\(id).aggregate_credits.json")
                #expect(try JSONDecoder().decode(TVSeriesAggregateCreditsDTO.self, from: file) == aggregate)
                #expect(aggregate.id == id, "tv/\(id).aggregate_credits.json holds id \(aggregate.id)")
            }
        }
    }

    @Test func decodesEverySeasonAndServesEachOfItsEpisodes() async throws {
        for (id, number) in try seasonFiles() {
            let path = "tv/\(id).season-\(number).json"
            #expect(exists("tv/\(id).json"), "\(path) belongs to no series")
            let season = try await client.get(.tvSeasonDetails(seriesID: id, seasonNumber: number, language: nil))
            #expect(try JSONDecoder().decode(TVSeasonDetailsDTO.self, from: data(path)) == season)
            #expect(season.seasonNumber == number, "\(path) holds season \(season.seasonNumber)")
            let episodes = season.episodes ?? []
            #expect(!episodes.isEmpty, "\(path) has no episodes")
            for inSeason in episodes {
                #expect(inSeason.seasonNumber == number, "\(path) episode \(inSeason.episodeNumber)")
                #expect(inSeason.showID == nil || inSeason.showID == id, "\(path) episode \(inSeason.episodeNumber)")
                let episode = try await client.get(
                    .tvEpisodeDetails(
                        seriesID: id, seasonNumber: number, episodeNumber: inSeason.episodeNumber, language: nil))
                #expect(episode.id == inSeason.id)
                #expect(episode.showID == nil)
                #expect(episode.guestStars == inSeason.guestStars)
                #expect(episode.crew == inSeason.crew)
            }
        }
    }

    @Test func dropsNoElementOfAnyRealTVFileWhenDecoding() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("tv").path)
        let partSuffixes = CatalogTitlePart.allCases.compactMap(\.fileName).map { ".\($0).json" }
        for name in names where name.hasSuffix(".json") && !partSuffixes.contains(where: name.hasSuffix) {
            let file = try data("tv/\(name)")
            let kept = try arrayLengths(JSONSerialization.jsonObject(with: reencoded(file, named: name)))
            let sent = try arrayLengths(JSONSerialization.jsonObject(with: file))
            for (path, count) in kept where sent[path] != count {
                Issue.record("tv/\(name) \(path): decoding kept \(count) of \(sent[path] ?? 0) elements")
            }
        }
    }

    /// The file decoded with the DTO its name calls for, then encoded again.
    private func reencoded(_ file: Data, named name: String) throws -> Data {
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        if name.hasSuffix(".aggregate_credits.json") {
            return try encoder.encode(decoder.decode(TVSeriesAggregateCreditsDTO.self, from: file))
        } else if name.hasSuffix(".credits.json") {
            return try encoder.encode(decoder.decode(TVSeriesCreditsDTO.self, from: file))
        } else if name.contains(".season-") {
            return try encoder.encode(decoder.decode(TVSeasonDetailsDTO.self, from: file))
        }
        return try encoder.encode(decoder.decode(TVSeriesDetailsDTO.self, from: file))
    }

    /// The length of every array in a JSON value, by path (`cast`, `cast.3.roles`...).
    private func arrayLengths(_ value: Any, at path: String = "") -> [String: Int] {
        var lengths: [String: Int] = [:]
        if let array = value as? [Any] {
            lengths[path] = array.count
            for (index, element) in array.enumerated() {
                lengths.merge(arrayLengths(element, at: "\(path).\(index)")) { $1 }
            }
        } else if let object = value as? [String: Any] {
            for (key, element) in object {
                lengths.merge(arrayLengths(element, at: path.isEmpty ? key : "\(path).\(key)")) { $1 }
            }
        }
        return lengths
    }

    @Test func holdsEverySeasonOfTheFullyCataloguedSeries() async throws {
        for id in Self.seriesWithSeasons {
            let series = try await client.get(.tvSeriesDetails(id: id, language: nil))
            for summary in series.seasons ?? [] where summary.seasonNumber > 0 {
                let season = try await client.get(
                    .tvSeasonDetails(seriesID: id, seasonNumber: summary.seasonNumber, language: nil))
                #expect(season.id == summary.id, "tv/\(id).season-\(summary.seasonNumber).json")
            }
        }
    }

    @Test func listsOnlySeriesThatExist() throws {
        let lists = try JSONDecoder().decode([String: [Int]].self, from: data("tv_lists.json"))
        let ids = Set(try seriesIDs())

        #expect(Set(lists.keys) == Set(TMDbTVSeriesList.allCases.map(\.rawValue)))
        for (name, listed) in lists {
            let missing = listed.filter { !ids.contains($0) }
            #expect(missing.isEmpty, "tv_lists.json \(name) lists series without a details file: \(missing)")
        }
    }

    @Test func servesEverySeriesListWithSeriesThatExist() async throws {
        for list in TMDbTVSeriesList.allCases {
            let page = try await client.get(.tvSeriesList(list, page: 1, language: nil))
            #expect(page.results.count == min(20, page.totalResults), "\(list.rawValue) page 1")
            for item in page.results {
                _ = try await client.get(.tvSeriesDetails(id: item.id, language: nil))
            }
        }
        let popular = try await client.get(.tvSeriesList(.popular, page: 1, language: nil))
        #expect(!popular.results.isEmpty)
    }

    @Test func findsAPopularSeriesByItsName() async throws {
        let popular = try await client.get(.tvSeriesList(.popular, page: 1, language: nil))
        let series = try #require(popular.results.first)

        let found = try await client.get(
            .searchTVSeries(query: series.name, firstAirDateYear: nil, page: 1, language: nil))

        #expect(found.results.contains { $0.id == series.id })
    }

    @Test func answersAnUnknownSeriesWithNotFound() async throws {
        let unknown = (try seriesIDs().max() ?? 0) + 1

        await #expect(throws: TMDbError.self) { try await client.get(.tvSeriesDetails(id: unknown, language: nil)) }
    }
}
