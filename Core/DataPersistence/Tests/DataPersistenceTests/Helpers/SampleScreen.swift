import Foundation

/// A details screen for the appended-fetch tests: the details and two parts, each optional.
struct SampleScreen: Equatable, Sendable {
    var details: String?
    var credits: String?
    var images: String?

    /// The fetched parts laid over the cached ones.
    static func merge(_ cached: SampleScreen, _ fetched: SampleScreen, _ parts: Set<SamplePart>) -> SampleScreen {
        SampleScreen(
            details: parts.contains(.details) ? fetched.details : cached.details,
            credits: parts.contains(.credits) ? fetched.credits : cached.credits,
            images: parts.contains(.images) ? fetched.images : cached.images
        )
    }
}
