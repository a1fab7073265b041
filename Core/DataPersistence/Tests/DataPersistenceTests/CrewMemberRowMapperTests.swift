import CoreDomain
import DataPersistence
import Foundation
import Testing

@Suite("CrewMemberRowMapper")
struct CrewMemberRowMapperTests {
    let mapper = CrewMemberRowMapper()

    @Test("a crew member survives the round trip through its row")
    func roundTrips() {
        let member = CrewMember(
            id: 7467, creditID: "c3", name: "David Fincher", job: "Director", department: "Directing",
            gender: .male, profilePath: URL(string: "/fincher.jpg"))

        let row = mapper.map(member)

        #expect(row.personID == 7467)
        #expect(row.gender == 2)
        #expect(row.profilePath == "/fincher.jpg")
        #expect(mapper.map(row) == member)
    }
}
