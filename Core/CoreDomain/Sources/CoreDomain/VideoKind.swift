/// What a title's video is, as TMDb's editors file it; the order of the cases is the order a screen
/// lists them in, trailers first. A type TMDb adds later is kept by name.
public enum VideoKind: Equatable, Hashable, Sendable {
    case trailer
    case teaser
    case clip
    case featurette
    case behindTheScenes
    case bloopers
    case openingCredits
    case other(String)

    /// The kind TMDb names (`Trailer`, `Behind the Scenes`, ...; any case).
    public init(name: String) {
        switch name.lowercased() {
        case "trailer": self = .trailer
        case "teaser": self = .teaser
        case "clip": self = .clip
        case "featurette": self = .featurette
        case "behind the scenes": self = .behindTheScenes
        case "bloopers": self = .bloopers
        case "opening credits": self = .openingCredits
        default: self = .other(name)
        }
    }

    /// TMDb's name for the kind.
    public var name: String {
        switch self {
        case .trailer: "Trailer"
        case .teaser: "Teaser"
        case .clip: "Clip"
        case .featurette: "Featurette"
        case .behindTheScenes: "Behind the Scenes"
        case .bloopers: "Bloopers"
        case .openingCredits: "Opening Credits"
        case .other(let name): name
        }
    }

    /// Where the kind is listed: trailers first, kinds TMDb adds later last.
    public var rank: Int {
        switch self {
        case .trailer: 0
        case .teaser: 1
        case .clip: 2
        case .featurette: 3
        case .behindTheScenes: 4
        case .bloopers: 5
        case .openingCredits: 6
        case .other: 7
        }
    }
}
