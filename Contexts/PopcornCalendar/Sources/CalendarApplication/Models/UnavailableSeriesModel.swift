import CoreDomain

/// A followed series left out of the calendar, and why.
public struct UnavailableSeriesModel: Equatable, Sendable {
    public let seriesID: Int
    public let seriesName: String
    public let cause: DataAccessError

    public init(seriesID: Int, seriesName: String, cause: DataAccessError) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.cause = cause
    }
}
