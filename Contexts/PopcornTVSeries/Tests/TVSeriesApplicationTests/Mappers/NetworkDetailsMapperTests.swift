import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("NetworkDetailsMapper")
struct NetworkDetailsMapperTests {
    let mapper = NetworkDetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        #expect(details.id == 174)
        #expect(details.name == "AMC")
        #expect(details.originCountry == "US")
        #expect(details.headquarters == "New York City, New York")
        #expect(details.homepage == URL(string: "https://www.amc.com"))
    }

    @Test("the logo resolves with the logo sizes")
    func logoSizes() throws {
        let logo = try #require(
            mapper.map(.mock(logoPath: URL(string: "/network.png")), imagesConfiguration: .mock()).logoURLSet)
        #expect(logo.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/network.png")
        #expect(logo.card.absoluteString == "https://image.tmdb.org/t/p/w300/network.png")
        #expect(logo.detail.absoluteString == "https://image.tmdb.org/t/p/w500/network.png")
    }

    @Test("no logo path gives no URL set")
    func noLogo() {
        #expect(mapper.map(.mock(logoPath: nil), imagesConfiguration: .mock()).logoURLSet == nil)
    }
}
