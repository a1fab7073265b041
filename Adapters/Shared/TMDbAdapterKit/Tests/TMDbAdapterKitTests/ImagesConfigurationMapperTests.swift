import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("ImagesConfigurationMapper")
struct ImagesConfigurationMapperTests {
    @Test("the secure base URL and every size list carry over")
    func mapsConfiguration() throws {
        let configuration = ImagesConfigurationMapper().map(try Fixture.decode(ConfigurationDTO.self, "configuration"))
        #expect(configuration.baseURL.absoluteString == "https://image.tmdb.org/t/p/")
        #expect(configuration.posterSizes == ["w92", "w154", "w185", "w342", "w500", "w780", "original"])
        #expect(configuration.backdropSizes == ["w300", "w780", "w1280", "original"])
        #expect(configuration.logoSizes.count == 7)
        #expect(configuration.profileSizes == ["w45", "w185", "h632", "original"])
        #expect(configuration.stillSizes == ["w92", "w185", "w300", "original"])
    }
}
