import CoreApplication
import Foundation
import SearchDomain

/// Searches movies, series and people by name, all kinds at once or one kind.
public protocol SearchMediaUseCase: Sendable {
    /// The page of results `query` names, with images resolved; a blank query gives an empty page.
    func execute(_ query: MediaSearchQuery) async throws(FetchError) -> MediaPreviewDetailsPage
}
