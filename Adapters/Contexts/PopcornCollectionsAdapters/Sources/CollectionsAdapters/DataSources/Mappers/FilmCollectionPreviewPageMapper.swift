import CollectionsDomain
import Foundation
import TMDbKit

/// Maps a page of TMDb's `/search/collection` to the domain `FilmCollectionPreviewPage`.
struct FilmCollectionPreviewPageMapper {
    private let previewMapper = FilmCollectionPreviewMapper()

    func map(_ dto: PagedResponseDTO<CollectionListItemDTO>) -> FilmCollectionPreviewPage {
        FilmCollectionPreviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.map(previewMapper.map)
        )
    }
}
