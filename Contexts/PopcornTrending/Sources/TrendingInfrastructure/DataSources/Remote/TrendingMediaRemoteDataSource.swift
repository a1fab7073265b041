import CoreDomain
import Foundation
import TrendingDomain

/// Where trending pages come from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol TrendingMediaRemoteDataSource: Sendable {
    /// The page `query` names, from TMDb's `/trending/{all|movie|tv|person}/{day|week}`; rows of a
    /// kind the domain does not know are left out, TMDb's totals kept.
    func trending(_ query: TrendingQuery) async throws(DataAccessError) -> MediaPreviewPage
}
