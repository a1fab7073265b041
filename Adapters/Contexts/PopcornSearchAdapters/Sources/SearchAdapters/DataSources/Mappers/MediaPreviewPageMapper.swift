import SearchDomain
import TMDbKit

/// Maps a TMDb paged search response, of any kind of row, to the domain `MediaPreviewPage`.
///
/// TMDb's totals are kept as sent, even when rows of unknown kinds were left out of `results`.
struct MediaPreviewPageMapper {
    func map<Row>(_ dto: PagedResponseDTO<Row>, result: (Row) -> MediaPreview?) -> MediaPreviewPage {
        MediaPreviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.compactMap(result)
        )
    }
}
