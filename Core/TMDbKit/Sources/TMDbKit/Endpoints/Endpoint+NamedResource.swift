extension Endpoint where Response == NamedResourceDTO {
    /// `GET /{resource}/{id}` read as a ``NamedResourceDTO``, e.g. `namedResource("collection", id: 10)`.
    public static func namedResource(_ resource: String, id: Int, language: String?) -> Self {
        Self(path: "/\(resource)/\(id)", queryItems: languageItems(language))
    }
}
