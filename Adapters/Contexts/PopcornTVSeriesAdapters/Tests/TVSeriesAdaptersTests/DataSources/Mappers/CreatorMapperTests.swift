import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("CreatorMapper")
struct CreatorMapperTests {
    let mapper = CreatorMapper()

    @Test("a creator keeps every field")
    func mapsCreator() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396")
        #expect(
            mapper.map(try #require(series.createdBy?.first))
                == Creator(
                    id: 66633, creditID: "52542286760ee31328001a7b", name: "Vince Gilligan",
                    originalName: "Vince Gilligan", gender: .male,
                    profilePath: URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
                ))
    }

    @Test("a missing original name falls back to the name; an odd gender and an empty path are survived")
    func mapsQuirks() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-quirks")
        #expect(
            mapper.map(try #require(series.createdBy?.first))
                == Creator(
                    id: 4001, creditID: "6543210fedcba98765432100", name: "Anonymous Showrunner",
                    originalName: "Anonymous Showrunner", gender: .unknown, profilePath: nil
                ))
    }

    @Test("an empty original name falls back to the name too")
    func mapsEmptyOriginalName() {
        let dto = CreatorDTO(id: 1, creditID: "c", name: "Name", originalName: "", gender: 1)
        #expect(mapper.map(dto) == Creator(id: 1, creditID: "c", name: "Name", originalName: "Name", gender: .female))
    }
}
