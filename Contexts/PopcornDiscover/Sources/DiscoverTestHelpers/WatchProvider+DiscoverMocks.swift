import CoreDomain
import CoreDomainTestHelpers
import Foundation

extension WatchProvider {
    /// A region's services as the Discover tests list them, out of the region's order: MUBI (no
    /// priority), Netflix (2), Disney Plus (1), Netflix Kids (2), Amazon Prime Video (3).
    public static func discoverMocks() -> [WatchProvider] {
        [
            .mock(id: 11, name: "MUBI", logoPath: nil, displayPriority: nil),
            .mock(id: 8, name: "Netflix", logoPath: "/netflix.jpg", displayPriority: 2),
            .mock(id: 337, name: "Disney Plus", logoPath: "/disney.jpg", displayPriority: 1),
            .mock(id: 175, name: "Netflix Kids", logoPath: nil, displayPriority: 2),
            .mock(id: 119, name: "Amazon Prime Video", logoPath: "/prime.jpg", displayPriority: 3),
        ]
    }
}
