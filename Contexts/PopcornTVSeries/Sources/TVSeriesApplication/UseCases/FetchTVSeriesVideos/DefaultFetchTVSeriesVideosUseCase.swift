import CoreApplication
import CoreDomain
import TVSeriesDomain

/// Fetches the videos through the series' one request (with only videos appended, or from the
/// cache a details screen filled) and orders them.
struct DefaultFetchTVSeriesVideosUseCase: FetchTVSeriesVideosUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let mapper = VideoListDetailsMapper()

    init(tvSeriesRepository: some TVSeriesRepository) {
        self.tvSeriesRepository = tvSeriesRepository
    }

    func execute(tvSeriesID: TVSeries.ID) async throws(FetchError) -> VideoListDetails {
        do {
            guard let videos = try await tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .videos).videos
            else {
                throw DataAccessError.notFound
            }
            return mapper.map(videos)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
