import Foundation
import Testing

@testable import CoreDomain

@Suite("VideoSite")
struct VideoSiteTests {
    @Test("TMDb's site names are read in any case, and an unknown site keeps its name")
    func names() {
        #expect(VideoSite(name: "YouTube") == .youTube)
        #expect(VideoSite(name: "youtube") == .youTube)
        #expect(VideoSite(name: "Vimeo") == .vimeo)
        #expect(VideoSite(name: "Dailymotion") == .other("Dailymotion"))
        #expect(VideoSite(name: "Dailymotion").name == "Dailymotion")
        #expect(VideoSite.youTube.name == "YouTube")
    }

    @Test("A YouTube key plays at youtube.com/watch and a Vimeo key at vimeo.com")
    func playURLs() {
        #expect(
            VideoSite.youTube.playURL(key: "BdJKm16Co6M")?.absoluteString
                == "https://www.youtube.com/watch?v=BdJKm16Co6M")
        #expect(VideoSite.vimeo.playURL(key: "282875052")?.absoluteString == "https://vimeo.com/282875052")
    }

    @Test("An unknown site, an empty key or a key that would change the address plays nowhere")
    func noPlayURL() {
        #expect(VideoSite.other("Dailymotion").playURL(key: "x7tgad0") == nil)
        #expect(VideoSite.youTube.playURL(key: "") == nil)
        #expect(VideoSite.youTube.playURL(key: "abc&list=1") == nil)
        #expect(VideoSite.vimeo.playURL(key: "../evil") == nil)
    }
}
