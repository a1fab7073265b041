extension Endpoint where Response == PersonCombinedCreditsDTO {
    /// `GET /person/{id}/combined_credits`: every movie and series one person is credited
    /// on, as cast and as crew.
    public static func personCombinedCredits(id: Int, language: String?) -> Self {
        Self(path: "/person/\(id)/combined_credits", queryItems: languageItems(language))
    }
}
