import TMDbKit

extension TVEpisodeDTO {
    /// This episode as `/tv/{id}/season/{n}/episode/{e}` sends it: the same object as in
    /// the season, except that TMDb leaves `show_id` out.
    var asEpisodeEndpointBody: TVEpisodeDTO {
        TVEpisodeDTO(
            airDate: airDate,
            episodeNumber: episodeNumber,
            episodeType: episodeType,
            id: id,
            name: name,
            overview: overview,
            productionCode: productionCode,
            runtime: runtime,
            seasonNumber: seasonNumber,
            showID: nil,
            stillPath: stillPath,
            voteAverage: voteAverage,
            voteCount: voteCount,
            crew: crew,
            guestStars: guestStars
        )
    }
}
