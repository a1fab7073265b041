/// The body of `GET /tv/{id}/season/{n}/episode/{e}/credits`: who appears in and worked on one
/// episode. `cast` is the series' regular cast as TMDb lists it for the episode, `guest_stars`
/// those who appear in this episode only (TV credits have no `cast_id`). `id` is the episode's
/// TMDb id. Missing `cast`/`guest_stars`/`crew` decode as `[]` and a malformed member is dropped
/// rather than failing the whole list.
public struct EpisodeCreditsDTO: Codable, Equatable, Sendable {
    /// The episode's TMDb id (not the series'); absent when the body is appended to another.
    @Lossy public private(set) var id: Int?
    @LossyArrayOrEmpty public private(set) var cast: [CastMemberDTO]
    @LossyArrayOrEmpty public private(set) var guestStars: [CastMemberDTO]
    @LossyArrayOrEmpty public private(set) var crew: [CrewMemberDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case cast
        case guestStars = "guest_stars"
        case crew
    }

    public init(
        id: Int? = nil,
        cast: [CastMemberDTO] = [],
        guestStars: [CastMemberDTO] = [],
        crew: [CrewMemberDTO] = []
    ) {
        self.id = id
        self.cast = cast
        self.guestStars = guestStars
        self.crew = crew
    }
}
