import CalendarDomain
import CoreApplication
import CoreDomain
import Foundation
import TVSeriesApplication

/// When the followed series' episodes air, answered by the TV series context's episode guides: each
/// series with the seasons that can hold a day of the span, as the outline the cache holds (however
/// old) tells them, in one request a series (none when cached today); then, for a series never seen
/// or whose seasons moved, the seasons its new outline tells. All the series at once: a few at a
/// time, the cached ones read in one go.
public struct EpisodeScheduleProvider: EpisodeScheduleProviding {
    private let guides: any FetchTVSeriesEpisodeGuideUseCase

    public init(guides: any FetchTVSeriesEpisodeGuideUseCase) {
        self.guides = guides
    }

    public func episodes(
        ofSeries series: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> [Int: Result<[CalendarEpisode], DataAccessError>] {
        guard !series.isEmpty else {
            return [:]
        }
        let known = await guides.cachedOutlines(Set(series.keys)).mapValues { Self.seasons(of: $0, overlapping: span) }
        let first = await guides.execute(series.mapValues { _ in Set<Int>() }.merging(known) { _, seasons in seasons })
        var result: [Int: Result<[CalendarEpisode], DataAccessError>] = [:]
        var requests: [Int: Set<Int>] = [:]
        for (id, answer) in first {
            switch answer {
            case .success(let guide):
                let seasons = Self.seasons(of: guide, overlapping: span)
                if seasons.isSubset(of: known[id] ?? []) {
                    result[id] = .success(Self.episodes(of: guide, name: series[id] ?? guide.name, in: span))
                } else {
                    requests[id] = seasons
                }
            case .failure(let error):
                result[id] = .failure(error.cause)
            }
        }
        progress(result.count, series.count)
        for (id, answer) in requests.isEmpty ? [:] : await guides.execute(requests) {
            result[id] = answer.map { guide in Self.episodes(of: guide, name: series[id] ?? guide.name, in: span) }
                .mapError(\.cause)
        }
        for id in series.keys where result[id] == nil {
            result[id] = .failure(.unknown("not asked: an earlier series failed"))
        }
        progress(series.count, series.count)
        return result
    }

    /// The seasons that can hold a day of `span`: each season runs from its first air date to the
    /// next season's (the last one on, open ended); a season without a date is asked for when it
    /// is the series' last (an announced season).
    static func seasons(of guide: TVSeriesEpisodeGuide, overlapping span: CalendarSpan) -> Set<Int> {
        let seasons = guide.seasons.sorted { $0.seasonNumber < $1.seasonNumber }
        var chosen = Set<Int>()
        for (index, season) in seasons.enumerated() {
            guard let start = season.airDate.flatMap(CalendarDay.init(containing:)) else {
                if index == seasons.count - 1 {
                    chosen.insert(season.seasonNumber)
                }
                continue
            }
            let nextStart = seasons.dropFirst(index + 1).lazy.compactMap {
                $0.airDate.flatMap(CalendarDay.init(containing:))
            }
            .first
            if start <= span.to, nextStart.map({ $0 > span.from }) ?? true {
                chosen.insert(season.seasonNumber)
            }
        }
        return chosen
    }

    /// The guide's episodes airing in `span`.
    static func episodes(of guide: TVSeriesEpisodeGuide, name: String, in span: CalendarSpan) -> [CalendarEpisode] {
        guide.episodes.values.joined().compactMap { episode in
            guard let day = episode.airDate.flatMap(CalendarDay.init(containing:)), span.contains(day) else {
                return nil
            }
            return CalendarEpisode(
                seriesID: guide.id, seriesName: name, seasonNumber: episode.seasonNumber,
                episodeNumber: episode.episodeNumber, name: episode.name.isEmpty ? nil : episode.name,
                overview: episode.overview, airDay: day)
        }
    }
}
