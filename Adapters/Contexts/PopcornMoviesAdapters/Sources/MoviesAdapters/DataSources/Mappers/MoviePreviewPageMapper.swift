import MoviesDomain
import TMDbKit

/// Maps a TMDb paged movie list or search response to the domain `MoviePreviewPage`.
struct MoviePreviewPageMapper {
    private let previewMapper = MoviePreviewMapper()

    func map(_ dto: PagedResponseDTO<MovieListItemDTO>) -> MoviePreviewPage {
        MoviePreviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.map(previewMapper.map)
        )
    }
}
