import Foundation
import PeopleDomain

extension PersonCredit {
    /// An acting credit in a movie.
    static func cast(
        creditID: String = "cast-1",
        mediaType: PersonCreditMediaType = .movie,
        titleID: Int = 550,
        title: String = "Fight Club",
        releaseDate: Date? = .mock(year: 1999, month: 10, day: 15),
        posterPath: URL? = URL(string: "/poster.jpg"),
        popularity: Double? = 60.5,
        voteAverage: Double? = 8.4,
        character: String? = "Tyler Durden",
        episodeCount: Int? = nil
    ) -> PersonCredit {
        PersonCredit(
            creditID: creditID,
            mediaType: mediaType,
            titleID: titleID,
            title: title,
            originalTitle: title,
            releaseDate: releaseDate,
            posterPath: posterPath,
            popularity: popularity,
            voteAverage: voteAverage,
            character: character,
            episodeCount: episodeCount
        )
    }

    /// A crew credit in a movie.
    static func crew(
        creditID: String = "crew-1",
        mediaType: PersonCreditMediaType = .movie,
        titleID: Int = 550,
        title: String = "Fight Club",
        releaseDate: Date? = .mock(year: 1999, month: 10, day: 15),
        posterPath: URL? = URL(string: "/poster.jpg"),
        popularity: Double? = 60.5,
        voteAverage: Double? = 8.4,
        job: String = "Producer",
        department: String? = "Production",
        episodeCount: Int? = nil
    ) -> PersonCredit {
        PersonCredit(
            creditID: creditID,
            mediaType: mediaType,
            titleID: titleID,
            title: title,
            originalTitle: title,
            releaseDate: releaseDate,
            posterPath: posterPath,
            popularity: popularity,
            voteAverage: voteAverage,
            job: job,
            department: department,
            episodeCount: episodeCount
        )
    }
}
