import DiscoverAdapters
import DiscoverApplication
import DiscoverComposition
import GenresApplication
import SearchApplication

extension CompositionRoot {
    /// The Discover context's use cases, over the shared source and cache, with the Genres context's
    /// name resolution for genre names and the Search context's for people's names: from the factories
    /// given (the command's own), else new ones.
    func makeDiscoverFactory(
        using dependencies: ContextDependencies, genres: PopcornGenresFactory? = nil,
        search: PopcornSearchFactory? = nil
    ) -> PopcornDiscoverFactory {
        PopcornDiscoverFactory(
            database: dependencies.database,
            remoteDataSource: TMDbDiscoverMediaRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            genreProvider: DiscoverGenreProvider(
                resolveNames: (genres ?? makeGenresFactory(using: dependencies)).makeResolveGenreNamesUseCase()),
            personProvider: DiscoverPersonProvider(
                resolveTitle: (search ?? makeSearchFactory(using: dependencies)).makeResolveMediaTitleUseCase()),
            cacheContext: dependencies.cacheContext
        )
    }
}
