import Foundation
import Testing

@testable import TMDbKit

@Suite struct ImageCollectionDTOTests {
    @Test
    func decodesATitlesPostersBackdropsAndLogosInOrder() throws {
        let images = try TMDbJSON.decode(ImageCollectionDTO.self, from: Fixture.data("movie-images-550"))

        #expect(images.id == 550)
        #expect(images.backdrops.map(\.filePath) == ["/fc550BackdropNoText.jpg", "/fc550BackdropTitled.jpg"])
        #expect(
            images.logos.map(\.filePath) == ["/fc550LogoEnglish.png", "/fc550LogoFrench.png", "/fc550LogoNeutral.svg"])
        #expect(images.logos.map(\.iso6391) == ["en", "fr", nil])
        #expect(images.backdrops.first?.iso6391 == nil)
        #expect(images.profiles.isEmpty)
        #expect(
            images.backdrops.first
                == ImageMetadataDTO(
                    aspectRatio: 1.778, height: 2160, iso6391: nil, filePath: "/fc550BackdropNoText.jpg",
                    voteAverage: 5.454, voteCount: 12, width: 3840))
    }

    @Test
    func dropsAnImageWithoutAFilePathAndKeepsOneWithoutLanguageOrVotes() throws {
        let images = try TMDbJSON.decode(ImageCollectionDTO.self, from: Fixture.data("movie-images-550"))

        #expect(images.posters.map(\.filePath) == ["/fc550PosterEnglish.jpg", "/fc550PosterBare.jpg"])
        #expect(
            images.posters.last
                == ImageMetadataDTO(aspectRatio: 0.7, height: 1000, filePath: "/fc550PosterBare.jpg", width: 700))
    }

    @Test
    func decodesAPersonsProfiles() throws {
        let images = try TMDbJSON.decode(ImageCollectionDTO.self, from: Fixture.data("person-images-287"))

        #expect(images.id == 287)
        #expect(images.profiles.map(\.filePath) == ["/bp287PortraitOne.jpg", "/bp287PortraitTwo.jpg"])
        #expect(images.profiles.map(\.width) == [2000, 600])
        #expect(images.posters.isEmpty)
        #expect(images.backdrops.isEmpty)
        #expect(images.logos.isEmpty)
    }

    @Test
    func readsMissingOrNullListsAndIDAsEmpty() throws {
        let images = try TMDbJSON.decode(ImageCollectionDTO.self, json: #"{"posters": null, "logos": "none"}"#)

        #expect(images == ImageCollectionDTO())
    }
}
