import MoviesDomain
import TMDbKit

/// Names a domain `MoviePart` as TMDb's `append_to_response` does.
struct MoviePartMapper {
    func map(_ part: MoviePart) -> TMDbMovieAppendPart {
        switch part {
        case .credits: .credits
        case .releaseDates: .releaseDates
        case .images: .images
        case .recommendations: .recommendations
        case .similar: .similar
        case .watchProviders: .watchProviders
        case .videos: .videos
        case .keywords: .keywords
        case .translations: .translations
        }
    }
}
