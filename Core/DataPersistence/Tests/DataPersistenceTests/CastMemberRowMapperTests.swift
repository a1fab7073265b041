import CoreDomain
import DataPersistence
import Foundation
import Testing

@Suite("CastMemberRowMapper")
struct CastMemberRowMapperTests {
    let mapper = CastMemberRowMapper()

    @Test("a cast member maps to a row with the gender's raw value and the profile path as text")
    func mapsToRow() {
        let member = CastMember(
            id: 287, castID: 4, creditID: "c1", name: "Brad Pitt", character: "Tyler Durden", gender: .male,
            profilePath: URL(string: "/pitt.jpg"), order: 0)

        let row = mapper.map(member)

        #expect(
            row
                == CastMemberRow(
                    personID: 287, castID: 4, creditID: "c1", name: "Brad Pitt", character: "Tyler Durden",
                    gender: 2, profilePath: "/pitt.jpg", order: 0))
    }

    @Test("a row maps back to the same cast member, an unknown gender value reading as unknown")
    func mapsBack() {
        let row = CastMemberRow(
            personID: 1, castID: nil, creditID: "c", name: "N", character: "", gender: 9, profilePath: nil, order: 5)

        let member = mapper.map(row)

        #expect(member.gender == .unknown)
        #expect(member.profilePath == nil)
        #expect(mapper.map(mapper.map(member)).id == 1)
        #expect(member.order == 5)
    }
}
