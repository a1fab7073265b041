import CoreDomain
import Foundation
import SearchDomain

/// Turns a domain `MediaPreviewPage` into `MediaPreviewDetailsPage`, each result through
/// `MediaPreviewDetailsMapper`.
struct MediaPreviewDetailsPageMapper {
    private let previewMapper = MediaPreviewDetailsMapper()

    func map(_ entity: MediaPreviewPage, imagesConfiguration: ImagesConfiguration) -> MediaPreviewDetailsPage {
        MediaPreviewDetailsPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: entity.results.map { previewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
