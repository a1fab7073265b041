import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVSeriesPreviewPage` into `TVSeriesPreviewDetailsPage`.
struct TVSeriesPreviewDetailsPageMapper {
    private let previewMapper = TVSeriesPreviewDetailsMapper()

    func map(_ entity: TVSeriesPreviewPage, imagesConfiguration: ImagesConfiguration) -> TVSeriesPreviewDetailsPage {
        TVSeriesPreviewDetailsPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: entity.results.map { previewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
