/// One loopback server that is both TMDb and its image host: `/3/...` answers for the fixture
/// movie, series and person, a `/configuration` whose `secure_base_url` is this very server (read
/// from the request's `Host`, as the port is only known once the server listens), and the files of
/// ``PosterImageHost`` under `/t/p/<size>/<name>`.
enum PosterTMDbRouter {
    /// The prefix of every image path, as TMDb's image host has it.
    static let imagePrefix = "/t/p/"

    /// A router whose movie (``TMDbFixtures/movieID``) has `/<poster>` as its poster (none for `nil`);
    /// the person's photo is `ada.jpg` and the series' poster `loopback-hour.jpg`. `imageHost`
    /// (`127.0.0.1:<port>`) names another image host than this server.
    static func router(poster: String? = "flat.jpg", imageHost: String? = nil) -> LoopbackTMDbServer.Router {
        let movie = TMDbFixtures.movieDetails.replacingOccurrences(
            of: #""poster_path":"/loopback-poster.jpg""#,
            with: poster.map { #""poster_path":"/\#($0)""# } ?? #""poster_path":null"#)
        return { request in
            switch request.path {
            case "/3/configuration":
                return .json(configuration(host: imageHost ?? request.headers["host"] ?? "missing-host-header"))
            case "/3/movie/\(TMDbFixtures.movieID)":
                return .json(AppendedTMDbBody.body(movie, parts: TMDbMovieScreenFixtures.parts, for: request))
            case "/3/tv/\(TMDbTVFixtures.seriesID)":
                return .json(
                    AppendedTMDbBody.body(TMDbTVFixtures.seriesDetails, parts: TMDbTVScreenFixtures.parts, for: request)
                )
            case "/3/person/\(TMDbPeopleFixtures.personID)":
                return .json(TMDbPeopleFixtures.personDetails(appending: TMDbPeopleFixtures.appendedParts(of: request)))
            case let path where path.hasPrefix(imagePrefix):
                return PosterImageHost.response(for: String(path.split(separator: "/").last ?? ""))
            default:
                return .notFound
            }
        }
    }

    /// The fixture configuration with this server as the image host.
    static func configuration(host: String) -> String {
        TMDbFixtures.configuration.replacingOccurrences(
            of: #""secure_base_url":"https://image.tmdb.org/t/p/""#,
            with: #""secure_base_url":"http://\#(host)\#(imagePrefix)""#)
    }

    /// The image paths `server` was asked for (`/t/p/w92/flat.jpg`), oldest first.
    static func imageRequests(_ server: LoopbackTMDbServer) -> [String] {
        server.requests.map(\.path).filter { $0.hasPrefix(imagePrefix) }
    }
}
