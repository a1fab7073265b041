import TMDbKit
import Testing

/// The rows of this target's search fixtures, decoded as TMDbKit decodes TMDb's pages.
enum SearchPage {
    /// A multi-search row of another kind than the test asked for.
    struct UnexpectedRow: Error {
        let row: MultiSearchResultDTO
    }

    /// Row `index` of `search-multi-mixed`.
    static func multiRow(_ index: Int) throws -> MultiSearchResultDTO {
        try row(index, of: MultiSearchResultDTO.self, in: "search-multi-mixed")
    }

    /// Row `index` of `search-multi-mixed`, which must be a movie.
    static func multiMovie(_ index: Int) throws -> MovieListItemDTO {
        let row = try multiRow(index)
        guard case .movie(let movie) = row else { throw UnexpectedRow(row: row) }
        return movie
    }

    /// Row `index` of `search-multi-mixed`, which must be a series.
    static func multiTVSeries(_ index: Int) throws -> TVSeriesListItemDTO {
        let row = try multiRow(index)
        guard case .tvSeries(let series) = row else { throw UnexpectedRow(row: row) }
        return series
    }

    /// Row `index` of `search-multi-mixed`, which must be a person.
    static func multiPerson(_ index: Int) throws -> PersonListItemDTO {
        let row = try multiRow(index)
        guard case .person(let person) = row else { throw UnexpectedRow(row: row) }
        return person
    }

    /// Row `index` of a single-kind search fixture.
    static func row<Row>(_ index: Int, of type: Row.Type, in fixture: String) throws -> Row
    where Row: Codable & Equatable & Sendable {
        let results = try Fixture.decode(PagedResponseDTO<Row>.self, fixture).results
        return try #require(results.indices.contains(index) ? results[index] : nil)
    }
}
