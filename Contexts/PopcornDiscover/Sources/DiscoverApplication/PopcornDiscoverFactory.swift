import CoreDomain
import DiscoverDomain
import Foundation

/// The Discover context's one factory: builds its use cases from its repositories and providers.
/// `DiscoverComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornDiscoverFactory: Sendable {
    private let discoverMediaRepository: any DiscoverMediaRepository
    private let keywordRepository: any DiscoverKeywordRepository
    private let watchProviderRepository: any DiscoverWatchProviderRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let genreProvider: any DiscoverGenreProviding
    private let personProvider: any DiscoverPersonProviding

    /// - Parameters:
    ///   - keywordRepository: TMDb's keywords, searched by name.
    ///   - watchProviderRepository: TMDb's streaming services of a region.
    ///   - genreProvider: genre names to ids (the Genres context, through an adapter).
    ///   - personProvider: people's names to ids (the Search context, through an adapter).
    public init(
        discoverMediaRepository: some DiscoverMediaRepository,
        keywordRepository: some DiscoverKeywordRepository,
        watchProviderRepository: some DiscoverWatchProviderRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        genreProvider: some DiscoverGenreProviding,
        personProvider: some DiscoverPersonProviding
    ) {
        self.discoverMediaRepository = discoverMediaRepository
        self.keywordRepository = keywordRepository
        self.watchProviderRepository = watchProviderRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.genreProvider = genreProvider
        self.personProvider = personProvider
    }

    /// The use case behind `popcorn discover movie|tv`.
    public func makeDiscoverMediaUseCase() -> some DiscoverMediaUseCase {
        DefaultDiscoverMediaUseCase(
            discoverMediaRepository: discoverMediaRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that turns `--genre`, `--without-genre`, `--with-person`, `--keyword` and
    /// `--provider` values into ids.
    public func makeResolveDiscoverFiltersUseCase() -> some ResolveDiscoverFiltersUseCase {
        DefaultResolveDiscoverFiltersUseCase(
            genreProvider: genreProvider, personProvider: personProvider, keywordRepository: keywordRepository,
            watchProviderRepository: watchProviderRepository)
    }

    /// The use case behind `popcorn providers movie|tv`.
    public func makeFetchWatchProvidersListUseCase() -> some FetchWatchProvidersListUseCase {
        DefaultFetchWatchProvidersListUseCase(
            watchProviderRepository: watchProviderRepository, imagesConfigurationProvider: imagesConfigurationProvider)
    }
}
