import Foundation

@testable import PeopleInfrastructure

extension PeoplePreviewPageEntity {
    static func mock(
        pageKey: String = "people:popular:page:1",
        page: Int = 1,
        totalPages: Int = 500,
        totalResults: Int = 10_000,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        results: [PeoplePreviewEntity]? = [
            .mock(position: 0),
            .mock(position: 1, personID: 11_701, name: "Angelina Jolie", gender: 1, knownForTitles: ["Maleficent"]),
        ]
    ) -> PeoplePreviewPageEntity {
        PeoplePreviewPageEntity(
            pageKey: pageKey,
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            language: language,
            cachedAt: cachedAt,
            results: results
        )
    }
}
