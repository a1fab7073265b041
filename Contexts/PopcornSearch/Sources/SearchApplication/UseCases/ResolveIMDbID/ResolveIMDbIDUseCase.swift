import CoreApplication
import CoreDomain
import SearchDomain

/// Turns an IMDb id typed where a TMDb id was expected (`popcorn movie tt0137523`) into the TMDb id
/// of the title or person it names.
public protocol ResolveIMDbIDUseCase: Sendable {
    /// What TMDb finds for `id` (one request, cached like a search), kept to `kind`: the match, the
    /// kind it is instead, or nothing.
    func execute(_ id: IMDbID, kind: MediaKind) async throws(FetchError) -> IMDbIDResolution
}
