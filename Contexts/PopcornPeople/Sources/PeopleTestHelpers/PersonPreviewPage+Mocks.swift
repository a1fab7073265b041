import CoreDomain
import Foundation
import PeopleDomain

extension PersonPreviewPage {
    /// The first of 500 pages of people: Brad Pitt, Angelina Jolie and Leonardo DiCaprio.
    public static func mock(
        page: Int = 1,
        totalPages: Int = 500,
        totalResults: Int = 10_000,
        results: [PersonPreview] = [
            .mock(),
            .mock(id: 11_701, name: "Angelina Jolie", gender: .female, knownForTitles: ["Maleficent", "Salt"]),
            .mock(id: 6193, name: "Leonardo DiCaprio", knownForTitles: ["Inception"]),
        ]
    ) -> PersonPreviewPage {
        PersonPreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
