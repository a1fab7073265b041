import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("WatchProviderMapper")
struct WatchProviderMapperTests {
    @Test("a provider keeps its id, name, logo path and display priority")
    func mapsEveryField() {
        #expect(
            WatchProviderMapper().map(
                .mock(providerID: 15, providerName: "Hulu", logoPath: "/hulu.jpg", displayPriority: 4))
                == .mock(id: 15, name: "Hulu", logoPath: "/hulu.jpg", displayPriority: 4))
    }

    @Test("a null or empty logo path and a missing priority become nil", arguments: [nil, ""] as [String?])
    func missingValues(logoPath: String?) {
        #expect(
            WatchProviderMapper().map(.mock(logoPath: logoPath, displayPriority: nil))
                == WatchProvider(id: 8, name: "Netflix", logoPath: nil, displayPriority: nil))
    }
}
