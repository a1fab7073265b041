import Foundation
import TMDbKit

extension CatalogStore {
    /// `/tv/{id}/season/{n}/episode/{e}/credits` from files the catalog already has: the guest stars
    /// and crew of the episode in its season file, and, as its cast, the series' regular cast from
    /// `tv/<id>.credits.json` (TMDb lists a series' regulars as each episode's cast; the catalog
    /// keeps no per-episode cast, so the series' current regulars stand in, and none when the series
    /// has no credits file). `nil` when the season file does not list the episode.
    func episodeCredits(
        _ episodeNumber: Int,
        inSeasonFile seasonFile: String,
        seriesCreditsFile: String
    ) -> EpisodeCreditsDTO? {
        guard let episode = episode(episodeNumber, inSeasonFile: seasonFile) else {
            return nil
        }
        let regulars = file(seriesCreditsFile).flatMap { try? JSONDecoder().decode(TVSeriesCreditsDTO.self, from: $0) }
        return EpisodeCreditsDTO(
            id: episode.id,
            cast: regulars?.cast ?? [],
            guestStars: episode.guestStars ?? [],
            crew: episode.crew ?? []
        )
    }
}
