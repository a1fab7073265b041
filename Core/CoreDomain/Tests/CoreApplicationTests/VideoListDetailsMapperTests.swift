import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreApplication

@Suite("VideoListDetailsMapper")
struct VideoListDetailsMapperTests {
    @Test("Videos are listed trailers first, the studio's own before fans', and in TMDb's order among equals")
    func order() {
        let videos: [Video] = [
            .mock(id: "clip", kind: .clip),
            .mock(id: "fan-trailer", kind: .trailer, isOfficial: false),
            .mock(id: "teaser", kind: .teaser),
            .mock(id: "trailer-1", kind: .trailer),
            .mock(id: "recap", kind: .other("Recap")),
            .mock(id: "trailer-2", kind: .trailer),
        ]

        let details = VideoListDetailsMapper().map(videos)

        #expect(details.videos.map(\.id) == ["trailer-1", "trailer-2", "fan-trailer", "teaser", "clip", "recap"])
        #expect(details.mainTrailer?.id == "trailer-1")
    }

    @Test("A video carries its kind and site as TMDb names them and the address that plays it")
    func fields() throws {
        let details = VideoListDetailsMapper().map([.mock()])

        let video = try #require(details.videos.first)
        #expect(video.kind == "Trailer" && video.site == "YouTube" && video.key == "BdJKm16Co6M")
        #expect(video.url?.absoluteString == "https://www.youtube.com/watch?v=BdJKm16Co6M")
        #expect(video.language == "en" && video.isOfficial && video.size == 1080)
        #expect(video.publishedAt == Date(timeIntervalSince1970: 1_412_277_622))
    }

    @Test("The main trailer is the first that plays somewhere, else a teaser, else none")
    func mainTrailer() {
        let unplayable = Video.mock(id: "elsewhere", site: .other("Dailymotion"), kind: .trailer)
        let teaser = Video.mock(id: "teaser", kind: .teaser)

        #expect(VideoListDetailsMapper().map([unplayable, teaser]).mainTrailer?.id == "teaser")
        #expect(VideoListDetailsMapper().map([unplayable, .mock(id: "clip", kind: .clip)]).mainTrailer == nil)
        #expect(VideoListDetailsMapper().map([]).mainTrailer == nil)
    }
}
