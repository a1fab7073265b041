import Foundation
import TVSeriesApplication

/// How a details screen's facts say what the person's diary holds: `2 times, last 2026-11-20`,
/// `7 of 62 episodes watched (11%), last 2026-11-20`, `S02E01 "Seven Thirty-Seven", aired 2009-03-08`.
enum ViewingLine {
    /// `2 times, last 2026-11-20`; `nil` when never watched.
    static func watched(count: Int, last: Date?) -> String? {
        guard count > 0 else {
            return nil
        }
        return DisplayFormat.count(count, "time", "times")
            + (last.map { ", last " + DayFormatter.string(from: $0) } ?? "")
    }

    /// `7 of 62 episodes watched (11%), last 2026-11-20`.
    static func progress(_ progress: TVSeriesProgressDetails, last: Date?) -> String {
        "\(progress.watchedEpisodes) of \(DisplayFormat.count(progress.airedEpisodes, "episode", "episodes")) watched "
            + "(\(progress.percent)%)" + (last.map { ", last " + DayFormatter.string(from: $0) } ?? "")
    }

    /// `S02E01 "Seven Thirty-Seven", aired 2009-03-08`; `up to date`, or `finished` once it has ended.
    static func next(_ progress: TVSeriesProgressDetails) -> String {
        guard let next = progress.nextEpisode else {
            return progress.isCompleted ? "finished" : "up to date"
        }
        let code = EpisodeCode(seasonNumber: next.seasonNumber, episodeNumber: next.episodeNumber).description
        return code + (next.name.map { " \"\($0)\"" } ?? "")
            + (next.airDate.map { ", aired " + DayFormatter.string(from: $0) } ?? "")
    }
}
