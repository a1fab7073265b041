import CoreDomain

/// Turns domain `Credits` into `CreditsDetails`, keeping TMDb's billing order.
public struct CreditsDetailsMapper: Sendable {
    public init() {}

    private let castMapper = CastMemberDetailsMapper()
    private let crewMapper = CrewMemberDetailsMapper()

    public func map(_ entity: Credits, imagesConfiguration: ImagesConfiguration) -> CreditsDetails {
        CreditsDetails(
            id: entity.id,
            cast: entity.cast
                .sorted { $0.order < $1.order }
                .map { castMapper.map($0, imagesConfiguration: imagesConfiguration) },
            crew: entity.crew.map { crewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
