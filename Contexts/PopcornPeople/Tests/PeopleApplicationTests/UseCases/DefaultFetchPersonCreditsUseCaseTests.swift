import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPersonCreditsUseCase")
struct DefaultFetchPersonCreditsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockPersonRepository) -> DefaultFetchPersonCreditsUseCase {
        DefaultFetchPersonCreditsUseCase(personRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the person's credits and merges them per title")
    func fetchesAndMaps() async throws {
        let repository = MockPersonRepository(credits: .success(.mock(id: 287)))
        let details = try await makeUseCase(repository).execute(personID: 287)
        #expect(repository.creditsCalledWith == [287])
        #expect(repository.personCalledWith.isEmpty)
        #expect(imagesProvider.callCount == 1)
        #expect(details.id == 287)
        #expect(details.titles.map(\.titleID) == [1396, 550, 807])
        #expect(details.titles.allSatisfy { $0.posterURLSet == .mock(path: "/poster.jpg", kind: .poster) })
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchPersonCreditsError.notFound),
            (.unauthorised(nil), .unauthorised(nil)),
            (.storage("locked"), .unknown(.storage("locked"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchPersonCreditsError) async {
        let repository = MockPersonRepository(credits: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(personID: 1)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchPersonCreditsUseCase(
            personRepository: MockPersonRepository(credits: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable(nil)))
        )
        await #expect(throws: FetchPersonCreditsError.unknown(.unreachable(nil))) {
            try await useCase.execute(personID: 1)
        }
    }
}
