import TMDbKit

/// Which TMDb endpoint a request path names, so the catalog can answer it from files.
enum CatalogRoute: Equatable {
    case configuration
    case movieDetails(id: Int)
    case movieCredits(id: Int)
    case movieList(TMDbMovieList)
    case searchMovies
    case tvSeriesDetails(id: Int)
    case tvSeriesCredits(id: Int)
    case tvSeriesAggregateCredits(id: Int)
    case tvSeason(seriesID: Int, seasonNumber: Int)
    case tvEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int)
    case tvEpisodeCredits(seriesID: Int, seasonNumber: Int, episodeNumber: Int)
    case tvSeriesList(TMDbTVSeriesList)
    case searchTVSeries
    case personDetails(id: Int)
    case personCombinedCredits(id: Int)
    case popularPeople
    case searchPeople
    case searchMulti
    case genreList(TMDbGenreList)
    /// `/trending/{all|movie|tv|person}/{day|week}`; `mediaType` is `nil` for `all`.
    case trending(mediaType: String?, window: TMDbTrendingWindow)
    case discoverMovies
    case discoverTVSeries
    /// `/find/{external_id}`: what is filed under an id from another database (which one is the
    /// request's `external_source`).
    case find(externalID: String)
    /// `/collection/{id}`: a collection, made of the catalogued movies that belong to it.
    case collectionDetails(id: Int)
    /// `/search/collection`: the collections whose names match.
    case searchCollections
    /// `/search/keyword`: the keywords of the catalog's titles whose names match.
    case searchKeywords
    /// A part of a movie's, a series' or a person's details that has its own endpoint and can
    /// be appended to the details with `append_to_response` (see ``CatalogTitlePart``).
    case moviePart(id: Int, part: CatalogTitlePart)
    case tvSeriesPart(id: Int, part: CatalogTitlePart)
    case personPart(id: Int, part: CatalogTitlePart)
    case unknown

    init(path: String) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        switch (segments.first, segments.count) {
        case ("configuration", 1):
            self = .configuration
        case ("search", 2) where segments[1] == "movie":
            self = .searchMovies
        case ("search", 2) where segments[1] == "tv":
            self = .searchTVSeries
        case ("search", 2) where segments[1] == "person":
            self = .searchPeople
        case ("search", 2) where segments[1] == "multi":
            self = .searchMulti
        case ("search", 2) where segments[1] == "collection":
            self = .searchCollections
        case ("search", 2) where segments[1] == "keyword":
            self = .searchKeywords
        case ("collection", 2):
            self = Self.id(segments[1]).map { .collectionDetails(id: $0) } ?? .unknown
        case ("genre", 3) where segments[2] == "list":
            self = TMDbGenreList(rawValue: String(segments[1])).map { .genreList($0) } ?? .unknown
        case ("discover", 2) where segments[1] == "movie":
            self = .discoverMovies
        case ("discover", 2) where segments[1] == "tv":
            self = .discoverTVSeries
        case ("find", 2):
            self = .find(externalID: String(segments[1]))
        case ("movie", _):
            self = Self.movie(Array(segments.dropFirst()))
        case ("tv", _):
            self = Self.tv(Array(segments.dropFirst()))
        case ("person", _):
            self = Self.person(Array(segments.dropFirst()))
        case ("trending", 3):
            self = Self.trending(media: segments[1], window: segments[2])
        default:
            self = .unknown
        }
    }

    /// `/movie/{id}`, `/movie/{id}/credits` or `/movie/{list}`, given what follows `/movie`.
    private static func movie(_ segments: [Substring]) -> Self {
        switch segments.count {
        case 1:
            if let id = id(segments[0]) {
                return .movieDetails(id: id)
            }
            return TMDbMovieList(rawValue: String(segments[0])).map { .movieList($0) } ?? .unknown
        case 2 where segments[1] == "credits":
            return id(segments[0]).map { .movieCredits(id: $0) } ?? .unknown
        default:
            return part(of: segments, kind: .movie).map { .moviePart(id: $0.id, part: $0.part) } ?? .unknown
        }
    }

    /// `/tv/{id}`, its credits, seasons and episodes, or `/tv/{list}`, given what follows `/tv`.
    private static func tv(_ segments: [Substring]) -> Self {
        if segments.count == 1, let list = TMDbTVSeriesList(rawValue: String(segments[0])) {
            return .tvSeriesList(list)
        }
        guard let first = segments.first, let id = id(first) else {
            return .unknown
        }
        switch segments.count {
        case 1:
            return .tvSeriesDetails(id: id)
        case 2 where segments[1] == "credits":
            return .tvSeriesCredits(id: id)
        case 2 where segments[1] == "aggregate_credits":
            return .tvSeriesAggregateCredits(id: id)
        case 3 where segments[1] == "season":
            return number(segments[2]).map { .tvSeason(seriesID: id, seasonNumber: $0) } ?? .unknown
        case 5 where segments[1] == "season" && segments[3] == "episode":
            guard let season = number(segments[2]), let episode = number(segments[4]) else {
                return .unknown
            }
            return .tvEpisode(seriesID: id, seasonNumber: season, episodeNumber: episode)
        case 6 where segments[1] == "season" && segments[3] == "episode" && segments[5] == "credits":
            guard let season = number(segments[2]), let episode = number(segments[4]) else {
                return .unknown
            }
            return .tvEpisodeCredits(seriesID: id, seasonNumber: season, episodeNumber: episode)
        default:
            return part(of: segments, kind: .tvSeries).map { .tvSeriesPart(id: $0.id, part: $0.part) } ?? .unknown
        }
    }

    /// `/person/{id}`, `/person/{id}/combined_credits` or `/person/popular`, given what
    /// follows `/person`.
    private static func person(_ segments: [Substring]) -> Self {
        switch segments.count {
        case 1 where segments[0] == "popular":
            return .popularPeople
        case 1:
            return id(segments[0]).map { .personDetails(id: $0) } ?? .unknown
        case 2 where segments[1] == "combined_credits":
            return id(segments[0]).map { .personCombinedCredits(id: $0) } ?? .unknown
        default:
            return part(of: segments, kind: .person).map { .personPart(id: $0.id, part: $0.part) } ?? .unknown
        }
    }

    /// `{id}/<part>` (e.g. `550/release_dates`, `550/watch/providers`), given what follows
    /// `/movie`, `/tv` or `/person`, when `<part>` is one of `kind`'s own endpoints.
    private static func part(of segments: [Substring], kind: CatalogTitleKind) -> (id: Int, part: CatalogTitlePart)? {
        guard segments.count >= 2, let id = id(segments[0]),
            let part = CatalogTitlePart(rawValue: segments.dropFirst().joined(separator: "/")),
            kind.ownParts.contains(part)
        else {
            return nil
        }
        return (id, part)
    }

    /// `/trending/{media}/{window}` for the media types and windows TMDb knows, else unknown.
    private static func trending(media: Substring, window: Substring) -> Self {
        guard let window = TMDbTrendingWindow(rawValue: String(window)),
            ["all", "movie", "tv", "person"].contains(media)
        else {
            return .unknown
        }
        return .trending(mediaType: media == "all" ? nil : String(media), window: window)
    }

    /// A positive id written in ASCII digits only (so `../x` or `+5` never reach the disk).
    private static func id(_ segment: Substring) -> Int? {
        number(segment).flatMap { $0 > 0 ? $0 : nil }
    }

    /// A number written in ASCII digits only, `0` included (season 0 holds the specials).
    private static func number(_ segment: Substring) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(segment)
    }
}
