import CoreApplication
import Foundation
import PeopleDomain

/// Searches people by name.
public protocol SearchPeopleUseCase: Sendable {
    /// Page `page` of the people whose names match `query`; a blank query gives an empty page.
    func execute(query: String, page: Int) async throws(FetchError) -> PersonPreviewDetailsPage
}
