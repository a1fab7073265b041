import CalendarDomain
import CoreDomain

extension CalendarRelease {
    /// A release of Dune: Part Two (693134) on `day`.
    public static func mock(
        movieID: Int = 693_134, title: String = "Dune: Part Two", kind: CalendarReleaseKind = .theatrical,
        overview: String? = nil, day: CalendarDay = CalendarDay(year: 2024, month: 3, day: 1)
    ) -> CalendarRelease {
        CalendarRelease(movieID: movieID, title: title, kind: kind, overview: overview, day: day)
    }
}
