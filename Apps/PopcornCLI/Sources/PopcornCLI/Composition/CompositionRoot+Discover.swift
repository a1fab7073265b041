import DiscoverAdapters
import DiscoverApplication
import DiscoverComposition
import GenresApplication
import SearchApplication

extension CompositionRoot {
    /// The Discover context's use cases, over the shared source and cache (TMDb's keyword search and
    /// lists of streaming services included), with the Genres context's name resolution for genre
    /// names and the Search context's for people's names, taken from the command's own factories of
    /// those contexts.
    func makeDiscoverFactory(
        using dependencies: ContextDependencies, genres: PopcornGenresFactory, search: PopcornSearchFactory
    ) -> PopcornDiscoverFactory {
        PopcornDiscoverFactory(
            database: dependencies.database,
            remoteDataSource: TMDbDiscoverMediaRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            keywordRemoteDataSource: TMDbDiscoverKeywordRemoteDataSource(client: dependencies.client),
            watchProviderRemoteDataSource: TMDbDiscoverWatchProviderRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            genreProvider: DiscoverGenreProvider(
                resolveNames: genres.makeResolveGenreNamesUseCase()),
            personProvider: DiscoverPersonProvider(
                resolveTitle: search.makeResolveMediaTitleUseCase()),
            cacheContext: dependencies.cacheContext
        )
    }
}
