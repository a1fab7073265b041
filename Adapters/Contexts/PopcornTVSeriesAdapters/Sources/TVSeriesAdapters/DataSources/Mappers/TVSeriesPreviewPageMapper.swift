import TMDbKit
import TVSeriesDomain

/// Maps a TMDb paged series list or search response to the domain `TVSeriesPreviewPage`.
struct TVSeriesPreviewPageMapper {
    private let previewMapper = TVSeriesPreviewMapper()

    func map(_ dto: PagedResponseDTO<TVSeriesListItemDTO>) -> TVSeriesPreviewPage {
        TVSeriesPreviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.map(previewMapper.map)
        )
    }
}
