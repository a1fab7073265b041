import CalendarDomain
import CoreDomain
import Foundation

/// The calendar as an RFC 5545 iCalendar document a calendar app can subscribe to: one all-day
/// `VEVENT` per episode or release, whose `UID` is the episode's own (the same in every export, so
/// an app updates an event instead of adding it again) or the release's movie, kind and day, with a
/// summary, the overview and the TMDb page;
/// `REFRESH-INTERVAL` and `X-PUBLISHED-TTL` ask for a refresh twice a day. Lines end in CRLF and are
/// folded at 75 octets, never inside a UTF-8 character; text is escaped (`\\`, `\;`, `\,`, `\n`)
/// and stripped of control characters.
public enum ICalendarDocument {
    /// The document for `model`, stamped `stamp` (`DTSTAMP`), made by `product` (`PRODID`).
    public static func text(_ model: CalendarModel, stamp: Date, product: String) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Popcorn//\(escaped(product))//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Popcorn: what's coming", "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
            "X-PUBLISHED-TTL:PT12H",
        ]
        let dtstamp = timestamp(stamp)
        for item in model.items {
            guard let day = CalendarDay(text: item.date), let next = day.adding(days: 1) else {
                continue
            }
            let event = Self.event(item, on: day)
            lines += [
                "BEGIN:VEVENT", "UID:\(event.uid)@popcorn", "DTSTAMP:\(dtstamp)", "DTSTART;VALUE=DATE:\(compact(day))",
                "DTEND;VALUE=DATE:\(compact(next))", "SUMMARY:" + escaped(event.summary),
            ]
            if let overview = event.overview, !overview.isEmpty {
                lines.append("DESCRIPTION:" + escaped(overview))
            }
            lines += ["URL:https://www.themoviedb.org/" + event.page, "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined()
    }

    /// An item's event: its `UID` (before `@popcorn`; an episode's own numbers, a release's movie,
    /// kind and `day`), summary, description and TMDb page (after the site's address).
    private static func event(_ item: CalendarItemModel, on day: CalendarDay) -> (
        uid: String, summary: String, overview: String?, page: String
    ) {
        switch item {
        case .episode(let episode):
            let code = "S" + twoDigits(episode.seasonNumber) + "E" + twoDigits(episode.episodeNumber)
            return (
                "episode-\(episode.seriesID)-\(episode.seasonNumber)-\(episode.episodeNumber)",
                "\(episode.seriesName) \(code)" + (episode.name.map { " · \($0)" } ?? ""), episode.overview,
                "tv/\(episode.seriesID)/season/\(episode.seasonNumber)/episode/\(episode.episodeNumber)"
            )
        case .movie(let release):
            return (
                "movie-\(release.movieID)-\(release.releaseType.rawValue)-\(compact(day))",
                "\(release.title) · \(release.releaseLabel)", release.overview, "movie/\(release.movieID)"
            )
        }
    }

    /// A content line folded at 75 octets (continuations begin with a space), ending in CRLF.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        var limit = 75
        for character in line.unicodeScalars {
            let size = String(character).utf8.count
            if octets + size > limit {
                result += "\r\n "
                octets = 0
                limit = 74  // The leading space counts.
            }
            result.unicodeScalars.append(character)
            octets += size
        }
        return result + "\r\n"
    }

    /// TEXT escaped as RFC 5545 asks; control characters (a tab, a stray escape) dropped, a line
    /// break written `\n`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": continue
            default:
                if scalar.properties.generalCategory == .control {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func timestamp(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let day = CalendarDay(containing: date).map(compact) ?? "19700101"
        let time = ((seconds % 86_400) + 86_400) % 86_400
        return day + "T" + twoDigits(Int(time / 3600)) + twoDigits(Int(time % 3600 / 60)) + twoDigits(Int(time % 60))
            + "Z"
    }

    private static func compact(_ day: CalendarDay) -> String {
        day.text.replacing("-", with: "")
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0\(value)" : String(value)
    }
}
