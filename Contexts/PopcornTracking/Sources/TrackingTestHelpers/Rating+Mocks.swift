import Foundation
import TrackingDomain

extension Rating {
    /// Breaking Bad rated 9.5.
    public static func mock(
        title: TrackedTitle = .mock(item: .series(id: 1396), name: "Breaking Bad"),
        halves: Int = 19,
        ratedAt: Date = Date(timeIntervalSince1970: 1_795_204_800)
    ) -> Rating {
        guard let value = RatingValue(halves: halves) else {
            preconditionFailure("\(halves) halves is no rating")
        }
        return Rating(title: title, value: value, ratedAt: ratedAt)
    }
}
