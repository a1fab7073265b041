import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreApplication

@Suite("CreditsDetails")
struct CreditsDetailsTests {
    let crew: [CrewMemberDetails] = [
        .mock(id: 7469, name: "Jim Uhls", job: "Screenplay", department: "Writing"),
        .mock(id: 7479, name: "Jeff Cronenweth", job: "Director of Photography", department: "Camera"),
        .mock(id: 7467, name: "David Fincher", job: "Director", department: "Directing"),
        .mock(id: 7468, name: "Chuck Palahniuk", job: "Novel", department: "Writing"),
        .mock(id: 7470, name: "Second Unit", job: "Second Unit Director", department: "Directing"),
    ]

    @Test("Directors are the crew with the Director job, writers the Writing department, in crew order")
    func directorsAndWriters() {
        let credits = CreditsDetails(id: 550, cast: [], crew: crew)
        #expect(credits.directors.map(\.name) == ["David Fincher"])
        #expect(credits.writers.map(\.name) == ["Jim Uhls", "Chuck Palahniuk"])
    }

    @Test("The crew is grouped by department, directing and writing first")
    func crewByDepartment() {
        let credits = CreditsDetails(id: 550, cast: [], crew: crew)
        #expect(credits.crewByDepartment.map(\.department) == ["Directing", "Writing", "Camera"])
        #expect(credits.crewByDepartment[0].members.map(\.id) == [7467, 7470])
        #expect(credits.crewByDepartment[1].members.map(\.id) == [7469, 7468])
    }

    @Test("Without crew there are no directors, writers or departments")
    func noCrew() {
        let credits = CreditsDetails(id: 1, cast: [], crew: [])
        #expect(credits.directors.isEmpty && credits.writers.isEmpty && credits.crewByDepartment.isEmpty)
    }

    @Test("The JSON document carries directors, writers and the departments under their Swift names")
    func json() throws {
        let credits = CreditsDetailsMapper().map(.mock(), imagesConfiguration: .mock())
        let data = try JSONEncoder().encode(credits)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["directors"] as? [[String: Any]])?.first?["name"] as? String == "David Fincher")
        #expect((object["writers"] as? [Any])?.isEmpty == true)
        let groups = try #require(object["crewByDepartment"] as? [[String: Any]])
        #expect(groups.first?["department"] as? String == "Directing")
        #expect((groups.first?["members"] as? [[String: Any]])?.first?["id"] as? Int == 7467)
        #expect(try JSONDecoder().decode(CreditsDetails.self, from: data) == credits)
    }
}
