/// The parts of the fixture movie's details screen (``TMDbFixtures/movieID``, The Loopback) in
/// TMDb's documented shapes, written for these tests: its releases in three countries, its images
/// (an English and a text-free logo), recommendations and similar titles, and watch providers in
/// the US and Germany (none in Great Britain).
enum TMDbMovieScreenFixtures {
    /// `GET /movie/4242/release_dates`: rated 16 in France's theatrical release, R in the US (after
    /// an unrated festival premiere), 12 in Germany only on disc.
    static let releaseDates = """
        {"id":4242,"results":[
        {"iso_3166_1":"FR","release_dates":[{"certification":"16","descriptors":[],"iso_639_1":"fr","note":"",
        "release_date":"2001-02-03T00:00:00.000Z","type":3}]},
        {"iso_3166_1":"US","release_dates":[
        {"certification":"","descriptors":[],"iso_639_1":"","note":"Loopback Film Festival",
        "release_date":"2000-11-20T00:00:00.000Z","type":1},
        {"certification":"R","descriptors":["Language"],"iso_639_1":"","note":"",
        "release_date":"2001-05-04T00:00:00.000Z","type":3}]},
        {"iso_3166_1":"DE","release_dates":[{"certification":"12","descriptors":[],"iso_639_1":null,"note":"DVD",
        "release_date":"2001-09-01T00:00:00.000Z","type":5}]}]}
        """

    /// `GET /movie/4242/images`.
    static let images = """
        {"id":4242,
        "backdrops":[{"aspect_ratio":1.778,"height":1080,"iso_639_1":null,"file_path":"/loopback-backdrop.jpg",
        "vote_average":5.5,"vote_count":8,"width":1920}],
        "logos":[{"aspect_ratio":4.0,"height":200,"iso_639_1":"en","file_path":"/loopback-logo-en.png",
        "vote_average":5.3,"vote_count":2,"width":800},
        {"aspect_ratio":4.0,"height":200,"iso_639_1":null,"file_path":"/loopback-logo.png",
        "vote_average":0,"vote_count":0,"width":800}],
        "posters":[{"aspect_ratio":0.667,"height":1500,"iso_639_1":"fr","file_path":"/loopback-poster.jpg",
        "vote_average":5.2,"vote_count":4,"width":1000}]}
        """

    /// `GET /movie/4242/recommendations?page=1`: six movies over two pages.
    static let recommendations = page(
        1, totalPages: 2, totalResults: 26,
        [
            (4301, "Socket Story", "1999-03-03"), (4302, "The Handshake", "2003-07-07"),
            (4303, "Port 80", "2010-10-10"),
            (4304, "Round Trip", "2005-05-05"), (4305, "Keep-Alive", "2012-12-12"), (4306, "Timeout", "2018-08-08"),
        ])

    /// `GET /movie/4242/recommendations?page=2`.
    static let recommendationsPage2 = page(2, totalPages: 2, totalResults: 26, [(4321, "Last Packet", "2020-02-02")])

    /// `GET /movie/4242/similar?page=1`.
    static let similar = page(1, totalPages: 1, totalResults: 1, [(4401, "The Echo Server", "2002-02-02")])

    /// `GET /movie/4242/watch/providers`: streaming and rental in the US, ads in Germany, none in GB.
    static let watchProviders = """
        {"id":4242,"results":{
        "US":{"link":"https://www.themoviedb.org/movie/4242-the-loopback/watch?locale=US",
        "flatrate":[{"logo_path":"/netflix.jpg","provider_id":8,"provider_name":"Netflix","display_priority":1},
        {"logo_path":"/hulu.jpg","provider_id":15,"provider_name":"Hulu","display_priority":3}],
        "rent":[{"logo_path":"/apple.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}]},
        "DE":{"link":null,"ads":[{"logo_path":"/freevee.jpg","provider_id":613,"provider_name":"Freevee",
        "display_priority":20}]}}}
        """

    /// Every part by its `append_to_response` name.
    /// `GET /movie/4242/videos`: a fan's trailer listed first, the studio's trailer, a featurette on
    /// Vimeo, and a clip whose name carries an escape sequence and a tab.
    static let videos = """
        {"id":4242,"results":[
        {"iso_639_1":"en","iso_3166_1":"US","name":"Fan Trailer","key":"fanTrailer01","site":"YouTube","size":720,\
        "type":"Trailer","official":false,"published_at":"2019-06-01T10:00:00.000Z","id":"v-fan"},
        {"iso_639_1":"en","iso_3166_1":"US","name":"Official Trailer","key":"loopTrail42","site":"YouTube",\
        "size":1080,"type":"Trailer","official":true,"published_at":"2001-03-04T17:00:00.000Z","id":"v-official"},
        {"iso_639_1":"en","iso_3166_1":"US","name":"Making The Loopback","key":"424242","site":"Vimeo","size":null,\
        "type":"Featurette","official":true,"published_at":null,"id":"v-making"},
        {"iso_639_1":"fr","iso_3166_1":"FR","name":"Clip \\u001b[2Jone\\tline","key":"clipFr","site":"YouTube",\
        "size":480,"type":"Clip","official":true,"published_at":"2001-02-03T00:00:00.000Z","id":"v-clip"}]}
        """

    /// `GET /movie/4242/keywords`.
    static let keywords = """
        {"id":4242,"keywords":[{"id":90001,"name":"network socket"},{"id":90002,"name":"loopback"}]}
        """

    static let parts: [String: String] = [
        "credits": TMDbFixtures.movieCredits, "release_dates": releaseDates, "images": images,
        "recommendations": recommendations, "similar": similar, "watch/providers": watchProviders,
        "videos": videos, "keywords": keywords,
    ]

    /// A page of movies in `/movie/{id}/recommendations` shape.
    private static func page(_ page: Int, totalPages: Int, totalResults: Int, _ movies: [(Int, String, String)])
        -> String
    {
        let results = movies.map { id, title, date in
            """
            {"adult":false,"backdrop_path":null,"genre_ids":[18],"id":\(id),"media_type":"movie",\
            "original_language":"en","original_title":"\(title)","overview":"","popularity":1.5,\
            "poster_path":"/\(id).jpg","release_date":"\(date)","title":"\(title)","video":false,\
            "vote_average":6.5,"vote_count":10}
            """
        }
        return """
            {"page":\(page),"results":[\(results.joined(separator: ","))],"total_pages":\(totalPages),\
            "total_results":\(totalResults)}
            """
    }
}
