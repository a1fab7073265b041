import CoreDomain
import TMDbKit

/// Maps one row of TMDb's multi-search or of `/trending/all` to a `MediaPreview`, or `nil` for a
/// kind the domain does not know (a `collection`, or whatever TMDb adds next): the row is left
/// out, never a failure.
public struct MediaPreviewMapper: Sendable {
    private let movieMapper = MovieMediaPreviewMapper()
    private let tvSeriesMapper = TVSeriesMediaPreviewMapper()
    private let personMapper = PersonMediaPreviewMapper()

    public init() {}

    public func map(_ dto: MultiSearchResultDTO) -> MediaPreview? {
        switch dto {
        case .movie(let movie): .movie(movieMapper.map(movie))
        case .tvSeries(let series): .tvSeries(tvSeriesMapper.map(series))
        case .person(let person): .person(personMapper.map(person))
        case .other: nil
        }
    }
}
