import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("ArgumentChoice")
struct ArgumentChoiceTests {
    @Test("the values listed are the raw values, in the cases' order, with no descriptions")
    func values() {
        #expect(DataSourceChoice.allValueStrings == ["catalog", "tmdb"])
        #expect(DataSourceChoice.allValueDescriptions.isEmpty)
        #expect(ImageKindOption.allValueStrings == ImageKindOption.allCases.map(\.rawValue))
        #expect(WatchlistSortOption.allValueStrings == WatchlistSortOption.allCases.map(\.rawValue))
    }

    @Test("help still lists an option's values")
    func help() {
        let help = PopcornCommand.helpMessage(for: MovieImagesCommand.self, columns: 200)
        #expect(help.contains("--source <source>"))
        #expect(help.contains("--kind <kind>"))
    }
}
