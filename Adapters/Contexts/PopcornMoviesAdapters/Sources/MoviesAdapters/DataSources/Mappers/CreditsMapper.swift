import MoviesDomain
import TMDbKit

/// Maps TMDb's movie-credits DTO to the domain `Credits`.
struct CreditsMapper {
    private let castMapper = CastMemberMapper()
    private let crewMapper = CrewMemberMapper()

    func map(_ dto: MovieCreditsDTO) -> Credits {
        Credits(
            id: dto.id,
            cast: dto.cast.enumerated().map { index, member in castMapper.map(member, fallbackOrder: index) },
            crew: dto.crew.map(crewMapper.map)
        )
    }
}
