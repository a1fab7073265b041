import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Synchronization

/// Records calls and returns stubbed results; an unstubbed call fails.
final class MockPersonRepository: PersonRepository {
    struct State {
        var personCalledWith: [Int] = []
        var creditsCalledWith: [Int] = []
        var person: Result<Person, DataAccessError>?
        var credits: Result<PersonCredits, DataAccessError>?
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?

    init(
        person: Result<Person, DataAccessError>? = nil,
        credits: Result<PersonCredits, DataAccessError>? = nil,
        barrier: CallBarrier? = nil
    ) {
        state.withLock { state in
            state.person = person
            state.credits = credits
        }
        self.barrier = barrier
    }

    var personCalledWith: [Int] { state.withLock { $0.personCalledWith } }
    var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }

    func person(withID id: Int) async throws(DataAccessError) -> Person {
        let stub = state.withLock { state in
            state.personCalledWith.append(id)
            return state.person
        }
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockPersonRepository.person: no stub") }
        return try stub.get()
    }

    func credits(forPerson personID: Int) async throws(DataAccessError) -> PersonCredits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(personID)
            return state.credits
        }
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockPersonRepository.credits: no stub") }
        return try stub.get()
    }
}
