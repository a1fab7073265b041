import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonKnownForMapper")
struct PersonKnownForMapperTests {
    let mapper = PersonKnownForMapper()

    /// Acted in two movies, directed one of them and a series, wrote a third movie.
    let credits = PersonCredits(
        id: 1,
        cast: [
            .mock(creditID: "c1", titleID: 1, title: "Acted", popularity: 10),
            .mock(creditID: "c2", titleID: 2, title: "Acted and directed", popularity: 30),
        ],
        crew: [
            .mock(
                creditID: "j1", titleID: 2, title: "Acted and directed", popularity: 30, character: nil,
                job: "Director", department: "Directing"),
            .mock(
                creditID: "j2", mediaType: .tvSeries, titleID: 3, title: "Directed series", popularity: 20,
                character: nil, job: "Director", department: "Directing"),
            .mock(
                creditID: "j3", titleID: 4, title: "Written", popularity: 50, character: nil, job: "Screenplay",
                department: "Writing"),
        ]
    )

    private func map(_ department: String?, limit: Int = 10) -> [PersonTitleCreditsDetails] {
        mapper.map(credits, knownForDepartment: department, limit: limit, imagesConfiguration: .mock())
    }

    @Test("someone known for acting is known for their cast credits only")
    func acting() {
        let titles = map("Acting")
        #expect(titles.map(\.titleID) == [2, 1])
        #expect(titles.allSatisfy { $0.jobs.isEmpty && !$0.characters.isEmpty })
    }

    @Test("someone known for another department is known for their crew credits in it only")
    func otherDepartment() {
        let titles = map("Directing")
        #expect(titles.map(\.titleID) == [2, 3])
        #expect(titles.allSatisfy { $0.characters.isEmpty })
        #expect(
            titles.flatMap(\.jobs)
                == Array(repeating: PersonJobDetails(job: "Director", department: "Directing"), count: 2))
        #expect(map("Writing").map(\.titleID) == [4])
    }

    @Test("the department matches whatever its case", arguments: ["acting", "ACTING", " Acting "])
    func departmentCase(department: String) {
        #expect(map(department).map(\.titleID) == [2, 1])
    }

    @Test("without a department every credit counts, merged per title", arguments: [nil, "", "  "] as [String?])
    func noDepartment(department: String?) {
        let titles = map(department)
        #expect(titles.map(\.titleID) == [4, 2, 3, 1])
        #expect(titles.first { $0.titleID == 2 }?.characters == ["Tyler Durden"])
        #expect(titles.first { $0.titleID == 2 }?.jobs.map(\.job) == ["Director"])
    }

    @Test("a department with no credits gives no titles")
    func unmatchedDepartment() {
        #expect(map("Sound").isEmpty)
    }

    @Test("titles come by popularity descending, unknown popularity last")
    func popularityOrder() {
        let credits = PersonCredits(
            id: 1,
            cast: [
                .mock(creditID: "c1", titleID: 1, title: "Unknown", popularity: nil),
                .mock(creditID: "c2", titleID: 2, title: "Low", popularity: 1.5),
                .mock(creditID: "c3", titleID: 3, title: "High", popularity: 99),
            ],
            crew: []
        )
        let titles = mapper.map(credits, knownForDepartment: "Acting", limit: 5, imagesConfiguration: .mock())
        #expect(titles.map(\.title) == ["High", "Low", "Unknown"])
    }

    @Test("titles equally popular come newest first")
    func tiesNewestFirst() {
        let credits = PersonCredits(
            id: 1,
            cast: [
                .mock(creditID: "c1", titleID: 1, title: "Older", releaseDate: .mockDay(year: 1990), popularity: 7),
                .mock(creditID: "c2", titleID: 2, title: "Newer", releaseDate: .mockDay(year: 2010), popularity: 7),
            ],
            crew: []
        )
        let titles = mapper.map(credits, knownForDepartment: "Acting", limit: 5, imagesConfiguration: .mock())
        #expect(titles.map(\.title) == ["Newer", "Older"])
    }

    @Test(
        "at most `limit` titles are kept, the most popular ones",
        arguments: [(1, [4]), (2, [4, 2]), (9, [4, 2, 3, 1])])
    func limit(limit: Int, expected: [Int]) {
        #expect(map(nil, limit: limit).map(\.titleID) == expected)
    }

    @Test("a limit below one gives no titles", arguments: [0, -3])
    func nonPositiveLimit(limit: Int) {
        #expect(map("Acting", limit: limit).isEmpty)
    }
}
