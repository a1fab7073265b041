import Foundation

/// A watch to add to the diary as it was logged elsewhere (an export, another service's diary):
/// the title, the day it was watched and when it was logged, before the diary gives it an id.
public struct LoggedWatch: Hashable, Sendable {
    public let title: TrackedTitle
    public let watchedOn: WatchDay
    public let loggedAt: Date

    public init(title: TrackedTitle, watchedOn: WatchDay, loggedAt: Date) {
        self.title = title
        self.watchedOn = watchedOn
        self.loggedAt = loggedAt
    }
}
