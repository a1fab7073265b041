import CoreApplication
import CoreDomain
import Foundation

/// A person's screen as presentations need it: every domain field, with the profile path resolved
/// to a URL set, the titles they are known for, every title they are credited on, and their photos.
///
/// It is also the `--json` document of the command that shows one, so property names are the JSON keys.
public struct PersonDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let alsoKnownAs: [String]?
    /// e.g. `Acting`, `Directing`.
    public let knownForDepartment: String?
    public let biography: String?
    public let birthday: Date?
    public let deathday: Date?
    public let gender: Gender
    public let placeOfBirth: String?
    public let profileURLSet: ImageURLSet?
    public let popularity: Double?
    public let imdbID: String?
    public let homepageURL: URL?
    /// Whole years old today, or at death for someone who has died (see ``age(on:)``); `nil` when the birthday
    /// is unknown.
    public let age: Int?
    /// The titles the person is best known for, most popular first, at most ``knownForLimit``
    /// (see `FetchPersonDetailsUseCase`); `nil` when their credits are not known.
    public let knownFor: [PersonTitleCreditsDetails]?
    /// The person's photos at the profile sizes, best voted first; `nil` when they are not known
    /// (the offline catalog knows few people's photos).
    public let photos: [ImageDetails]?
    /// Every title they are credited on, newest first; `nil` when their credits are not known.
    public let credits: PersonCreditsDetails?

    /// How many titles ``knownFor`` lists at most.
    public static let knownForLimit = 5

    public init(
        id: Int,
        name: String,
        alsoKnownAs: [String]? = nil,
        knownForDepartment: String? = nil,
        biography: String? = nil,
        birthday: Date? = nil,
        deathday: Date? = nil,
        gender: Gender = .unknown,
        placeOfBirth: String? = nil,
        profileURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        imdbID: String? = nil,
        homepageURL: URL? = nil,
        age: Int? = nil,
        knownFor: [PersonTitleCreditsDetails]? = nil,
        photos: [ImageDetails]? = nil,
        credits: PersonCreditsDetails? = nil
    ) {
        self.id = id
        self.name = name
        self.alsoKnownAs = alsoKnownAs
        self.knownForDepartment = knownForDepartment
        self.biography = biography
        self.birthday = birthday
        self.deathday = deathday
        self.gender = gender
        self.placeOfBirth = placeOfBirth
        self.profileURLSet = profileURLSet
        self.popularity = popularity
        self.imdbID = imdbID
        self.homepageURL = homepageURL
        self.age = age
        self.knownFor = knownFor
        self.photos = photos
        self.credits = credits
    }

    /// The person's age in whole years on `date`, or at death when they died before it: years between GMT
    /// calendar days, a birthday counting on the day itself (29 February ones on 1 March in common years).
    /// `nil` when the birthday is unknown or comes after `date`.
    public func age(on date: Date) -> Int? {
        Self.age(birthday: birthday, deathday: deathday, on: date)
    }

    /// ``age(on:)`` for a birthday and a deathday, so a mapper can work the age out before building the details.
    static func age(birthday: Date?, deathday: Date?, on date: Date) -> Int? {
        let end = deathday.map { min($0, date) } ?? date
        guard let birthday, let birth = CalendarDay(containing: birthday), let day = CalendarDay(containing: end)
        else {
            return nil
        }
        return day.years(since: birth)
    }
}
