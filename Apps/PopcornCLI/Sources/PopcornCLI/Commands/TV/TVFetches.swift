import CoreApplication
import TVSeriesApplication

/// Use-case calls captured as `Result`s, so commands can run several at once with `async let`
/// and decide afterwards which failures matter.
enum TVFetches {
    /// A series' details, or why not.
    static func details(
        _ useCase: any FetchTVSeriesDetailsUseCase,
        id: Int
    ) async -> Result<TVSeriesDetails, FetchTVSeriesDetailsError> {
        do {
            return .success(try await useCase.execute(id: id))
        } catch {
            return .failure(error)
        }
    }

    /// A series' current cast and crew, or why not.
    static func credits(
        _ useCase: any FetchTVSeriesCreditsUseCase,
        id: Int
    ) async -> Result<CreditsDetails, FetchTVSeriesCreditsError> {
        do {
            return .success(try await useCase.execute(tvSeriesID: id))
        } catch {
            return .failure(error)
        }
    }

    /// A series' cast and crew over every episode, or why not.
    static func aggregateCredits(
        _ useCase: any FetchTVSeriesAggregateCreditsUseCase,
        id: Int
    ) async -> Result<AggregateCreditsDetails, FetchTVSeriesAggregateCreditsError> {
        do {
            return .success(try await useCase.execute(tvSeriesID: id))
        } catch {
            return .failure(error)
        }
    }
}
