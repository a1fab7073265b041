import PeopleDomain
import TMDbKit

/// Maps a TMDb paged popular people or people search response to the domain `PersonPreviewPage`.
struct PersonPreviewPageMapper {
    private let previewMapper = PersonPreviewMapper()

    func map(_ dto: PagedResponseDTO<PersonListItemDTO>) -> PersonPreviewPage {
        PersonPreviewPage(
            page: dto.page,
            totalPages: dto.totalPages,
            totalResults: dto.totalResults,
            results: dto.results.map(previewMapper.map)
        )
    }
}
