import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps one of `crew` of `/tv/{id}/aggregate_credits` to the domain `AggregateCrewMember`.
///
/// A missing `department` becomes `""`; a missing `total_episode_count` is the sum of the jobs' counts.
struct AggregateCrewMemberMapper {
    private let jobMapper = TVJobMapper()

    func map(_ dto: AggregateCrewMemberDTO) -> AggregateCrewMember {
        let jobs = dto.jobs.map(jobMapper.map)
        return AggregateCrewMember(
            id: dto.id,
            name: dto.name,
            gender: Gender(tmdbValue: dto.gender),
            profilePath: dto.profilePath.tmdbURL,
            department: dto.department ?? "",
            jobs: jobs,
            totalEpisodeCount: dto.totalEpisodeCount ?? jobs.reduce(0) { $0 + $1.episodeCount }
        )
    }
}
