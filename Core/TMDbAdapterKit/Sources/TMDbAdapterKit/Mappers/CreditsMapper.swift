import CoreDomain
import TMDbKit

/// Maps TMDb's movie-credits DTO to the domain `Credits`.
public struct CreditsMapper: Sendable {
    public init() {}

    private let castMapper = CastMemberMapper()
    private let crewMapper = CrewMemberMapper()

    public func map(_ dto: MovieCreditsDTO) -> Credits {
        Credits(
            id: dto.id,
            cast: dto.cast.enumerated().map { index, member in castMapper.map(member, fallbackOrder: index) },
            crew: dto.crew.map(crewMapper.map)
        )
    }
}
