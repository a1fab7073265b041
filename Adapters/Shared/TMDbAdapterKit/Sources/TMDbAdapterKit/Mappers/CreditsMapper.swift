import CoreDomain
import TMDbKit

/// Maps TMDb's movie and TV series credits DTOs to the domain `Credits`.
public struct CreditsMapper: Sendable {
    public init() {}

    private let castMapper = CastMemberMapper()
    private let crewMapper = CrewMemberMapper()

    /// A movie's credits (`/movie/{id}/credits`).
    public func map(_ dto: MovieCreditsDTO) -> Credits {
        map(id: dto.id, cast: dto.cast, crew: dto.crew)
    }

    /// A series' credits (`/tv/{id}/credits`); TV cast members carry no `cast_id`.
    public func map(_ dto: TVSeriesCreditsDTO) -> Credits {
        map(id: dto.id, cast: dto.cast, crew: dto.crew)
    }

    private func map(id: Int, cast: [CastMemberDTO], crew: [CrewMemberDTO]) -> Credits {
        Credits(
            id: id,
            cast: cast.enumerated().map { index, member in castMapper.map(member, fallbackOrder: index) },
            crew: crew.map(crewMapper.map)
        )
    }
}
