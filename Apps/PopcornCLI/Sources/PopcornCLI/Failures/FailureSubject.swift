/// What a command was trying to get, so a failure message can name it.
enum FailureSubject: Sendable, Equatable {
    /// A movie's details.
    case movie(id: Int)
    /// A movie's cast and crew.
    case movieCredits(id: Int)
    /// Another part of a movie, named as a reader would (`images`, `watch providers`).
    case moviePart(id: Int, name: String)
    /// A TV series' details.
    case tvSeries(id: Int)
    /// A part of a TV series, named as a reader would (`credits`, `images`, `watch providers`).
    case tvSeriesPart(id: Int, name: String)
    /// One season of a TV series, with its episodes.
    case tvSeason(tvSeriesID: Int, seasonNumber: Int)
    /// One episode of a TV series.
    case tvEpisode(tvSeriesID: Int, seasonNumber: Int, episodeNumber: Int)
    /// A person's details.
    case person(id: Int)
    /// A person's credits over every movie and series.
    case personCredits(id: Int)
    /// Another part of a person, named as a reader would (`photos`).
    case personPart(id: Int, name: String)
    /// A collection (a franchise) with its movies.
    case collection(id: Int)
    /// One page of a curated list, named as a reader would ("popular movies").
    case list(name: String, page: Int)
    /// One page of search results.
    case search(query: String, page: Int)
    /// TMDb's genre list of one kind, named as a reader would (`movie`, `series`).
    case genres(noun: String)
    /// What TMDb files under an IMDb id (`/find`).
    case imdbID(String)
    /// Something of several requests, named as a reader would (`your calendar`).
    case named(String)
    /// Things named in the plural as a reader would, which only live TMDb has
    /// (`the streaming services of GB`, `the keywords named "heist"`).
    case namedPlural(String)

    /// Whether the subject is named in the plural (`the images of movie 550`), for the verb after it.
    var isPlural: Bool {
        switch self {
        case .moviePart, .tvSeriesPart, .personPart, .namedPlural: true
        default: false
        }
    }

    /// How page `page` of the subject reads in a sentence: a list's or a search's phrase names its
    /// page already (`page 3 of popular movies`); anything else gets it in front (`page 5 of the
    /// reviews of movie 550`).
    func phrase(onPage page: Int) -> String {
        switch self {
        case .list, .search: phrase
        default: "page \(page) of \(phrase)"
        }
    }

    /// How the subject reads in a sentence: `movie 550`, `season 9 of tv series 1396`,
    /// `page 3 of popular movies`, `the movie genre list`.
    var phrase: String {
        switch self {
        case .movie(let id), .movieCredits(let id): "movie \(id)"
        case .moviePart(let id, let name): "the \(name) of movie \(id)"
        case .tvSeries(let id): "tv series \(id)"
        case .tvSeriesPart(let id, let name): "the \(name) of tv series \(id)"
        case .tvSeason(let series, let season): "season \(season) of tv series \(series)"
        case .tvEpisode(let series, let season, let episode):
            "episode \(episode) of season \(season) of tv series \(series)"
        case .person(let id), .personCredits(let id): "person \(id)"
        case .personPart(let id, let name): "the \(name) of person \(id)"
        case .collection(let id): "collection \(id)"
        case .list(let name, let page): "page \(page) of \(name)"
        case .search(let query, let page): "page \(page) of the search results for \"\(query)\""
        case .genres(let noun): "the \(noun) genre list"
        case .imdbID(let id): "what TMDb files under the IMDb id \(id)"
        case .named(let name), .namedPlural(let name): name
        }
    }
}
