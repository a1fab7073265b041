import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import __Context__Domain

@testable import __Context__Application

@Suite("DefaultFetch__Entity__DetailsUseCase")
struct DefaultFetch__Entity__DetailsUseCaseTests {
    let imagesProvider = MockImagesConfigurationProvider()

    private func makeUseCase(_ repository: Mock__Entity__Repository) -> DefaultFetch__Entity__DetailsUseCase {
        DefaultFetch__Entity__DetailsUseCase(__entity__Repository: repository, imagesConfigurationProvider: imagesProvider)
    }

    @Test("it asks the repository for the id and resolves the images")
    func fetchesAndMaps() async throws {
        let repository = Mock__Entity__Repository(stub: .success(.mock(id: 5)))
        let details = try await makeUseCase(repository).execute(id: 5)
        #expect(repository.calledWith == [5])
        #expect(imagesProvider.callCount == 1)
        #expect(details.id == 5)
        #expect(details.posterURLSet != nil)
    }

    @Test("repository failures convert to the use case's error", arguments: [
        (DataAccessError.notFound, Fetch__Entity__DetailsError.notFound),
        (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
        (.unreachable("timed out"), .unknown(.unreachable("timed out")))
    ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: Fetch__Entity__DetailsError) async {
        let repository = Mock__Entity__Repository(stub: .failure(failure))
        await #expect(throws: expected) {
            try await makeUseCase(repository).execute(id: 1)
        }
    }
}
