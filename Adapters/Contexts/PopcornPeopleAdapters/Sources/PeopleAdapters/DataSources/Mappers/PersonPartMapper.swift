import PeopleDomain
import TMDbKit

/// Names a part of a person's screen as TMDb's `append_to_response` does.
struct PersonPartMapper {
    func map(_ part: PersonPart) -> TMDbPersonAppendPart {
        switch part {
        case .combinedCredits: .combinedCredits
        case .images: .images
        }
    }
}
