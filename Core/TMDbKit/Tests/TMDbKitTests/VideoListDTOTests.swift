import Foundation
import Testing

@testable import TMDbKit

@Suite struct VideoListDTOTests {
    @Test
    func decodesEveryFieldOfAVideoInTMDbsOrder() throws {
        let list = try TMDbJSON.decode(VideoListDTO.self, from: Fixture.data("movie-videos-550"))

        #expect(list.id == 550)
        #expect(list.results.map(\.key) == ["O-b2VfmmbyA", "BdJKm16Co6M", "282875052"])
        #expect(
            list.results[1]
                == VideoDTO(
                    id: "5c9294240e0a267cd516835f", iso6391: "en", iso31661: "US", name: "Official Trailer",
                    key: "BdJKm16Co6M", site: "YouTube", size: 1080, type: "Trailer", official: true,
                    publishedAt: "2014-10-02T19:20:22.000Z"))
    }

    @Test
    func keepsAVideoWithNullSizeAndDateAndDropsOneWithoutAKey() throws {
        let list = try TMDbJSON.decode(VideoListDTO.self, from: Fixture.data("movie-videos-550"))

        let vimeo = try #require(list.results.last)
        #expect(vimeo.site == "Vimeo" && vimeo.type == "Behind the Scenes")
        #expect(vimeo.size == nil && vimeo.publishedAt == nil)
        #expect(!list.results.contains { $0.name == "No key at all" })
    }

    @Test
    func anAppendedListWithoutAnIDOrWithNullResultsDecodesEmpty() throws {
        #expect(try TMDbJSON.decode(VideoListDTO.self, from: Data(#"{"results": null}"#.utf8)) == VideoListDTO())
        #expect(try TMDbJSON.decode(VideoListDTO.self, from: Data("{}".utf8)).results.isEmpty)
    }
}
