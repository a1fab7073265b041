/// What an existing cache file turned out to be before it is opened for real.
enum CacheFileHealth: Equatable {
    /// Missing, empty, or a Popcorn cache this build can migrate.
    case usable
    /// Not an SQLite database, or one that fails its integrity check; carries why.
    case corrupt(String)
    /// A valid SQLite database written by another program or a newer build; carries why.
    case foreign(String)

    /// The suffix label of the moved-aside file, `nil` when the file is usable.
    var label: String? {
        switch self {
        case .usable: nil
        case .corrupt: "corrupt"
        case .foreign: "foreign"
        }
    }

    /// Why the file cannot be used, `nil` when it can.
    var reason: String? {
        switch self {
        case .usable: nil
        case .corrupt(let reason), .foreign(let reason): reason
        }
    }
}
