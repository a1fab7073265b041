import CoreApplication
import MoviesApplication
import Testing

@testable import PopcornCLI

@Suite("MovieCreditsRenderer")
struct MovieCreditsRendererTests {
    let renderer = MovieCreditsRenderer(style: .plain)

    @Test("The cast is listed in billing order with characters and person ids")
    func cast() {
        let lines = renderer.render(.mock(), title: "Fight Club (1999)").split(separator: "\n").map(String.init)
        #expect(lines[0] == "Fight Club (1999) — cast and crew")
        #expect(lines[1] == "Cast (6)")
        #expect(lines[2] == "  Edward Norton         The Narrator     id 819")
        #expect(lines[3] == "  Brad Pitt             Tyler Durden     id 287")
    }

    @Test("The crew is grouped by department, directing and writing first, aligned across groups")
    func crew() {
        let text = renderer.render(.mock(), title: "Fight Club (1999)")
        let directing = text.range(of: "  Directing\n    David Fincher    Director                 id 7467\n")
        let writing = text.range(of: "  Writing\n    Jim Uhls         Screenplay               id 7469\n")
        let camera = text.range(of: "  Camera\n")
        #expect(directing != nil && writing != nil && camera != nil, "\(text)")
        if let directing, let writing, let camera {
            #expect(directing.lowerBound < writing.lowerBound)
            #expect(writing.lowerBound < camera.lowerBound)
        }
    }

    @Test("Departments keep TMDb's order inside and sort the rest by name")
    func departments() {
        let crew: [CrewMemberDetails] = [
            .mock(id: 1, name: "A", job: "Editor", department: "Editing"),
            .mock(id: 2, name: "B", job: "Sound", department: "Sound"),
            .mock(id: 3, name: "C", job: "Producer", department: "Production"),
            .mock(id: 4, name: "D", job: "Editor", department: "Editing"),
        ]
        let groups = MovieCreditsRenderer.departments(crew)
        #expect(groups.map(\.department) == ["Production", "Editing", "Sound"])
        #expect(groups[1].members.map(\.id) == [1, 4])
    }

    @Test("Empty credits say so")
    func empty() {
        let text = renderer.render(CreditsDetails(id: 1, cast: [], crew: []), title: "Movie 1")
        #expect(text.contains("No cast listed."))
        #expect(text.contains("No crew listed."))
    }
}
