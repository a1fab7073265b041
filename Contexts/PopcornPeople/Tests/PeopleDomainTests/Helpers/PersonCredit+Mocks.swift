import Foundation
import PeopleDomain

extension PersonCredit {
    static func mock(
        creditID: String = "c1",
        mediaType: PersonCreditMediaType = .movie,
        titleID: Int = 550,
        character: String? = "Tyler Durden",
        job: String? = nil,
        department: String? = nil,
        episodeCount: Int? = nil
    ) -> PersonCredit {
        PersonCredit(
            creditID: creditID,
            mediaType: mediaType,
            titleID: titleID,
            title: "Fight Club",
            character: character,
            job: job,
            department: department,
            episodeCount: episodeCount
        )
    }
}
