import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPersonKnownForUseCase")
struct DefaultFetchPersonKnownForUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockPersonRepository) -> DefaultFetchPersonKnownForUseCase {
        DefaultFetchPersonKnownForUseCase(personRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks for the person and their credits and keeps the titles of their known-for department")
    func fetchesAndSelects() async throws {
        let repository = MockPersonRepository(
            person: .success(.mock(id: 287, knownForDepartment: "Directing")),
            credits: .success(.mock(id: 287))
        )
        let titles = try await makeUseCase(repository).execute(personID: 287, limit: 5)
        #expect(repository.personCalledWith == [287])
        #expect(repository.creditsCalledWith == [287])
        #expect(imagesProvider.callCount == 1)
        #expect(titles.map(\.title) == ["Breaking Bad"])
        #expect(titles.first?.posterURLSet == .mock(path: "/poster.jpg", kind: .poster))
    }

    @Test("an actor's titles come most popular first, cut to the limit")
    func actingWithLimit() async throws {
        let repository = MockPersonRepository(person: .success(.mock()), credits: .success(.mock()))
        #expect(try await makeUseCase(repository).execute(personID: 287, limit: 1).map(\.title) == ["Fight Club"])
        #expect(
            try await makeUseCase(repository).execute(personID: 287, limit: 5).map(\.title) == ["Fight Club", "Se7en"])
    }

    @Test("the person and the credits are fetched concurrently")
    func fetchesConcurrently() async throws {
        let barrier = CallBarrier(parties: 2)
        let repository = MockPersonRepository(
            person: .success(.mock()), credits: .success(.mock()), barrier: barrier)
        _ = try await makeUseCase(repository).execute(personID: 287, limit: 5)
        #expect(await barrier.timedOut == false)
    }

    @Test(
        "person failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchPersonKnownForError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsPersonErrors(failure: DataAccessError, expected: FetchPersonKnownForError) async {
        let repository = MockPersonRepository(person: .failure(failure), credits: .success(.mock()))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(personID: 1, limit: 5)
        }
    }

    @Test(
        "credits failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchPersonKnownForError.notFound),
            (.invalidResponse("/person/1/combined_credits"), .unknown(.invalidResponse("/person/1/combined_credits"))),
        ])
    func convertsCreditsErrors(failure: DataAccessError, expected: FetchPersonKnownForError) async {
        let repository = MockPersonRepository(person: .success(.mock()), credits: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(personID: 1, limit: 5)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchPersonKnownForUseCase(
            personRepository: MockPersonRepository(person: .success(.mock()), credits: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited("slow down")))
        )
        await #expect(throws: FetchPersonKnownForError.unknown(.rateLimited("slow down"))) {
            try await useCase.execute(personID: 1, limit: 5)
        }
    }
}
