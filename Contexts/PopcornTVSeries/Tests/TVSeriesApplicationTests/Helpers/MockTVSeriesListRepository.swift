import CoreDomain
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns stubbed results; an unstubbed call fails.
final class MockTVSeriesListRepository: TVSeriesListRepository {
    struct ListCall: Equatable {
        let list: TVSeriesListKind
        let page: Int
    }

    struct SearchCall: Equatable {
        let query: String
        let firstAirDateYear: Int?
        let page: Int
    }

    struct State {
        var listCalledWith: [ListCall] = []
        var searchCalledWith: [SearchCall] = []
        var stub: Result<TVSeriesPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    init(stub: Result<TVSeriesPreviewPage, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var listCalledWith: [ListCall] { state.withLock { $0.listCalledWith } }
    var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.listCalledWith.append(ListCall(list: list, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockTVSeriesListRepository.tvSeries: no stub") }
        return try stub.get()
    }

    func searchTVSeries(
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
