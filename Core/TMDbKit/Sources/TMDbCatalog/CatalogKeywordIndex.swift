import Foundation
import TMDbKit

/// Every keyword of the catalog's titles, read from their `movies/<id>.keywords.json` and
/// `tv/<id>.keywords.json` files: which keywords each title has (what discover's `with_keywords`
/// filters on), and each keyword once, for `/search/keyword`. A title without a keywords file has
/// no keywords: the catalog holds only facts. Built once, in one pass over the titles.
struct CatalogKeywordIndex: Sendable {
    /// The keyword ids of each title, by folder (`movies`, `tv`) then title id.
    private var idsByTitle: [String: [Int: Set<Int>]] = [:]
    /// Each keyword once by id, with the name of the first title's file that has it.
    private var keywordsByID: [Int: KeywordDTO] = [:]

    /// Adds the keywords of title `titleID` in `folder`.
    mutating func add(_ list: KeywordListDTO, folder: String, titleID: Int) {
        idsByTitle[folder, default: [:]][titleID, default: []].formUnion(list.keywords.map(\.id))
        for keyword in list.keywords where keywordsByID[keyword.id] == nil {
            keywordsByID[keyword.id] = keyword
        }
    }

    /// The ids of the keywords of title `titleID` in `folder`; none when it has no keywords file.
    func keywordIDs(folder: String, titleID: Int) -> Set<Int> {
        idsByTitle[folder]?[titleID] ?? []
    }

    /// The keywords whose names contain `query`, ignoring case, diacritics and punctuation as
    /// ``CatalogTitleMatcher`` does, each once, by name (ties by id); none for a query with no
    /// letters or digits.
    func keywords(containing query: String) -> [KeywordDTO] {
        let wanted = CatalogTitleMatcher.fold(query)
        guard !wanted.isEmpty else {
            return []
        }
        return keywordsByID.values
            .map { (folded: CatalogTitleMatcher.fold($0.name), keyword: $0) }
            .filter { $0.folded.contains(wanted) }
            .sorted { ($0.folded, $0.keyword.id) < ($1.folded, $1.keyword.id) }
            .map { $0.keyword }
    }
}
