import TMDbKit

/// Which TMDb endpoint a request path names, so the catalog can answer it from files.
enum CatalogRoute: Equatable {
    case configuration
    case movieDetails(id: Int)
    case movieCredits(id: Int)
    case movieList(TMDbMovieList)
    case searchMovies
    case unknown

    init(path: String) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        switch segments.count {
        case 1 where segments[0] == "configuration":
            self = .configuration
        case 2 where segments[0] == "search" && segments[1] == "movie":
            self = .searchMovies
        case 2 where segments[0] == "movie":
            if let id = Self.id(segments[1]) {
                self = .movieDetails(id: id)
            } else if let list = TMDbMovieList(rawValue: String(segments[1])) {
                self = .movieList(list)
            } else {
                self = .unknown
            }
        case 3 where segments[0] == "movie" && segments[2] == "credits":
            self = Self.id(segments[1]).map { .movieCredits(id: $0) } ?? .unknown
        default:
            self = .unknown
        }
    }

    /// A positive id written in ASCII digits only (so `../x` or `+5` never reach the disk).
    private static func id(_ segment: Substring) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let id = Int(segment), id > 0
        else {
            return nil
        }
        return id
    }
}
