import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import GenresAdapters

@Suite("GenreListMapper")
struct GenreListMapperTests {
    let mapper = GenreListMapper()

    @Test("TMDb's list maps to genres with their ids and names, in TMDb's order")
    func mapsInOrder() throws {
        let genres = mapper.map(try Fixture.decode(GenreListDTO.self, "genre-list-movie"))

        #expect(genres.map(\.id) == [28, 12, 18, 878, 10770])
        #expect(genres.first == Genre(id: 28, name: "Action"))
        #expect(genres.last == Genre(id: 10770, name: "TV Movie"))
    }

    @Test("names come as TMDb sends them in the request's language, accents and ampersands kept")
    func keepsNamesAsSent() throws {
        let genres = mapper.map(try Fixture.decode(GenreListDTO.self, "genre-list-tv-fr"))

        #expect(genres.map(\.name) == ["Action & Adventure", "Comédie", "Drame", "Science-Fiction & Fantastique"])
    }

    @Test("a genre with an empty or blank name, or without an id or a name, is left out")
    func dropsQuirks() throws {
        let genres = mapper.map(try Fixture.decode(GenreListDTO.self, "genre-list-quirks"))

        #expect(genres == [Genre(id: 28, name: "Action"), Genre(id: 53, name: "Thriller")])
    }

    @Test("an empty list maps to no genres")
    func empty() {
        #expect(mapper.map(GenreListDTO(genres: [])).isEmpty)
    }
}
