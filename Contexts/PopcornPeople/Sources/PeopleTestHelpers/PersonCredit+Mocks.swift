import Foundation
import PeopleDomain

extension PersonCredit {
    /// Brad Pitt's cast credit as Tyler Durden in Fight Club, every title field set and no job,
    /// department or episode count; pass `character: nil` and a job for a crew credit.
    public static func mock(
        creditID: String = "52fe4250c3a36847f80149f3",
        mediaType: PersonCreditMediaType = .movie,
        titleID: Int = 550,
        title: String = "Fight Club",
        originalTitle: String? = "Fight Club",
        releaseDate: Date? = Date(timeIntervalSince1970: 939_945_600),
        posterPath: URL? = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        popularity: Double? = 61.4,
        voteAverage: Double? = 8.4,
        character: String? = "Tyler Durden",
        job: String? = nil,
        department: String? = nil,
        episodeCount: Int? = nil
    ) -> PersonCredit {
        PersonCredit(
            creditID: creditID,
            mediaType: mediaType,
            titleID: titleID,
            title: title,
            originalTitle: originalTitle,
            releaseDate: releaseDate,
            posterPath: posterPath,
            popularity: popularity,
            voteAverage: voteAverage,
            character: character,
            job: job,
            department: department,
            episodeCount: episodeCount
        )
    }
}
