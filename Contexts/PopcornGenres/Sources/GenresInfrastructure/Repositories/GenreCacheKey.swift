import Foundation
import GenresDomain

/// The cache keys of the Genres context, in one place so that the repository, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum GenreCacheKey {
    /// `genres:movie`, `genres:tv`
    static func list(_ mediaType: GenreMediaType) -> String {
        "genres:\(mediaType.rawValue)"
    }
}
