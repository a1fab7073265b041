import CoreDomain
import Foundation
import PeopleDomain

/// Turns a domain `PersonPreviewPage` into `PersonPreviewDetailsPage`.
struct PersonPreviewDetailsPageMapper {
    private let previewMapper = PersonPreviewDetailsMapper()

    func map(_ entity: PersonPreviewPage, imagesConfiguration: ImagesConfiguration) -> PersonPreviewDetailsPage {
        PersonPreviewDetailsPage(
            page: entity.page,
            totalPages: entity.totalPages,
            totalResults: entity.totalResults,
            results: entity.results.map { previewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
