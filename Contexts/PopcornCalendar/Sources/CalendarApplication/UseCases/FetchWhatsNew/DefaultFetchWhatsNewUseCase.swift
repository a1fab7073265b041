import CalendarDomain
import CoreApplication
import CoreDomain

/// The day last asked, then the calendar from it to today (the calendar's own use case), then today
/// remembered: only once every followed series could be had, so a run that missed one asks again
/// from the same day.
struct DefaultFetchWhatsNewUseCase: FetchWhatsNewUseCase {
    /// How far back the first `whats-new` looks.
    static let firstLook = 7

    let repository: any WhatsNewRepository
    let calendar: any FetchCalendarUseCase

    func execute(since: CalendarDay?, today: CalendarDay, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws(FetchError) -> WhatsNewModel
    {
        let remembered: CalendarDay?
        do {
            remembered = since == nil ? try await repository.lastAsked() : nil
        } catch {
            throw FetchError(error)
        }
        let from = min(since ?? remembered ?? today.adding(days: -Self.firstLook) ?? today, today)
        guard let span = CalendarSpan(from: from, to: today) else {
            throw .unknown(.unknown("no span from \(from) to \(today)"))
        }
        let model = try await calendar.execute(span, progress: progress)
        if model.unavailable.isEmpty {
            do {
                try await repository.record(today)
            } catch {
                throw FetchError(error)
            }
        }
        return WhatsNewModel(
            since: model.from, to: model.to, items: model.items, remembered: since == nil && remembered != nil,
            unavailable: model.unavailable)
    }
}
