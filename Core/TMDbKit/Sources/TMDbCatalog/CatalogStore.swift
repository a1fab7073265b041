import Foundation
import TMDbKit

/// Reads catalog files on first use and keeps them in memory: the CLI usually needs one
/// file, a search needs every movie (or series) once. An actor, so concurrent requests
/// share the cache.
actor CatalogStore {
    private let directory: URL
    private var files: [String: Data?] = [:]
    /// Decoded files by relative path; each path is only ever decoded as one type.
    private var decodedFiles: [String: (any Sendable)?] = [:]
    /// Curated lists by lists file, keeping only ids that have a details file.
    private var lists: [String: [String: [Int]]] = [:]
    /// The ids of the details files in each folder, sorted.
    private var folderIDs: [String: [Int]] = [:]
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

    /// The ids of one curated list from `Entry.listsFile` that have a details file (empty
    /// when the list is unknown), so totals match the results actually served.
    func list<Entry: CatalogEntry>(_ entry: Entry.Type, named name: String) -> [Int] {
        if let cached = lists[Entry.listsFile] {
            return cached[name] ?? []
        }
        let data = file(Entry.listsFile)
        let raw = data.flatMap { try? decoder.decode([String: [Int]].self, from: $0) } ?? [:]
        let existing = Set(ids(of: entry))
        let filtered = raw.mapValues { ids in ids.filter(existing.contains) }
        lists[Entry.listsFile] = filtered
        return filtered[name] ?? []
    }

    /// The list entries for `ids`, in order, skipping ids without a readable details file.
    func listItems<Entry: CatalogEntry>(_ entry: Entry.Type, ids: [Int]) -> [Entry.ListItem] {
        ids.compactMap { details(entry, id: $0)?.listItem }
    }

    /// Every title that matches, most popular first (ties by id), dated in `year` if given.
    func search<Entry: CatalogEntry>(_ entry: Entry.Type, matching matcher: CatalogTitleMatcher, year: Int?)
        -> [Entry.ListItem]
    {
        let yearPrefix = year.map { year in
            let digits = String(year)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
        }
        let found = ids(of: entry).compactMap { details(entry, id: $0) }.filter { title in
            if let yearPrefix, !(title.catalogDate ?? "").hasPrefix(yearPrefix) {
                return false
            }
            return matcher.matches(title: title.catalogTitle, originalTitle: title.catalogOriginalTitle)
        }
        return found.sorted { lhs, rhs in
            let (left, right) = (lhs.popularity ?? 0, rhs.popularity ?? 0)
            return left != right ? left > right : lhs.id < rhs.id
        }
        .map(\.listItem)
    }

    /// Episode `episodeNumber` of the season in `seasonFile`, as TMDb's episode endpoint
    /// sends it; `nil` when the season file or the episode does not exist.
    func episode(_ episodeNumber: Int, inSeasonFile seasonFile: String) -> TVEpisodeDTO? {
        decoded(TVSeasonDetailsDTO.self, at: seasonFile)?.episodes?
            .first { $0.episodeNumber == episodeNumber }?
            .asEpisodeEndpointBody
    }

    private func details<Entry: CatalogEntry>(_ entry: Entry.Type, id: Int) -> Entry? {
        decoded(entry, at: "\(Entry.folder)/\(id).json")
    }

    private func decoded<Value: Decodable & Sendable>(_ type: Value.Type, at relativePath: String) -> Value? {
        if let cached = decodedFiles[relativePath] {
            return cached as? Value
        }
        let value = file(relativePath).flatMap { try? decoder.decode(Value.self, from: $0) }
        decodedFiles[relativePath] = .some(value)
        return value
    }

    /// The ids of all `<id>.json` details files in `Entry.folder`, sorted (`<id>.credits.json`
    /// and the like are not ids).
    private func ids<Entry: CatalogEntry>(of entry: Entry.Type) -> [Int] {
        if let cached = folderIDs[Entry.folder] {
            return cached
        }
        let folder = directory.appendingPathComponent(Entry.folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let ids = names.compactMap { name -> Int? in
            guard name.hasSuffix(".json") else {
                return nil
            }
            return Int(name.dropLast(".json".count))
        }
        .sorted()
        folderIDs[Entry.folder] = ids
        return ids
    }
}
