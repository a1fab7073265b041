import CoreApplication
import Foundation
import Testing

@testable import PopcornCLI

@Suite("VideosRenderer")
struct VideosRendererTests {
    static let videos = VideoListDetails(
        mainTrailer: nil,
        videos: [
            VideoDetails(
                id: "a", name: "Official Trailer", kind: "Trailer", site: "YouTube", key: "BdJKm16Co6M",
                url: URL(string: "https://www.youtube.com/watch?v=BdJKm16Co6M"), language: "en",
                publishedAt: Date(timeIntervalSince1970: 1_412_277_622), isOfficial: true),
            VideoDetails(
                id: "b", name: "A behind the scenes look at the making of the film, in full", kind: "Behind the Scenes",
                site: "Vimeo", key: "282875052", url: URL(string: "https://vimeo.com/282875052"), language: nil),
            VideoDetails(
                id: "c", name: "", kind: "Clip", site: "Dailymotion", key: "x7tgad0", url: nil, language: "fr",
                publishedAt: Date(timeIntervalSince1970: 1_412_277_622)),
        ])

    @Test("Each video is an aligned row with the address that plays it whole on the line under it")
    func wide() {
        let text = VideosRenderer(style: .plain, width: 120).render(
            Self.videos, title: "Fight Club (1999)", detailsCommand: "popcorn movie 550")

        #expect(
            text == """
                Videos of Fight Club (1999)

                3 videos
                  Trailer            en  2014-10-02  YouTube      Official Trailer
                    https://www.youtube.com/watch?v=BdJKm16Co6M
                  Behind the Scenes  -               Vimeo        A behind the scenes look at the making of the film, in full
                    https://vimeo.com/282875052
                  Clip               fr  2014-10-02  Dailymotion  (untitled)
                    not playable here (Dailymotion x7tgad0)

                Details: popcorn movie 550

                """)
    }

    @Test("At 40 columns the day goes first and a long name is cut, so each row stays one line")
    func narrow() {
        let text = VideosRenderer(style: .plain, width: 40).render(
            Self.videos, title: "Fight Club (1999)", detailsCommand: "popcorn movie 550")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[3] == "  Trailer            en  YouTube      O…")
        #expect(lines[5] == "  Behind the Scenes  -   Vimeo        A…")
        #expect(lines[3...8].filter { !$0.hasPrefix("    ") }.allSatisfy { $0.count <= 40 })
    }

    @Test("A title without videos says so in one line")
    func none() {
        let text = VideosRenderer(style: .plain, width: 80).render(
            VideoListDetails(mainTrailer: nil, videos: []), title: "Fight Club (1999)",
            detailsCommand: "popcorn movie 550")

        #expect(
            text
                == "Videos of Fight Club (1999)\n\nNo trailers, teasers, clips or featurettes for Fight Club (1999).\n\n"
                + "Details: popcorn movie 550\n")
    }
}
