import CoreDomain

/// Turns a domain `CastMember` into `CastMemberDetails`, resolving the profile photo.
public struct CastMemberDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: CastMember, imagesConfiguration: ImagesConfiguration) -> CastMemberDetails {
        CastMemberDetails(
            id: entity.id,
            castID: entity.castID,
            creditID: entity.creditID,
            name: entity.name,
            character: entity.character,
            gender: entity.gender,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath),
            order: entity.order
        )
    }
}
