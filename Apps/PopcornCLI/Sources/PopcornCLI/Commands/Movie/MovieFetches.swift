import CoreApplication
import MoviesApplication

/// Use-case calls captured as `Result`s, so commands can run several at once with `async let`
/// and decide afterwards which failures matter.
enum MovieFetches {
    /// A movie's details, or why not.
    static func details(
        _ useCase: any FetchMovieDetailsUseCase,
        id: Int
    ) async -> Result<MovieDetails, FetchMovieDetailsError> {
        do {
            return .success(try await useCase.execute(id: id))
        } catch {
            return .failure(error)
        }
    }

    /// A movie's cast and crew, or why not.
    static func credits(
        _ useCase: any FetchMovieCreditsUseCase,
        id: Int
    ) async -> Result<CreditsDetails, FetchMovieCreditsError> {
        do {
            return .success(try await useCase.execute(movieID: id))
        } catch {
            return .failure(error)
        }
    }
}
