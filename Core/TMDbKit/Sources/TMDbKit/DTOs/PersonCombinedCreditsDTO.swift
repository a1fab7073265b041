/// The body of `GET /person/{id}/combined_credits`: everything a person acted in (`cast`)
/// or worked on (`crew`), movies and TV series mixed, told apart by each item's
/// `media_type`. A person with several jobs on one title has one crew item per job.
/// Missing `cast`/`crew` decode as `[]` and a malformed item is dropped rather than
/// failing the whole list.
public struct PersonCombinedCreditsDTO: Codable, Equatable, Sendable {
    /// The person's id.
    public let id: Int
    @LossyArrayOrEmpty public private(set) var cast: [PersonCastCreditDTO]
    @LossyArrayOrEmpty public private(set) var crew: [PersonCrewCreditDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case cast
        case crew
    }

    public init(id: Int, cast: [PersonCastCreditDTO] = [], crew: [PersonCrewCreditDTO] = []) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
