import Foundation
import Testing

@testable import TMDbKit

@Suite struct GenreListDTOTests {
    @Test
    func decodesTheGenresInTMDbsOrderDroppingOnesWithoutAnIDOrAName() throws {
        let list = try TMDbJSON.decode(GenreListDTO.self, from: Fixture.data("genre-list-movie"))

        #expect(
            list.genres == [
                GenreDTO(id: 28, name: "Action"), GenreDTO(id: 878, name: "Science Fiction"),
                GenreDTO(id: 10770, name: "TV Movie"), GenreDTO(id: 37, name: "Western"),
            ])
    }

    @Test(arguments: [#"{}"#, #"{"genres": null}"#, #"{"genres": {"id": 28}}"#])
    func refusesAMissingOrMalformedGenresList(json: String) {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(GenreListDTO.self, json: json)
        }
    }

    @Test func readsAnEmptyGenresArrayAsNoGenres() throws {
        #expect(try Fixture.decode(GenreListDTO.self, json: #"{"genres": []}"#) == GenreListDTO(genres: []))
    }

    @Test func encodesAsTMDbSendsIt() throws {
        let list = GenreListDTO(genres: [GenreDTO(id: 10765, name: "Sci-Fi & Fantasy")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(list)

        #expect(String(decoding: data, as: UTF8.self) == #"{"genres":[{"id":10765,"name":"Sci-Fi & Fantasy"}]}"#)
        #expect(try JSONDecoder().decode(GenreListDTO.self, from: data) == list)
    }
}
