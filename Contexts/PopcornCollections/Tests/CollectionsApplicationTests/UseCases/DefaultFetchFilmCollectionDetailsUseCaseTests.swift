import CollectionsDomain
import CollectionsTestHelpers
import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CollectionsApplication

@Suite("DefaultFetchFilmCollectionDetailsUseCase")
struct DefaultFetchFilmCollectionDetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockFilmCollectionRepository) -> DefaultFetchFilmCollectionDetailsUseCase {
        DefaultFetchFilmCollectionDetailsUseCase(
            filmCollectionRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the id, resolves the images and puts the movies in release order")
    func fetchesAndMaps() async throws {
        let repository = MockFilmCollectionRepository(stub: .success(.mock(id: 230)))
        let details = try await makeUseCase(repository).execute(id: 230)
        #expect(repository.calledWith == [230])
        #expect(imagesProvider.callCount == 1)
        #expect(details.id == 230)
        #expect(details.posterURLSet != nil)
        #expect(details.parts.map(\.id) == [238, 240, 242])
        #expect(details.parts.map(\.releaseYear) == [1972, 1974, 1990])
        #expect(details.parts.map(\.rating) == [8.7, 8.6, 7.4])
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockFilmCollectionRepository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 1)
        }
    }

    @Test("an images configuration failure fails the use case too")
    func imagesFailure() async {
        let useCase = DefaultFetchFilmCollectionDetailsUseCase(
            filmCollectionRepository: MockFilmCollectionRepository(stub: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.unreachable(nil)))
        )
        await #expect(throws: FetchError.unknown(.unreachable(nil))) {
            try await useCase.execute(id: 230)
        }
    }
}
