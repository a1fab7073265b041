/// TMDb-shaped bodies the loopback server answers with, written for these tests
/// (a made-up movie, so a pass cannot come from the offline catalog by accident).
enum TMDbFixtures {
    /// The movie id the fixtures describe.
    static let movieID = 4242

    /// `GET /movie/4242`.
    static let movieDetails = """
        {"adult":false,"backdrop_path":"/loopback-backdrop.jpg","belongs_to_collection":null,
        "budget":12500000,"genres":[{"id":18,"name":"Drama"},{"id":9648,"name":"Mystery"}],
        "homepage":"https://example.com/loopback","id":4242,"imdb_id":"tt4242424",
        "origin_country":["FR"],"original_language":"fr","original_title":"Le Bouclage",
        "overview":"A test engineer builds a tiny server that speaks like TMDb, and discovers that every answer it gives is exactly the one she wrote down beforehand.",
        "popularity":12.5,"poster_path":"/loopback-poster.jpg",
        "production_companies":[{"id":7,"logo_path":null,"name":"Loopback Films","origin_country":"FR"}],
        "production_countries":[{"iso_3166_1":"FR","name":"France"}],
        "release_date":"2001-02-03","revenue":0,"runtime":97,
        "spoken_languages":[{"english_name":"French","iso_639_1":"fr","name":"Français"}],
        "status":"Released","tagline":"Every request, accounted for.","title":"The Loopback",
        "video":false,"vote_average":7.25,"vote_count":1234}
        """

    /// `GET /movie/4242/credits`.
    static let movieCredits = """
        {"id":4242,
        "cast":[{"adult":false,"gender":1,"id":9001,"known_for_department":"Acting","name":"Ada Socket",
        "original_name":"Ada Socket","popularity":3.2,"profile_path":"/ada.jpg","cast_id":1,
        "character":"The Engineer","credit_id":"c-ada","order":0},
        {"adult":false,"gender":2,"id":9002,"known_for_department":"Acting","name":"Bert Port",
        "original_name":"Bert Port","popularity":1.1,"profile_path":null,"cast_id":2,
        "character":"The Client","credit_id":"c-bert","order":1}],
        "crew":[{"adult":false,"gender":1,"id":9100,"known_for_department":"Directing","name":"Dee Rector",
        "original_name":"Dee Rector","popularity":2.0,"profile_path":null,"credit_id":"c-dee",
        "department":"Directing","job":"Director"}]}
        """

    /// `GET /configuration`.
    static let configuration = """
        {"images":{"base_url":"http://image.tmdb.org/t/p/","secure_base_url":"https://image.tmdb.org/t/p/",
        "backdrop_sizes":["w300","w780","w1280","original"],"logo_sizes":["w45","w92","w154","w185","w300","w500","original"],
        "poster_sizes":["w92","w154","w185","w342","w500","w780","original"],
        "profile_sizes":["w45","w185","h632","original"],"still_sizes":["w92","w185","w300","original"]},
        "change_keys":["title"]}
        """

    /// TMDb's answer to a bad API key.
    static let invalidKey =
        #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
}
