import Foundation
import SearchApplication
import Testing

@Suite("MediaTitleQuery")
struct MediaTitleQueryTests {
    @Test("a trailing (YYYY) is split off as the year")
    func splitsTrailingYear() {
        let query = MediaTitleQuery("fight club (1999)")

        #expect(query.title == "fight club")
        #expect(query.year == 1999)
    }

    @Test("the text is trimmed, around the title and the year")
    func trims() {
        let query = MediaTitleQuery("  fight club   (1999) \n")

        #expect(query.title == "fight club")
        #expect(query.year == 1999)
    }

    @Test("the year may follow the title without a space")
    func noSpaceBeforeYear() {
        #expect(MediaTitleQuery("fight club(1999)") == MediaTitleQuery("fight club", year: 1999))
    }

    @Test("--year wins over a year written in the text")
    func optionWins() {
        let query = MediaTitleQuery("dune (1984)", year: 2021)

        #expect(query.title == "dune")
        #expect(query.year == 2021)
    }

    @Test("--year applies to a text that has none")
    func optionAlone() {
        let query = MediaTitleQuery("dune", year: 2021)

        #expect(query.title == "dune")
        #expect(query.year == 2021)
    }

    @Test("a title without a year has none")
    func noYear() {
        let query = MediaTitleQuery("2001: a space odyssey")

        #expect(query.title == "2001: a space odyssey")
        #expect(query.year == nil)
    }

    @Test(
        "parentheses that are not a four-digit year, or a year with no title, stay part of the text",
        arguments: [
            "fight club (abc)", "fight club (12345)", "fight club (199)", "fight club ()", "(1999)",
            "fight club (１９９９)", "fight club (1999) extended",
        ])
    func keepsOtherParentheses(text: String) {
        let query = MediaTitleQuery(text)

        #expect(query.title == text)
        #expect(query.year == nil)
    }

    @Test("only the last parentheses are read as the year")
    func lastParentheses() {
        let query = MediaTitleQuery("les misérables (2012) (2019)")

        #expect(query.title == "les misérables (2012)")
        #expect(query.year == 2019)
    }

    @Test("a person's name is kept whole: people have no year")
    func nameKeptWhole() {
        let query = MediaTitleQuery(name: "  Prince (1958) ")

        #expect(query.title == "Prince (1958)")
        #expect(query.year == nil)
    }
}
