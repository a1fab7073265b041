import Foundation

/// A `--with-person` value: a TMDb id (typed, or read from a themoviedb.org URL), or a name to find.
public enum DiscoverPersonReference: Equatable, Sendable {
    case id(Int)
    case name(String)
}
