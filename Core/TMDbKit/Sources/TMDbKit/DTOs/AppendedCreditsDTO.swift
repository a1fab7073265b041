/// The cast and crew of a credits part appended to a details body (`credits`,
/// `aggregate_credits`, `combined_credits`). TMDb leaves the owner's `id` out of appended
/// parts, so the response DTOs read the lists here and take the id from the details.
/// Missing lists decode as `[]` and malformed members are dropped, as in the standalone
/// credits DTOs.
struct AppendedCreditsDTO<Cast: Decodable, Crew: Decodable>: Decodable {
    /// Present only if TMDb ever sends it; the details' id stands in otherwise.
    @Lossy var id: Int?
    @LossyArrayOrEmpty var cast: [Cast]
    @LossyArrayOrEmpty var crew: [Crew]

    enum CodingKeys: String, CodingKey {
        case id
        case cast
        case crew
    }
}
