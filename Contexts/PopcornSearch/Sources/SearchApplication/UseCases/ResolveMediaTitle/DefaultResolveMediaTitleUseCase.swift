import CoreApplication
import CoreDomain
import Foundation
import SearchDomain

/// Searches one kind through the repository (so the search is cached like any other) and
/// resolves the first page with ``MediaTitleMatcher``. It needs nothing else: no images
/// configuration, so a cached search answers even `--offline`.
struct DefaultResolveMediaTitleUseCase: ResolveMediaTitleUseCase {
    private let mediaSearchRepository: any MediaSearchRepository
    private let matcher = MediaTitleMatcher()
    private let mapper = MediaTitleCandidateMapper()

    init(mediaSearchRepository: some MediaSearchRepository) {
        self.mediaSearchRepository = mediaSearchRepository
    }

    func execute(_ text: String, kind: MediaKind, year: Int?) async throws(FetchError)
        -> MediaTitleResolution
    {
        let title = kind == .person ? MediaTitleQuery(name: text) : MediaTitleQuery(text, year: year)
        guard !title.title.isEmpty else {
            return .noMatch
        }
        let query = MediaSearchQuery(text: title.title, kind: MediaSearchKind(kind), year: title.year)
        let results: [MediaPreview]
        do {
            results = try await mediaSearchRepository.search(query).results.filter { $0.kind == kind }
        } catch {
            throw FetchError(error)
        }
        switch matcher.resolve(title.title, year: title.year, among: results) {
        case .noMatch: return .noMatch
        case .match(let preview): return .match(mapper.map(preview))
        case .ambiguous(let previews): return .ambiguous(previews.map(mapper.map))
        }
    }
}
