import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("ImageCollectionMapper")
struct ImageCollectionMapperTests {
    private let mapper = ImageCollectionMapper()

    @Test("a title's posters, logos and backdrops keep TMDb's order, dropping an image without a path")
    func titleImages() throws {
        let images = mapper.map(try Fixture.decode(ImageCollectionDTO.self, "movie-images-550"), id: 550)

        #expect(images.id == 550)
        #expect(
            images.logoPaths == ["/fc550LogoEnglish.png", "/fc550LogoFrench.png", "/fc550LogoNeutral.svg"].map(url))
        #expect(images.logos.map(\.languageCode) == ["en", "fr", nil])
        #expect(images.posters.map(\.filePath) == ["/fc550PosterEnglish.jpg", "/fc550PosterBare.jpg"].map(url))
        #expect(
            images.backdrops
                == [
                    .mock(
                        filePath: "/fc550BackdropNoText.jpg", width: 3840, height: 2160, aspectRatio: 1.778,
                        languageCode: nil, voteAverage: 5.454, voteCount: 12),
                    .mock(
                        filePath: "/fc550BackdropTitled.jpg", width: 1920, height: 1080, aspectRatio: 1.778,
                        languageCode: "en", voteAverage: 5.2, voteCount: 4),
                ])
        #expect(images.profiles.isEmpty)
    }

    @Test("a null language maps to the language-neutral logo a reader without their own language gets")
    func languageNeutralLogo() throws {
        let images = mapper.map(try Fixture.decode(ImageCollectionDTO.self, "movie-images-550"), id: 550)

        #expect(images.logo(preferring: "fr-FR")?.filePath == url("/fc550LogoFrench.png"))
        #expect(images.logo(preferring: "de-DE")?.filePath == url("/fc550LogoNeutral.svg"))
    }

    @Test("a person's images are their profiles")
    func personImages() throws {
        let images = mapper.map(try Fixture.decode(ImageCollectionDTO.self, "person-images-287"), id: 287)

        #expect(images.id == 287)
        #expect(images.profiles.map(\.filePath) == ["/bp287PortraitOne.jpg", "/bp287PortraitTwo.jpg"].map(url))
        #expect(images.posters.isEmpty && images.logos.isEmpty && images.backdrops.isEmpty)
    }

    @Test("appended images, which carry no id, take the id of the title they were asked for")
    func appendedImages() throws {
        let response = try Fixture.decode(MovieDetailsResponseDTO.self, "movie-details-550-appended")
        let dto = try #require(response.images)

        let images = mapper.map(dto, id: response.details.id)

        #expect(dto.id == nil)
        #expect(images.id == 550)
        #expect(images.logoPaths == [url("/fc550LogoEnglish.png")])
    }

    @Test("an image with an empty path is dropped from its list and no list means an empty collection")
    func emptyPathsAndLists() {
        let images = mapper.map(ImageCollectionDTO(logos: [.mock(filePath: ""), .mock(filePath: "/logo.png")]), id: 1)

        #expect(images.logoPaths == [url("/logo.png")])
        #expect(mapper.map(ImageCollectionDTO(), id: 1) == ImageCollection(id: 1))
        #expect(mapper.map(ImageCollectionDTO(), id: 1).isEmpty)
    }

    private func url(_ path: String) -> URL {
        URL(string: path)!
    }
}
