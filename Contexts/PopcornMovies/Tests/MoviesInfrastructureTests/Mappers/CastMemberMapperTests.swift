import CoreDomain
import Foundation
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("CastMemberMapper")
struct CastMemberMapperTests {
    let mapper = CastMemberMapper()

    @Test("an entity maps to a cast member, the person id becoming the member's id")
    func entityToDomain() {
        #expect(
            mapper.map(MoviesCastMemberEntity.mock())
                == CastMember(
                    id: 287,
                    castID: 4,
                    creditID: "52fe4250c3a36847f80149f7",
                    name: "Brad Pitt",
                    character: "Tyler Durden",
                    gender: .male,
                    profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
                    order: 1
                ))
    }

    @Test("a cast member maps to an entity of its movie at its position")
    func domainToEntity() {
        #expect(mapper.map(CastMember.mock(), movieID: 550, position: 3) == MoviesCastMemberEntity.mock(position: 3))
    }

    @Test("updating in place overwrites the member and position and keeps the movie")
    func updateInPlace() {
        var entity = MoviesCastMemberEntity.mock(movieID: 550, position: 0)
        let member = CastMember.mock(
            id: 1283, castID: nil, creditID: "c", name: "Helena Bonham Carter", character: "Marla Singer",
            gender: .female, profilePath: nil, order: 2
        )
        mapper.map(member, to: &entity, position: 2)
        #expect(
            entity
                == MoviesCastMemberEntity(
                    movieID: 550, position: 2, personID: 1283, castID: nil, creditID: "c", name: "Helena Bonham Carter",
                    character: "Marla Singer", gender: 1, profilePath: nil, order: 2
                ))
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(CastMember.mock(gender: gender), movieID: 550, position: 0)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(MoviesCastMemberEntity.mock(gender: 7)).gender == .unknown)
    }

    @Test("a missing profile path stays missing both ways")
    func nilProfilePath() {
        #expect(mapper.map(MoviesCastMemberEntity.mock(profilePath: nil)).profilePath == nil)
        #expect(mapper.map(CastMember.mock(profilePath: nil), movieID: 550, position: 0).profilePath == nil)
    }
}
