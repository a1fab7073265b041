import Foundation
import TMDbKit

/// The offline demo data source: answers TMDb requests from JSON files on disk (the
/// catalog bundled with the binary, or any directory in the same layout), with the same
/// status codes and bodies TMDb would send, so the app runs one code path online and off.
///
/// Layout: `configuration.json`, `movie_lists.json` (`{"popular":[ids],...}`),
/// `movies/<id>.json` and `movies/<id>.credits.json`. Files are read lazily and cached.
public struct CatalogTMDbTransport: TMDbTransport {
    static let pageSize = 20
    static let maximumPage = 500

    private let store: CatalogStore

    /// A catalog rooted at `directory` (the folder holding `configuration.json`).
    public init(directory: URL) {
        self.store = CatalogStore(directory: directory)
    }

    /// The catalog bundled with the program, found next to the executable (or, under
    /// `swift test`, in the SwiftPM build directory). Never crashes when it is missing:
    /// throws ``TMDbError/invalidRequest(_:)`` instead.
    public static func bundled() throws(TMDbError) -> CatalogTMDbTransport {
        CatalogTMDbTransport(directory: try CatalogLocator.bundledCatalogDirectory())
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        switch CatalogRoute(path: request.path) {
        case .configuration:
            return await file("configuration.json")
        case .movieDetails(let id):
            return await file("movies/\(id).json")
        case .movieCredits(let id):
            return await file("movies/\(id).credits.json")
        case .movieList(let list):
            guard let page = Self.page(of: request) else {
                return CatalogAnswer.invalidPage
            }
            let ids = await store.movieList(named: list.rawValue)
            let pageIDs = Self.slice(ids, page: page)
            let items = await store.listItems(ids: pageIDs)
            return CatalogAnswer.page(page, of: items, total: ids.count)
        case .searchMovies:
            guard let page = Self.page(of: request) else {
                return CatalogAnswer.invalidPage
            }
            let matcher = CatalogTitleMatcher(query: request.queryValue("query") ?? "")
            let year = request.queryValue("year").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            let matches = matcher.isEmpty ? [] : await store.search(matcher, year: year)
            return CatalogAnswer.page(page, of: Self.slice(matches, page: page), total: matches.count)
        case .unknown:
            return CatalogAnswer.notFound
        }
    }

    private func file(_ relativePath: String) async -> TMDbResponse {
        guard let data = await store.file(relativePath) else {
            return CatalogAnswer.notFound
        }
        return CatalogAnswer.ok(data)
    }

    /// The requested page (1 when absent), or `nil` when it is not an integer in 1...500.
    static func page(of request: TMDbRequest) -> Int? {
        guard let text = request.queryValue("page") else {
            return 1
        }
        guard let page = Int(text), (1...maximumPage).contains(page) else {
            return nil
        }
        return page
    }

    /// The elements of 1-based `page`, `pageSize` per page; empty past the end.
    static func slice<Element>(_ elements: [Element], page: Int) -> [Element] {
        let start = (page - 1) * pageSize
        guard start < elements.count else {
            return []
        }
        return Array(elements[start..<min(start + pageSize, elements.count)])
    }
}
