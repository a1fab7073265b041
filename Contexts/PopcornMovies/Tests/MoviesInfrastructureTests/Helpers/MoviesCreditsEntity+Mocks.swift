import Foundation

@testable import MoviesInfrastructure

extension MoviesCreditsEntity {
    static func mock(
        movieID: Int = 550,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        cast: [MoviesCastMemberEntity]? = [
            .mock(position: 0, personID: 819, name: "Edward Norton", character: "Narrator", order: 0),
            .mock(position: 1, personID: 287, name: "Brad Pitt", character: "Tyler Durden", order: 1),
        ],
        crew: [MoviesCrewMemberEntity]? = [.mock()]
    ) -> MoviesCreditsEntity {
        MoviesCreditsEntity(movieID: movieID, language: language, cachedAt: cachedAt, cast: cast, crew: crew)
    }
}
