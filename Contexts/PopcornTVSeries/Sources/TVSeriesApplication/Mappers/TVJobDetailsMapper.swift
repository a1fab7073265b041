import Foundation
import TVSeriesDomain

/// Turns a domain `TVJob` into `TVJobDetails`.
struct TVJobDetailsMapper {
    func map(_ entity: TVJob) -> TVJobDetails {
        TVJobDetails(creditID: entity.creditID, job: entity.job, episodeCount: entity.episodeCount)
    }
}
