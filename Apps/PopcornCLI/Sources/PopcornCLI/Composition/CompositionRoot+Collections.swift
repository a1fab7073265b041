import CollectionsAdapters
import CollectionsApplication
import CollectionsComposition

extension CompositionRoot {
    /// The Collections context's use cases, over the shared source and cache.
    func makeCollectionsFactory(using dependencies: ContextDependencies) -> PopcornCollectionsFactory {
        PopcornCollectionsFactory(
            database: dependencies.database,
            remoteDataSource: TMDbFilmCollectionRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }
}
