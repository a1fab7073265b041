import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("NetworkMapper")
struct NetworkMapperTests {
    let mapper = NetworkMapper()

    @Test("an entity maps to a network with its logo and homepage as URLs")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesNetworkEntity.mock())
                == Network(
                    id: 174,
                    name: "AMC",
                    logoPath: URL(string: "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png"),
                    originCountry: "US",
                    headquarters: "New York City, New York",
                    homepage: URL(string: "https://www.amc.com")
                ))
    }

    @Test("a network maps to an entity of its series at its position, URLs as strings")
    func domainToEntity() {
        #expect(mapper.map(Network.mock(), tvSeriesID: 1396, position: 1) == TVSeriesNetworkEntity.mock(position: 1))
    }

    @Test("updating in place overwrites every field and the position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesNetworkEntity.mock()
        let network = Network(id: 49, name: "HBO")

        mapper.map(network, to: &entity, position: 2)

        #expect(entity == TVSeriesNetworkEntity(tvSeriesID: 1396, position: 2, networkID: 49, name: "HBO"))
        #expect(mapper.map(entity) == network)
    }
}
