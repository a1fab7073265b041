import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `AggregateCrewMember` into `AggregateCrewMemberDetails`, resolving the profile photo.
struct AggregateCrewMemberDetailsMapper {
    private let jobMapper = TVJobDetailsMapper()

    func map(_ entity: AggregateCrewMember, imagesConfiguration: ImagesConfiguration) -> AggregateCrewMemberDetails {
        AggregateCrewMemberDetails(
            id: entity.id,
            name: entity.name,
            gender: entity.gender,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath),
            department: entity.department,
            jobs: entity.jobs.map(jobMapper.map),
            totalEpisodeCount: entity.totalEpisodeCount
        )
    }
}
