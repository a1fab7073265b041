import CoreDomain
import PeopleDomain
import PeopleInfrastructure
import Synchronization
import Testing

/// A remote data source that records its calls and answers with stubbed results; an unstubbed call fails the test.
final class MockPersonRemoteDataSource: PersonRemoteDataSource {
    struct State {
        var personCalledWith: [Int] = []
        var personStub: Result<Person, DataAccessError>?
        var creditsCalledWith: [Int] = []
        var creditsStub: Result<PersonCredits, DataAccessError>?
        var popularPeopleCalledWith: [Int] = []
        var popularPeopleStub: Result<PersonPreviewPage, DataAccessError>?
        var searchPeopleCalledWith: [(query: String, page: Int)] = []
        var searchPeopleStub: Result<PersonPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(person result: Result<Person, DataAccessError>) { state.withLock { $0.personStub = result } }
    func stub(credits result: Result<PersonCredits, DataAccessError>) { state.withLock { $0.creditsStub = result } }
    func stub(popularPeople result: Result<PersonPreviewPage, DataAccessError>) {
        state.withLock { $0.popularPeopleStub = result }
    }
    func stub(searchPeople result: Result<PersonPreviewPage, DataAccessError>) {
        state.withLock { $0.searchPeopleStub = result }
    }

    var personCalledWith: [Int] { state.withLock { $0.personCalledWith } }
    var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }
    var popularPeopleCalledWith: [Int] { state.withLock { $0.popularPeopleCalledWith } }
    var searchPeopleCalledWith: [(query: String, page: Int)] { state.withLock { $0.searchPeopleCalledWith } }

    /// Every call to any method, for tests that must prove TMDb was never asked.
    var totalCallCount: Int {
        state.withLock {
            $0.personCalledWith.count + $0.creditsCalledWith.count + $0.popularPeopleCalledWith.count
                + $0.searchPeopleCalledWith.count
        }
    }

    func person(withID id: Int) async throws(DataAccessError) -> Person {
        let stub = state.withLock { state in
            state.personCalledWith.append(id)
            return state.personStub
        }
        return try Self.answer(stub, call: "person(withID: \(id))")
    }

    func credits(forPerson personID: Int) async throws(DataAccessError) -> PersonCredits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(personID)
            return state.creditsStub
        }
        return try Self.answer(stub, call: "credits(forPerson: \(personID))")
    }

    func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let stub = state.withLock { state in
            state.popularPeopleCalledWith.append(page)
            return state.popularPeopleStub
        }
        return try Self.answer(stub, call: "popularPeople(page: \(page))")
    }

    func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let stub = state.withLock { state in
            state.searchPeopleCalledWith.append((query, page))
            return state.searchPeopleStub
        }
        return try Self.answer(stub, call: "searchPeople(query: \(query), page: \(page))")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockPersonRemoteDataSource.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
