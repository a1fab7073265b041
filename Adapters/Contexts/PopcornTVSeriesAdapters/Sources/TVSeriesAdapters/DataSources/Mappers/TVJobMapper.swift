import TMDbKit
import TVSeriesDomain

/// Maps one of an aggregate crew member's `jobs` to the domain `TVJob`.
struct TVJobMapper {
    func map(_ dto: TVJobDTO) -> TVJob {
        TVJob(creditID: dto.creditID, job: dto.job ?? "", episodeCount: dto.episodeCount ?? 0)
    }
}
