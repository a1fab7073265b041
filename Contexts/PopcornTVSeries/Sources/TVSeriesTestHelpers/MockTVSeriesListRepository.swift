import CoreDomain
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns stubbed results; an unstubbed call fails.
public final class MockTVSeriesListRepository: TVSeriesListRepository {
    /// One list page the repository was asked for.
    public struct ListCall: Equatable, Sendable {
        public let list: TVSeriesListKind
        public let page: Int

        /// The call as the repository received it.
        public init(list: TVSeriesListKind, page: Int) {
            self.list = list
            self.page = page
        }
    }

    /// One search the repository was asked for.
    public struct SearchCall: Equatable, Sendable {
        public let query: String
        public let firstAirDateYear: Int?
        public let page: Int

        /// The call as the repository received it.
        public init(query: String, firstAirDateYear: Int?, page: Int) {
            self.query = query
            self.firstAirDateYear = firstAirDateYear
            self.page = page
        }
    }

    private struct State {
        var listCalledWith: [ListCall] = []
        var searchCalledWith: [SearchCall] = []
        var stub: Result<TVSeriesPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    /// A repository that answers with `stub`, and fails every call when there is none.
    public init(stub: Result<TVSeriesPreviewPage, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var listCalledWith: [ListCall] { state.withLock { $0.listCalledWith } }
    public var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    public func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.listCalledWith.append(ListCall(list: list, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockTVSeriesListRepository.tvSeries: no stub") }
        return try stub.get()
    }

    public func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.searchCalledWith.append(SearchCall(query: query, firstAirDateYear: firstAirDateYear, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockTVSeriesListRepository.searchTVSeries: no stub") }
        return try stub.get()
    }
}
