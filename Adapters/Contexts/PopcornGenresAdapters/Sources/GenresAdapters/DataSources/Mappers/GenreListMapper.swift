import CoreDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's genre list to CoreDomain's genres, in TMDb's order, each through TMDbAdapterKit's
/// `GenreMapper`.
///
/// A genre whose name is empty or blank (TMDb has sent untranslated names that way) is left out:
/// it could be neither shown nor typed.
struct GenreListMapper {
    private let genreMapper = GenreMapper()

    func map(_ dto: GenreListDTO) -> [Genre] {
        dto.genres
            .filter { !$0.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            .map(genreMapper.map)
    }
}
