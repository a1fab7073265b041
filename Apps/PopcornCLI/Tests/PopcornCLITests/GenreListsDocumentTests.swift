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

    @Test("Both kinds: {\"movie\": [...], \"tv\": [...]}, each genre its id and name, in TMDb's order")
    func bothKinds() throws {
        let object = try json(.mock())
        #expect(Set(object.keys) == ["movie", "tv"])
        let movie = try #require(object["movie"] as? [[String: Any]])
        #expect(movie.map { $0["id"] as? Int } == [28, 18, 878])
        #expect(movie.map { $0["name"] as? String } == ["Action", "Drama", "Science Fiction"])
        #expect(movie.allSatisfy { Set($0.keys) == ["id", "name"] })
        #expect((object["tv"] as? [[String: Any]])?.first?["name"] as? String == "Action & Adventure")
    }

    @Test("Only the kinds asked for are keys")
    func oneKind() throws {
        #expect(Set(try json(.mock(movie: nil)).keys) == ["tv"])
        #expect(Set(try json(.mock(tv: nil)).keys) == ["movie"])
    }

    @Test("An empty list is an empty array, not a missing key")
    func emptyList() throws {
        #expect((try json(.mock(movie: [], tv: nil))["movie"] as? [Any])?.isEmpty == true)
    }

    @Test("The lists present come movies first")
    func lists() {
        #expect(GenreListsDocument.mock().lists.map(\.mediaType) == [.movie, .tv])
        #expect(GenreListsDocument.mock(movie: nil).lists.map(\.mediaType) == [.tv])
        #expect(GenreListsDocument.mock(movie: nil, tv: nil).lists.isEmpty)
    }
}
