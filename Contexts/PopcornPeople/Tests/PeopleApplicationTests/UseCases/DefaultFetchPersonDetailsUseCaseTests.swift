import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPersonDetailsUseCase")
struct DefaultFetchPersonDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(
        _ repository: MockPersonRepository,
        today: Date = .mock(year: 2025, month: 6, day: 1)
    ) -> DefaultFetchPersonDetailsUseCase {
        DefaultFetchPersonDetailsUseCase(
            personRepository: repository, imagesConfigurationProvider: imagesProvider, today: { today })
    }

    @Test("it asks the repository for the id and resolves the profile photo")
    func fetchesAndMaps() async throws {
        let repository = MockPersonRepository(person: .success(.mock(id: 5)))
        let details = try await makeUseCase(repository).execute(id: 5)
        #expect(repository.personCalledWith == [5])
        #expect(repository.creditsCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(details.id == 5)
        #expect(details.profileURLSet == .mock(path: "/profile.jpg", kind: .profile))
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchPersonDetailsError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.invalidResponse("/person/5"), .unknown(.invalidResponse("/person/5"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchPersonDetailsError) async {
        let repository = MockPersonRepository(person: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 1)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchPersonDetailsUseCase(
            personRepository: MockPersonRepository(person: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited("slow down")))
        )
        await #expect(throws: FetchPersonDetailsError.unknown(.rateLimited("slow down"))) {
            try await useCase.execute(id: 1)
        }
    }

    @Test("the age is counted to the day the use case is given as today")
    func ageToday() async throws {
        let repository = MockPersonRepository(person: .success(.mock()))
        #expect(try await makeUseCase(repository).execute(id: 287).age == 61)
        let later = try await makeUseCase(repository, today: .mock(year: 2030, month: 12, day: 18)).execute(id: 287)
        #expect(later.age == 67)
    }
}
