import Foundation
import TVSeriesDomain

/// Maps an aggregate crew member's jobs between the domain and `tv_series_aggregate_crew_job` rows.
struct TVJobMapper {
    func map(_ entity: TVSeriesJobEntity) -> TVJob {
        TVJob(creditID: entity.creditID, job: entity.job, episodeCount: entity.episodeCount)
    }

    func map(_ job: TVJob, tvSeriesID: Int, memberPosition: Int, position: Int) -> TVSeriesJobEntity {
        TVSeriesJobEntity(
            tvSeriesID: tvSeriesID, memberPosition: memberPosition, position: position, creditID: job.creditID,
            job: job.job, episodeCount: job.episodeCount)
    }

    /// Overwrites the job and its position; the member stays.
    func map(_ job: TVJob, to entity: inout TVSeriesJobEntity, position: Int) {
        entity.position = position
        entity.creditID = job.creditID
        entity.job = job.job
        entity.episodeCount = job.episodeCount
    }
}
