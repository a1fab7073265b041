import Testing

@testable import CoreApplication

@Suite("CrewMemberDetails")
struct CrewMemberDetailsTests {
    @Test(
        "Only the Director job counts as directing",
        arguments: [
            ("Director", "Directing", true), ("Assistant Director", "Directing", false),
            ("Director of Photography", "Camera", false), ("Series Director", "Directing", false),
        ])
    func director(job: String, department: String, isDirector: Bool) {
        #expect(CrewMemberDetails.mock(id: 1, job: job, department: department).isDirector == isDirector)
    }

    @Test(
        "Every job of the Writing department counts as writing",
        arguments: [
            ("Screenplay", "Writing", true), ("Novel", "Writing", true), ("Writer", "Writing", true),
            ("Director", "Directing", false), ("Script Supervisor", "Camera", false),
        ])
    func writer(job: String, department: String, isWriter: Bool) {
        #expect(CrewMemberDetails.mock(id: 1, job: job, department: department).isWriter == isWriter)
    }
}
