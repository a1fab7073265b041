import Testing

@testable import CoreApplication

@Suite("CrewDepartmentGroup")
struct CrewDepartmentGroupTests {
    @Test("Departments keep TMDb's order inside and sort the rest by name")
    func departments() {
        let crew: [CrewMemberDetails] = [
            .mock(id: 1, name: "A", job: "Editor", department: "Editing"),
            .mock(id: 2, name: "B", job: "Sound", department: "Sound"),
            .mock(id: 3, name: "C", job: "Producer", department: "Production"),
            .mock(id: 4, name: "D", job: "Editor", department: "Editing"),
        ]
        let groups = CrewDepartmentGroup.groups(of: crew, by: \.department)
        #expect(groups.map(\.department) == ["Production", "Editing", "Sound"])
        #expect(groups[1].members.map(\.id) == [1, 4])
    }

    @Test("Directing, writing and production lead, in that order, whatever order the crew comes in")
    func leadingDepartments() {
        let crew: [CrewMemberDetails] = [
            .mock(id: 1, job: "Director of Photography", department: "Camera"),
            .mock(id: 2, job: "Producer", department: "Production"),
            .mock(id: 3, job: "Screenplay", department: "Writing"),
            .mock(id: 4, job: "Art Direction", department: "Art"),
            .mock(id: 5, job: "Director", department: "Directing"),
        ]
        let groups = CrewDepartmentGroup.groups(of: crew, by: \.department)
        #expect(groups.map(\.department) == ["Directing", "Writing", "Production", "Art", "Camera"])
        #expect(groups.map { $0.members.map(\.id) } == [[5], [3], [2], [4], [1]])
    }

    @Test("Members without a department are listed under Other, sorted among the rest by name")
    func emptyDepartment() {
        let crew: [CrewMemberDetails] = [
            .mock(id: 1, job: "Thanks", department: ""),
            .mock(id: 2, job: "Sound Designer", department: "Sound"),
            .mock(id: 3, job: "Gaffer", department: "Lighting"),
        ]
        let groups = CrewDepartmentGroup.groups(of: crew, by: \.department)
        #expect(groups.map(\.department) == ["Lighting", "Other", "Sound"])
        #expect(groups[1] == CrewDepartmentGroup(department: "Other", members: [crew[0]]))
    }

    @Test("No crew gives no groups")
    func noCrew() {
        #expect(CrewDepartmentGroup<CrewMemberDetails>.groups(of: [], by: \.department).isEmpty)
    }
}
