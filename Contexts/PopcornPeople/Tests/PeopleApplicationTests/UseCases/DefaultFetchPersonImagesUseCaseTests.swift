import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("DefaultFetchPersonImagesUseCase")
struct DefaultFetchPersonImagesUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: MockPersonRepository) -> DefaultFetchPersonImagesUseCase {
        DefaultFetchPersonImagesUseCase(personRepository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the person with their photos only, and resolves them at profile sizes")
    func fetchesAndMaps() async throws {
        let repository = MockPersonRepository(bundle: .success(.mock()))
        let images = try await makeUseCase(repository).execute(personID: 287)
        #expect(repository.personCalledWith == [287])
        #expect(repository.partsCalledWith == [[.images]])
        #expect(repository.requiredCalledWith == [.images])
        #expect(imagesProvider.callCount == 1)
        #expect(images.id == 287)
        #expect(images.name == "Brad Pitt")
        #expect(
            images.photos?.map(\.urlSet) == [
                .mock(path: "/face-1.jpg", kind: .profile), .mock(path: "/face-2.jpg", kind: .profile),
            ])
    }

    @Test("photos the repository does not know are nil, and a person without photos has an empty list")
    func unknownAndEmpty() async throws {
        let unknown = MockPersonRepository(bundle: .success(.mock(images: nil)))
        #expect(try await makeUseCase(unknown).execute(personID: 287).photos == nil)

        let none = MockPersonRepository(bundle: .success(.mock(images: ImageCollection(id: 287))))
        #expect(try await makeUseCase(none).execute(personID: 287).photos == [])
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable("timed out"), .unknown(.unreachable("timed out"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockPersonRepository(bundle: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(personID: 1)
        }
    }

    @Test("a failing images configuration fails the use case with its cause")
    func imagesConfigurationFailure() async {
        let useCase = DefaultFetchPersonImagesUseCase(
            personRepository: MockPersonRepository(bundle: .success(.mock())),
            imagesConfigurationProvider: MockImagesConfigurationProvider(stub: .failure(.rateLimited(nil)))
        )
        await #expect(throws: FetchError.unknown(.rateLimited(nil))) {
            try await useCase.execute(personID: 1)
        }
    }
}
