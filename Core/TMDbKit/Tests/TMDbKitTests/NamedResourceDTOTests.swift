import Foundation
import Testing

@testable import TMDbKit

@Suite("NamedResourceDTO")
struct NamedResourceDTOTests {
    @Test("a TMDb resource decodes its id, name, overview and poster path and ignores the rest")
    func decodesSharedFields() throws {
        let dto = try Fixture.decode(NamedResourceDTO.self, "collection-10")
        #expect(
            dto
                == NamedResourceDTO(
                    id: 10,
                    name: "Star Wars Collection",
                    overview: "A space-opera saga of Jedi, Sith and a galaxy-spanning civil war.",
                    posterPath: "/r8Ph5MYXL04Qzu4QBbq2KjqwtkQ.jpg"
                ))
    }

    @Test("a missing, null or mistyped overview and poster path decode as nil")
    func lenientOptionals() throws {
        let dto = try Fixture.decode(
            NamedResourceDTO.self, json: #"{"id": 1, "name": "A", "overview": null, "poster_path": 7}"#)
        #expect(dto.overview == nil)
        #expect(dto.posterPath == nil)
    }

    @Test("a resource without a name does not decode")
    func requiresName() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(NamedResourceDTO.self, json: #"{"id": 1}"#)
        }
    }

    @Test("the endpoint asks for /{resource}/{id} in the given language")
    func endpoint() {
        let endpoint = Endpoint<NamedResourceDTO>.namedResource("collection", id: 10, language: "de-DE")
        #expect(endpoint.path == "/collection/10")
        #expect(endpoint.queryItems == [URLQueryItem(name: "language", value: "de-DE")])
    }
}
