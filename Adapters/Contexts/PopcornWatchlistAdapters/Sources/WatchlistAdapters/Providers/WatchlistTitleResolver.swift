import CoreDomain
import Foundation
import SearchApplication
import WatchlistDomain

/// The watchlist's ``WatchlistTitleResolving``, answered by the Search context's title resolution:
/// the same rules as `popcorn movie <title>` (one exact title, or one far more popular), so an
/// import never picks one of several titles of that name.
public struct WatchlistTitleResolver: WatchlistTitleResolving {
    private let resolveTitle: any ResolveMediaTitleUseCase

    public init(resolveTitle: any ResolveMediaTitleUseCase) {
        self.resolveTitle = resolveTitle
    }

    public func resolve(_ name: String, year: Int?, kind: WatchlistKind) async throws(DataAccessError)
        -> WatchlistItemID?
    {
        let resolution: MediaTitleResolution
        do {
            resolution = try await resolveTitle.execute(name, kind: Self.mediaKind(kind), year: year)
        } catch {
            throw error.cause
        }
        guard case .match(let match) = resolution else {
            return nil
        }
        return WatchlistItemID(kind: kind, tmdbID: match.id)
    }

    static func mediaKind(_ kind: WatchlistKind) -> MediaKind {
        switch kind {
        case .movie: .movie
        case .tvSeries: .tvSeries
        }
    }
}
