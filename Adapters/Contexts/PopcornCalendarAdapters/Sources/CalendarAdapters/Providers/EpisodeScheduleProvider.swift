import CalendarDomain
import CoreApplication
import CoreDomain
import Foundation
import TVSeriesApplication

/// When the followed series' episodes air, answered by the TV series context's episode guides: each
/// series with the seasons that can hold a day of the span, as the outline the cache holds (however
/// old) tells them, in one request a series (none when cached today); then, for a series never seen
/// or whose seasons moved, the seasons its new outline tells. Forty series a step (a few at a time
/// within it, the cached ones read in one go), the progress line moving after each.
public struct EpisodeScheduleProvider: EpisodeScheduleProviding {
    private let guides: any FetchTVSeriesEpisodeGuideUseCase

    public init(guides: any FetchTVSeriesEpisodeGuideUseCase) {
        self.guides = guides
    }

    /// How many series are asked for at a time, the progress line moving after each step: TMDb's
    /// burst, so that a step waits on the pace, not on its slowest series.
    static let seriesPerStep = 40

    public func episodes(
        ofSeries series: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> [Int: Result<[CalendarEpisode], DataAccessError>] {
        guard !series.isEmpty else {
            return [:]
        }
        let known = await guides.cachedOutlines(Set(series.keys)).mapValues { Self.seasons(of: $0, overlapping: span) }
        var result: [Int: Result<[CalendarEpisode], DataAccessError>] = [:]
        var requests: [Int: Set<Int>] = [:]
        var reported = 0
        await ask(series.mapValues { _ in Set<Int>() }.merging(known) { _, seasons in seasons }) { answers in
            for (id, answer) in answers {
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
            reported = result.count
            progress(reported, series.count)
        }
        if !requests.isEmpty {
            await ask(requests) { answers in
                for (id, answer) in answers {
                    result[id] = answer.map { Self.episodes(of: $0, name: series[id] ?? $0.name, in: span) }
                        .mapError(\.cause)
                }
                reported = result.count
                progress(reported, series.count)
            }
        }
        for id in series.keys where result[id] == nil {
            result[id] = .failure(.unknown("not asked: an earlier series failed"))
        }
        if reported < series.count {
            progress(series.count, series.count)
        }
        return result
    }

    /// Asks the guides for `requests` ``seriesPerStep`` series at a time (by id), handing each
    /// step's answers to `step`; stops after a step that shows TMDb cannot be had (a failure that is
    /// TMDb's as a whole, or series the guides left out after one).
    private func ask(
        _ requests: [Int: Set<Int>], step: ([Int: Result<TVSeriesEpisodeGuide, FetchError>]) -> Void
    ) async {
        let ids = requests.keys.sorted()
        for start in stride(from: 0, to: ids.count, by: Self.seriesPerStep) {
            let chunk = ids[start..<min(start + Self.seriesPerStep, ids.count)]
            let answers = await guides.execute(Dictionary(uniqueKeysWithValues: chunk.map { ($0, requests[$0] ?? []) }))
            step(answers)
            let stopped = answers.values.contains { answer in
                guard case .failure(let error) = answer else {
                    return false
                }
                return error.cause.isSourceWide
            }
            guard answers.count == chunk.count, !stopped else {
                return
            }
        }
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
