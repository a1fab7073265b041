import DiscoverDomain
import Foundation
import Synchronization
import Testing

/// Records every lookup (names, kind) and answers with the stubbed result; an unstubbed lookup fails
/// the test.
public final class MockDiscoverGenreProvider: DiscoverGenreProviding {
    /// One lookup: the names asked about, for which kind.
    public struct Call: Equatable, Sendable {
        public let names: [String]
        public let mediaType: DiscoverMediaType

        public init(names: [String], mediaType: DiscoverMediaType) {
            self.names = names
            self.mediaType = mediaType
        }
    }

    private let state = Mutex<
        (calledWith: [Call], stub: (@Sendable ([String]) -> Result<[Int], DiscoverGenreLookupError>)?)
    >(
        ([], nil))

    /// - Parameter stub: the answer for each list of names.
    public init(_ stub: (@Sendable ([String]) -> Result<[Int], DiscoverGenreLookupError>)? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var calledWith: [Call] { state.withLock { $0.calledWith } }

    public func genreIDs(named names: [String], for mediaType: DiscoverMediaType)
        async throws(DiscoverGenreLookupError) -> [Int]
    {
        let stub = state.withLock { state in
            state.calledWith.append(Call(names: names, mediaType: mediaType))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockDiscoverGenreProvider.genreIDs(\(names)) was called without a stub")
            throw .unavailable(.unknown("no stub"))
        }
        return try stub(names).get()
    }
}
