import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite("CatalogKeywordIndex")
struct CatalogKeywordIndexTests {
    /// Movie 1 (`support group`, `Édition spéciale`), movie 2 (`support group` again) and series 1
    /// (`fight`), whose id is also a movie's.
    private var index: CatalogKeywordIndex {
        var index = CatalogKeywordIndex()
        index.add(
            KeywordListDTO(
                id: 1,
                keywords: [KeywordDTO(id: 825, name: "support group"), KeywordDTO(id: 7, name: "Édition spéciale")]),
            folder: "movies", titleID: 1)
        index.add(
            KeywordListDTO(id: 2, keywords: [KeywordDTO(id: 825, name: "support group")]), folder: "movies", titleID: 2)
        index.add(KeywordListDTO(id: 1, keywords: [KeywordDTO(id: 1721, name: "fight")]), folder: "tv", titleID: 1)
        return index
    }

    @Test("a title's keyword ids are its own folder's; a title without a keywords file has none")
    func keywordIDs() {
        #expect(index.keywordIDs(folder: "movies", titleID: 1) == [825, 7])
        #expect(index.keywordIDs(folder: "tv", titleID: 1) == [1721])
        #expect(index.keywordIDs(folder: "movies", titleID: 3).isEmpty)
        #expect(index.keywordIDs(folder: "people", titleID: 1).isEmpty)
    }

    @Test("a keyword several titles have is found once; the names are folded like titles and sorted")
    func search() {
        #expect(index.keywords(containing: "GROUP") == [KeywordDTO(id: 825, name: "support group")])
        #expect(index.keywords(containing: "edition") == [KeywordDTO(id: 7, name: "Édition spéciale")])
        #expect(index.keywords(containing: "i").map(\.name) == ["Édition spéciale", "fight"])
        #expect(index.keywords(containing: " ").isEmpty)
    }
}
