import DiscoverAdapters
import DiscoverApplication
import DiscoverComposition

extension CompositionRoot {
    /// The Discover context's use cases, over the shared source and cache.
    func makeDiscoverFactory(using dependencies: ContextDependencies) -> PopcornDiscoverFactory {
        PopcornDiscoverFactory(
            database: dependencies.database,
            remoteDataSource: TMDbDiscoverMediaRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }
}
