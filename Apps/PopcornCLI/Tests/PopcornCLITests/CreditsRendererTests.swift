import CoreApplication
import MoviesApplication
import Testing

@testable import PopcornCLI

@Suite("CreditsRenderer")
struct CreditsRendererTests {
    let renderer = CreditsRenderer(style: .plain, width: 80)

    @Test("The cast is listed in the order given (billing order) with characters and person ids")
    func cast() {
        let text = renderer.render(.mock(), title: "Fight Club (1999)", detailsCommand: "popcorn movie 550")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Fight Club (1999) — cast and crew")
        #expect(lines[1] == "Cast (6)")
        #expect(lines[2] == "  Edward Norton         The Narrator     id 819")
        #expect(lines[3] == "  Brad Pitt             Tyler Durden     id 287")
    }

    @Test("The crew is grouped by department, directing and writing first, aligned across groups")
    func crew() {
        let text = renderer.render(.mock(), title: "Fight Club (1999)", detailsCommand: "popcorn movie 550")
        let directing = text.range(of: "  Directing\n    David Fincher    Director                 id 7467\n")
        let writing = text.range(of: "  Writing\n    Jim Uhls         Screenplay               id 7469\n")
        let camera = text.range(of: "  Camera\n")
        #expect(directing != nil && writing != nil && camera != nil, "\(text)")
        if let directing, let writing, let camera {
            #expect(directing.lowerBound < writing.lowerBound)
            #expect(writing.lowerBound < camera.lowerBound)
        }
    }

    @Test("The view ends with the commands that open a person and the movie or series")
    func detailsCommand() {
        let text = renderer.render(
            .mock(id: 1396), title: "Breaking Bad (2008–2013)", detailsCommand: "popcorn tv 1396")
        #expect(text.hasSuffix("\nOpen a person: popcorn person <id>\nDetails:       popcorn tv 1396\n"))
    }

    @Test("Empty credits say so")
    func empty() {
        let text = renderer.render(
            CreditsDetails(id: 1, cast: [], crew: []), title: "Movie 1", detailsCommand: "popcorn movie 1")
        #expect(text.contains("No cast listed."))
        #expect(text.contains("No crew listed."))
        #expect(!text.contains("Open a person"))
    }
}
