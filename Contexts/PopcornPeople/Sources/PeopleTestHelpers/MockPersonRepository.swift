import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Synchronization

/// Records calls and returns the stubbed bundle, with only the parts each call asked for; an
/// unstubbed call fails.
public final class MockPersonRepository: PersonRepository {
    private struct State {
        var calledWith: [(id: Int, parts: Set<PersonPart>, required: PersonPart?)] = []
        var bundle: Result<PersonBundle, DataAccessError>?
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?

    /// A repository that answers with `bundle` (trimmed to the parts asked for), after `barrier` when given.
    public init(bundle: Result<PersonBundle, DataAccessError>? = nil, barrier: CallBarrier? = nil) {
        state.withLock { $0.bundle = bundle }
        self.barrier = barrier
    }

    /// The ids asked for, in order.
    public var personCalledWith: [Int] { state.withLock { $0.calledWith.map(\.id) } }
    /// The parts each call asked for, in order.
    public var partsCalledWith: [Set<PersonPart>] { state.withLock { $0.calledWith.map(\.parts) } }
    /// The part each call required (`person(withID:requiring:)`), `nil` for a screen, in order.
    public var requiredCalledWith: [PersonPart?] { state.withLock { $0.calledWith.map(\.required) } }

    public func person(withID id: Int, including parts: Set<PersonPart>) async throws(DataAccessError) -> PersonBundle {
        try await answer(id, parts: parts, required: nil)
    }

    public func person(withID id: Int, requiring part: PersonPart) async throws(DataAccessError) -> PersonBundle {
        try await answer(id, parts: [part], required: part)
    }

    private func answer(
        _ id: Int,
        parts: Set<PersonPart>,
        required: PersonPart?
    ) async throws(DataAccessError) -> PersonBundle {
        let stub = state.withLock { state in
            state.calledWith.append((id, parts, required))
            return state.bundle
        }
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockPersonRepository.details: no stub") }
        let bundle = try stub.get()
        return PersonBundle(
            person: bundle.person,
            combinedCredits: parts.contains(.combinedCredits) ? bundle.combinedCredits : nil,
            images: parts.contains(.images) ? bundle.images : nil,
            unansweredParts: bundle.unansweredParts.intersection(parts)
        )
    }
}
