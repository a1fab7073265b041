import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns domain `AggregateCredits` into `AggregateCreditsDetails`: cast in billing order, crew with the
/// most episodes first (ties in TMDb's order), the order the credits screen shows.
struct AggregateCreditsDetailsMapper {
    private let castMapper = AggregateCastMemberDetailsMapper()
    private let crewMapper = AggregateCrewMemberDetailsMapper()

    func map(_ entity: AggregateCredits, imagesConfiguration: ImagesConfiguration) -> AggregateCreditsDetails {
        AggregateCreditsDetails(
            id: entity.id,
            cast: entity.cast
                .sorted { $0.order < $1.order }
                .map { castMapper.map($0, imagesConfiguration: imagesConfiguration) },
            crew: entity.crew.map { crewMapper.map($0, imagesConfiguration: imagesConfiguration) }
                .enumerated()
                .sorted { lhs, rhs in
                    lhs.element.totalEpisodeCount != rhs.element.totalEpisodeCount
                        ? lhs.element.totalEpisodeCount > rhs.element.totalEpisodeCount : lhs.offset < rhs.offset
                }
                .map(\.element)
        )
    }
}
