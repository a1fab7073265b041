import Foundation
import TMDbKit

/// The offline demo data source: answers TMDb requests from JSON files (the catalog compiled
/// into the binary, or any directory in the same layout), with the same
/// status codes and bodies TMDb would send, so the app runs one code path online and off.
///
/// Layout: `configuration.json`, `movie_lists.json` (`{"popular":[ids],...}`),
/// `movies/<id>.json`, `movies/<id>.credits.json`, `tv_lists.json`, `tv/<id>.json`,
/// `tv/<id>.credits.json`, `tv/<id>.aggregate_credits.json`, `tv/<id>.season-<n>.json`
/// (a season with its episodes; episodes are served from it), `people/<id>.json`, and
/// `movie_genres.json` and `tv_genres.json` (TMDb's en-US genre lists, served as they are for
/// `/genre/movie/list` and `/genre/tv/list`, whatever the language asked for). Files are read
/// lazily and cached.
///
/// A person's combined credits are not stored: they are derived from every movie and series
/// (see ``CatalogCreditsIndex``), as are `/person/popular` (every person file, most popular
/// first, each known for their three most popular catalogued titles) and `/search/person`.
///
/// `/search/multi` is the three searches in one: the movies and series `/search/movie` and
/// `/search/tv` would find (without their year filters) and the people `/search/person`
/// would, each row with its `media_type`, mixed most popular first (ties by id, then movies,
/// series, people) and paged like the others, 20 a page.
///
/// `/trending/{all|movie|tv|person}/{day|week}` answers from `trending.json`, a fixed ordering of
/// catalogued movies, series and people per time window (`{"day": [{"media_type", "id"}, ...],
/// "week": [...]}`): `all` is the whole ordering, each other kind that ordering filtered to it,
/// each row with its `media_type`, paged 20 a page.
/// `/discover/movie` and `/discover/tv` filter and sort every movie or series with TMDb's own
/// discover parameters (see ``CatalogDiscoverQuery``), 20 a page; `with_keywords` keeps the titles
/// whose keywords files hold the ids (a title without one has no keywords).
///
/// `/search/keyword` answers the keywords of every `movies/<id>.keywords.json` and
/// `tv/<id>.keywords.json` whose names contain the query (ignoring case and diacritics), each once,
/// by name, 20 a page; an empty query finds none (see ``CatalogKeywordIndex``).
///
/// The catalog holds no streaming offers and no lists of streaming services:
/// `/watch/providers/{movie|tv|regions}` are unknown routes, answered with TMDb's 404, and so is a
/// discovery that filters on offers (`with_watch_providers` or `with_watch_monetization_types`),
/// rather than listing every title as if filtered; `watch_region` alone filters nothing and is ignored.
///
/// `/find/{external_id}?external_source=imdb_id` answers the movies and people whose `imdb_id` is
/// the id, ignoring case, as the searches' rows (people known for the same titles as in
/// `/search/person`), each with its `media_type`, and empty `tv_results` (the series files carry no
/// IMDb id), `tv_season_results` and `tv_episode_results` (see ``CatalogFindAnswer``). With another
/// or no `external_source` it finds nothing, all five arrays empty: the catalog holds no other
/// outside ids.
///
/// The catalog's text is American English, one file a title: asked for in another language, a
/// movie's or series' details come without their overview and tagline, as TMDb sends a language it
/// has no translation in, and `/movie|tv/{id}/translations` (appendable) lists that one English text
/// (see ``CatalogLanguage``).
///
/// `/collection/{id}` and `/search/collection` answer from the movies' `belongs_to_collection`: a
/// collection is the catalogued movies that name it (see ``CatalogCollection``), with no overview,
/// since the catalog holds no text of collections; an id no movie names is TMDb's 404.
///
/// The parts of a title's details have files next to the title's, in TMDb's response shapes:
/// `movies/<id>.release_dates.json`, `tv/<id>.content_ratings.json`, `movies/<id>.images.json`,
/// `tv/<id>.images.json`, `people/<id>.images.json`, `movies/<id>.watch_providers.json`,
/// `tv/<id>.watch_providers.json`, `movies/<id>.keywords.json` and `tv/<id>.keywords.json`, served for
/// `/movie/{id}/release_dates`, `/tv/{id}/content_ratings`, `/movie/{id}/images`, `/tv/{id}/images`,
/// `/person/{id}/images`, `/movie|tv/{id}/watch/providers` and `/movie|tv/{id}/keywords` (a movie's
/// list under `keywords`, a series' under `results`, as TMDb sends them).
/// A part without a file answers 404, as TMDb does for an unknown resource: the catalog holds only
/// facts, never invented ones. A title's images are filtered like TMDb's: `language` keeps its own
/// language only, `include_image_language=en,null` adds languages (`null`: no text); a person's are
/// not. What the bundled catalog holds, and where from:
/// - certifications: the US rating (MPAA; TV Parental Guidelines) of every catalogued movie and of
///   the nine series whose rating is certain, and the BBFC rating (GB) of eight movies, each with
///   the film's US (or UK) theatrical release date, from the films' published ratings and release
///   histories rather than a TMDb answer; Fight Club's CH, IE and NL releases and its festival
///   premiere, and Game of Thrones' ratings in 16 countries, are TMDb's own, from the example
///   answers of its API reference (developer.themoviedb.org, `movie-release-dates` and
///   `tv-series-content-ratings`, for movie 550 and series 1399; read in public copies of the
///   reference, November 2026);
/// - images: Fight Club's nine top-voted backdrops, from the same reference's example answer for
///   `/movie/550/images`; no other title's images, and no posters or logos (the copies at hand
///   break off before them);
/// - keywords: Fight Club's fifteen, from the same reference's example answer for
///   `/movie/550/keywords`; no other title's;
/// - watch providers: none. The one sourced answer (the reference's example for Fight Club) gives
///   only a few countries in full, and a country left out would read as "no offers there", which
///   the catalog cannot know.
///
/// `/movie/{id}/recommendations`, `/movie/{id}/similar` and their `/tv` twins are the catalog's
/// stand-in for TMDb's (which it computes from data the catalog does not have): the other titles
/// of the same kind sharing at least one genre with the title, most shared genres first, then the
/// most popular, then the lowest id, never the title itself; the same list for both, paged 20 a
/// page, 404 for an unknown title (see ``CatalogRelatedTitles``).
///
/// `append_to_response=a,b,...` on `/movie/{id}`, `/tv/{id}`, `/person/{id}`,
/// `/tv/{id}/season/{n}` and `/tv/{id}/season/{n}/episode/{e}` adds each named part the catalog
/// holds to the details object under its TMDb name (`credits`, `release_dates`, `images`,
/// `recommendations` (page 1), `similar`, `watch/providers`, `keywords`, `translations`, `content_ratings`,
/// `aggregate_credits`, `combined_credits`; `credits` for seasons and episodes; `season/{n}` for
/// series), exactly as its own endpoint answers it but without its `id` (a season keeps its own),
/// as TMDb nests them. A part the catalog does not hold is
/// left out; a name TMDb does not document for that resource is ignored, as TMDb ignores it.
public struct CatalogTMDbTransport: TMDbTransport {
    static let pageSize = 20
    static let maximumPage = 500
    /// The `external_source` TMDb names IMDb ids by, the only outside ids the catalog holds.
    static let imdbSource = "imdb_id"

    let store: CatalogStore

    /// A catalog rooted at `directory` (the folder holding `configuration.json`).
    public init(directory: URL) {
        self.store = CatalogStore(source: DirectoryCatalogFiles(directory: directory))
    }

    /// The catalog compiled into the program: there is nothing on disk to find or to lose.
    public static func bundled() -> CatalogTMDbTransport {
        CatalogTMDbTransport(store: CatalogStore(source: EmbeddedCatalogFiles()))
    }

    private init(store: CatalogStore) {
        self.store = store
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        switch CatalogRoute(path: request.path) {
        case .configuration:
            return await file("configuration.json")
        case .movieDetails(let id):
            return await appending(
                to: await file("movies/\(id).json"), kind: .movie, request, language: CatalogLanguage(request: request))
        case .movieCredits(let id):
            return await file("movies/\(id).credits.json")
        case .movieList(let list):
            return await listPage(MovieDetailsDTO.self, named: list.rawValue, request)
        case .searchMovies:
            return await searchPage(MovieDetailsDTO.self, request)
        case .tvSeriesDetails(let id):
            return await appending(
                to: await file("tv/\(id).json"), kind: .tvSeries, request, language: CatalogLanguage(request: request))
        case .tvSeriesCredits(let id):
            return await file("tv/\(id).credits.json")
        case .tvSeriesAggregateCredits(let id):
            return await file("tv/\(id).aggregate_credits.json")
        case .tvSeason(let seriesID, let seasonNumber):
            let season = await file(Self.seasonFile(seriesID: seriesID, seasonNumber: seasonNumber))
            return await appending(to: season, kind: .tvSeason, request)
        case .tvEpisode(let seriesID, let seasonNumber, let episodeNumber):
            let seasonFile = Self.seasonFile(seriesID: seriesID, seasonNumber: seasonNumber)
            guard let episode = await store.episode(episodeNumber, inSeasonFile: seasonFile) else {
                return CatalogAnswer.notFound
            }
            return await appending(to: CatalogAnswer.json(episode), kind: .tvEpisode, request)
        case .tvEpisodeCredits(let seriesID, let seasonNumber, let episodeNumber):
            let seasonFile = Self.seasonFile(seriesID: seriesID, seasonNumber: seasonNumber)
            guard
                let credits = await store.episodeCredits(
                    episodeNumber, inSeasonFile: seasonFile, seriesCreditsFile: "tv/\(seriesID).credits.json")
            else {
                return CatalogAnswer.notFound
            }
            return CatalogAnswer.json(credits)
        case .tvSeriesList(let list):
            return await listPage(TVSeriesDetailsDTO.self, named: list.rawValue, request)
        case .searchTVSeries:
            return await searchPage(TVSeriesDetailsDTO.self, request)
        case .personDetails(let id):
            return await appending(to: await file(CatalogStore.personFile(id: id)), kind: .person, request)
        case .personCombinedCredits(let id):
            guard let credits = await store.combinedCredits(personID: id) else {
                return CatalogAnswer.notFound
            }
            return CatalogAnswer.json(credits)
        case .popularPeople:
            return await peoplePage(request, matching: nil)
        case .searchPeople:
            let matcher = CatalogTitleMatcher(query: request.queryValue("query") ?? "")
            return await peoplePage(request, matching: matcher)
        case .searchMulti:
            return await multiSearchPage(request)
        case .genreList(let list):
            return await file("\(list.rawValue)_genres.json")
        case .trending(let mediaType, let window):
            return await trendingPage(request, mediaType: mediaType, window: window)
        case .discoverMovies:
            return await discoverPage(MovieDetailsDTO.self, request)
        case .discoverTVSeries:
            return await discoverPage(TVSeriesDetailsDTO.self, request)
        case .find(let externalID):
            return await findAnswer(externalID, request)
        case .collectionDetails(let id):
            return await collectionAnswer(id)
        case .searchCollections:
            return await collectionSearchPage(request)
        case .searchKeywords:
            return await keywordSearchPage(request)
        case .moviePart(let id, let part):
            return await titlePart(part, of: MovieDetailsDTO.self, id: id, request)
        case .tvSeriesPart(let id, let part):
            return await titlePart(part, of: TVSeriesDetailsDTO.self, id: id, request)
        case .personPart(let id, let part):
            return await personPart(part, id: id, request)
        case .unknown:
            return CatalogAnswer.notFound
        }
    }

    /// One page of the curated list `name` of movies or series.
    private func listPage<Entry: CatalogEntry>(_ entry: Entry.Type, named name: String, _ request: TMDbRequest)
        async -> TMDbResponse
    {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let ids = await store.list(entry, named: name)
        let items = await store.listItems(entry, ids: Self.slice(ids, page: page))
        return CatalogAnswer.page(page, of: items, total: ids.count)
    }

    /// One page of the movies or series whose titles match `query`, in the year asked for.
    private func searchPage<Entry: CatalogEntry>(_ entry: Entry.Type, _ request: TMDbRequest) async -> TMDbResponse {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let matcher = CatalogTitleMatcher(query: request.queryValue("query") ?? "")
        let year = request.queryValue(Entry.searchYearParameter).flatMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        let matches = matcher.isEmpty ? [] : await store.search(entry, matching: matcher, year: year)
        return CatalogAnswer.page(page, of: Self.slice(matches, page: page), total: matches.count)
    }

    /// One page of every person (`matcher` is `nil`) or of those whose names match, most
    /// popular first.
    private func peoplePage(_ request: TMDbRequest, matching matcher: CatalogTitleMatcher?) async -> TMDbResponse {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let people = matcher?.isEmpty == true ? [] : await store.people(matching: matcher)
        let items = await store.listItems(people: Self.slice(people, page: page))
        return CatalogAnswer.page(page, of: items, total: people.count)
    }

    /// One page of the movies, series and people that match `query`, mixed most popular first.
    private func multiSearchPage(_ request: TMDbRequest) async -> TMDbResponse {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let matcher = CatalogTitleMatcher(query: request.queryValue("query") ?? "")
        let rows = matcher.isEmpty ? [] : await store.searchMulti(matching: matcher)
        return CatalogAnswer.page(page, of: Self.slice(rows, page: page), total: rows.count)
    }

    /// One page of `window`'s trending ordering, of every kind or only `mediaType`'s.
    private func trendingPage(_ request: TMDbRequest, mediaType: String?, window: TMDbTrendingWindow) async
        -> TMDbResponse
    {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let rows = await store.trending(window: window.rawValue, mediaType: mediaType)
        return CatalogAnswer.page(page, of: Self.slice(rows, page: page), total: rows.count)
    }

    /// One page of the movies or series that pass the request's discover filters, in its order.
    private func discoverPage<Entry: CatalogDiscoverable>(_ entry: Entry.Type, _ request: TMDbRequest) async
        -> TMDbResponse
    {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        let query = CatalogDiscoverQuery<Entry>(request: request)
        if query.filtersByStreamingOffers {
            return CatalogAnswer.notFound
        }
        let found = await store.discover(query)
        return CatalogAnswer.page(page, of: Self.slice(found, page: page), total: found.count)
    }

    /// What is filed under `externalID`: found by IMDb id only (`external_source=imdb_id`), nothing
    /// for another or no source.
    private func findAnswer(_ externalID: String, _ request: TMDbRequest) async -> TMDbResponse {
        guard request.queryValue("external_source") == Self.imdbSource else {
            return CatalogAnswer.json(CatalogFindAnswer(results: FindResultsDTO()))
        }
        let results = await store.find(imdbID: externalID)
        return CatalogAnswer.json(CatalogFindAnswer(results: results))
    }

    /// The file holding season `seasonNumber` of series `seriesID` and its episodes.
    private static func seasonFile(seriesID: Int, seasonNumber: Int) -> String {
        "tv/\(seriesID).season-\(seasonNumber).json"
    }

    func file(_ relativePath: String) async -> TMDbResponse {
        guard let data = await store.file(relativePath) else {
            return CatalogAnswer.notFound
        }
        return CatalogAnswer.ok(data)
    }

    /// The requested page (1 when absent), or `nil` when it is not an integer in 1...500.
    static func page(of request: TMDbRequest) -> Int? {
        guard let text = request.queryValue("page") else {
            return 1
        }
        guard let page = Int(text), (1...maximumPage).contains(page) else {
            return nil
        }
        return page
    }

    /// The elements of 1-based `page`, `pageSize` per page; empty past the end.
    static func slice<Element>(_ elements: [Element], page: Int) -> [Element] {
        let start = (page - 1) * pageSize
        guard start < elements.count else {
            return []
        }
        return Array(elements[start..<min(start + pageSize, elements.count)])
    }
}
