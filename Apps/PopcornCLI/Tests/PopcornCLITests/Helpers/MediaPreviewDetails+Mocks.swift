import CoreApplication
import Foundation
import SearchApplication

extension MediaPreviewDetails {
    /// A movie result; Fight Club unless told otherwise.
    static func mockMovie(id: Int = 550, title: String = "Fight Club", releaseDate: Date? = .day("1999-10-15"))
        -> MediaPreviewDetails
    {
        .movie(MovieMediaPreviewDetails(id: id, title: title, releaseDate: releaseDate, popularity: 60))
    }

    /// A series result; Breaking Bad unless told otherwise.
    static func mockTVSeries(id: Int = 1396, name: String = "Breaking Bad", firstAirDate: Date? = .day("2008-01-20"))
        -> MediaPreviewDetails
    {
        .tvSeries(TVSeriesMediaPreviewDetails(id: id, name: name, firstAirDate: firstAirDate, popularity: 90))
    }

    /// A person result; Brad Pitt, known for Fight Club, unless told otherwise.
    static func mockPerson(id: Int = 287, name: String = "Brad Pitt") -> MediaPreviewDetails {
        .person(PersonMediaPreviewDetails(id: id, name: name, popularity: 20, knownFor: [.mockMovie()]))
    }
}
