import CoreApplication
import PeopleApplication
import Testing

@testable import PopcornCLI

@Suite("PersonImagesRenderer")
struct PersonImagesRendererTests {
    let renderer = PersonImagesRenderer(style: .plain, width: 80)

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Each photo shows its size, language and votes, then its full-size URL on a line of its own")
    func rows() {
        let images = PersonImagesDetails(
            id: 287, name: "Brad Pitt",
            photos: [
                .photo(path: "/kU3B75TyRiCgE270EyZnHjfivoq.jpg"),
                .photo(path: "/b.jpg", width: 800, height: 1200, languageCode: "en", voteAverage: nil, voteCount: nil),
            ])
        let text = renderer.render(images, fromCatalog: false)
        #expect(
            lines(text) == [
                "Brad Pitt — photos",
                "",
                "Photos (2)",
                "  1. 1000x1500, no text, 5.3/10 (4 votes)",
                "     https://image.tmdb.org/t/p/original/kU3B75TyRiCgE270EyZnHjfivoq.jpg",
                "  2. 800x1200, text in en, no votes",
                "     https://image.tmdb.org/t/p/original/b.jpg",
                "",
                "Details: popcorn person 287",
                "",
            ])
    }

    @Test("Numbers are right-aligned and URLs line up under the summaries past nine photos")
    func alignment() {
        let photos = (1...10).map { ImageDetails.photo(path: "/\($0).jpg") }
        let text = renderer.render(PersonImagesDetails(id: 1, name: "A", photos: photos), fromCatalog: false)
        #expect(
            text.contains(
                "\n   9. 1000x1500, no text, 5.3/10 (4 votes)\n      https://image.tmdb.org/t/p/original/9.jpg\n"))
        #expect(text.contains("\n  10. 1000x1500"))
    }

    @Test("Without photos the view is one line that says so, naming the offline catalog when it answered")
    func noPhotos() {
        let unknown = PersonImagesDetails(id: 287, name: "Brad Pitt", photos: nil)
        #expect(
            renderer.render(unknown, fromCatalog: true)
                == "The offline catalog has no photos of Brad Pitt; set TMDB_API_KEY to see TMDb's.\n")
        #expect(renderer.render(unknown, fromCatalog: false) == "TMDb sent no photos of Brad Pitt.\n")
        let none = PersonImagesDetails(id: 287, name: "Brad Pitt", photos: [])
        #expect(renderer.render(none, fromCatalog: false) == "TMDb has no photos of Brad Pitt.\n")
    }

    @Test("Every summary line fits in 80 columns")
    func width() {
        let text = renderer.render(
            PersonImagesDetails(id: 1, name: "A", photos: [.photo(voteAverage: 10, voteCount: 1_234_567)]),
            fromCatalog: false)
        #expect(lines(text).filter { !$0.contains("https://") }.allSatisfy { $0.count <= 80 })
    }
}
