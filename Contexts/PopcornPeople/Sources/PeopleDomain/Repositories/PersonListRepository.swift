import CoreDomain
import Foundation

/// Gives the application layer pages of popular people and people search results.
public protocol PersonListRepository: Sendable {
    /// One page of TMDb's popular people.
    func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage

    /// One page of people whose names match `query`.
    func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage
}
