import CoreDomain

/// Turns a domain `CrewMember` into `CrewMemberDetails`, resolving the profile photo.
public struct CrewMemberDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: CrewMember, imagesConfiguration: ImagesConfiguration) -> CrewMemberDetails {
        CrewMemberDetails(
            id: entity.id,
            creditID: entity.creditID,
            name: entity.name,
            job: entity.job,
            department: entity.department,
            gender: entity.gender,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath)
        )
    }
}
