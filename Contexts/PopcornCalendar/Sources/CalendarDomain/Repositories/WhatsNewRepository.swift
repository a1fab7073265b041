import CoreDomain

/// When the person last asked what is new: user data, so that `whats-new` lists what aired since then.
public protocol WhatsNewRepository: Sendable {
    /// The day `whats-new` was last asked, or `nil` before the first time (reading creates nothing).
    func lastAsked() async throws(DataAccessError) -> CalendarDay?

    /// Remembers `day` as the day it was last asked, in one transaction.
    func record(_ day: CalendarDay) async throws(DataAccessError)
}
