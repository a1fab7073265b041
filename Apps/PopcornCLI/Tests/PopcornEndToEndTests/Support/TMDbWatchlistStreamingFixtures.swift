import Foundation

/// A watchlist and where its titles stream, for `popcorn watchlist --streamable` over a loopback
/// TMDb: the catalog's details of movies 550, 603 and 13 and series 1396 (from its files), each
/// with the `watch/providers` part below appended when asked for it.
enum TMDbWatchlistStreamingFixtures {
    /// `GET /{movie|tv}/{id}/watch/providers` by details path: Fight Club by subscription in the US
    /// (and to rent) and in GB; The Matrix free and with ads; Breaking Bad by subscription; Forrest
    /// Gump only to rent or buy.
    static let offers: [String: String] = [
        "/3/movie/550": """
        {"id":550,"results":{
        "US":{"link":"https://www.themoviedb.org/movie/550-fight-club/watch?locale=US",
        "flatrate":[{"logo_path":"/netflix.jpg","provider_id":8,"provider_name":"Netflix","display_priority":1},
        {"logo_path":"/hulu.jpg","provider_id":15,"provider_name":"Hulu","display_priority":3}],
        "rent":[{"logo_path":"/apple.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}]},
        "GB":{"link":null,
        "flatrate":[{"logo_path":"/netflix.jpg","provider_id":8,"provider_name":"Netflix","display_priority":1}]}}}
        """,
        "/3/movie/603": """
        {"id":603,"results":{"US":{"link":null,
        "free":[{"logo_path":"/pluto.jpg","provider_id":300,"provider_name":"Pluto TV","display_priority":40}],
        "ads":[{"logo_path":"/tubi.jpg","provider_id":73,"provider_name":"Tubi TV","display_priority":20}]}}}
        """,
        "/3/tv/1396": """
        {"id":1396,"results":{"US":{"link":null,
        "flatrate":[{"logo_path":"/netflix.jpg","provider_id":8,"provider_name":"Netflix","display_priority":1},
        {"logo_path":"/amc.jpg","provider_id":526,"provider_name":"AMC+","display_priority":9}]}}}
        """,
        "/3/movie/13": """
        {"id":13,"results":{"US":{"link":null,
        "rent":[{"logo_path":"/apple.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}],
        "buy":[{"logo_path":"/apple.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}]}}}
        """,
    ]

    /// The catalog's files, each title above with its offers appended when the request asks for
    /// `watch/providers`; anything else (movie 4242 among it) TMDb's 404.
    static let router: LoopbackTMDbServer.Router = { request in
        let plain = CatalogFilesTMDbRouter.answer(request)
        guard plain.status == 200, let offers = TMDbWatchlistStreamingFixtures.offers[request.path] else {
            return plain
        }
        return .json(
            AppendedTMDbBody.body(
                String(decoding: plain.body, as: UTF8.self), parts: ["watch/providers": offers], for: request))
    }

    /// The watchlist of these titles as `popcorn watchlist export --format csv` writes it, each row
    /// with its title (so an import asks TMDb nothing) and the day it was added: Fight Club (with a
    /// note), The Matrix, Breaking Bad and Forrest Gump, and, with `gone`, a movie TMDb no longer has.
    static func watchlistCSV(gone: Bool = false) -> String {
        """
        tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average
        550,movie,Fight Club,1999-10-15,2026-01-05T10:00:00Z,,the first rule,,8.4
        603,movie,The Matrix,1999-03-31,2026-02-01T10:00:00Z,,,,8.2
        1396,tv,Breaking Bad,2008-01-20,2026-03-10T09:30:00Z,,,,8.9
        13,movie,Forrest Gump,1994-06-23,2026-03-12T18:00:00Z,,,,8.5

        """ + (gone ? "4242,movie,The Loopback,2001-02-03,2026-03-15T12:00:00Z,,,,7.25\n" : "")
    }
}
