import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The genre lists of the real catalog: TMDb's en-US lists, and every genre a catalogued movie
/// or series has is in its kind's list under the same id and name.
extension BundledCatalogTests {
    /// Every genre of every details file in `folder` (`movies`, `tv`).
    private func genresUsed(in folder: String) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".json") && $0.split(separator: ".").count == 2 }
        var used = Set<String>()
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent("\(folder)/\(name)"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name)")
            for genre in object["genres"] as? [[String: Any]] ?? [] {
                used.insert("\(genre["id"] as? Int ?? -1) \(genre["name"] as? String ?? "?")")
            }
        }
        return used
    }

    @Test func servesTMDbsNineteenMovieGenresInTMDbsOrder() async throws {
        let list = try await client.get(.genreList(.movie, language: "en-US"))

        #expect(
            list.genres.map(\.id) == [
                28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
            ])
        #expect(list.genres.first == GenreDTO(id: 28, name: "Action"))
        #expect(list.genres.contains(GenreDTO(id: 878, name: "Science Fiction")))
        #expect(list.genres.last == GenreDTO(id: 37, name: "Western"))
    }

    @Test func servesTMDbsSixteenSeriesGenresInTMDbsOrder() async throws {
        let list = try await client.get(.genreList(.tv, language: "en-US"))

        #expect(
            list.genres.map(\.id) == [
                10759, 16, 35, 80, 99, 18, 10751, 10762, 9648, 10763, 10764, 10765, 10766, 10767, 10768, 37,
            ])
        #expect(list.genres.first == GenreDTO(id: 10759, name: "Action & Adventure"))
        #expect(list.genres.contains(GenreDTO(id: 10765, name: "Sci-Fi & Fantasy")))
    }

    @Test(arguments: [(TMDbGenreList.movie, "movies"), (.tv, "tv")])
    func listsEveryGenreTheCatalogsTitlesHave(list: TMDbGenreList, folder: String) async throws {
        let listed = Set(try await client.get(.genreList(list, language: nil)).genres.map { "\($0.id) \($0.name)" })
        let used = try genresUsed(in: folder)

        #expect(!used.isEmpty)
        #expect(used.subtracting(listed).isEmpty, "genres of \(folder) missing from the \(list) list")
    }
}
