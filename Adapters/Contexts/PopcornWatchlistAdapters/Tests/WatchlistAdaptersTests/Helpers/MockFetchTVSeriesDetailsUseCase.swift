import CoreApplication
import CoreDomain
import Foundation
import Synchronization
import TVSeriesApplication
import Testing

/// Records every call (id, region, parts) and answers with the stubbed result; an unstubbed call fails
/// the test.
///
/// The parts are taken generically and recorded by name: an adapter may not import another
/// context's Domain (Scripts/check-imports.sh), where `TVSeriesPart` lives.
final class MockFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    struct Call: Equatable {
        let id: Int
        let region: String
        /// The names of the parts asked for, sorted.
        let parts: [String]
    }

    private let state = Mutex<(calledWith: [Call], stub: Result<TVSeriesDetails, FetchError>?)>(
        ([], nil))

    init(_ stub: Result<TVSeriesDetails, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func execute<Parts: Collection>(
        id: Int,
        region: String,
        including parts: Parts
    ) async throws(FetchError) -> TVSeriesDetails {
        let call = Call(id: id, region: region, parts: parts.map { String(describing: $0) }.sorted())
        let stub = state.withLock { state in
            state.calledWith.append(call)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockFetchTVSeriesDetailsUseCase.execute(id: \(id)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
