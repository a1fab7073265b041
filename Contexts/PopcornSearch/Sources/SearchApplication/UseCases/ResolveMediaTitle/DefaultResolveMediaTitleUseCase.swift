import CoreDomain
import Foundation
import SearchDomain

/// Searches one kind through the repository (so the search is cached like any other), resolves
/// the first page with ``MediaTitleMatcher``, and maps only what it returns.
struct DefaultResolveMediaTitleUseCase: ResolveMediaTitleUseCase {
    private let mediaSearchRepository: any MediaSearchRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let matcher = MediaTitleMatcher()
    private let mapper = MediaPreviewDetailsMapper()

    init(
        mediaSearchRepository: some MediaSearchRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.mediaSearchRepository = mediaSearchRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(_ text: String, kind: MediaKind, year: Int?) async throws(ResolveMediaTitleError)
        -> MediaTitleResolution
    {
        let title = kind == .person ? MediaTitleQuery(name: text) : MediaTitleQuery(text, year: year)
        guard !title.title.isEmpty else {
            return .noMatch
        }
        let query = MediaSearchQuery(text: title.title, kind: MediaSearchKind(kind), year: title.year)
        async let page = mediaSearchRepository.search(query)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            let results = try await page.results.filter { $0.kind == kind }
            switch matcher.resolve(title.title, year: title.year, among: results) {
            case .noMatch:
                return .noMatch
            case .match(let preview):
                return .match(mapper.map(preview, imagesConfiguration: try await imagesConfiguration))
            case .ambiguous(let previews):
                let configuration = try await imagesConfiguration
                return .ambiguous(previews.map { mapper.map($0, imagesConfiguration: configuration) })
            }
        } catch {
            throw ResolveMediaTitleError(converting: error)
        }
    }
}
