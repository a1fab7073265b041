import CoreDomain
import Foundation
import GenresApplication
import Synchronization
import Testing

/// Records every resolution (names, kind as TMDb's word) and answers with the stubbed result; an
/// unstubbed call fails the test.
///
/// The kind is taken generically and recorded by its raw value: an adapter may not import another
/// context's Domain (Scripts/check-imports.sh), where `GenreMediaType` lives.
final class MockResolveGenreNamesUseCase: ResolveGenreNamesUseCase {
    struct Call: Equatable {
        let names: [String]
        let mediaType: String
    }

    private let state = Mutex<(calledWith: [Call], stub: Result<[Genre], ResolveGenreNamesError>?)>(([], nil))

    init(_ stub: Result<[Genre], ResolveGenreNamesError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func execute<Kind: RawRepresentable>(names: [String], mediaType: Kind) async throws(ResolveGenreNamesError)
        -> [Genre] where Kind.RawValue == String
    {
        let stub = state.withLock { state in
            state.calledWith.append(Call(names: names, mediaType: mediaType.rawValue))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockResolveGenreNamesUseCase.execute(names: \(names)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return try stub.get()
    }
}
