import Testing

@testable import TMDbCatalog

@Suite struct CatalogTitleMatcherTests {
    @Test func matchesWhenEveryWordAppearsInTheTitle() {
        #expect(CatalogTitleMatcher(query: "club fight").matches(title: "Fight Club", originalTitle: nil))
    }

    @Test func matchesWordsSplitBetweenTitleAndOriginalTitle() {
        #expect(
            CatalogTitleMatcher(query: "amelie destin").matches(
                title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain"))
    }

    @Test func ignoresCaseDiacriticsAndExtraSpaces() {
        let matcher = CatalogTitleMatcher(query: "  CRÈME   brulee ")

        #expect(matcher.matches(title: "Crème Brûlée", originalTitle: nil))
    }

    @Test(
        "punctuation in the query or the title counts as a space, as TMDb's search reads it",
        arguments: [
            ("spirited away!", "Spirited Away"), ("fight-club", "Fight Club"), ("x men", "X-Men"), ("wall.e", "WALL·E"),
        ])
    func ignoresPunctuation(query: String, title: String) {
        #expect(CatalogTitleMatcher(query: query).matches(title: title, originalTitle: nil))
    }

    @Test func matchesPartsOfWords() {
        #expect(CatalogTitleMatcher(query: "matr").matches(title: "The Matrix", originalTitle: "The Matrix"))
    }

    @Test func rejectsATitleMissingOneWord() {
        #expect(!CatalogTitleMatcher(query: "fight matrix").matches(title: "Fight Club", originalTitle: "Fight Club"))
    }

    @Test func isEmptyForABlankQuery() {
        #expect(CatalogTitleMatcher(query: " \t ").isEmpty)
        #expect(!CatalogTitleMatcher(query: "x").isEmpty)
    }

    @Test func matchesWordsSpreadOverAnyOfSeveralNames() {
        let names = ["Brad Pitt", "William Bradley Pitt", "Брэд Питт"]

        #expect(CatalogTitleMatcher(query: "william pitt").matches(anyOf: names))
        #expect(CatalogTitleMatcher(query: "брэд brad").matches(anyOf: names))
        #expect(!CatalogTitleMatcher(query: "brad garrett").matches(anyOf: names))
        #expect(!CatalogTitleMatcher(query: "brad").matches(anyOf: []))
    }

    @Test func ignoresApostrophesOnEitherSide() {
        #expect(CatalogTitleMatcher(query: "schindlers list").matches(title: "Schindler's List", originalTitle: nil))
        #expect(CatalogTitleMatcher(query: "schindler\u{2019}s").matches(title: "Schindler's List", originalTitle: nil))
        #expect(!CatalogTitleMatcher(query: "schindlers lists").matches(title: "Schindler's List", originalTitle: nil))
    }
}
