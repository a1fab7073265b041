import Foundation
import Testing

@testable import TMDbKit

@Suite struct ConfigurationDTOTests {
    @Test func decodesImageBaseURLsAndSizes() throws {
        let configuration = try Fixture.decode(ConfigurationDTO.self, "configuration")

        #expect(configuration.images.baseURL == "http://image.tmdb.org/t/p/")
        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
        #expect(configuration.images.backdropSizes == ["w300", "w780", "w1280", "original"])
        #expect(configuration.images.logoSizes.count == 7)
        #expect(configuration.images.posterSizes.first == "w92")
        #expect(configuration.images.profileSizes == ["w45", "w185", "h632", "original"])
        #expect(configuration.images.stillSizes == ["w92", "w185", "w300", "original"])
        #expect(configuration.changeKeys?.first == "adult")
    }

    @Test func readsMissingSizeListsAsEmpty() throws {
        let configuration = try Fixture.decode(
            ConfigurationDTO.self,
            json: #"{"images": {"secure_base_url": "https://img.example/", "poster_sizes": null}}"#)

        #expect(configuration.images == ImagesConfigurationDTO(secureBaseURL: "https://img.example/"))
        #expect(configuration.changeKeys == nil)
    }

    @Test func readsAMissingImagesObjectAsEmpty() throws {
        let configuration = try Fixture.decode(ConfigurationDTO.self, json: "{}")

        #expect(configuration.images == ImagesConfigurationDTO())
    }
}
