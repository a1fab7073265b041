/// The body of `GET /movie/{id}/translations` and `/tv/{id}/translations`, and the `translations`
/// part appended to their details: every language TMDb has the title's text in. A missing or `null`
/// list decodes as `[]` and a malformed translation is dropped.
public struct TranslationListDTO: Codable, Equatable, Sendable {
    /// The title's id; TMDb leaves it out when the list is appended.
    @Lossy public private(set) var id: Int?
    @LossyArrayOrEmpty public private(set) var translations: [TranslationDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case translations
    }

    public init(id: Int? = nil, translations: [TranslationDTO] = []) {
        self.id = id
        self.translations = translations
    }
}
