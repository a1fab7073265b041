import CollectionsDomain
import CoreDomain
import Foundation

/// The Collections context's one factory: builds its use cases from its repositories and providers.
/// `CollectionsComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornCollectionsFactory: Sendable {
    private let filmCollectionRepository: any FilmCollectionRepository
    private let filmCollectionSearchRepository: any FilmCollectionSearchRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding

    public init(
        filmCollectionRepository: some FilmCollectionRepository,
        filmCollectionSearchRepository: some FilmCollectionSearchRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.filmCollectionRepository = filmCollectionRepository
        self.filmCollectionSearchRepository = filmCollectionSearchRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    /// The use case that shows one collection with its movies in release order.
    public func makeFetchFilmCollectionDetailsUseCase() -> some FetchFilmCollectionDetailsUseCase {
        DefaultFetchFilmCollectionDetailsUseCase(
            filmCollectionRepository: filmCollectionRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that turns a collection's name into its id, through TMDb's collection search.
    public func makeResolveFilmCollectionNameUseCase() -> some ResolveFilmCollectionNameUseCase {
        DefaultResolveFilmCollectionNameUseCase(filmCollectionSearchRepository: filmCollectionSearchRepository)
    }
}
