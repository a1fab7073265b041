import Foundation
import PeopleApplication
import PeopleDomain

extension PersonTitleCreditsDetails {
    /// Fight Club, with Brad Pitt's role in it.
    static func fightClub(characters: [String] = ["Tyler Durden"], jobs: [PersonJobDetails] = [])
        -> PersonTitleCreditsDetails
    {
        PersonTitleCreditsDetails(
            mediaType: .movie, titleID: 550, title: "Fight Club", releaseDate: .day("1999-10-15"),
            characters: characters, jobs: jobs)
    }

    /// Se7en, with Brad Pitt's role in it.
    static let seven = PersonTitleCreditsDetails(
        mediaType: .movie, titleID: 807, title: "Se7en", releaseDate: .day("1995-09-22"),
        characters: ["Detective David Mills"])

    /// Breaking Bad, with Bryan Cranston's role and jobs on it over 62 episodes.
    static let breakingBad = PersonTitleCreditsDetails(
        mediaType: .tvSeries, titleID: 1396, title: "Breaking Bad", releaseDate: .day("2008-01-20"),
        characters: ["Walter White"],
        jobs: [PersonJobDetails(job: "Producer", department: "Production"), PersonJobDetails(job: "Director")],
        episodeCount: 62)
}
