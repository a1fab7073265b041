/// TMDb-shaped TV bodies the loopback server answers with, written for these tests: a made-up
/// series under Breaking Bad's id, so the paths are real and a pass cannot come from the offline
/// catalog (whose 1396 is Breaking Bad) by accident.
enum TMDbTVFixtures {
    /// The series id the fixtures use.
    static let seriesID = 1396

    /// `GET /tv/1396`.
    static let seriesDetails = """
        {"adult":false,"backdrop_path":null,
        "created_by":[{"id":9200,"credit_id":"c-cree","name":"Cree Ator","original_name":"Cree Ator","gender":1,
        "profile_path":null}],
        "episode_run_time":[42],"first_air_date":"2019-04-05","genres":[{"id":18,"name":"Drama"}],
        "homepage":"https://example.com/loopback-hour","id":1396,"in_production":false,"languages":["en"],
        "last_air_date":"2021-06-07",
        "last_episode_to_air":{"id":77004,"name":"Signing Off","overview":"","vote_average":0,"vote_count":0,
        "air_date":"2021-06-07","episode_number":2,"episode_type":"finale","production_code":"","runtime":44,
        "season_number":2,"show_id":1396,"still_path":null},
        "name":"The Loopback Hour","next_episode_to_air":null,
        "networks":[{"id":77,"logo_path":null,"name":"Port 80","origin_country":"US"}],
        "number_of_episodes":4,"number_of_seasons":2,"origin_country":["US"],"original_language":"en",
        "original_name":"The Loopback Hour",
        "overview":"A late-night show broadcast only to the machine it runs on, where every guest is a request and every answer was written down beforehand.",
        "popularity":1.5,"poster_path":"/loopback-hour.jpg","production_companies":[],"production_countries":[],
        "seasons":[{"air_date":"2019-04-05","episode_count":2,"id":77100,"name":"Season 1","overview":"",
        "poster_path":null,"season_number":1,"vote_average":7.5},
        {"air_date":"2021-05-31","episode_count":2,"id":77200,"name":"Season 2","overview":"","poster_path":null,
        "season_number":2,"vote_average":7.0}],
        "spoken_languages":[{"english_name":"English","iso_639_1":"en","name":"English"}],
        "status":"Ended","tagline":"Every packet comes home.","type":"Scripted","vote_average":7.5,"vote_count":321}
        """

    /// `GET /tv/1396/credits`.
    static let seriesCredits = """
        {"id":1396,
        "cast":[{"adult":false,"gender":1,"id":9201,"known_for_department":"Acting","name":"Lo Calhost",
        "original_name":"Lo Calhost","popularity":2.5,"profile_path":null,"character":"The Host",
        "credit_id":"c-lo","order":0}],
        "crew":[]}
        """

    /// `GET /tv/1396/season/1`.
    static let seasonOne = """
        {"_id":"s-77100","air_date":"2019-04-05","name":"Season 1","overview":"The show goes on air.","id":77100,
        "poster_path":null,"season_number":1,"vote_average":7.5,
        "episodes":[{"air_date":"2019-04-05","episode_number":1,"episode_type":"standard","id":77001,
        "name":"Hello, Localhost","overview":"","production_code":"","runtime":42,"season_number":1,"show_id":1396,
        "still_path":null,"vote_average":7.0,"vote_count":12,"crew":[],"guest_stars":[]},
        {"air_date":"2019-04-12","episode_number":2,"episode_type":"standard","id":77002,"name":"Port Forwarding",
        "overview":"","production_code":"","runtime":43,"season_number":1,"show_id":1396,"still_path":null,
        "vote_average":7.1,"vote_count":10,"crew":[],"guest_stars":[]}]}
        """
}
