import Foundation
import TMDbKit

/// A `/discover/movie` or `/discover/tv` request read the way TMDb reads it, to filter and sort
/// the catalog's own titles with it.
///
/// Filters: `with_genres`, `with_people` and `with_keywords` (commas: every id; pipes: any; people
/// are matched on the movie's cast or crew, keywords on the title's keywords file, so a title without
/// one passes no keyword filter), `without_genres` (none of them), the year parameter and the date
/// range (`.gte`/`.lte`, inclusive), `vote_average.gte`, `vote_count.gte`, `with_runtime.lte`,
/// `with_original_language` and `include_adult` (adult titles are left out unless it is `true`).
/// A title without the value a filter reads is left out by that filter. Parameters TMDb does
/// not take for the kind (`with_people` for series) or that do not parse are ignored, as TMDb does.
///
/// The catalog holds no streaming offers: a request that filters on them (`with_watch_providers` or
/// `with_watch_monetization_types`) cannot be answered (see ``filtersByStreamingOffers``), while
/// `watch_region` alone filters nothing and is ignored.
///
/// `sort_by` is `<field>.<asc|desc>` with `popularity`, `vote_average`, `vote_count`, the date,
/// the title (`title` or `name`) and, for movies, `revenue`; anything else sorts as
/// `popularity.desc`, TMDb's default. Titles without the sorted value come last either way, and
/// ties go to the more popular title, then the lower id.
struct CatalogDiscoverQuery<Entry: CatalogDiscoverable> {
    /// What `sort_by` can order by.
    enum SortKey: Equatable {
        case popularity
        case voteAverage
        case voteCount
        case revenue
        case date
        case title
    }

    let genres: CatalogIDList?
    let excludedGenres: Set<Int>
    let year: Int?
    /// `YYYY-MM-DD`, inclusive.
    let earliestDate: String?
    /// `YYYY-MM-DD`, inclusive.
    let latestDate: String?
    let minimumVoteAverage: Double?
    let minimumVoteCount: Int?
    let maximumRuntime: Int?
    /// `nil` when the request has none, or the kind takes none.
    let people: CatalogIDList?
    /// `with_keywords`; `nil` when the request has none.
    let keywords: CatalogIDList?
    /// Whether the request filters on streaming offers, which the catalog does not hold.
    let filtersByStreamingOffers: Bool
    let originalLanguage: String?
    let includesAdult: Bool
    let sortKey: SortKey
    let isAscending: Bool

    init(request: TMDbRequest) {
        genres = CatalogIDList(request.queryValue("with_genres"))
        excludedGenres = Set(CatalogIDList(request.queryValue("without_genres"))?.ids ?? [])
        year = request.queryValue(Entry.discoverYearParameter).flatMap { Int($0) }
        earliestDate = Self.day(request.queryValue(Entry.discoverDateParameter + ".gte"))
        latestDate = Self.day(request.queryValue(Entry.discoverDateParameter + ".lte"))
        minimumVoteAverage = request.queryValue("vote_average.gte").flatMap { Double($0) }.flatMap {
            $0.isFinite ? $0 : nil
        }
        minimumVoteCount = request.queryValue("vote_count.gte").flatMap { Int($0) }
        maximumRuntime = request.queryValue("with_runtime.lte").flatMap { Int($0) }
        people = Entry.discoverPeopleMediaType == nil ? nil : CatalogIDList(request.queryValue("with_people"))
        keywords = CatalogIDList(request.queryValue("with_keywords"))
        filtersByStreamingOffers = Self.streamingOfferParameters.contains { name in
            !(request.queryValue(name) ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        }
        originalLanguage = request.queryValue("with_original_language").flatMap {
            $0.isEmpty ? nil : $0.lowercased()
        }
        includesAdult = request.queryValue("include_adult") == "true"
        (sortKey, isAscending) = Self.sort(request.queryValue("sort_by"))
    }

    /// The discover parameters that filter on streaming offers.
    static var streamingOfferParameters: [String] { ["with_watch_providers", "with_watch_monetization_types"] }

    /// The titles that pass every filter, in the order asked for. `creditedTitleIDs` gives the ids
    /// of the titles a person is credited on (cast or crew); it is only asked when `with_people` is set.
    /// `keywordIDs` gives the ids of a title's keywords (none without a keywords file); it is only
    /// asked when `with_keywords` is set.
    func apply(
        to titles: [Entry], creditedTitleIDs: (Int) -> Set<Int>, keywordIDs: (Int) -> Set<Int>
    ) -> [Entry] {
        let allowedByPeople = people.map { people in
            let credited = people.ids.map(creditedTitleIDs)
            return people.needsAll
                ? credited.dropFirst().reduce(credited[0]) { $0.intersection($1) }
                : credited.reduce(into: Set<Int>()) { $0.formUnion($1) }
        }
        return titles.filter { title in
            guard matches(title), allowedByPeople?.contains(title.id) ?? true else {
                return false
            }
            return keywords?.isSatisfied(by: keywordIDs(title.id)) ?? true
        }
        .sorted(by: precedes)
    }

    /// Whether `title` passes every filter but `with_people` and `with_keywords`.
    func matches(_ title: Entry) -> Bool {
        if !includesAdult && title.catalogIsAdult {
            return false
        }
        let genreIDs = Set(title.catalogGenreIDs)
        if let genres, !genres.isSatisfied(by: genreIDs) {
            return false
        }
        if !excludedGenres.isDisjoint(with: genreIDs) {
            return false
        }
        return matchesDate(title) && matchesNumbers(title) && matchesLanguage(title)
    }

    private func matchesDate(_ title: Entry) -> Bool {
        let date = Self.day(title.catalogDate)
        if let year, date?.hasPrefix(Self.yearPrefix(year)) != true {
            return false
        }
        if let earliestDate, (date.map { $0 >= earliestDate }) != true {
            return false
        }
        if let latestDate, (date.map { $0 <= latestDate }) != true {
            return false
        }
        return true
    }

    private func matchesNumbers(_ title: Entry) -> Bool {
        if let minimumVoteAverage, (title.catalogVoteAverage.map { $0 >= minimumVoteAverage }) != true {
            return false
        }
        if let minimumVoteCount, (title.catalogVoteCount.map { $0 >= minimumVoteCount }) != true {
            return false
        }
        if let maximumRuntime, (title.catalogRuntime.map { $0 > 0 && $0 <= maximumRuntime }) != true {
            return false
        }
        return true
    }

    private func matchesLanguage(_ title: Entry) -> Bool {
        guard let originalLanguage else {
            return true
        }
        return title.catalogOriginalLanguage?.lowercased() == originalLanguage
    }

    /// Whether `lhs` comes before `rhs` in the order asked for.
    func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        let ordered: Bool?
        switch sortKey {
        case .popularity: ordered = Self.order(lhs.popularity, rhs.popularity, ascending: isAscending)
        case .voteAverage: ordered = Self.order(lhs.catalogVoteAverage, rhs.catalogVoteAverage, ascending: isAscending)
        case .voteCount: ordered = Self.order(lhs.catalogVoteCount, rhs.catalogVoteCount, ascending: isAscending)
        case .revenue: ordered = Self.order(lhs.catalogRevenue, rhs.catalogRevenue, ascending: isAscending)
        case .date: ordered = Self.order(Self.day(lhs.catalogDate), Self.day(rhs.catalogDate), ascending: isAscending)
        case .title:
            ordered = Self.order(
                lhs.catalogTitle.lowercased(), rhs.catalogTitle.lowercased(), ascending: isAscending)
        }
        if let ordered {
            return ordered
        }
        return Self.order(lhs.popularity, rhs.popularity, ascending: false) ?? (lhs.id < rhs.id)
    }

    /// Whether `lhs` comes first, a missing value last whatever the direction; `nil` when they tie.
    private static func order<Value: Comparable>(_ lhs: Value?, _ rhs: Value?, ascending: Bool) -> Bool? {
        switch (lhs, rhs) {
        case (nil, nil): return nil
        case (nil, _): return false
        case (_, nil): return true
        case (let lhs?, let rhs?):
            if lhs == rhs {
                return nil
            }
            return ascending ? lhs < rhs : lhs > rhs
        }
    }

    /// The key and direction `sort_by` names; TMDb's default, `popularity.desc`, for anything else.
    private static func sort(_ text: String?) -> (SortKey, Bool) {
        guard let text, let dot = text.lastIndex(of: ".") else {
            return (.popularity, false)
        }
        let field = String(text[..<dot])
        let direction = text[text.index(after: dot)...]
        guard direction == "asc" || direction == "desc", let key = sortKey(field) else {
            return (.popularity, false)
        }
        return (key, direction == "asc")
    }

    private static func sortKey(_ field: String) -> SortKey? {
        switch field {
        case "popularity": .popularity
        case "vote_average": .voteAverage
        case "vote_count": .voteCount
        case "revenue" where Entry.discoverSortsByRevenue: .revenue
        case Entry.discoverDateSortField: .date
        case Entry.discoverTitleSortField: .title
        default: nil
        }
    }

    /// `text` when it is a `YYYY-MM-DD` day, which compares as text in calendar order; else `nil`.
    private static func day(_ text: String?) -> String? {
        guard let text, text.count == 10, TMDbDate.parse(text) != nil else {
            return nil
        }
        return text
    }

    /// `1999-` for 1999, so a date's text tells its year.
    private static func yearPrefix(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
    }
}
