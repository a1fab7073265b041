import Testing

@testable import PopcornCLI

@Suite("PreviewListRenderer")
struct PreviewListRendererTests {
    let renderer = PreviewListRenderer(
        style: TextStyle(isEnabled: false), width: 40, noun: "movies", detailsCommand: nil)

    @Test("A heading that fits keeps its page numbers on its line")
    func fits() {
        #expect(
            renderer.titleLines("Popular movies", pageInfo: "— page 1 of 3 (6 results)") == [
                "Popular movies — page 1 of 3 (6 results)"
            ])
    }

    @Test("A long heading wraps at the width, and the page numbers stay whole on its last line or the next")
    func wraps() {
        #expect(
            renderer.titleLines(
                "Movies (genre drama, released in 1999), highest rated first", pageInfo: "— page 1 of 1 (1 result)")
                == ["Movies (genre drama, released in 1999),", "highest rated first", "— page 1 of 1 (1 result)"])
        #expect(
            renderer.titleLines("Movies (genres drama and crime), A to Z", pageInfo: "— page 2 of 9")
                == ["Movies (genres drama and crime), A to Z", "— page 2 of 9"])
        #expect(
            renderer.titleLines("Movies with a very long heading, oldest first", pageInfo: "— page 2")
                == ["Movies with a very long heading, oldest", "first — page 2"])
    }
}
