/// The parts of the fixture series' details screen (``TMDbTVFixtures/seriesID``, The Loopback Hour)
/// in TMDb's documented shapes, written for these tests: its ratings in three countries (one
/// without a rating), its images (an English and a text-free logo), recommendations and similar
/// series, watch providers in the US and Germany (none in Great Britain), and its first season.
enum TMDbTVScreenFixtures {
    /// `GET /tv/1396/content_ratings`: TV-14 in the US, 12 in Germany, France listed without one.
    static let contentRatings = """
        {"id":1396,"results":[
        {"descriptors":[],"iso_3166_1":"US","rating":"TV-14"},
        {"descriptors":["Violence"],"iso_3166_1":"DE","rating":"12"},
        {"descriptors":[],"iso_3166_1":"FR","rating":""}]}
        """

    /// `GET /tv/1396/images`.
    static let images = """
        {"id":1396,
        "backdrops":[],
        "logos":[{"aspect_ratio":4.0,"height":200,"iso_639_1":"en","file_path":"/hour-logo-en.png",
        "vote_average":5.3,"vote_count":2,"width":800},
        {"aspect_ratio":4.0,"height":200,"iso_639_1":null,"file_path":"/hour-logo.png",
        "vote_average":0,"vote_count":0,"width":800}],
        "posters":[{"aspect_ratio":0.667,"height":1500,"iso_639_1":null,"file_path":"/hour-poster.jpg",
        "vote_average":5.2,"vote_count":4,"width":1000}]}
        """

    /// `GET /tv/1396/recommendations?page=1`: six series over two pages.
    static let recommendations = page(
        1, totalPages: 2, totalResults: 23,
        [
            (7301, "Packet Radio", "2015-03-03"), (7302, "The Daemon", "2017-07-07"),
            (7303, "Null Route", "2010-10-10"),
            (7304, "Ping", "2005-05-05"), (7305, "Loopback Nights", "2012-12-12"), (7306, "Backoff", "2018-08-08"),
        ])

    /// `GET /tv/1396/recommendations?page=2`.
    static let recommendationsPage2 = page(2, totalPages: 2, totalResults: 23, [(7321, "Last Hop", "2020-02-02")])

    /// `GET /tv/1396/similar?page=1`.
    static let similar = page(1, totalPages: 1, totalResults: 1, [(7401, "The Echo Show", "2002-02-02")])

    /// `GET /tv/1396/watch/providers`: streaming and purchase in the US, ads in Germany, none in GB.
    static let watchProviders = """
        {"id":1396,"results":{
        "US":{"link":"https://www.themoviedb.org/tv/1396-the-loopback-hour/watch?locale=US",
        "flatrate":[{"logo_path":"/netflix.jpg","provider_id":8,"provider_name":"Netflix","display_priority":1}],
        "buy":[{"logo_path":"/apple.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}]},
        "DE":{"link":null,"ads":[{"logo_path":"/freevee.jpg","provider_id":613,"provider_name":"Freevee",
        "display_priority":20}]}}}
        """

    /// Every part by its `append_to_response` name, the first season's included.
    /// `GET /tv/{id}/videos`: a teaser only, so the screen's trailer is the teaser.
    static let videos = """
        {"id":1396,"results":[{"iso_639_1":"en","iso_3166_1":"US","name":"Season 1 Teaser","key":"tvTeaser77",\
        "site":"YouTube","size":1080,"type":"Teaser","official":true,"published_at":"2020-01-02T03:04:05.000Z",\
        "id":"tv-teaser"}]}
        """

    /// `GET /tv/{id}/keywords`: a series' keywords come under `results`.
    static let keywords = """
        {"id":1396,"results":[{"id":91001,"name":"packet loss"}]}
        """

    static let parts: [String: String] = [
        "credits": TMDbTVFixtures.seriesCredits, "content_ratings": contentRatings, "images": images,
        "recommendations": recommendations, "similar": similar, "watch/providers": watchProviders,
        "videos": videos, "keywords": keywords, "season/1": TMDbTVFixtures.seasonOne,
    ]

    /// A page of series in `/tv/{id}/recommendations` shape.
    private static func page(_ page: Int, totalPages: Int, totalResults: Int, _ series: [(Int, String, String)])
        -> String
    {
        let results = series.map { id, name, date in
            """
            {"adult":false,"backdrop_path":null,"genre_ids":[18],"id":\(id),"media_type":"tv",\
            "origin_country":["US"],"original_language":"en","original_name":"\(name)","overview":"",\
            "popularity":1.5,"poster_path":"/\(id).jpg","first_air_date":"\(date)","name":"\(name)",\
            "vote_average":7.5,"vote_count":10}
            """
        }
        return """
            {"page":\(page),"results":[\(results.joined(separator: ","))],"total_pages":\(totalPages),\
            "total_results":\(totalResults)}
            """
    }
}
