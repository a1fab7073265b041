import CoreDomain
import Foundation

/// Turns a domain `MediaPreviewPage` into `MediaPreviewDetailsPage`, each result through
/// `MediaPreviewDetailsMapper`.
public struct MediaPreviewDetailsPageMapper: Sendable {
    private let previewMapper = MediaPreviewDetailsMapper()

    public init() {}

    public func map(_ entity: MediaPreviewPage, imagesConfiguration: ImagesConfiguration) -> MediaPreviewDetailsPage {
        MediaPreviewDetailsPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: entity.results.map { previewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
