/// How a followed movie comes out on a day of the calendar: in cinemas, to buy or rent online, or
/// on disc (TMDb's release types 2 and 3, 4, and 5; premieres and TV airings are not listed). The
/// raw value is what `--json` writes as `releaseType`; the cases are in the order a day lists them.
public enum CalendarReleaseKind: String, CaseIterable, Sendable, Encodable {
    case theatrical
    case digital
    case physical
}
