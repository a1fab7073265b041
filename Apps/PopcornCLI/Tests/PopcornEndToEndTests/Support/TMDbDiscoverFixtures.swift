/// TMDb-shaped `/discover/movie` and `/discover/tv` pages the loopback server answers with, in the
/// shapes TMDb documents (paged list rows, no `media_type`). The titles are made up, so a pass cannot
/// come from the offline catalog by accident.
enum TMDbDiscoverFixtures {
    /// `GET /discover/movie`: two movies on the first of three pages.
    static let moviePage = """
        {"page":1,"results":[
        {"adult":false,"backdrop_path":null,"genre_ids":[18,53],"id":4242,"original_language":"fr",
        "original_title":"Le Bouclage","overview":"A test engineer builds a tiny server that speaks like TMDb.",
        "popularity":12.5,"poster_path":"/loopback-poster.jpg","release_date":"1999-02-03","title":"The Loopback",
        "video":false,"vote_average":7.25,"vote_count":1234},
        {"adult":false,"backdrop_path":null,"genre_ids":[18],"id":4343,"original_language":"en",
        "original_title":"Port Forward","overview":"","popularity":3.5,"poster_path":null,
        "release_date":"1999-11-30","title":"Port Forward","video":false,"vote_average":6.5,"vote_count":88}
        ],"total_pages":3,"total_results":45}
        """

    /// `GET /discover/tv`: one series.
    static let seriesPage = """
        {"page":1,"results":[
        {"adult":false,"backdrop_path":null,"genre_ids":[18],"id":1396,"origin_country":["US"],
        "original_language":"en","original_name":"The Loopback Hour",
        "overview":"A late-night show broadcast only to the machine it runs on.","popularity":1.5,
        "poster_path":"/loopback-hour.jpg","first_air_date":"2008-04-05","name":"The Loopback Hour",
        "vote_average":7.5,"vote_count":321}
        ],"total_pages":1,"total_results":1}
        """

    /// The person row `/search/person?query=bert port` sends: a second person to discover with.
    static let bertPort = """
        {"adult":false,"gender":2,"id":9002,"known_for_department":"Acting","name":"Bert Port",
        "original_name":"Bert Port","popularity":1.1,"profile_path":null,"known_for":[]}
        """
}
