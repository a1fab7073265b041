import CoreDomain
import Foundation
import GenresDomain

/// Turns the genres a person typed (`--genre drama --genre "science fiction"`) into TMDb's genres,
/// so a command can filter by their ids.
public protocol ResolveGenreNamesUseCase: Sendable {
    /// The genres `names` name, in the order given and each once. A name matches its genre in the
    /// command's language whatever its case, accents, punctuation and spacing; a genre's TMDb id
    /// is accepted too. No names need no list: the answer is `[]` without a fetch.
    ///
    /// - Throws: ``ResolveGenreNamesError/noSuchGenre(_:validNames:)`` for the first name that is
    ///   none of the kind's genres, or the reason the list could not be had.
    func execute(names: [String], mediaType: GenreMediaType) async throws(ResolveGenreNamesError) -> [Genre]
}
