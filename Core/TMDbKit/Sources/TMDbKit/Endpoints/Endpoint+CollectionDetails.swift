extension Endpoint where Response == CollectionDetailsDTO {
    /// `GET /collection/{id}`: one collection (a franchise) with its movies, `parts`.
    public static func collectionDetails(id: Int, language: String?) -> Self {
        Self(path: "/collection/\(id)", queryItems: languageItems(language))
    }
}
