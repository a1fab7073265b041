/// TMDb-shaped search bodies the loopback server answers with, in the shapes TMDb documents for
/// `/search/multi`, `/search/movie`, `/search/tv` and `/search/person`. The rows name the other
/// fixtures (movie 4242 "The Loopback", series 1396 "The Loopback Hour", person 287 "Ada Socket"),
/// so a title found here opens through the same loopback server.
enum TMDbSearchFixtures {
    /// The movie row `/search/movie` and `/search/multi` send for ``TMDbFixtures/movieDetails``.
    static let loopbackMovie = """
        {"adult":false,"backdrop_path":"/loopback-backdrop.jpg","genre_ids":[18,9648],"id":4242,
        "original_language":"fr","original_title":"Le Bouclage",
        "overview":"A test engineer builds a tiny server that speaks like TMDb.","popularity":12.5,
        "poster_path":"/loopback-poster.jpg","release_date":"2001-02-03","title":"The Loopback","video":false,
        "vote_average":7.25,"vote_count":1234}
        """

    /// The series row `/search/tv` and `/search/multi` send for ``TMDbTVFixtures/seriesDetails``.
    static let loopbackSeries = """
        {"adult":false,"backdrop_path":null,"genre_ids":[18],"id":1396,"origin_country":["US"],
        "original_language":"en","original_name":"The Loopback Hour",
        "overview":"A late-night show broadcast only to the machine it runs on.","popularity":1.5,
        "poster_path":"/loopback-hour.jpg","first_air_date":"2019-04-05","name":"The Loopback Hour",
        "vote_average":7.5,"vote_count":321}
        """

    /// The person row `/search/person` and `/search/multi` send for ``TMDbPeopleFixtures/personDetails``,
    /// known for the fixture movie.
    static let adaSocket = """
        {"adult":false,"gender":1,"id":287,"known_for_department":"Acting","name":"Ada Socket",
        "original_name":"Ada Socket","popularity":4.2,"profile_path":"/ada.jpg",
        "known_for":[\(row(loopbackMovie, mediaType: "movie"))]}
        """

    /// A `collection` row, a kind popcorn does not list.
    static let loopbackCollection = """
        {"adult":false,"backdrop_path":null,"id":777,"name":"The Loopback Collection","original_language":"en",
        "original_name":"The Loopback Collection","overview":"Every Loopback film.","poster_path":null,
        "media_type":"collection"}
        """

    /// `GET /search/multi?query=loopback`: a movie, a series, a person and a collection.
    static let multiSearchPage = page(
        [
            row(loopbackMovie, mediaType: "movie"), row(loopbackSeries, mediaType: "tv"),
            row(adaSocket, mediaType: "person"), loopbackCollection,
        ])

    /// `GET /search/movie?query=amelie`: Amélie, between a near miss and an unrelated title.
    static let amelieSearchPage = page([amelia, amelie, loopbackMovie])

    /// The movie a title reference to `amelie` opens.
    static let amelieID = 194

    /// Amélie, under her French original title.
    static let amelie = """
        {"adult":false,"backdrop_path":null,"genre_ids":[35,10749],"id":194,"original_language":"fr",
        "original_title":"Le Fabuleux Destin d'Amélie Poulain",
        "overview":"A shy waitress decides to change the lives of those around her.","popularity":30.5,
        "poster_path":"/amelie.jpg","release_date":"2001-04-25","title":"Amélie","video":false,
        "vote_average":7.9,"vote_count":11000}
        """

    /// A more popular title that folds to `amelia`, not `amelie`.
    static let amelia = """
        {"adult":false,"backdrop_path":null,"genre_ids":[18],"id":4196,"original_language":"en",
        "original_title":"Amelia","overview":"A pilot.","popularity":45.0,"poster_path":null,
        "release_date":"2009-10-22","title":"Amelia","video":false,"vote_average":5.9,"vote_count":500}
        """

    /// `GET /movie/194`: Amélie's details, with a tagline only the loopback server knows.
    static let amelieDetails = movieDetails(
        id: amelieID, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain",
        releaseDate: "2001-04-25", tagline: "Served over loopback.")

    /// Two films called "Twin Signals", equally popular: a title that names neither.
    static let twinSignalsIDs = (first: 5101, second: 5102)

    /// `GET /search/movie?query=twin signals`.
    static let twinSignalsPage = page([
        movieRow(id: twinSignalsIDs.first, title: "Twin Signals", releaseDate: "2003-03-03", popularity: 10),
        movieRow(id: twinSignalsIDs.second, title: "Twin Signals", releaseDate: "2019-09-09", popularity: 9),
    ])

    /// `GET /movie/5102`: the 2019 "Twin Signals".
    static let twinSignals2019Details = movieDetails(
        id: twinSignalsIDs.second, title: "Twin Signals", originalTitle: "Twin Signals", releaseDate: "2019-09-09",
        tagline: "The second one.")

    /// A search TMDb finds nothing for.
    static let emptyPage = #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#

    /// A page of rows, shaped like every TMDb search answer.
    static func page(_ rows: [String]) -> String {
        #"{"page":1,"results":["# + rows.joined(separator: ",") + #"],"total_pages":1,"total_results":\#(rows.count)}"#
    }

    /// A row with `media_type` added, as `/search/multi` and `known_for` send it.
    static func row(_ object: String, mediaType: String) -> String {
        String(object.dropLast()) + #","media_type":"\#(mediaType)"}"#
    }

    /// A `/search/movie` row with only the fields a test cares about set.
    static func movieRow(id: Int, title: String, releaseDate: String, popularity: Double) -> String {
        """
        {"adult":false,"backdrop_path":null,"genre_ids":[],"id":\(id),"original_language":"en",
        "original_title":"\(title)","overview":"","popularity":\(popularity),"poster_path":null,
        "release_date":"\(releaseDate)","title":"\(title)","video":false,"vote_average":6.0,"vote_count":10}
        """
    }

    /// `GET /movie/{id}` for a made-up movie.
    static func movieDetails(id: Int, title: String, originalTitle: String, releaseDate: String, tagline: String)
        -> String
    {
        """
        {"adult":false,"backdrop_path":null,"belongs_to_collection":null,"budget":0,
        "genres":[{"id":35,"name":"Comedy"}],"homepage":"","id":\(id),"imdb_id":null,"origin_country":["FR"],
        "original_language":"fr","original_title":"\(originalTitle)","overview":"Made up for a loopback test.",
        "popularity":30.5,"poster_path":null,"production_companies":[],"production_countries":[],
        "release_date":"\(releaseDate)","revenue":0,"runtime":122,"spoken_languages":[],"status":"Released",
        "tagline":"\(tagline)","title":"\(title)","video":false,"vote_average":7.9,"vote_count":11000}
        """
    }

    /// `GET /movie/{id}/credits` with nobody in it.
    static func emptyCredits(id: Int) -> String {
        #"{"id":\#(id),"cast":[],"crew":[]}"#
    }
}
