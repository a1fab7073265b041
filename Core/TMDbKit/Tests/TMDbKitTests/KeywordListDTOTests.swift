import Foundation
import Testing

@testable import TMDbKit

@Suite struct KeywordListDTOTests {
    @Test
    func decodesAMoviesKeywordsDroppingOneWithoutAnID() throws {
        let list = try TMDbJSON.decode(KeywordListDTO.self, from: Fixture.data("movie-keywords-550"))

        #expect(list.id == 550)
        #expect(list.keywords.map(\.id) == [825, 851, 9826])
        #expect(list.keywords.first == KeywordDTO(id: 825, name: "support group"))
    }

    @Test
    func decodesASeriesKeywordsFromResults() throws {
        let list = try TMDbJSON.decode(KeywordListDTO.self, from: Fixture.data("tv-keywords-1396"))

        #expect(list.id == 1396)
        #expect(list.keywords.map(\.name) == ["drug dealer", "chemistry"])
    }

    @Test
    func encodesTheMoviesShapeWhichDecodesBackEqual() throws {
        let list = KeywordListDTO(id: 1396, keywords: [KeywordDTO(id: 2231, name: "drug dealer")])

        let data = try JSONEncoder().encode(list)

        #expect(try TMDbJSON.decode(KeywordListDTO.self, from: data) == list)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["keywords"] != nil && object["results"] == nil)
    }

    @Test
    func anAppendedListWithNeitherNameDecodesEmpty() throws {
        #expect(try TMDbJSON.decode(KeywordListDTO.self, from: Data("{}".utf8)) == KeywordListDTO())
    }
}
