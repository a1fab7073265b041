import Foundation
import TrackingDomain

extension Rating {
    /// Breaking Bad rated 9.5.
    public static func mock(
        item: TrackedItem = .series(id: 1396),
        halves: Int = 19,
        ratedAt: Date = Date(timeIntervalSince1970: 1_795_204_800)
    ) -> Rating {
        guard let value = RatingValue(halves: halves) else {
            preconditionFailure("\(halves) halves is no rating")
        }
        return Rating(item: item, value: value, ratedAt: ratedAt)
    }
}
