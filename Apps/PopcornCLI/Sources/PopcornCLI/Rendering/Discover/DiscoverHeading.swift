import DiscoverDomain

/// What a discovery asked for, in words, as the list's heading:
/// `Movies (genre drama, released in 1999), highest rated first`,
/// `Series (keyword heist, on Netflix or MUBI by subscription in GB), most popular first`.
///
/// Genres, people, keywords and services are named as they were typed; everything else as the query
/// holds it.
struct DiscoverHeading: Sendable, Equatable {
    let mediaType: DiscoverMediaType
    let genres: [String]
    let excludedGenres: [String]
    let people: [String]
    let query: DiscoverQuery
    /// Whether `--min-votes` was typed: the vote floor a rating sort adds by itself is not repeated
    /// in every heading (`--help` says so).
    var minimumVotesGiven = true
    /// The `--keyword` values, as typed.
    var keywords: [String] = []
    /// The `--provider` values, as typed (an id as `service 8`).
    var providers: [String] = []

    /// The heading, without the page numbers the list adds.
    var text: String {
        let filters = parts
        let what = mediaType == .movie ? "Movies" : "Series"
        return what + (filters.isEmpty ? "" : " (" + filters.joined(separator: ", ") + ")") + ", " + order
    }

    /// Each filter given, in the order of the options' help.
    private var parts: [String] {
        let released = mediaType == .movie ? "released" : "first aired"
        var parts: [String] = []
        if !genres.isEmpty {
            parts.append((genres.count == 1 ? "genre " : "genres ") + Self.list(genres, "and"))
        }
        if !excludedGenres.isEmpty {
            parts.append("not " + Self.list(excludedGenres, "or"))
        }
        if let year = query.year {
            parts.append("\(released) in \(year)")
        }
        switch (query.fromDate, query.toDate) {
        case (let from?, let to?): parts.append("\(released) \(from.text) to \(to.text)")
        case (let from?, nil): parts.append("\(released) from \(from.text)")
        case (nil, let to?): parts.append("\(released) until \(to.text)")
        case (nil, nil): break
        }
        if let rating = query.minimumRating {
            let number = rating == rating.rounded() && abs(rating) < 1e15 ? String(Int(rating)) : String(rating)
            parts.append("rated \(number) or more")
        }
        if let votes = query.minimumVoteCount, minimumVotesGiven || query.sort.key != .rating {
            parts.append("\(DisplayFormat.grouped(votes)) votes or more")
        }
        if let runtime = query.maximumRuntime {
            parts.append("up to \(runtime) minutes")
        }
        if !people.isEmpty {
            parts.append("with " + Self.list(people, "and"))
        }
        if !keywords.isEmpty {
            parts.append((keywords.count == 1 ? "keyword " : "keywords ") + Self.list(keywords, "and"))
        }
        if let language = query.originalLanguage {
            parts.append("original language \(language)")
        }
        if let region = query.watchRegion {
            var words: [String] = []
            if !providers.isEmpty {
                words.append("on " + Self.list(providers, "or"))
            }
            if !query.monetizationTypes.isEmpty {
                words.append(Self.list(query.monetizationTypes.map(Self.phrase), "or"))
            }
            parts.append((words + ["in \(region)"]).joined(separator: " "))
        }
        return parts
    }

    /// `by subscription`, `free`, `free with ads`, `to rent`, `to buy`.
    private static func phrase(_ way: DiscoverMonetization) -> String {
        switch way {
        case .flatrate: "by subscription"
        case .free: "free"
        case .ads: "free with ads"
        case .rent: "to rent"
        case .buy: "to buy"
        }
    }

    /// `most popular first`, `A to Z`, ...
    private var order: String {
        let descending = query.sort.order == .descending
        switch query.sort.key {
        case .popularity: return descending ? "most popular first" : "least popular first"
        case .rating: return descending ? "highest rated first" : "lowest rated first"
        case .releaseDate: return descending ? "newest first" : "oldest first"
        case .revenue: return descending ? "highest grossing first" : "lowest grossing first"
        case .title: return descending ? "Z to A" : "A to Z"
        }
    }

    /// `drama`, `drama and thriller`, `drama, crime and thriller`.
    private static func list(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1, let last = words.last else {
            return words.first ?? ""
        }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
