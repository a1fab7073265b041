import CoreDomain
import Foundation

/// The order a region lists its services in: by the region's display priority (lowest first, a
/// service without one last), then by name and id, so the same list always reads the same.
enum WatchProviderDisplayOrder {
    /// `providers` in the region's order.
    static func sorted(_ providers: [WatchProvider]) -> [WatchProvider] {
        providers.sorted { lhs, rhs in
            switch (lhs.displayPriority, rhs.displayPriority) {
            case (let left?, let right?) where left != right:
                return left < right
            case (.some, nil):
                return true
            case (nil, .some):
                return false
            default:
                let order = lhs.name.localizedCaseInsensitiveCompare(rhs.name)
                return order == .orderedSame ? lhs.id < rhs.id : order == .orderedAscending
            }
        }
    }
}
