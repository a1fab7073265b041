import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps TMDb's episode credits to the domain `TVEpisodeCredits`, cast, guest stars and crew through
/// the shared Core mappers (a missing `order` takes the member's place in TMDb's list).
///
/// TMDb's body names only the episode's own id; the caller passes the series, season and episode it
/// asked for, which name the credits in the cache.
struct TVEpisodeCreditsMapper {
    private let castMapper = CastMemberMapper()
    private let crewMapper = CrewMemberMapper()

    func map(
        _ dto: EpisodeCreditsDTO,
        episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) -> TVEpisodeCredits {
        TVEpisodeCredits(
            tvSeriesID: tvSeriesID,
            seasonNumber: seasonNumber,
            episodeNumber: episodeNumber,
            episodeID: dto.id,
            cast: dto.cast.enumerated().map { index, member in castMapper.map(member, fallbackOrder: index) },
            guestStars: dto.guestStars.enumerated().map { index, star in castMapper.map(star, fallbackOrder: index) },
            crew: dto.crew.map(crewMapper.map)
        )
    }
}
