import Foundation

/// What a title given where an id was expected turned out to name.
public enum MediaTitleResolution: Equatable, Sendable {
    /// One clear best match: open it.
    case match(MediaTitleCandidate)
    /// Several plausible matches, most likely first: the person must choose.
    case ambiguous([MediaTitleCandidate])
    /// Nothing of that kind matched.
    case noMatch
}
