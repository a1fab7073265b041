import Foundation
import TMDbKit

/// Reads catalog files on first use and keeps them in memory: the CLI usually needs one
/// file, a search needs every movie once. An actor, so concurrent requests share the cache.
actor CatalogStore {
    private let directory: URL
    private var files: [String: Data?] = [:]
    private var details: [Int: MovieDetailsDTO?] = [:]
    private var lists: [String: [Int]]?
    private var allMovieIDs: [Int]?
    private let decoder = JSONDecoder()

    init(directory: URL) {
        self.directory = directory
    }

    /// The bytes of the file at `relativePath`, or `nil` when it does not exist.
    func file(_ relativePath: String) -> Data? {
        if let cached = files[relativePath] {
            return cached
        }
        let data = try? Data(contentsOf: directory.appendingPathComponent(relativePath), options: .mappedIfSafe)
        files[relativePath] = .some(data)
        return data
    }

    /// The ids of one curated list from `movie_lists.json` that have a details file
    /// (empty when the list is unknown), so totals match the results actually served.
    func movieList(named name: String) -> [Int] {
        if let lists {
            return lists[name] ?? []
        }
        let data = file("movie_lists.json")
        let raw = data.flatMap { try? decoder.decode([String: [Int]].self, from: $0) } ?? [:]
        let existing = Set(movieIDs())
        let filtered = raw.mapValues { ids in ids.filter(existing.contains) }
        lists = filtered
        return filtered[name] ?? []
    }

    /// The list entries for `ids`, in order, skipping ids without a readable details file.
    func listItems(ids: [Int]) -> [MovieListItemDTO] {
        ids.compactMap { movie(id: $0).map(MovieListItemDTO.init(details:)) }
    }

    /// Every movie that matches, most popular first (ties by id), released in `year` if given.
    func search(_ matcher: CatalogTitleMatcher, year: Int?) -> [MovieListItemDTO] {
        let yearPrefix = year.map { year in
            let digits = String(year)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
        }
        let found = movieIDs().compactMap(movie(id:)).filter { movie in
            if let yearPrefix, !(movie.releaseDate ?? "").hasPrefix(yearPrefix) {
                return false
            }
            return matcher.matches(title: movie.title, originalTitle: movie.originalTitle)
        }
        return found.sorted { lhs, rhs in
            let (left, right) = (lhs.popularity ?? 0, rhs.popularity ?? 0)
            return left != right ? left > right : lhs.id < rhs.id
        }
        .map(MovieListItemDTO.init(details:))
    }

    private func movie(id: Int) -> MovieDetailsDTO? {
        if let cached = details[id] {
            return cached
        }
        let movie = file("movies/\(id).json").flatMap { try? decoder.decode(MovieDetailsDTO.self, from: $0) }
        details[id] = .some(movie)
        return movie
    }

    /// The ids of all `movies/<id>.json` files, sorted.
    private func movieIDs() -> [Int] {
        if let allMovieIDs {
            return allMovieIDs
        }
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("movies").path))
            ?? []
        let ids = names.compactMap { name -> Int? in
            guard name.hasSuffix(".json"), !name.hasSuffix(".credits.json") else {
                return nil
            }
            return Int(name.dropLast(".json".count))
        }
        .sorted()
        allMovieIDs = ids
        return ids
    }
}
