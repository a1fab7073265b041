import CoreDomain
import DiscoverAdapters
import Foundation
import TMDbKit
import Testing

@Suite("WatchProviderListItemMapper")
struct WatchProviderListItemMapperTests {
    let mapper = WatchProviderListItemMapper()
    let netflix = WatchProviderListItemDTO(
        providerID: 8, providerName: "Netflix", logoPath: "/n.jpg", displayPriority: 3,
        displayPriorities: ["GB": 4, "US": 3])

    @Test("the region's own priority is the service's, whatever the region's case")
    func regionPriority() {
        #expect(
            mapper.map(netflix, region: "gb")
                == WatchProvider(id: 8, name: "Netflix", logoPath: URL(string: "/n.jpg"), displayPriority: 4))
    }

    @Test("a region without its own priority takes TMDb's overall one; no logo is none")
    func fallbackPriority() {
        let mubi = WatchProviderListItemDTO(providerID: 11, providerName: "MUBI", logoPath: "", displayPriority: 9)

        #expect(mapper.map(netflix, region: "FR").displayPriority == 3)
        #expect(mapper.map(mubi, region: "GB") == WatchProvider(id: 11, name: "MUBI", displayPriority: 9))
    }
}
