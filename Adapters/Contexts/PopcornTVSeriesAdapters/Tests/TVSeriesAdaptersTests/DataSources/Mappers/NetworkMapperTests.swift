import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("NetworkMapper")
struct NetworkMapperTests {
    let mapper = NetworkMapper()

    @Test("a network from a series keeps its id, name, logo and country")
    func mapsSeriesNetwork() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396")
        #expect(
            mapper.map(try #require(series.networks?.first))
                == Network(
                    id: 174, name: "AMC", logoPath: URL(string: "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png"),
                    originCountry: "US", headquarters: nil, homepage: nil
                ))
    }

    @Test("the headquarters and homepage of the network body carry over")
    func mapsNetworkBody() {
        let dto = NetworkDTO(
            id: 49, logoPath: "/tuomPhY2UtuPTqqFnKMVHvSb724.png", name: "HBO", originCountry: "US",
            headquarters: "New York City, New York, United States", homepage: "https://www.hbo.com")
        #expect(
            mapper.map(dto)
                == Network(
                    id: 49, name: "HBO", logoPath: URL(string: "/tuomPhY2UtuPTqqFnKMVHvSb724.png"),
                    originCountry: "US", headquarters: "New York City, New York, United States",
                    homepage: URL(string: "https://www.hbo.com")
                ))
    }

    @Test("TMDb's empty country, headquarters and homepage and a null logo become nil")
    func mapsQuirks() {
        let dto = NetworkDTO(
            id: 5001, logoPath: nil, name: "Local Access", originCountry: "", headquarters: "", homepage: "")
        #expect(mapper.map(dto) == Network(id: 5001, name: "Local Access"))
    }
}
