/// TMDb-shaped person bodies the loopback server answers with, written for these tests: a
/// made-up person under Brad Pitt's id, so the paths are real and a pass cannot come from the
/// offline catalog (whose 287 is Brad Pitt) by accident.
enum TMDbPeopleFixtures {
    /// The person id the fixtures use.
    static let personID = 287

    /// `GET /person/287`.
    static let personDetails = """
        {"adult":false,"also_known_as":["Ada S.","A. Socket"],
        "biography":"Ada Socket writes servers that answer exactly what the test expects, and nothing else.",
        "birthday":"1970-01-02","deathday":null,"gender":1,"homepage":"https://example.com/ada","id":287,
        "imdb_id":"nm4242424","known_for_department":"Acting","name":"Ada Socket",
        "place_of_birth":"Loopback, Localhost","popularity":4.2,"profile_path":"/ada.jpg"}
        """

    /// `GET /person/287/combined_credits`.
    static let combinedCredits = """
        {"id":287,
        "cast":[{"adult":false,"id":4242,"title":"The Loopback","original_title":"Le Bouclage",
        "release_date":"2001-02-03","poster_path":null,"popularity":12.5,"vote_average":7.25,"vote_count":1234,
        "character":"The Engineer","credit_id":"c-ada","order":0,"media_type":"movie"},
        {"adult":false,"id":1396,"name":"The Loopback Hour","original_name":"The Loopback Hour",
        "first_air_date":"2019-04-05","poster_path":null,"popularity":8.0,"vote_average":8.0,"vote_count":10,
        "character":"Herself","credit_id":"c-ada-tv","episode_count":3,"media_type":"tv"}],
        "crew":[]}
        """
}
