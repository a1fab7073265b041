import CoreApplication
import CoreDomain
import Foundation
import SearchDomain

/// Turns a title typed where an id was expected (`popcorn movie fight club`) into the one title
/// it names, the candidates to choose from, or nothing.
public protocol ResolveMediaTitleUseCase: Sendable {
    /// Searches `kind` for `text` (which may end with a year, `fight club (1999)`; `year` wins over
    /// it) and resolves the first page with ``MediaTitleResolution``'s rules.
    func execute(_ text: String, kind: MediaKind, year: Int?) async throws(FetchError)
        -> MediaTitleResolution
}
