/// A part TMDb can append to a person's details (`append_to_response`), so the person
/// screen is one request; the raw value is TMDb's name for it, and the case order is the
/// order the parts are asked for in.
public enum TMDbPersonAppendPart: String, Sendable, CaseIterable {
    case combinedCredits = "combined_credits"
    case images
}
