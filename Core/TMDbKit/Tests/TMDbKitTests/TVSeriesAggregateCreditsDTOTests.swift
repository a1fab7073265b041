import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeriesAggregateCreditsDTOTests {
    @Test
    func decodesEveryRoleOfACastMember() throws {
        let credits = try TMDbJSON.decode(
            TVSeriesAggregateCreditsDTO.self, from: Fixture.data("tv-aggregate-credits-1396"))

        #expect(credits.id == 1396)
        #expect(
            credits.cast[0]
                == AggregateCastMemberDTO(
                    adult: false, gender: 2, id: 17419, knownForDepartment: "Acting", name: "Bryan Cranston",
                    originalName: "Bryan Cranston", popularity: 18.7, profilePath: "/npowdSaULuTgyFkjafCYK2Ox0bF.jpg",
                    roles: [
                        TVRoleDTO(creditID: "52542282760ee313280017f9", character: "Walter White", episodeCount: 62)
                    ],
                    totalEpisodeCount: 62, order: 0)
        )
        #expect(credits.cast[1].roles.map(\.character) == ["Jesse Pinkman", "Jesse Pinkman (voice)"])
    }

    @Test
    func decodesEveryJobOfACrewMember() throws {
        let credits = try TMDbJSON.decode(
            TVSeriesAggregateCreditsDTO.self, from: Fixture.data("tv-aggregate-credits-1396"))

        #expect(credits.crew[0].department == "Production")
        #expect(credits.crew[0].totalEpisodeCount == 62)
        #expect(
            credits.crew[0].jobs == [
                TVJobDTO(creditID: "52542287760ee31328001af1", job: "Executive Producer", episodeCount: 62),
                TVJobDTO(creditID: "5254228d760ee31328001fd9", job: "Producer", episodeCount: 7),
            ])
    }

    @Test func dropsAMalformedRoleAndAMemberWithoutAName() throws {
        let credits = try Fixture.decode(TVSeriesAggregateCreditsDTO.self, "tv-aggregate-credits-1396")

        #expect(credits.cast.map(\.id) == [17419, 84497])
        #expect(credits.cast[1].roles.count == 2)
    }

    @Test func readsNullJobsAsEmptyAndAWrongTypeCountAsNil() throws {
        let credits = try Fixture.decode(TVSeriesAggregateCreditsDTO.self, "tv-aggregate-credits-1396")
        let camera = try #require(credits.crew.last)

        #expect(camera.name == "Reynaldo Villalobos")
        #expect(camera.jobs.isEmpty)
        #expect(camera.totalEpisodeCount == nil)
        #expect(camera.profilePath == nil)
    }

    @Test func readsMissingCastAndCrewAsEmpty() throws {
        let credits = try Fixture.decode(TVSeriesAggregateCreditsDTO.self, json: #"{"id": 7, "crew": {}}"#)

        #expect(credits == TVSeriesAggregateCreditsDTO(id: 7))
    }
}
