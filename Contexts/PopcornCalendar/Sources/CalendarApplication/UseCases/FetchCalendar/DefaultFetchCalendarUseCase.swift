import CalendarDomain
import CoreApplication
import CoreDomain

/// The followed titles (one read of the watchlist and of the diary's progress), then the schedule of
/// every followed series at once, kept to the span and sorted.
struct DefaultFetchCalendarUseCase: FetchCalendarUseCase {
    let followed: any FollowedTitlesProviding
    let schedule: any EpisodeScheduleProviding

    func execute(_ span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void) async throws(FetchError)
        -> CalendarModel
    {
        let titles: FollowedTitles
        do {
            titles = try await followed.followedTitles()
        } catch {
            throw FetchError(error)
        }
        let answers = await schedule.episodes(ofSeries: titles.series, in: span, progress: progress)
        var episodes: [CalendarEpisode] = []
        var unavailable: [UnavailableSeriesModel] = []
        for (id, answer) in answers.sorted(by: { $0.key < $1.key }) {
            switch answer {
            case .success(let found):
                episodes += found.filter { span.contains($0.airDay) }
            case .failure(let cause):
                unavailable.append(
                    UnavailableSeriesModel(seriesID: id, seriesName: titles.series[id] ?? "", cause: cause))
            }
        }
        if episodes.isEmpty, unavailable.count == titles.series.count, let first = unavailable.first {
            throw FetchError(first.cause)  // Nothing could be had at all: the failure, not an empty calendar.
        }
        episodes.sort {
            ($0.airDay, $0.seriesName, $0.seriesID, $0.seasonNumber, $0.episodeNumber)
                < ($1.airDay, $1.seriesName, $1.seriesID, $1.seasonNumber, $1.episodeNumber)
        }
        return CalendarModel(
            from: span.from.text, to: span.to.text,
            items: episodes.map { episode in
                CalendarItemModel(
                    date: episode.airDay.text, seriesID: episode.seriesID,
                    seriesName: episode.seriesName, seasonNumber: episode.seasonNumber,
                    episodeNumber: episode.episodeNumber, name: episode.name, overview: episode.overview)
            },
            unavailable: unavailable)
    }
}
