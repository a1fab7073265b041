import PeopleApplication

extension PersonPreviewDetailsPage {
    /// A page of `count` numbered people out of `totalResults`, each known for three titles.
    static func mock(page: Int = 1, totalPages: Int = 2, totalResults: Int = 26, count: Int = 20)
        -> PersonPreviewDetailsPage
    {
        PersonPreviewDetailsPage(
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            results: (0..<count).map { index in
                PersonPreviewDetails(
                    id: 100 + index,
                    name: "Person \(index)",
                    knownForDepartment: index == 0 ? "Directing" : "Acting",
                    knownForTitles: ["Fight Club", "Se7en", "The Curious Case of Benjamin Button", "Once Upon a Time"]
                )
            }
        )
    }
}
