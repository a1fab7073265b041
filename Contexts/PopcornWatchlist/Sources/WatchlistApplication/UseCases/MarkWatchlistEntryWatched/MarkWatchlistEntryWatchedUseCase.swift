import Foundation
import WatchlistDomain

/// The watchlist's side of marking an entry watched, or to watch again. The diary is the one
/// record of what was watched, so the composition root logs (or removes) the watches and this
/// use case says what the entry then is.
public protocol MarkWatchlistEntryWatchedUseCase: Sendable {
    /// With `watched`, the entry as it is, watched when the diary has it; without, the entry with
    /// its own mark (from before the diary, or an import) cleared. `notOnWatchlist` when the title
    /// is not there.
    func execute(_ id: WatchlistItemID, watched: Bool) async throws(WatchlistError) -> WatchlistEntryDetails
}
