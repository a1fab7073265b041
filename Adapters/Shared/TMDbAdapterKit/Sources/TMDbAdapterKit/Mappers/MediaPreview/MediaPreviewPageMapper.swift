import CoreDomain
import TMDbKit

/// Maps a TMDb page of any kind of row (a search, trending, a discovery) to the domain
/// `MediaPreviewPage`.
///
/// TMDb's totals are kept as sent, even when rows of unknown kinds were left out of `results`.
public struct MediaPreviewPageMapper: Sendable {
    public init() {}

    public func map<Row>(_ dto: PagedResponseDTO<Row>, result: (Row) -> MediaPreview?) -> MediaPreviewPage {
        MediaPreviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.compactMap(result)
        )
    }
}
