import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleInfrastructure

@Suite("PersonCreditMapper")
struct PersonCreditMapperTests {
    let mapper = PersonCreditMapper()

    @Test("an entity maps to a credit with all 13 fields")
    func entityToDomain() {
        #expect(
            mapper.map(PeopleCreditEntity.mock())
                == PersonCredit(
                    creditID: "52fe4250c3a36847f80149f3",
                    mediaType: .movie,
                    titleID: 550,
                    title: "Fight Club",
                    originalTitle: "Fight Club",
                    releaseDate: Date(timeIntervalSince1970: 939_945_600),
                    posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
                    popularity: 61.4,
                    voteAverage: 8.4,
                    character: "Tyler Durden",
                    job: "Actor",
                    department: "Acting",
                    episodeCount: 1
                ))
    }

    @Test("a credit maps to an entity of its person, kind and position")
    func domainToEntity() {
        #expect(
            mapper.map(
                PersonCredit.mock(job: "Actor", department: "Acting", episodeCount: 1), personID: 287, kind: .crew,
                position: 3)
                == PeopleCreditEntity.mock(kind: .crew, position: 3))
    }

    @Test("updating in place overwrites the credit and position, clearing absent fields, and keeps person and kind")
    func updateInPlace() {
        var entity = PeopleCreditEntity.mock(kind: .crew, position: 0)
        let credit = PersonCredit(creditID: "c", mediaType: .tvSeries, titleID: 1668, title: "Friends")

        mapper.map(credit, to: &entity, position: 1)

        #expect(
            entity
                == PeopleCreditEntity(
                    personID: 287, kind: .crew, position: 1, creditID: "c", mediaType: "tvSeries", titleID: 1668,
                    title: "Friends"))
        #expect(mapper.map(entity) == credit)
    }

    @Test("each media type is stored as its raw value and read back", arguments: PersonCreditMediaType.allCases)
    func mediaTypeRoundTrip(mediaType: PersonCreditMediaType) {
        let entity = mapper.map(PersonCredit.mock(mediaType: mediaType), personID: 287, kind: .cast, position: 0)
        #expect(entity.mediaType == mediaType.rawValue)
        #expect(mapper.map(entity).mediaType == mediaType)
    }

    @Test("a stored media type this version does not know reads as unknown")
    func unrecognisedMediaType() {
        #expect(mapper.map(PeopleCreditEntity.mock(mediaType: "podcast")).mediaType == .unknown)
    }
}
