import CoreDomain
import PeopleDomain
import PeopleInfrastructure
import Synchronization
import Testing

/// A remote data source that records its calls and answers with stubbed results; an unstubbed call fails the test.
final class MockPersonRemoteDataSource: PersonRemoteDataSource {
    struct State {
        var personCalledWith: [(id: Int, parts: Set<PersonPart>)] = []
        var personStub: Result<PersonBundle, DataAccessError>?
        var popularPeopleCalledWith: [Int] = []
        var popularPeopleStub: Result<PersonPreviewPage, DataAccessError>?
        var searchPeopleCalledWith: [(query: String, page: Int)] = []
        var searchPeopleStub: Result<PersonPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    /// Answers every `person(withID:appending:)` with `result`, keeping only the parts each call asks for.
    func stub(person result: Result<PersonBundle, DataAccessError>) { state.withLock { $0.personStub = result } }
    func stub(popularPeople result: Result<PersonPreviewPage, DataAccessError>) {
        state.withLock { $0.popularPeopleStub = result }
    }
    func stub(searchPeople result: Result<PersonPreviewPage, DataAccessError>) {
        state.withLock { $0.searchPeopleStub = result }
    }

    var personCalledWith: [(id: Int, parts: Set<PersonPart>)] { state.withLock { $0.personCalledWith } }
    var popularPeopleCalledWith: [Int] { state.withLock { $0.popularPeopleCalledWith } }
    var searchPeopleCalledWith: [(query: String, page: Int)] { state.withLock { $0.searchPeopleCalledWith } }

    /// Every call to any method, for tests that must prove TMDb was never asked.
    var totalCallCount: Int {
        state.withLock {
            $0.personCalledWith.count + $0.popularPeopleCalledWith.count + $0.searchPeopleCalledWith.count
        }
    }

    func person(withID id: Int, appending parts: Set<PersonPart>) async throws(DataAccessError) -> PersonBundle {
        let stub = state.withLock { state in
            state.personCalledWith.append((id, parts))
            return state.personStub
        }
        let bundle = try Self.answer(stub, call: "person(withID: \(id), appending: \(parts))")
        return PersonBundle(
            person: bundle.person,
            combinedCredits: parts.contains(.combinedCredits) ? bundle.combinedCredits : nil,
            images: parts.contains(.images) ? bundle.images : nil,
            unansweredParts: bundle.unansweredParts.intersection(parts)
        )
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
