import PeopleDomain
import TMDbKit

/// Maps TMDb's `/person/{id}/combined_credits` DTO to the domain `PersonCredits`, keeping TMDb's order.
struct PersonCreditsMapper {
    private let creditMapper = PersonCreditMapper()

    func map(_ dto: PersonCombinedCreditsDTO) -> PersonCredits {
        PersonCredits(
            id: dto.id,
            cast: dto.cast.map(creditMapper.map),
            crew: dto.crew.map(creditMapper.map)
        )
    }
}
