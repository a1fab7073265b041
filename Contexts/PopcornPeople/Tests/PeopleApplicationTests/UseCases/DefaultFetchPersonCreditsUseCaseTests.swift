import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPersonCreditsUseCase")
struct DefaultFetchPersonCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockPersonRepository) -> DefaultFetchPersonCreditsUseCase {
        DefaultFetchPersonCreditsUseCase(personRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the person with their credits only, and merges them per title")
    func fetchesAndMaps() async throws {
        let repository = MockPersonRepository(bundle: .success(.mock()))
        let details = try await makeUseCase(repository).execute(personID: 287)
        #expect(repository.personCalledWith == [287])
        #expect(repository.partsCalledWith == [[.combinedCredits]])
        #expect(repository.requiredCalledWith == [.combinedCredits])
        #expect(imagesProvider.callCount == 1)
        #expect(details.id == 287)
        #expect(details.name == "Brad Pitt")
        #expect(details.titles.map(\.titleID) == [1396, 550, 807])
        #expect(details.titles.allSatisfy { $0.posterURLSet == .mock(path: "/poster.jpg", kind: .poster) })
    }

    @Test("credits the source does not know are not found")
    func creditsNotKnown() async {
        let repository = MockPersonRepository(bundle: .success(.mock(combinedCredits: nil)))
        await #expect(throws: FetchError.notFound) {
            try await makeUseCase(repository).execute(personID: 287)
        }
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockPersonRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(personID: 1)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchPersonCreditsUseCase(
            personRepository: MockPersonRepository(bundle: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable(nil)))
        )
        await #expect(throws: FetchError.unknown(.unreachable(nil))) {
            try await useCase.execute(personID: 1)
        }
    }
}
