/// The body of `GET /person/{id}?append_to_response=…` (see
/// ``Endpoint/personDetails(id:language:appending:)``): the person's details and each part
/// asked for under its TMDb key, so one request fills the person screen. The details decode
/// exactly as ``PersonDetailsDTO``; a part is `nil` when it was not asked for, or TMDb sent
/// `null` or something that is not that part. TMDb leaves the id out of appended credits,
/// so ``combinedCredits`` carries the person's.
public struct PersonDetailsResponseDTO: Codable, Equatable, Sendable {
    public let details: PersonDetailsDTO
    /// `combined_credits`.
    public let combinedCredits: PersonCombinedCreditsDTO?
    /// `images`: the person's `profiles`.
    public let images: ImageCollectionDTO?

    enum CodingKeys: String, CodingKey {
        case combinedCredits = "combined_credits"
        case images
    }

    public init(
        details: PersonDetailsDTO,
        combinedCredits: PersonCombinedCreditsDTO? = nil,
        images: ImageCollectionDTO? = nil
    ) {
        self.details = details
        self.combinedCredits = combinedCredits
        self.images = images
    }

    public init(from decoder: any Decoder) throws {
        let details = try PersonDetailsDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.details = details
        combinedCredits = container.decodeLossy(
            AppendedCreditsDTO<PersonCastCreditDTO, PersonCrewCreditDTO>.self, forKey: .combinedCredits
        )
        .map { PersonCombinedCreditsDTO(id: $0.id ?? details.id, cast: $0.cast, crew: $0.crew) }
        images = container.decodeLossy(ImageCollectionDTO.self, forKey: .images)
    }

    /// The body as TMDb sends it: the details' fields with each present part beside them.
    public func encode(to encoder: any Encoder) throws {
        try details.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(combinedCredits, forKey: .combinedCredits)
        try container.encodeIfPresent(images, forKey: .images)
    }
}
