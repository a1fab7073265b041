import Foundation

extension Endpoint where Response == AccountDetailsDTO {
    /// `GET /account?session_id=…`: whose session it is.
    public static func accountDetails(sessionID: String) -> Self {
        Self(path: "/account", queryItems: sessionItems(sessionID))
    }
}

extension Endpoint where Response == PagedResponseDTO<MovieListItemDTO> {
    /// `GET /account/{id}/watchlist/movies?page=N`: one page of the account's movie watchlist, oldest first.
    public static func accountMovieWatchlist(accountID: Int, sessionID: String, page: Int) -> Self {
        accountList(accountID, "watchlist/movies", sessionID, page)
    }
}

extension Endpoint where Response == PagedResponseDTO<TVSeriesListItemDTO> {
    /// `GET /account/{id}/watchlist/tv?page=N`: one page of the account's series watchlist, oldest first.
    public static func accountTVWatchlist(accountID: Int, sessionID: String, page: Int) -> Self {
        accountList(accountID, "watchlist/tv", sessionID, page)
    }
}

extension Endpoint where Response == PagedResponseDTO<RatedItemDTO<MovieListItemDTO>> {
    /// `GET /account/{id}/rated/movies?page=N`: one page of the movies the account rated.
    public static func accountRatedMovies(accountID: Int, sessionID: String, page: Int) -> Self {
        accountList(accountID, "rated/movies", sessionID, page)
    }
}

extension Endpoint where Response == PagedResponseDTO<RatedItemDTO<TVSeriesListItemDTO>> {
    /// `GET /account/{id}/rated/tv?page=N`: one page of the series the account rated.
    public static func accountRatedTVSeries(accountID: Int, sessionID: String, page: Int) -> Self {
        accountList(accountID, "rated/tv", sessionID, page)
    }
}

extension Endpoint where Response == PagedResponseDTO<RatedItemDTO<TVEpisodeDTO>> {
    /// `GET /account/{id}/rated/tv/episodes?page=N`: one page of the episodes the account rated.
    public static func accountRatedEpisodes(accountID: Int, sessionID: String, page: Int) -> Self {
        accountList(accountID, "rated/tv/episodes", sessionID, page)
    }
}

extension Endpoint where Response == TMDbErrorBodyDTO {
    /// `POST /account/{id}/watchlist` with `{"media_type","media_id","watchlist"}`: puts a title on the
    /// account's watchlist (`true`) or takes it off (`false`).
    public static func setWatchlist(
        accountID: Int, sessionID: String, media: TMDbWatchlistMedia, id: Int, onWatchlist: Bool
    ) -> Self {
        Self(
            method: .post, path: "/account/\(accountID)/watchlist", queryItems: sessionItems(sessionID),
            body: jsonBody(["media_type": media.rawValue, "media_id": id, "watchlist": onWatchlist]))
    }

    /// `POST /movie|tv/{id}[/season/{s}/episode/{e}]/rating` with `{"value"}`: rates it, 0.5 to 10.
    public static func rate(_ target: TMDbRatingTarget, value: Double, sessionID: String) -> Self {
        Self(
            method: .post, path: target.ratingPath, queryItems: sessionItems(sessionID),
            body: jsonBody(["value": value]))
    }

    /// `DELETE` on the same path: the account's rating of it is taken back.
    public static func clearRating(_ target: TMDbRatingTarget, sessionID: String) -> Self {
        Self(method: .delete, path: target.ratingPath, queryItems: sessionItems(sessionID))
    }
}

extension Endpoint {
    /// `GET /account/{id}/<list>?session_id=…&page=N`.
    fileprivate static func accountList(_ accountID: Int, _ list: String, _ sessionID: String, _ page: Int) -> Self {
        Self(
            path: "/account/\(accountID)/\(list)",
            queryItems: sessionItems(sessionID) + [URLQueryItem(name: "page", value: String(page))])
    }
}
