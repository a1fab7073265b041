import DiscoverDomain
import Foundation

/// Turns a ``DiscoverDomain/DiscoverQuery`` into the exact query items TMDb's `/discover/movie` or
/// `/discover/tv` reads: the one place that knows TMDb's names for each filter.
///
/// Genres, people and keywords are joined with commas, which TMDb reads as "all of them"; services and
/// monetization types with pipes, "any of them", in `watch_region`. A movie's dates are its primary
/// release date, a series' its first air date; a series' title sort is its name. Only the filters
/// set are sent, in a fixed order, then `sort_by`, `include_adult=false` and the page.
public struct TMDbDiscoverQueryBuilder: Sendable {
    public init() {}

    public func queryItems(for query: DiscoverQuery) -> [URLQueryItem] {
        let isMovie = query.mediaType == .movie
        var items: [URLQueryItem] = []
        func add(_ name: String, _ value: String?) {
            if let value {
                items.append(URLQueryItem(name: name, value: value))
            }
        }
        add("with_genres", Self.list(query.genreIDs))
        add("without_genres", Self.list(query.excludedGenreIDs))
        add(isMovie ? "primary_release_year" : "first_air_date_year", query.year.map(String.init))
        let date = isMovie ? "primary_release_date" : "first_air_date"
        add(date + ".gte", query.fromDate?.text)
        add(date + ".lte", query.toDate?.text)
        add("vote_average.gte", query.minimumRating.map(Self.decimal))
        add("vote_count.gte", query.minimumVoteCount.map(String.init))
        add("with_runtime.lte", query.maximumRuntime.map(String.init))
        add("with_people", Self.list(query.personIDs))
        add("with_keywords", Self.list(query.keywordIDs))
        add("with_original_language", query.originalLanguage)
        add("with_watch_providers", Self.list(query.providerIDs, separator: "|"))
        add("watch_region", query.watchRegion)
        add(
            "with_watch_monetization_types",
            query.monetizationTypes.isEmpty ? nil : query.monetizationTypes.map(\.rawValue).joined(separator: "|"))
        add("sort_by", sortBy(query.sort, isMovie: isMovie))
        add("include_adult", "false")
        add("page", String(query.page))
        return items
    }

    /// `vote_average.desc`, `primary_release_date.asc`, `name.asc`: TMDb's field, a dot, the direction.
    func sortBy(_ sort: DiscoverSort, isMovie: Bool) -> String {
        let field =
            switch sort.key {
            case .popularity: "popularity"
            case .rating: "vote_average"
            case .releaseDate: isMovie ? "primary_release_date" : "first_air_date"
            case .revenue: "revenue"
            case .title: isMovie ? "title" : "name"
            }
        return "\(field).\(sort.order.rawValue)"
    }

    /// `18,53` (or `8|337` with a pipe), or `nil` for no ids (the parameter is left out).
    private static func list(_ ids: [Int], separator: String = ",") -> String? {
        ids.isEmpty ? nil : ids.map(String.init).joined(separator: separator)
    }

    /// `7` for a whole number, else the shortest decimal that reads back the same (`7.5`).
    private static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
