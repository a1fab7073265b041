/// The body of `GET /movie/{id}/credits`; missing `cast`/`crew` decode as `[]` and a
/// malformed member is dropped rather than failing the whole list.
public struct MovieCreditsDTO: Codable, Equatable, Sendable {
    public let id: Int
    @LossyArrayOrEmpty public private(set) var cast: [CastMemberDTO]
    @LossyArrayOrEmpty public private(set) var crew: [CrewMemberDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case cast
        case crew
    }

    public init(id: Int, cast: [CastMemberDTO] = [], crew: [CrewMemberDTO] = []) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
