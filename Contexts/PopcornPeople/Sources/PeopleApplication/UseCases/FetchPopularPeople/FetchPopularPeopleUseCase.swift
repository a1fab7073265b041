import CoreApplication
import Foundation
import PeopleDomain

/// Fetches a page of TMDb's popular people.
public protocol FetchPopularPeopleUseCase: Sendable {
    /// Page `page` (1-based) of the popular people.
    func execute(page: Int) async throws(FetchError) -> PersonPreviewDetailsPage
}
