/// The body of `GET /tv/{id}/aggregate_credits`: everyone who worked on any season, each
/// person once with all their roles or jobs. Missing `cast`/`crew` decode as `[]` and a
/// malformed member is dropped rather than failing the whole list.
public struct TVSeriesAggregateCreditsDTO: Codable, Equatable, Sendable {
    public let id: Int
    @LossyArrayOrEmpty public private(set) var cast: [AggregateCastMemberDTO]
    @LossyArrayOrEmpty public private(set) var crew: [AggregateCrewMemberDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case cast
        case crew
    }

    public init(id: Int, cast: [AggregateCastMemberDTO] = [], crew: [AggregateCrewMemberDTO] = []) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
