import CoreApplication
import CoreDomain
import Foundation
import GenresDomain

/// Reads the kind's genre list through the repository (so it is cached like any list) and maps
/// each genre with CoreApplication's `GenreDetailsMapper`. A genre has no images, so no images
/// configuration is fetched: a cached list answers even `--offline`.
struct DefaultFetchGenresUseCase: FetchGenresUseCase {
    private let genreRepository: any GenreRepository
    private let mapper = GenreDetailsMapper()

    init(genreRepository: some GenreRepository) {
        self.genreRepository = genreRepository
    }

    func execute(mediaType: GenreMediaType) async throws(FetchError) -> [GenreDetails] {
        do {
            return try await genreRepository.genres(for: mediaType).map(mapper.map)
        } catch {
            throw FetchError(error)
        }
    }
}
