import CoreDomain
import Foundation

/// One discovery: the movies or series that pass every filter given, in one order, one page at a
/// time, as TMDb's `/discover` endpoints answer it.
///
/// It is checked when made, so an impossible query never reaches TMDb or the cache: a
/// ``DiscoverQueryError`` names the ``DiscoverQueryField`` that is wrong. It is also canonical:
/// genres, people, keywords, services and monetization types are kept sorted and once each, the
/// language lower-cased and the region upper-cased (and dropped when no service or monetization type
/// needs it), so the same filter given in another order is the same query, with the same
/// ``filterKey``.
public struct DiscoverQuery: Equatable, Hashable, Sendable {
    /// The pages TMDb serves.
    public static let pages = 1...500
    /// The years a `year` filter takes: four digits.
    public static let years = 1000...9999
    /// TMDb's rating scale.
    public static let ratings: ClosedRange<Double> = 0...10
    /// The fewest votes a title needs to be ranked by rating when no minimum is given: TMDb ranks
    /// by the average alone, so a title rated 10 by one vote would come first. `0` turns it off.
    public static let ratingSortMinimumVoteCount = 200

    public let mediaType: DiscoverMediaType
    /// Genres every result has (all of them), sorted.
    public let genreIDs: [Int]
    /// Genres no result has (none of them), sorted.
    public let excludedGenreIDs: [Int]
    /// The year a movie was released or a series first aired.
    public let year: Int?
    /// The first day of the release (or first-air) range, included.
    public let fromDate: CalendarDay?
    /// The last day of the release (or first-air) range, included.
    public let toDate: CalendarDay?
    /// The lowest vote average a result may have, 0 to 10.
    public let minimumRating: Double?
    /// The fewest votes a result may have.
    public let minimumVoteCount: Int?
    /// The longest a movie may run, in minutes; movies only.
    public let maximumRuntime: Int?
    /// People every result credits (all of them, as cast or crew), sorted; movies only.
    public let personIDs: [Int]
    /// Keywords every result is tagged with (all of them), sorted.
    public let keywordIDs: [Int]
    /// The ISO 639-1 language results were first made in, lower-cased.
    public let originalLanguage: String?
    /// Streaming, rental and shop services any of which offers each result in ``watchRegion``, sorted.
    public let providerIDs: [Int]
    /// The ways of offering a title any of which each result is offered in ``watchRegion`` (by
    /// ``providerIDs``' services when there are some), in ``DiscoverMonetization``'s order.
    public let monetizationTypes: [DiscoverMonetization]
    /// The ISO 3166-1 region (upper-cased) ``providerIDs`` and ``monetizationTypes`` are read in;
    /// `nil` when neither is given, since a region alone filters nothing.
    public let watchRegion: String?
    public let sort: DiscoverSort
    /// The 1-based page.
    public let page: Int

    /// A checked, canonical query.
    ///
    /// A rating sort without `minimumVoteCount` gets ``ratingSortMinimumVoteCount``.
    ///
    /// - Throws: the first problem found, naming its field: a page outside ``pages``, a year outside
    ///   ``years`` or given with a date range, a range that ends before it starts, a rating outside
    ///   ``ratings``, negative votes, a runtime of no minutes, an id that is not positive, a genre
    ///   both asked for and excluded, a language that is not two letters, services or monetization
    ///   types without a region or with one that is not two letters, or a runtime, people or a
    ///   revenue sort on series.
    public init(
        mediaType: DiscoverMediaType,
        genreIDs: [Int] = [],
        excludedGenreIDs: [Int] = [],
        year: Int? = nil,
        fromDate: CalendarDay? = nil,
        toDate: CalendarDay? = nil,
        minimumRating: Double? = nil,
        minimumVoteCount: Int? = nil,
        maximumRuntime: Int? = nil,
        personIDs: [Int] = [],
        keywordIDs: [Int] = [],
        originalLanguage: String? = nil,
        providerIDs: [Int] = [],
        monetizationTypes: [DiscoverMonetization] = [],
        watchRegion: String? = nil,
        sort: DiscoverSort = .popularity,
        page: Int = 1
    ) throws(DiscoverQueryError) {
        self.mediaType = mediaType
        self.genreIDs = try Self.ids(genreIDs, invalid: DiscoverQueryError.genreID)
        self.excludedGenreIDs = try Self.ids(excludedGenreIDs, invalid: DiscoverQueryError.excludedGenreID)
        if let both = self.genreIDs.first(where: self.excludedGenreIDs.contains) {
            throw .genreIncludedAndExcluded(both)
        }
        try Self.checkDates(year: year, from: fromDate, to: toDate)
        (self.year, self.fromDate, self.toDate) = (year, fromDate, toDate)
        if let minimumRating, !Self.ratings.contains(minimumRating) {
            throw .minimumRating(minimumRating)
        }
        // -0.0 and 0.0 are one rating: keep one of them, so they share a key.
        self.minimumRating = minimumRating.map { $0 + 0 }
        if let minimumVoteCount, minimumVoteCount < 0 {
            throw .minimumVoteCount(minimumVoteCount)
        }
        self.minimumVoteCount =
            minimumVoteCount ?? (sort.key == .rating ? Self.ratingSortMinimumVoteCount : nil)
        if let maximumRuntime, maximumRuntime <= 0 {
            throw .maximumRuntime(maximumRuntime)
        }
        self.maximumRuntime = maximumRuntime
        self.personIDs = try Self.ids(personIDs, invalid: DiscoverQueryError.personID)
        self.keywordIDs = try Self.ids(keywordIDs, invalid: DiscoverQueryError.keywordID)
        self.originalLanguage = try originalLanguage.map { language throws(DiscoverQueryError) in
            guard language.count == 2, language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw .originalLanguage(language)
            }
            return language.lowercased()
        }
        self.providerIDs = try Self.ids(providerIDs, invalid: DiscoverQueryError.providerID)
        self.monetizationTypes = DiscoverMonetization.allCases.filter(monetizationTypes.contains)
        self.watchRegion = try Self.region(
            watchRegion, needed: !self.providerIDs.isEmpty || !self.monetizationTypes.isEmpty)
        self.sort = sort
        guard Self.pages.contains(page) else {
            throw .page(page)
        }
        self.page = page
        try checkMediaType()
    }

    /// The filters and order as one line of text, the same for the same filter whatever order it
    /// was given in and different for every different one; the page is not in it.
    ///
    /// `genres=18,53&without=27&year=1999&rating=7.5&votes=100&runtime=120&people=287&keywords=825`
    /// `&language=en&providers=8,337&monetization=flatrate,rent&region=GB&sort=rating.desc`, each
    /// part only when set but the sort, which always is.
    public var filterKey: String {
        var parts: [String] = []
        if !genreIDs.isEmpty {
            parts.append("genres=" + Self.list(genreIDs))
        }
        if !excludedGenreIDs.isEmpty {
            parts.append("without=" + Self.list(excludedGenreIDs))
        }
        if let year {
            parts.append("year=\(year)")
        }
        if let fromDate {
            parts.append("from=" + fromDate.text)
        }
        if let toDate {
            parts.append("to=" + toDate.text)
        }
        if let minimumRating {
            parts.append("rating=\(minimumRating)")
        }
        if let minimumVoteCount {
            parts.append("votes=\(minimumVoteCount)")
        }
        if let maximumRuntime {
            parts.append("runtime=\(maximumRuntime)")
        }
        if !personIDs.isEmpty {
            parts.append("people=" + Self.list(personIDs))
        }
        if !keywordIDs.isEmpty {
            parts.append("keywords=" + Self.list(keywordIDs))
        }
        if let originalLanguage {
            parts.append("language=" + originalLanguage)
        }
        if !providerIDs.isEmpty {
            parts.append("providers=" + Self.list(providerIDs))
        }
        if !monetizationTypes.isEmpty {
            parts.append("monetization=" + monetizationTypes.map(\.rawValue).joined(separator: ","))
        }
        if let watchRegion {
            parts.append("region=" + watchRegion)
        }
        parts.append("sort=" + sort.text)
        return parts.joined(separator: "&")
    }

    /// Refuses the movie-only filters and sort on series.
    private func checkMediaType() throws(DiscoverQueryError) {
        guard mediaType == .tvSeries else {
            return
        }
        if maximumRuntime != nil {
            throw .moviesOnly(.maximumRuntime)
        }
        if !personIDs.isEmpty {
            throw .moviesOnly(.people)
        }
        if !sort.key.appliesToSeries {
            throw .moviesOnly(.sort)
        }
    }

    private static func checkDates(year: Int?, from: CalendarDay?, to: CalendarDay?) throws(DiscoverQueryError) {
        if let year {
            guard years.contains(year) else {
                throw .year(year)
            }
            guard from == nil && to == nil else {
                throw .yearWithDateRange
            }
        }
        if let from, let to, from > to {
            throw .dateRangeReversed(from: from, to: to)
        }
    }

    /// The region upper-cased when `needed` (a filter reads it), else `nil`; a needed region that is
    /// missing or not two letters is refused.
    private static func region(_ region: String?, needed: Bool) throws(DiscoverQueryError) -> String? {
        guard needed else {
            return nil
        }
        guard let region else {
            throw .watchRegionMissing
        }
        guard region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .watchRegion(region)
        }
        return region.uppercased()
    }

    /// `ids` sorted, once each; the first one that is not positive is refused.
    private static func ids(_ ids: [Int], invalid: (Int) -> DiscoverQueryError) throws(DiscoverQueryError) -> [Int] {
        if let bad = ids.first(where: { $0 <= 0 }) {
            throw invalid(bad)
        }
        return Array(Set(ids)).sorted()
    }

    private static func list(_ ids: [Int]) -> String {
        ids.map(String.init).joined(separator: ",")
    }
}
