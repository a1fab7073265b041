import CoreApplication
import CoreDomain
import MoviesDomain

/// Turns a domain `MoviePreviewPage` into `MoviePreviewDetailsPage`.
struct MoviePreviewDetailsPageMapper {
    private let previewMapper = MoviePreviewDetailsMapper()

    func map(_ entity: MoviePreviewPage, imagesConfiguration: ImagesConfiguration) -> MoviePreviewDetailsPage {
        MoviePreviewDetailsPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: entity.results.map { previewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
