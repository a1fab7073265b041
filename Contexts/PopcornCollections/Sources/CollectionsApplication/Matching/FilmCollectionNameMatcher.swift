import CollectionsDomain
import CoreDomain
import Foundation

/// Decides which collections a typed name names, among the first page of TMDb's collection search.
///
/// Names are compared folded (case, accents and punctuation aside), and the trailing word
/// `collection`, which TMDb puts after nearly every collection's name, may be left out, and so may
/// a leading `the`: `godfather` names "The Godfather Collection". One collection with that name is the match; several
/// are for the person to choose from; with none, whatever the search found is offered instead (a
/// lone inexact result too), so a typo never opens some other collection.
struct FilmCollectionNameMatcher {
    /// How many candidates an ambiguous answer lists at most.
    static let candidateLimit = 10

    func resolve(_ name: String, among results: [FilmCollectionPreview]) -> Resolved {
        let key = TypedText.fold(name)
        let exact = results.filter { result in
            [result.name, result.originalName].compactMap { $0 }.contains { Self.isNamed($0, by: key) }
        }
        switch exact.count {
        case 1:
            return .match(exact[0])
        case 2...:
            return .ambiguous(Array(exact.prefix(Self.candidateLimit)))
        default:
            return results.isEmpty ? .noMatch : .ambiguous(Array(results.prefix(Self.candidateLimit)))
        }
    }

    /// Whether `name` folds to `key`, with or without a leading `the` and a trailing `collection`.
    static func isNamed(_ name: String, by key: String) -> Bool {
        guard !key.isEmpty else {
            return false
        }
        let folded = TypedText.fold(name)
        return [key, "the " + key].contains { folded == $0 || folded == $0 + " collection" }
    }

    /// The matcher's answer, in domain terms.
    enum Resolved: Equatable {
        case match(FilmCollectionPreview)
        case ambiguous([FilmCollectionPreview])
        case noMatch
    }
}
