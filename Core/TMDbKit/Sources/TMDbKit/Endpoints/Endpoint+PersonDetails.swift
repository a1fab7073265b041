extension Endpoint where Response == PersonDetailsDTO {
    /// `GET /person/{id}`: one person's details (biography, birthday, places, other names).
    public static func personDetails(id: Int, language: String?) -> Self {
        Self(path: "/person/\(id)", queryItems: languageItems(language))
    }
}
