import CoreApplication
import CoreDomain
import Foundation
import SearchApplication
import Synchronization
import Testing

/// Records every title resolved (text, kind, year) and answers with the stubbed resolution; an
/// unstubbed call fails the test.
public final class MockResolveMediaTitleUseCase: ResolveMediaTitleUseCase {
    public struct Call: Equatable, Sendable {
        public let text: String
        public let kind: MediaKind
        public let year: Int?

        public init(text: String, kind: MediaKind, year: Int?) {
            self.text = text
            self.kind = kind
            self.year = year
        }
    }

    private let state = Mutex<(calledWith: [Call], stub: Result<MediaTitleResolution, FetchError>?)>(
        ([], nil))

    public init(_ stub: Result<MediaTitleResolution, FetchError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var calledWith: [Call] { state.withLock { $0.calledWith } }

    public func execute(_ text: String, kind: MediaKind, year: Int?) async throws(FetchError)
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
