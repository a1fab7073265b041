import CoreDomain
import Foundation

extension WatchProvider {
    /// Netflix, for tests in any context.
    public static func mock(
        id: Int = 8,
        name: String = "Netflix",
        logoPath: String? = "/netflix.jpg",
        displayPriority: Int? = 1
    ) -> WatchProvider {
        WatchProvider(
            id: id, name: name, logoPath: logoPath.flatMap { URL(string: $0) }, displayPriority: displayPriority)
    }
}
