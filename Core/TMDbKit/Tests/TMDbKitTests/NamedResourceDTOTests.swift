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

    @Test("a missing, null or mistyped overview, poster path and popularity decode as nil")
    func lenientOptionals() throws {
        let dto = try Fixture.decode(
            NamedResourceDTO.self,
            json: #"{"id": 1, "name": "A", "overview": null, "poster_path": 7, "popularity": "high"}"#)
        #expect(dto.overview == nil)
        #expect(dto.posterPath == nil)
        #expect(dto.popularity == nil)
        #expect(try Fixture.decode(NamedResourceDTO.self, "collection-10").popularity == nil)
    }

    @Test("a list item's popularity decodes")
    func decodesPopularity() throws {
        let dto = try Fixture.decode(NamedResourceDTO.self, json: #"{"id": 1, "name": "A", "popularity": 61.416}"#)
        #expect(dto.popularity == 61.416)
    }

    @Test("a page of a resource's list decodes its paging numbers and its items")
    func decodesAPage() throws {
        let page = try Fixture.decode(
            PagedResponseDTO<NamedResourceDTO>.self,
            json: #"""
                {"page": 2, "total_pages": 9, "total_results": 170,
                 "results": [{"id": 1, "name": "A", "popularity": 9.5}, {"id": 2}, {"id": 3, "name": "C"}]}
                """#)
        #expect(page.page == 2)
        #expect(page.totalPages == 9)
        #expect(page.totalResults == 170)
        #expect(
            page.results == [NamedResourceDTO(id: 1, name: "A", popularity: 9.5), NamedResourceDTO(id: 3, name: "C")])
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

    @Test("the list endpoint asks for /{resource}/{list} with the page, in the given language")
    func listEndpoint() {
        let endpoint = Endpoint<PagedResponseDTO<NamedResourceDTO>>.namedResourceList(
            "tv", list: "popular", page: 3, language: "de-DE")
        #expect(endpoint.path == "/tv/popular")
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "3"), URLQueryItem(name: "language", value: "de-DE"),
            ])
        #expect(
            Endpoint.namedResourceList("tv", list: "popular", page: 1, language: nil).queryItems == [
                URLQueryItem(name: "page", value: "1")
            ])
    }
}
