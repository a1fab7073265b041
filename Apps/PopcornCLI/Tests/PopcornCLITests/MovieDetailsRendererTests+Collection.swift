import CoreApplication
import Foundation
import MoviesApplication
import TerminalLayout
import Testing

@testable import PopcornCLI

extension MovieDetailsRendererTests {
    /// The Godfather, part of The Godfather Collection, with little else to show.
    private static let godfather = MovieDetails(
        id: 238, title: "The Godfather", releaseDate: Date(timeIntervalSince1970: 69_379_200),
        productionCompanies: [ProductionCompanyDetails(id: 4, name: "Paramount Pictures", originCountry: "US")],
        belongsToCollection: MovieCollectionDetails(id: 230, name: "The Godfather Collection"))

    @Test("A movie of a collection says which, with the command that opens it")
    func partOfCollection() {
        let text = renderer.render(Self.godfather)
        #expect(text.contains("\n  Part of    The Godfather Collection  popcorn collection 230\n"))
        #expect(!text.contains("  Collection "))
        #expect(!renderer.render(.mock()).contains("Part of"))
    }

    @Test("The collection's command is styled as a command")
    func partOfCollectionColour() {
        let coloured = MovieDetailsRenderer(style: TextStyle(isEnabled: true), width: 80, language: "en-US")
        let text = TerminalText.forTerminal(coloured.render(Self.godfather))
        #expect(text.contains("The Godfather Collection  \u{1B}[32mpopcorn collection 230\u{1B}[0m"))
    }
}
