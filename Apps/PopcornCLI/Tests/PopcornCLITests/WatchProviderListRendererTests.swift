import CoreApplication
import DiscoverApplication
import Testing

@testable import PopcornCLI

@Suite("WatchProviderListRenderer")
struct WatchProviderListRendererTests {
    static func provider(_ id: Int, _ name: String) -> WatchProviderDetails {
        WatchProviderDetails(id: id, name: name, logoURLSet: nil, displayPriority: nil)
    }

    static let gb = WatchProviderListDetails(
        mediaType: "movie", region: "GB",
        providers: [provider(337, "Disney Plus"), provider(8, "Netflix"), provider(9001, "Loopback Cinema")])

    @Test("Each service is its id, aligned, and its name, in the list's order, then how to discover with one")
    func whole() {
        #expect(
            WatchProviderListRenderer(style: .plain, width: 80).render(Self.gb) == """
                Movie streaming services in GB (3)

                   337  Disney Plus
                     8  Netflix
                  9001  Loopback Cinema

                Services from JustWatch, through TMDb; other regions: --region XX.
                Discover what one offers: popcorn discover movie --provider 337 --region GB

                """)
    }

    @Test("A series list is headed as such; a region without services says so in one line")
    func seriesAndEmpty() {
        let empty = WatchProviderListDetails(mediaType: "tv", region: "AQ", providers: [])

        #expect(
            WatchProviderListRenderer(style: .plain, width: 80).render(empty)
                == "Series streaming services in AQ (0)\n\nTMDb lists no series streaming services in AQ; try another --region.\n"
        )
    }

    @Test("Names are cut to the width, never the ids, and a control character in one is drawn harmless")
    func narrowAndHostile() {
        let list = WatchProviderListDetails(
            mediaType: "tv", region: "US",
            providers: [
                Self.provider(8, "A very long streaming service name indeed"), Self.provider(9, "Bad\u{1B}[2J"),
            ])

        let rows = WatchProviderListRenderer(style: .plain, width: 20).rows(list)

        #expect(rows.allSatisfy { $0.displayWidth <= 20 })
        #expect(rows[0].hasPrefix("  8  A very long"))
        #expect(!rows[1].unicodeScalars.contains { $0.value == 0x1B })
        #expect(rows[1].hasPrefix("  9  Bad\u{FFFD}"))
    }
}
