import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The real catalog's collections: every `belongs_to_collection` its movies name opens, with those
/// movies.
extension BundledCatalogTests {
    @Test func answersTheGodfatherCollectionWithItsTwoCataloguedFilmsInReleaseOrder() async throws {
        let collection = try await client.get(.collectionDetails(id: 230, language: "en-US"))

        #expect(collection.name == "The Godfather Collection")
        #expect(collection.parts.map(\.id) == [238, 240])
        #expect(collection.parts.map(\.title) == ["The Godfather", "The Godfather Part II"])
        #expect(collection.overview == "")
    }

    @Test func opensTheCollectionOfEveryMovieThatNamesOneWithThatMovieInIt() async throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("movies").path)
        let ids = names.filter { $0.hasSuffix(".json") }.compactMap { Int($0.dropLast(".json".count)) }.sorted()
        var opened = 0
        for id in ids {
            let movie = try await client.get(.movieDetails(id: id, language: nil))
            guard let named = movie.belongsToCollection else {
                continue
            }
            let collection = try await client.get(.collectionDetails(id: named.id, language: nil))
            #expect(collection.name == named.name, "collection \(named.id)")
            #expect(collection.parts.contains { $0.id == id }, "collection \(named.id) lacks movie \(id)")
            opened += 1
        }
        #expect(opened > 0)
    }

    @Test func findsTheGodfatherCollectionByName() async throws {
        let found = try await client.get(.searchCollections(query: "godfather", page: 1, language: nil))

        #expect(found.results.map(\.id) == [230])
    }
}
