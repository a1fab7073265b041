import Foundation
import TMDbKit

extension CatalogStore {
    /// The folders whose titles can have a keywords file next to their details.
    static let keywordFolders = ["movies", "tv"]

    /// The ids of the keywords of title `titleID` in `folder` (`movies`, `tv`); none when the title
    /// has no keywords file.
    func keywordIDs(folder: String, titleID: Int) -> Set<Int> {
        keywords().keywordIDs(folder: folder, titleID: titleID)
    }

    /// What `/search/keyword` finds for `query`: the keywords of every movie and series whose names
    /// contain it, each once, by name (see ``CatalogKeywordIndex/keywords(containing:)``).
    func searchKeywords(query: String) -> [KeywordDTO] {
        keywords().keywords(containing: query)
    }

    /// The keyword index, built from every title's keywords file the first time: a movie's list is
    /// under `keywords`, a series' under `results`, as TMDb sends them (``KeywordListDTO`` reads both).
    private func keywords() -> CatalogKeywordIndex {
        if let keywordIndex {
            return keywordIndex
        }
        var index = CatalogKeywordIndex()
        for folder in Self.keywordFolders {
            for id in ids(inFolder: folder) {
                if let list = decoded(KeywordListDTO.self, at: "\(folder)/\(id).keywords.json") {
                    index.add(list, folder: folder, titleID: id)
                }
            }
        }
        keywordIndex = index
        return index
    }
}
