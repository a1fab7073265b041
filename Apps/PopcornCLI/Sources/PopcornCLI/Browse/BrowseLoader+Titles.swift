import CoreApplication
import MoviesApplication
import PopcornBrowse
import TVSeriesApplication

extension BrowseLoader {
    /// A movie: its facts and overview, then its cast, its directors and writers, and what TMDb
    /// recommends, each opening its own screen. One request: the details bring the credits along.
    func movie(_ id: Int) async throws(CLIFailure) -> BrowseScreen {
        let movie: MovieDetails
        do {
            movie = try await session.movies.makeFetchMovieDetailsUseCase().execute(id: id, region: session.region)
        } catch {
            throw session.failure(error, about: .movie(id: id))
        }
        let credits = movie.credits
        let header = [
            Self.factsLine([
                movie.certification, movie.genres?.map(\.name).joined(separator: ", "),
                DisplayFormat.runtime(minutes: movie.runtime),
                DisplayFormat.rating(average: movie.voteAverage, count: movie.voteCount),
                movie.isOnWatchlist ? "On your watchlist" : nil,
            ]),
            Self.factsLine([
                ViewingLine.watched(count: movie.watchCount, last: movie.lastWatchedAt).map { "Watched " + $0 },
                movie.yourRating.map { "Your rating " + TrackedItemLabel.number($0) },
            ]),
            EnglishFallbackNote.marked(movie.tagline, isFallback: movie.taglineIsFallback),
            EnglishFallbackNote.marked(movie.overview, isFallback: movie.overviewIsFallback),
        ].filter { !$0.isEmpty }
        let recommended = (movie.recommendations?.results ?? []).prefix(Self.listLimit).map {
            BrowseRow($0.title, detail: DisplayFormat.year(of: $0.releaseDate) ?? "", target: .movie($0.id))
        }
        let rows =
            Self.section("Cast", Self.castRows(credits?.cast ?? []))
            + Self.section(
                "Directed and written by", Self.crewRows((credits?.directors ?? []) + (credits?.writers ?? [])))
            + Self.section("You may also like", recommended)
        return BrowseScreen(
            target: .movie(id), title: MovieDetailsRenderer.titleLine(movie), header: header, rows: rows,
            picturePath: movie.posterURLSet?.path.relativeString)
    }

    /// A series: its facts and overview, its seasons (each opening its episodes), its cast, its
    /// creators and what TMDb recommends. One request: the details bring the credits along.
    func tvSeries(_ id: Int) async throws(CLIFailure) -> BrowseScreen {
        let series: TVSeriesDetails
        do {
            series = try await session.tvSeries.makeFetchTVSeriesDetailsUseCase().execute(
                id: id, region: session.region)
        } catch {
            throw session.failure(error, about: .tvSeries(id: id))
        }
        let header = [
            Self.factsLine([
                series.certification, series.genres?.map(\.name).joined(separator: ", "),
                series.numberOfSeasons.map { DisplayFormat.count($0, "season", "seasons") },
                DisplayFormat.rating(average: series.voteAverage, count: series.voteCount),
                series.isOnWatchlist ? "On your watchlist" : nil,
            ]),
            Self.factsLine([
                series.progress.map { ViewingLine.progress($0, last: series.lastWatchedAt) },
                series.progress.map { "next " + ViewingLine.next($0) },
                series.yourRating.map { "Your rating " + TrackedItemLabel.number($0) },
            ]),
            EnglishFallbackNote.marked(series.tagline, isFallback: series.taglineIsFallback),
            EnglishFallbackNote.marked(series.overview, isFallback: series.overviewIsFallback),
        ].filter { !$0.isEmpty }
        let seasons = (series.seasons ?? []).map { season in
            BrowseRow(
                season.name,
                detail: Self.factsLine([
                    season.episodeCount.map { DisplayFormat.count($0, "episode", "episodes") },
                    DisplayFormat.year(of: season.airDate),
                ]),
                target: .season(seriesID: id, season: season.seasonNumber))
        }
        let creators = (series.createdBy ?? []).map { BrowseRow($0.name, detail: "Creator", target: .person($0.id)) }
        let recommended = (series.recommendations?.results ?? []).prefix(Self.listLimit).map {
            BrowseRow($0.name, detail: DisplayFormat.year(of: $0.firstAirDate) ?? "", target: .tvSeries($0.id))
        }
        let rows =
            Self.section("Seasons", seasons) + Self.section("Cast", Self.castRows(series.credits?.cast ?? []))
            + Self.section("Created by", creators) + Self.section("You may also like", recommended)
        return BrowseScreen(
            target: .tvSeries(id), title: TVSeriesTitle.line(series), header: header, rows: rows,
            picturePath: series.posterURLSet?.path.relativeString)
    }

    /// A season: its episodes, each opening its own screen.
    func season(_ number: Int, of seriesID: Int) async throws(CLIFailure) -> BrowseScreen {
        let season: TVSeasonDetails
        do {
            season = try await session.tvSeries.makeFetchTVSeasonDetailsUseCase()
                .execute(seasonNumber: number, inTVSeries: seriesID)
        } catch {
            throw session.failure(error, about: .tvSeason(tvSeriesID: seriesID, seasonNumber: number))
        }
        let episodes = (season.episodes ?? []).map { episode in
            BrowseRow(
                "\(episode.episodeNumber). \(episode.name)",
                detail: Self.factsLine([
                    TVEpisodeRows.watchedMark(episode.watchCount), episode.airDate.map(DayFormatter.string(from:)),
                ]),
                target: .episode(seriesID: seriesID, season: number, episode: episode.episodeNumber))
        }
        let header = [
            Self.factsLine([season.tvSeriesName, season.airDate.map(DayFormatter.string(from:))]),
            season.overview ?? "",
        ].filter { !$0.isEmpty }
        return BrowseScreen(
            target: .season(seriesID: seriesID, season: number), title: season.name, header: header,
            rows: Self.section("Episodes", episodes), emptyText: "No episodes listed.")
    }

    /// An episode: its facts and overview, then who directed, wrote and guest-starred in it.
    func episode(_ number: Int, season: Int, of seriesID: Int) async throws(CLIFailure) -> BrowseScreen {
        let episode: TVEpisodeDetails
        do {
            episode = try await session.tvSeries.makeFetchTVEpisodeDetailsUseCase()
                .execute(episodeNumber: number, inSeason: season, inTVSeries: seriesID)
        } catch {
            throw session.failure(
                error, about: .tvEpisode(tvSeriesID: seriesID, seasonNumber: season, episodeNumber: number))
        }
        let header = [
            Self.factsLine([
                episode.tvSeriesName, "S\(season)E\(number)", episode.airDate.map(DayFormatter.string(from:)),
                DisplayFormat.runtime(minutes: episode.runtime),
                DisplayFormat.rating(average: episode.voteAverage, count: episode.voteCount),
            ]),
            Self.factsLine([
                ViewingLine.watched(count: episode.watchCount, last: nil).map { "Watched " + $0 }
            ]),
            episode.overview ?? "",
        ].filter { !$0.isEmpty }
        let rows =
            Self.section("Directed and written by", Self.crewRows((episode.directors ?? []) + (episode.writers ?? [])))
            + Self.section("Guest stars", Self.castRows(episode.guestStars ?? []))
        return BrowseScreen(
            target: .episode(seriesID: seriesID, season: season, episode: number), title: episode.name,
            header: header, rows: rows, emptyText: "No credits listed.")
    }
}
