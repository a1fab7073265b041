import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPersonDetailsUseCase")
struct DefaultFetchPersonDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(
        _ repository: MockPersonRepository,
        today: Date = .mockDay(year: 2025, month: 6, day: 1)
    ) -> DefaultFetchPersonDetailsUseCase {
        DefaultFetchPersonDetailsUseCase(
            personRepository: repository, imagesConfigurationProvider: imagesProvider, today: { today })
    }

    @Test("it asks the repository once for the whole screen: the person, their credits and their photos")
    func asksForTheScreenOnce() async throws {
        let repository = MockPersonRepository(
            bundle: .success(.mock(person: .mock(id: 5, profilePath: URL(string: "/profile.jpg")))))
        let details = try await makeUseCase(repository).execute(id: 5)
        #expect(repository.personCalledWith == [5])
        #expect(repository.partsCalledWith == [[.combinedCredits, .images]])
        #expect(repository.requiredCalledWith == [nil])
        #expect(imagesProvider.callCount == 1)
        #expect(details.id == 5)
        #expect(details.profileURLSet == .mock(path: "/profile.jpg", kind: .profile))
    }

    @Test("what the person is known for and their photos come from the same answer")
    func knownForAndPhotos() async throws {
        let details = try await makeUseCase(MockPersonRepository(bundle: .success(.mock()))).execute(id: 287)
        #expect(details.knownFor?.map(\.title) == ["Fight Club", "Se7en"])
        #expect(details.photos?.map(\.urlSet.path) == ["/face-1.jpg", "/face-2.jpg"].map { URL(string: $0)! })
    }

    @Test("parts the repository does not know are absent from the details, not empty")
    func unknownParts() async throws {
        let repository = MockPersonRepository(bundle: .success(.mock(combinedCredits: nil, images: nil)))
        let details = try await makeUseCase(repository).execute(id: 287)
        #expect(details.knownFor == nil)
        #expect(details.photos == nil)
        #expect(details.name == "Brad Pitt")
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
            (.invalidResponse("/person/5"), .unknown(.invalidResponse("/person/5"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockPersonRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 1)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchPersonDetailsUseCase(
            personRepository: MockPersonRepository(bundle: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited("slow down")))
        )
        await #expect(throws: FetchError.unknown(.rateLimited("slow down"))) {
            try await useCase.execute(id: 1)
        }
    }

    @Test("the age is counted to the day the use case is given as today")
    func ageToday() async throws {
        let repository = MockPersonRepository(bundle: .success(.mock(person: .mock(deathday: nil))))
        #expect(try await makeUseCase(repository).execute(id: 287).age == 61)
        let later = try await makeUseCase(repository, today: .mockDay(year: 2030, month: 12, day: 18)).execute(id: 287)
        #expect(later.age == 67)
    }
}
