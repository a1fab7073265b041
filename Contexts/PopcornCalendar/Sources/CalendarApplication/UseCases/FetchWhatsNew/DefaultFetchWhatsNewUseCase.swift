import CalendarDomain
import CoreApplication
import CoreDomain

/// The day last asked, then the calendar from it to today (the calendar's own use case). The model
/// says whether today is to be remembered (``RememberWhatsNewUseCase`` does it, once the news is
/// shown): only when every followed title could be had (or is gone from TMDb), so a run that missed
/// one asks again from the same day. A day given (`--since`) is a question of its own: the memory
/// is neither read nor written.
struct DefaultFetchWhatsNewUseCase: FetchWhatsNewUseCase {
    /// How far back the first `whats-new` looks.
    static let firstLook = 7

    let repository: any WhatsNewRepository
    let calendar: any FetchCalendarUseCase

    func execute(since: CalendarDay?, today: CalendarDay, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws(FetchWhatsNewError) -> WhatsNewModel
    {
        let remembered: CalendarDay?
        do {
            remembered = since == nil ? try await repository.lastAsked() : nil
        } catch {
            throw .memory(error)
        }
        let from = min(since ?? remembered ?? today.adding(days: -Self.firstLook) ?? today, today)
        guard let span = CalendarSpan(from: from, to: today) else {
            throw .unknown(.unknown("no span from \(from) to \(today)"))
        }
        let model: CalendarModel
        do {
            model = try await calendar.execute(span, progress: progress)
        } catch {
            throw FetchWhatsNewError(error)
        }
        return WhatsNewModel(
            since: model.from, to: model.to, items: model.items, remembered: since == nil && remembered != nil,
            unavailable: model.unavailable,
            remembersToday: since == nil && model.unavailable.allSatisfy { $0.cause == .notFound })
    }
}
