import CoreDomain
import Foundation
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("CrewMemberMapper")
struct CrewMemberMapperTests {
    let mapper = CrewMemberMapper()

    @Test("an entity maps to a crew member, the person id becoming the member's id")
    func entityToDomain() {
        #expect(
            mapper.map(MoviesCrewMemberEntity.mock())
                == CrewMember(
                    id: 7467,
                    creditID: "52fe4250c3a36847f8014a11",
                    name: "David Fincher",
                    job: "Director",
                    department: "Directing",
                    gender: .male,
                    profilePath: URL(string: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg")
                ))
    }

    @Test("a crew member maps to an entity of its movie at its position")
    func domainToEntity() {
        #expect(mapper.map(CrewMember.mock(), movieID: 550, position: 5) == MoviesCrewMemberEntity.mock(position: 5))
    }

    @Test("updating in place overwrites the member and position and keeps the movie")
    func updateInPlace() {
        var entity = MoviesCrewMemberEntity.mock(movieID: 550, position: 0)
        let member = CrewMember.mock(
            id: 7474, creditID: "w", name: "Jim Uhls", job: "Screenplay", department: "Writing",
            gender: .unknown, profilePath: nil
        )
        mapper.map(member, to: &entity, position: 1)
        #expect(
            entity
                == MoviesCrewMemberEntity(
                    movieID: 550, position: 1, personID: 7474, creditID: "w", name: "Jim Uhls", job: "Screenplay",
                    department: "Writing", gender: 0, profilePath: nil
                ))
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(CrewMember.mock(gender: gender), movieID: 550, position: 0)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(MoviesCrewMemberEntity.mock(gender: -1)).gender == .unknown)
    }

    @Test("a missing profile path stays missing both ways")
    func nilProfilePath() {
        #expect(mapper.map(MoviesCrewMemberEntity.mock(profilePath: nil)).profilePath == nil)
        #expect(mapper.map(CrewMember.mock(profilePath: nil), movieID: 550, position: 0).profilePath == nil)
    }
}
