import DiscoverAdapters
import DiscoverApplication
import DiscoverComposition

extension CompositionRoot {
    /// The Discover context's use cases, over the shared source and cache, with the Genres context's
    /// name resolution for genre names and the Search context's for people's names.
    func makeDiscoverFactory(using dependencies: ContextDependencies) -> PopcornDiscoverFactory {
        PopcornDiscoverFactory(
            database: dependencies.database,
            remoteDataSource: TMDbDiscoverMediaRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            genreProvider: DiscoverGenreProvider(
                resolveNames: makeGenresFactory(using: dependencies).makeResolveGenreNamesUseCase()),
            personProvider: DiscoverPersonProvider(
                resolveTitle: makeSearchFactory(using: dependencies).makeResolveMediaTitleUseCase()),
            cacheContext: dependencies.cacheContext
        )
    }
}
