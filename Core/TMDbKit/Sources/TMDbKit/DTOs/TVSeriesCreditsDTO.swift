/// The body of `GET /tv/{id}/credits`: the cast and crew of the series' latest season,
/// in the movie credits' shapes (TV cast has no `cast_id`). Missing `cast`/`crew` decode
/// as `[]` and a malformed member is dropped rather than failing the whole list.
public struct TVSeriesCreditsDTO: Codable, Equatable, Sendable {
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
