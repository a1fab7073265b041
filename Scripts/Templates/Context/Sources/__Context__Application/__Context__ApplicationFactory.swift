import CoreDomain
import Foundation
import __Context__Domain

/// Builds the context's use cases from its repositories and providers; used by `__Context__Composition`.
public struct __Context__ApplicationFactory: Sendable {
    private let __entity__Repository: any __Entity__Repository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding

    public init(
        __entity__Repository: some __Entity__Repository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.__entity__Repository = __entity__Repository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    /// The use case that shows one __entity_words__.
    public func makeFetch__Entity__DetailsUseCase() -> some Fetch__Entity__DetailsUseCase {
        DefaultFetch__Entity__DetailsUseCase(
            __entity__Repository: __entity__Repository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
