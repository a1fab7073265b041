import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("VideoMapper")
struct VideoMapperTests {
    @Test("a video keeps every field, its site and kind read from TMDb's names and its date parsed")
    func mapsEveryField() {
        let dto = VideoDTO(
            id: "5c9294240e0a267cd516835f", iso6391: "en", iso31661: "US", name: "Official Trailer",
            key: "BdJKm16Co6M", site: "YouTube", size: 1080, type: "Trailer", official: true,
            publishedAt: "2014-10-02T19:20:22.000Z")

        #expect(VideoMapper().map(dto) == .mock())
    }

    @Test("an entry without an id, name, site, type or date keeps what is known, in TMDb's order")
    func missingValues() {
        let list = VideoListDTO(results: [
            VideoDTO(id: "", iso6391: "", key: "282875052", site: "Vimeo", type: "Behind the Scenes"),
            VideoDTO(key: "k2", publishedAt: "not a date"),
        ])

        let videos = VideoMapper().map(list)

        #expect(
            videos == [
                Video(id: "282875052", name: "", key: "282875052", site: .vimeo, kind: .behindTheScenes),
                Video(id: "k2", name: "", key: "k2", site: .other(""), kind: .clip),
            ])
        #expect(videos[1].playURL == nil)
    }
}
