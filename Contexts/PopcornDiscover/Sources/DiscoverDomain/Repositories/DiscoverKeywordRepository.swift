import CoreDomain
import Foundation

/// The keywords a typed name may mean, so `--keyword heist` can be sent as the id TMDb filters by.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol DiscoverKeywordRepository: Sendable {
    /// The keywords TMDb finds for `name` (its first page of them), most relevant first; none when
    /// TMDb knows no keyword like it.
    func keywords(matching name: String) async throws(DataAccessError) -> [Keyword]
}
