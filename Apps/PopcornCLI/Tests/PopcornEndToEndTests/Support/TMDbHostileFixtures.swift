/// TMDb-shaped answers whose text carries terminal control sequences (a window title set with
/// `ESC]0;…BEL`, a screen clear `ESC[2J`, blinking `ESC[5m`, a C1 CSI), and a Japanese title, as a
/// vandalised or simply unusual TMDb entry could: what popcorn must show, never obey.
enum TMDbHostileFixtures {
    /// The title, as JSON escapes: an OSC window title, a clear screen, blink, BEL, a C1 CSI and DEL.
    static let hostileTitle = #"Evil\u001b]0;owned\u0007 \u001b[2JMovie\u001b[5m\u009b31m\u007f"#

    /// `GET /movie/6666`: every text field carries the sequences.
    static let movieDetails = """
        {"adult":false,"backdrop_path":null,"belongs_to_collection":null,"budget":0,
        "genres":[{"id":18,"name":"Drama\\u001b[2J"}],"homepage":"","id":6666,"imdb_id":null,
        "origin_country":["US"],"original_language":"en","original_title":"\(hostileTitle)",
        "overview":"Line one\\u0007\\r\\u001b[1;1Hline two\\tend.","popularity":1.0,"poster_path":null,
        "production_companies":[{"id":1,"logo_path":null,"name":"Bell\\u0007 Films","origin_country":"US"}],
        "production_countries":[],"release_date":"2020-01-01","revenue":0,"runtime":90,"spoken_languages":[],
        "status":"Released","tagline":"\\u001b]8;;https://example.com\\u001b\\\\click\\u001b]8;;\\u001b\\\\",
        "title":"\(hostileTitle)","video":false,"vote_average":5.0,"vote_count":10}
        """

    /// `GET /movie/6666/credits`: a cast member and a director whose names carry sequences.
    static let movieCredits = """
        {"id":6666,
        "cast":[{"adult":false,"gender":1,"id":9301,"known_for_department":"Acting","name":"Eve\\u001b[31m Red",
        "original_name":"Eve","popularity":1.0,"profile_path":null,"cast_id":1,
        "character":"Herself\\u009b2J","credit_id":"c-eve","order":0}],
        "crew":[{"adult":false,"gender":2,"id":9302,"known_for_department":"Directing","name":"Mal\\u0007 Ware",
        "original_name":"Mal","popularity":1.0,"profile_path":null,"credit_id":"c-mal",
        "department":"Directing","job":"Director"}]}
        """

    /// A search page: the hostile movie twice (so a title matches several), and Spirited Away in Japanese.
    static let searchPage = TMDbSearchFixtures.page([
        TMDbSearchFixtures.movieRow(id: 6666, title: hostileTitle, releaseDate: "2020-01-01", popularity: 9),
        TMDbSearchFixtures.movieRow(id: 6667, title: hostileTitle, releaseDate: "2021-01-01", popularity: 8),
        TMDbSearchFixtures.movieRow(id: 129, title: "千と千尋の神隠し", releaseDate: "2001-07-20", popularity: 7),
        TMDbSearchFixtures.movieRow(id: 550, title: "Fight Club", releaseDate: "1999-10-15", popularity: 6),
    ])

    /// The same rows as `/search/multi` sends them, each with its `media_type`.
    static let multiSearchPage = TMDbSearchFixtures.page([
        TMDbSearchFixtures.row(
            TMDbSearchFixtures.movieRow(id: 6666, title: hostileTitle, releaseDate: "2020-01-01", popularity: 9),
            mediaType: "movie"),
        TMDbSearchFixtures.row(
            TMDbSearchFixtures.movieRow(id: 129, title: "千と千尋の神隠し", releaseDate: "2001-07-20", popularity: 7),
            mediaType: "movie"),
    ])
}
