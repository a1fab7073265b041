import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns domain `AggregateCredits` into `AggregateCreditsDetails`: cast in billing order, crew as TMDb gives it.
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
        )
    }
}
