import CoreApplication
import Testing

@testable import PopcornCLI

@Suite("TitleImagesRenderer")
struct TitleImagesRendererTests {
    let renderer = TitleImagesRenderer(style: .plain, width: 200)

    @Test("Each image is one aligned row: kind, language, size, votes and the full-size URL")
    func rows() {
        let text = renderer.render(.mock(), title: "Fight Club (1999)", detailsCommand: "popcorn movie 550", kind: nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Images of Fight Club (1999)")
        #expect(lines[2] == "1 poster, 2 logos, 1 backdrop")
        #expect(
            lines[3]
                == "  poster    en  2000×3000  5.6 (12 votes)  https://image.tmdb.org/t/p/original/poster-en.jpg")
        #expect(
            lines[4] == "  logo      en    800×250  5.6 (1 vote)    https://image.tmdb.org/t/p/original/logo-en.png")
        #expect(lines[5] == "  logo      -     800×250  no votes        https://image.tmdb.org/t/p/original/logo.png")
        #expect(lines[6].hasPrefix("  backdrop  -   1920×1080"))
        #expect(text.hasSuffix("\nDetails: popcorn movie 550\n"))
    }

    @Test("On a terminal too narrow for the URLs beside their rows, each URL goes whole on the line under its row")
    func narrow() {
        let text = TitleImagesRenderer(style: .plain, width: 80).render(
            .mock(), title: "Fight Club (1999)", detailsCommand: "popcorn movie 550", kind: nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(
            Array(lines[3...6]) == [
                "  poster    en  2000×3000  5.6 (12 votes)", "    https://image.tmdb.org/t/p/original/poster-en.jpg",
                "  logo      en    800×250  5.6 (1 vote)", "    https://image.tmdb.org/t/p/original/logo-en.png",
            ])
    }

    @Test("No image of the kind asked for says so")
    func none() {
        let empty = ImageCollectionDetails.mock(posters: [], logos: [], backdrops: [])
        #expect(
            renderer.render(empty, title: "Fight Club (1999)", detailsCommand: "popcorn movie 550", kind: .logo)
                .contains(
                    "No logos for Fight Club (1999)."))
        #expect(
            renderer.render(empty, title: "Fight Club (1999)", detailsCommand: "popcorn movie 550", kind: nil).contains(
                "No images for"))
    }
}
