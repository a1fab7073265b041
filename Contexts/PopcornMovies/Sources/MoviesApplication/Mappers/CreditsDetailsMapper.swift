import CoreDomain
import MoviesDomain

/// Turns domain `Credits` into `CreditsDetails`, keeping TMDb's billing order.
struct CreditsDetailsMapper {
    private let castMapper = CastMemberDetailsMapper()
    private let crewMapper = CrewMemberDetailsMapper()

    func map(_ entity: Credits, imagesConfiguration: ImagesConfiguration) -> CreditsDetails {
        CreditsDetails(
            id: entity.id,
            cast: entity.cast
                .sorted { $0.order < $1.order }
                .map { castMapper.map($0, imagesConfiguration: imagesConfiguration) },
            crew: entity.crew.map { crewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
