import CoreApplication
import CoreDomain
import Foundation
import SearchApplication
import Synchronization
import Testing

/// Records every title resolved (text, kind, year) and answers with the stubbed resolution; an
/// unstubbed call fails the test.
final class MockResolveMediaTitleUseCase: ResolveMediaTitleUseCase {
    struct Call: Equatable {
        let text: String
        let kind: MediaKind
        let year: Int?
    }

    private let state = Mutex<(calledWith: [Call], stub: Result<MediaTitleResolution, FetchError>?)>(
        ([], nil))

    init(_ stub: Result<MediaTitleResolution, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func execute(_ text: String, kind: MediaKind, year: Int?) async throws(FetchError)
        -> MediaTitleResolution
    {
        let stub = state.withLock { state in
            state.calledWith.append(Call(text: text, kind: kind, year: year))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockResolveMediaTitleUseCase.execute(\(text)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
