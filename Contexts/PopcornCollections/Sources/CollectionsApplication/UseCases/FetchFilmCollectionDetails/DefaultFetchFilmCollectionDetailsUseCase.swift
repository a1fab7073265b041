import CollectionsDomain
import CoreApplication
import CoreDomain
import Foundation

/// Fetches the collection and the images configuration concurrently, then maps them.
struct DefaultFetchFilmCollectionDetailsUseCase: FetchFilmCollectionDetailsUseCase {
    private let filmCollectionRepository: any FilmCollectionRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = FilmCollectionDetailsMapper()

    init(
        filmCollectionRepository: some FilmCollectionRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.filmCollectionRepository = filmCollectionRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(id: FilmCollection.ID) async throws(FetchError) -> FilmCollectionDetails {
        async let filmCollection = filmCollectionRepository.filmCollection(withID: id)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(filmCollection, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
