import CoreApplication
import CoreDomain
import MoviesDomain

/// Fetches the videos through the movie's one request (with only videos appended, or from the
/// cache a details screen filled) and orders them.
struct DefaultFetchMovieVideosUseCase: FetchMovieVideosUseCase {
    private let movieRepository: any MovieRepository
    private let mapper = VideoListDetailsMapper()

    init(movieRepository: some MovieRepository) {
        self.movieRepository = movieRepository
    }

    func execute(movieID: Movie.ID) async throws(FetchError) -> VideoListDetails {
        do {
            return mapper.map(try await movieRepository.videos(forMovie: movieID))
        } catch {
            throw FetchError(converting: error)
        }
    }
}
