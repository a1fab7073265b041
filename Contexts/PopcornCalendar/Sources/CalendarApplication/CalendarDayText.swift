import CoreDomain

/// `YYYY-MM-DD` for a calendar day (and `YYYYMMDD`, iCalendar's form): the one way the calendar
/// writes days.
enum CalendarDayText {
    static func string(_ day: CalendarDay, separator: String = "-") -> String {
        padded(day.year, 4) + separator + padded(day.month, 2) + separator + padded(day.day, 2)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
