import Foundation
import ReviewsDomain

extension ReviewAuthorDetails {
    /// A reader with every field set: a display name, a username, a picture and a rating of 8.
    public static func mock(
        name: String? = "Soap Maker",
        username: String? = "soapmaker",
        avatarPath: URL? = URL(string: "/avatar.jpg"),
        rating: Double? = 8
    ) -> ReviewAuthorDetails {
        ReviewAuthorDetails(name: name, username: username, avatarPath: avatarPath, rating: rating)
    }
}
