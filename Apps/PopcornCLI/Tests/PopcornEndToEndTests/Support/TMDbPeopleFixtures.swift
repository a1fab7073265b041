import Foundation

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

    /// `GET /person/287/images`: two photos, a text-free one and a smaller one with English text.
    static let images = """
        {"id":287,"profiles":[
        {"aspect_ratio":0.667,"height":1500,"iso_639_1":null,"file_path":"/ada-1.jpg","vote_average":5.318,
        "vote_count":4,"width":1000},
        {"aspect_ratio":0.667,"height":900,"iso_639_1":"en","file_path":"/ada-2.jpg","vote_average":0,
        "vote_count":0,"width":600}]}
        """

    /// `GET /person/287?append_to_response=...`: the details with each part asked for beside them,
    /// under TMDb's names (`combined_credits`, `images`) and, as TMDb sends appended parts, without
    /// their own `id`; unknown names are ignored, as TMDb ignores them.
    static func personDetails(appending parts: some Sequence<String>) -> String {
        var body = object(personDetails)
        let partBodies = ["combined_credits": combinedCredits, "images": images]
        for part in parts {
            guard let partBody = partBodies[part] else {
                continue
            }
            var value = object(partBody)
            value["id"] = nil
            body[part] = value
        }
        let data = try! JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The parts a request appended: its `append_to_response` split at commas.
    static func appendedParts(of request: RecordedRequest) -> [String] {
        (request.query["append_to_response"] ?? "").split(separator: ",").map(String.init)
    }

    private static func object(_ json: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
    }
}
