import Foundation
import TMDbKit

/// Reads catalog files on first use and keeps them in memory: the CLI usually needs one
/// file, a search needs every movie (or series) once, and the first person's credits need
/// every movie and series once (see ``CatalogCreditsIndex``). An actor, so concurrent
/// requests share the cache.
actor CatalogStore {
    private let source: any CatalogFiles
    private var files: [String: Data?] = [:]
    /// Decoded files by relative path; each path is only ever decoded as one type.
    private var decodedFiles: [String: (any Sendable)?] = [:]
    /// Curated lists by lists file, keeping only ids that have a details file.
    private var lists: [String: [String: [Int]]] = [:]
    /// The ids of the details files in each folder, sorted.
    private var folderIDs: [String: [Int]] = [:]
    /// Every person's credits, built on first use.
    private var creditsIndex: CatalogCreditsIndex?
    /// Every readable person file, most popular first, read on first use.
    private var peopleByPopularity: [PersonDetailsDTO]?
    /// `trending.json`'s orderings by time window, read on first use.
    private var trendingLists: [String: [CatalogTrendingEntry]]?
    /// Every title's keywords, built on first use (see `CatalogStore+Keywords.swift`).
    var keywordIndex: CatalogKeywordIndex?
    /// Every collection the movies belong to, grouped on first use (see `CatalogStore+Collections.swift`).
    var collectionList: [CatalogCollection]?
    private let decoder = JSONDecoder()

    init(source: any CatalogFiles) {
        self.source = source
    }

    /// The bytes of the file at `relativePath`, or `nil` when it does not exist.
    func file(_ relativePath: String) -> Data? {
        if let cached = files[relativePath] {
            return cached
        }
        let data = source.data(at: relativePath)
        files[relativePath] = .some(data)
        return data
    }

    /// The ids of one curated list from `Entry.listsFile` that have a details file (empty
    /// when the list is unknown), so totals match the results actually served.
    func list<Entry: CatalogEntry>(_ entry: Entry.Type, named name: String) -> [Int] {
        if let cached = lists[Entry.listsFile] {
            return cached[name] ?? []
        }
        let data = file(Entry.listsFile)
        let raw = data.flatMap { try? decoder.decode([String: [Int]].self, from: $0) } ?? [:]
        let existing = Set(ids(of: entry))
        let filtered = raw.mapValues { ids in ids.filter(existing.contains) }
        lists[Entry.listsFile] = filtered
        return filtered[name] ?? []
    }

    /// The list entries for `ids`, in order, skipping ids without a readable details file.
    func listItems<Entry: CatalogEntry>(_ entry: Entry.Type, ids: [Int]) -> [Entry.ListItem] {
        ids.compactMap { details(entry, id: $0)?.listItem }
    }

    /// Every title that matches, most popular first (ties by id), dated in `year` if given.
    func search<Entry: CatalogEntry>(_ entry: Entry.Type, matching matcher: CatalogTitleMatcher, year: Int?)
        -> [Entry.ListItem]
    {
        let yearPrefix = year.map { year in
            let digits = String(year)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
        }
        let found = ids(of: entry).compactMap { details(entry, id: $0) }.filter { title in
            if let yearPrefix, !(title.catalogDate ?? "").hasPrefix(yearPrefix) {
                return false
            }
            return matcher.matches(title: title.catalogTitle, originalTitle: title.catalogOriginalTitle)
        }
        return found.sorted { lhs, rhs in
            let (left, right) = (lhs.popularity ?? 0, rhs.popularity ?? 0)
            return left != right ? left > right : lhs.id < rhs.id
        }
        .map(\.listItem)
    }

    /// Every title that passes `query`'s filters, in its order (see ``CatalogDiscoverQuery``);
    /// `with_people` reads each person's cast and crew credits, `with_keywords` each title's keywords
    /// file.
    func discover<Entry: CatalogDiscoverable>(_ query: CatalogDiscoverQuery<Entry>) -> [Entry.ListItem] {
        let titles = ids(of: Entry.self).compactMap { details(Entry.self, id: $0) }
        let mediaType = Entry.discoverPeopleMediaType
        return query.apply(
            to: titles,
            creditedTitleIDs: { personID in
                let credits = credits().combinedCredits(personID: personID)
                return Set(
                    credits.cast.filter { $0.mediaType == mediaType }.map(\.id)
                        + credits.crew.filter { $0.mediaType == mediaType }.map(\.id))
            },
            keywordIDs: { titleID in keywordIDs(folder: Entry.folder, titleID: titleID) }
        )
        .map(\.listItem)
    }

    /// The list entries of the titles related to title `id` (see ``CatalogRelatedTitles``), or `nil`
    /// when the title has no readable details file (TMDb answers 404 for an unknown title).
    func related<Entry: CatalogDiscoverable>(_ entry: Entry.Type, id: Int) -> [Entry.ListItem]? {
        guard let title = details(entry, id: id) else {
            return nil
        }
        let candidates = ids(of: entry).compactMap { details(entry, id: $0) }
        return CatalogRelatedTitles.ranked(candidates, relatedTo: title).map(\.listItem)
    }

    /// Episode `episodeNumber` of the season in `seasonFile`, as TMDb's episode endpoint
    /// sends it; `nil` when the season file or the episode does not exist.
    func episode(_ episodeNumber: Int, inSeasonFile seasonFile: String) -> TVEpisodeDTO? {
        decoded(TVSeasonDetailsDTO.self, at: seasonFile)?.episodes?
            .first { $0.episodeNumber == episodeNumber }?
            .asEpisodeEndpointBody
    }

    /// The relative path of a person's details file.
    static func personFile(id: Int) -> String {
        "\(peopleFolder)/\(id).json"
    }

    static let peopleFolder = "people"

    /// A person's combined credits, derived from every movie and series; `nil` when the
    /// person has no details file (TMDb answers 404 for an unknown person).
    func combinedCredits(personID: Int) -> PersonCombinedCreditsDTO? {
        guard file(Self.personFile(id: personID)) != nil else {
            return nil
        }
        return credits().combinedCredits(personID: personID)
    }

    /// Every person with a readable details file, most popular first (ties by id), keeping
    /// only those `matcher` accepts (by name or another name) when it is given.
    func people(matching matcher: CatalogTitleMatcher? = nil) -> [PersonDetailsDTO] {
        let people: [PersonDetailsDTO]
        if let cached = peopleByPopularity {
            people = cached
        } else {
            people = ids(inFolder: Self.peopleFolder)
                .compactMap { decoded(PersonDetailsDTO.self, at: Self.personFile(id: $0)) }
                .sorted { lhs, rhs in
                    let (left, right) = (lhs.popularity ?? 0, rhs.popularity ?? 0)
                    return left != right ? left > right : lhs.id < rhs.id
                }
            peopleByPopularity = people
        }
        guard let matcher else {
            return people
        }
        return people.filter { matcher.matches(anyOf: [$0.name] + ($0.alsoKnownAs ?? [])) }
    }

    /// The list entries for `people`, in order, each with the titles they are known for.
    func listItems(people: [PersonDetailsDTO]) -> [PersonListItemDTO] {
        let index = credits()
        return people.map { PersonListItemDTO(details: $0, knownFor: index.knownFor(personID: $0.id)) }
    }

    /// Every movie, series and person that matches, as `/search/multi` rows: most popular
    /// first, ties by id, then movies before series before people. People are matched and
    /// known for the same titles as in ``people(matching:)`` and ``listItems(people:)``.
    func searchMulti(matching matcher: CatalogTitleMatcher) -> [MultiSearchResultDTO] {
        let movies = search(MovieDetailsDTO.self, matching: matcher, year: nil).map {
            (popularity: $0.popularity, id: $0.id, kind: 0, row: MultiSearchResultDTO.movie($0))
        }
        let series = search(TVSeriesDetailsDTO.self, matching: matcher, year: nil).map {
            (popularity: $0.popularity, id: $0.id, kind: 1, row: MultiSearchResultDTO.tvSeries($0))
        }
        let people = listItems(people: people(matching: matcher)).map {
            (popularity: $0.popularity, id: $0.id, kind: 2, row: MultiSearchResultDTO.person($0))
        }
        return (movies + series + people).sorted { lhs, rhs in
            let (left, right) = (lhs.popularity ?? 0, rhs.popularity ?? 0)
            if left != right {
                return left > right
            }
            return lhs.id != rhs.id ? lhs.id < rhs.id : lhs.kind < rhs.kind
        }
        .map(\.row)
    }

    /// What `/find/{id}?external_source=imdb_id` finds: the movies and the people whose `imdb_id`
    /// is `imdbID` (ignoring case), as their list entries, people known for the same titles as in
    /// ``listItems(people:)``. Series files carry no IMDb id, so no series is ever found.
    func find(imdbID: String) -> FindResultsDTO {
        let wanted = imdbID.lowercased()
        let movies = ids(of: MovieDetailsDTO.self).compactMap { details(MovieDetailsDTO.self, id: $0) }
            .filter { $0.imdbID?.lowercased() == wanted }
        let found = people().filter { $0.imdbID?.lowercased() == wanted }
        return FindResultsDTO(
            movieResults: movies.map(\.listItem), personResults: found.isEmpty ? [] : listItems(people: found))
    }

    /// The rows of `trending.json`'s ordering for `window` (`day`, `week`), as `/trending/all`
    /// sends them, keeping only `mediaType`'s when it is given; entries without a readable
    /// details file are skipped, so totals match the rows served. People are known for the same
    /// titles as in ``listItems(people:)``.
    func trending(window: String, mediaType: String?) -> [MultiSearchResultDTO] {
        if trendingLists == nil {
            trendingLists = file(Self.trendingFile).flatMap {
                try? decoder.decode([String: [CatalogTrendingEntry]].self, from: $0)
            }
        }
        let entries = (trendingLists?[window] ?? []).filter { mediaType == nil || $0.mediaType == mediaType }
        return entries.compactMap { entry -> MultiSearchResultDTO? in
            switch entry.mediaType {
            case "movie":
                details(MovieDetailsDTO.self, id: entry.id).map { .movie($0.listItem) }
            case "tv":
                details(TVSeriesDetailsDTO.self, id: entry.id).map { .tvSeries($0.listItem) }
            case "person":
                decoded(PersonDetailsDTO.self, at: Self.personFile(id: entry.id)).map {
                    .person(PersonListItemDTO(details: $0, knownFor: credits().knownFor(personID: $0.id)))
                }
            default:
                nil
            }
        }
    }

    /// The file of trending orderings, `{"day": [{"media_type", "id"}, ...], "week": [...]}`.
    static let trendingFile = "trending.json"

    /// Every movie with a readable details file, in id order: what the collections are made of.
    func movies() -> [MovieDetailsDTO] {
        ids(of: MovieDetailsDTO.self).compactMap { details(MovieDetailsDTO.self, id: $0) }
    }

    /// The credits index, built from every movie and series file the first time.
    private func credits() -> CatalogCreditsIndex {
        if let creditsIndex {
            return creditsIndex
        }
        var index = CatalogCreditsIndex()
        for id in ids(of: MovieDetailsDTO.self) {
            guard let movie = details(MovieDetailsDTO.self, id: id) else {
                continue
            }
            index.addMovie(movie, credits: decoded(MovieCreditsDTO.self, at: "movies/\(id).credits.json"))
        }
        for id in ids(of: TVSeriesDetailsDTO.self) {
            guard let series = details(TVSeriesDetailsDTO.self, id: id) else {
                continue
            }
            index.addSeries(
                series, credits: decoded(TVSeriesCreditsDTO.self, at: "tv/\(id).credits.json"),
                aggregate: decoded(TVSeriesAggregateCreditsDTO.self, at: "tv/\(id).aggregate_credits.json"))
        }
        creditsIndex = index
        return index
    }

    private func details<Entry: CatalogEntry>(_ entry: Entry.Type, id: Int) -> Entry? {
        decoded(entry, at: "\(Entry.folder)/\(id).json")
    }

    /// The file at `relativePath` decoded as `Value`, cached; `nil` when it is missing or does not decode.
    func decoded<Value: Decodable & Sendable>(_ type: Value.Type, at relativePath: String) -> Value? {
        if let cached = decodedFiles[relativePath] {
            return cached as? Value
        }
        let value = file(relativePath).flatMap { try? decoder.decode(Value.self, from: $0) }
        decodedFiles[relativePath] = .some(value)
        return value
    }

    /// The ids of all `<id>.json` details files in `Entry.folder`, sorted.
    private func ids<Entry: CatalogEntry>(of entry: Entry.Type) -> [Int] {
        ids(inFolder: Entry.folder)
    }

    /// The ids of all `<id>.json` files in `folderName`, sorted (`<id>.credits.json` and the
    /// like are not ids).
    func ids(inFolder folderName: String) -> [Int] {
        if let cached = folderIDs[folderName] {
            return cached
        }
        let names = source.names(inFolder: folderName)
        let ids = names.compactMap { name -> Int? in
            guard name.hasSuffix(".json") else {
                return nil
            }
            return Int(name.dropLast(".json".count))
        }
        .sorted()
        folderIDs[folderName] = ids
        return ids
    }
}
