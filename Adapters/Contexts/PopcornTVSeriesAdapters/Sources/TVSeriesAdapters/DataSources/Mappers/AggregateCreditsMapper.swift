import TMDbKit
import TVSeriesDomain

/// Maps TMDb's `/tv/{id}/aggregate_credits` DTO to the domain `AggregateCredits`, in TMDb's order.
struct AggregateCreditsMapper {
    private let castMapper = AggregateCastMemberMapper()
    private let crewMapper = AggregateCrewMemberMapper()

    func map(_ dto: TVSeriesAggregateCreditsDTO) -> AggregateCredits {
        AggregateCredits(
            id: dto.id,
            cast: dto.cast.enumerated().map { index, member in castMapper.map(member, fallbackOrder: index) },
            crew: dto.crew.map(crewMapper.map)
        )
    }
}
