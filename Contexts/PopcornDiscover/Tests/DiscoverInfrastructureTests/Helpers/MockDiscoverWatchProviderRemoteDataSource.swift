import CoreDomain
import DiscoverDomain
import DiscoverInfrastructure
import Synchronization
import Testing

/// A remote data source that records each kind and region asked and answers with a stubbed list; an
/// unstubbed call fails the test.
final class MockDiscoverWatchProviderRemoteDataSource: DiscoverWatchProviderRemoteDataSource {
    struct Call: Equatable {
        let mediaType: DiscoverMediaType
        let region: String
    }

    private let state = Mutex<(calledWith: [Call], stub: Result<[WatchProvider], DataAccessError>?)>(([], nil))

    func stub(_ result: Result<[WatchProvider], DataAccessError>) { state.withLock { $0.stub = result } }

    /// The calls made, oldest first.
    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func watchProviders(for mediaType: DiscoverMediaType, region: String) async throws(DataAccessError)
        -> [WatchProvider]
    {
        let stub = state.withLock { state in
            state.calledWith.append(Call(mediaType: mediaType, region: region))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockDiscoverWatchProviderRemoteDataSource.watchProviders(\(mediaType), \(region)): no stub")
            throw .unknown("no stub for watch providers")
        }
        return try stub.get()
    }
}
