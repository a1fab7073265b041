import CoreDomain
import DiscoverDomain
import Foundation
import Synchronization
import Testing

/// Records every region's services asked for (kind, region) and answers with the stubbed result; an
/// unstubbed call fails the test.
public final class MockDiscoverWatchProviderRepository: DiscoverWatchProviderRepository {
    /// One call: the kind and the region asked about.
    public struct Call: Equatable, Sendable {
        public let mediaType: DiscoverMediaType
        public let region: String

        public init(mediaType: DiscoverMediaType, region: String) {
            self.mediaType = mediaType
            self.region = region
        }
    }

    private let state = Mutex<(calledWith: [Call], stub: Result<[WatchProvider], DataAccessError>?)>(([], nil))

    /// - Parameter stub: the answer for every call.
    public init(_ stub: Result<[WatchProvider], DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    /// The calls made, oldest first.
    public var calledWith: [Call] { state.withLock { $0.calledWith } }

    public func watchProviders(for mediaType: DiscoverMediaType, region: String) async throws(DataAccessError)
        -> [WatchProvider]
    {
        let stub = state.withLock { state in
            state.calledWith.append(Call(mediaType: mediaType, region: region))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockDiscoverWatchProviderRepository.watchProviders(\(mediaType), \(region)) has no stub")
            throw .unknown("no stub")
        }
        return try stub.get()
    }
}
