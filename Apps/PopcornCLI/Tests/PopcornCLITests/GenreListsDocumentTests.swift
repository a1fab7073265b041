import CoreApplication
import Foundation
import GenresDomain
import Testing

@testable import PopcornCLI

@Suite("GenreListsDocument")
struct GenreListsDocumentTests {
    func json(_ document: GenreListsDocument) throws -> [String: Any] {
        let text = try JSONOutput.document(document)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("--json is the list document: one page of every genre asked for, movies first, each with its kind")
    func bothKinds() throws {
        let object = try json(.mock())
        #expect(Set(object.keys) == ["page", "totalPages", "totalResults", "results"])
        #expect(object["page"] as? Int == 1)
        #expect(object["totalPages"] as? Int == 1)
        #expect(object["totalResults"] as? Int == 5)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["kind"] as? String } == ["movie", "movie", "movie", "tv", "tv"])
        #expect(results.map { $0["id"] as? Int } == [28, 18, 878, 10759, 10765])
        #expect(results.first?["name"] as? String == "Action")
        #expect(results.allSatisfy { Set($0.keys) == ["kind", "id", "name"] })
    }

    @Test("Only the kinds asked for are results")
    func oneKind() throws {
        let series = try #require(try json(.mock(movie: nil))["results"] as? [[String: Any]])
        #expect(series.map { $0["kind"] as? String } == ["tv", "tv"])
        let movies = try #require(try json(.mock(tv: nil))["results"] as? [[String: Any]])
        #expect(movies.map { $0["kind"] as? String } == ["movie", "movie", "movie"])
    }

    @Test("An empty list is an empty results array with no results counted")
    func emptyList() throws {
        let object = try json(.mock(movie: [], tv: nil))
        #expect((object["results"] as? [Any])?.isEmpty == true)
        #expect(object["totalResults"] as? Int == 0)
    }

    @Test("The lists present come movies first")
    func lists() {
        #expect(GenreListsDocument.mock().lists.map(\.mediaType) == [.movie, .tv])
        #expect(GenreListsDocument.mock(movie: nil).lists.map(\.mediaType) == [.tv])
        #expect(GenreListsDocument.mock(movie: nil, tv: nil).lists.isEmpty)
    }
}
