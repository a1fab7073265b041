import Foundation
import TVSeriesApplication

/// The facts block of a series' details: status, certification, type, size, runtime, genres,
/// networks, creators, rating, air dates, original name and language, where to watch, links.
struct TVSeriesFacts: Sendable {
    /// The language the command asked for (`en-US`), to tell whether the original language differs.
    let language: String

    /// The facts, leaving out whatever the series does not have.
    func facts(for series: TVSeriesDetails) -> FactsBlock {
        var facts = FactsBlock()
        facts.add("Status", series.status)
        facts.add("Rated", series.certification.map { "\($0) (\(series.region))" })
        facts.add("Watchlist", series.isOnWatchlist ? "On your watchlist" : nil)
        facts.add("Progress", series.progress.map { ViewingLine.progress($0, last: series.lastWatchedAt) })
        facts.add("Up next", series.progress.map(ViewingLine.next))
        facts.add("Your rating", series.yourRating.map(TrackedItemLabel.number))
        facts.add("Type", series.type)
        facts.add("Seasons", Self.size(series))
        facts.add("Episode runtime", Self.runtime(series.episodeRunTime))
        facts.add("Genres", series.genres?.map(\.name).joined(separator: ", "))
        facts.add("Networks", series.networks?.map(\.name).joined(separator: ", "))
        facts.add(
            "Created by", series.createdBy.map { PeopleMentions.text($0.map { ($0.name, $0.id) }, style: .plain) })
        facts.add("Rating", DisplayFormat.rating(average: series.voteAverage, count: series.voteCount))
        facts.add("First aired", series.firstAirDate.map(DayFormatter.string(from:)))
        facts.add("Last aired", Self.airing(date: series.lastAirDate, episode: series.lastEpisodeToAir))
        facts.add("Next episode", series.nextEpisodeToAir.flatMap { Self.airing(date: $0.airDate, episode: $0) })
        if let original = series.originalName, original != series.name {
            facts.add("Original name", original)
        }
        facts.add(
            "Language",
            OriginalLanguageLabel.text(
                code: series.originalLanguage, spokenLanguages: series.spokenLanguages, requested: language))
        facts.add("Watch", WatchOffersLine.text(series.watchProviders))
        facts.add("Trailer", series.mainTrailer?.url?.absoluteString)
        facts.add("Keywords", series.keywords?.map(\.name).joined(separator: ", "))
        facts.add("Homepage", series.homepageURL?.absoluteString)
        facts.add("Poster", series.posterURLSet?.detail.absoluteString)
        facts.add("Logo", series.logoURLSet?.detail.absoluteString)
        return facts
    }

    /// `5 (62 episodes)`; `nil` when the number of seasons is unknown.
    static func size(_ series: TVSeriesDetails) -> String? {
        guard let seasons = series.numberOfSeasons else {
            return nil
        }
        guard let episodes = series.numberOfEpisodes else {
            return String(seasons)
        }
        return "\(seasons) (\(DisplayFormat.count(episodes, "episode", "episodes")))"
    }

    /// `47m`, or `43m–47m` when episodes vary; `nil` when TMDb gives none.
    static func runtime(_ minutes: [Int]?) -> String? {
        let positive = (minutes ?? []).filter { $0 > 0 }
        guard let shortest = positive.min(), let longest = positive.max() else {
            return nil
        }
        let low = DisplayFormat.runtime(minutes: shortest)
        return shortest == longest ? low : (low ?? "") + "–" + (DisplayFormat.runtime(minutes: longest) ?? "")
    }

    /// `2013-09-29, S05E16 "Felina"`: when an episode aired (or airs), and which.
    static func airing(date: Date?, episode: TVEpisodeAirDateDetails?) -> String? {
        let day = date.map(DayFormatter.string(from:))
        guard let episode else {
            return day
        }
        let code = EpisodeCode(seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber)
        let name = "\(code) \"\(episode.name)\""
        return day.map { "\($0), \(name)" } ?? name
    }
}
