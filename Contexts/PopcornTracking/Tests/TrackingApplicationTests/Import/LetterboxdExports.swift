/// Letterboxd's three exports of a diary, written from the columns its data export documents: the
/// parser's tests and its fuzzing start from these.
enum LetterboxdExports {
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2026-11-02,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/2bbs,4.5,,"wuxia, rain",2026-11-01
        2026-11-02,Se7en,1995,https://boxd.it/29Gg,,Yes,,2026-11-02
        2026-11-02,Se7en,1995,https://boxd.it/29Gg,0.5,Yes,,2026-11-02
        2026-11-03,Untitled,,https://boxd.it/1,,No,,2026-11-03

        """

    static let ratings = """
        Date,Name,Year,Letterboxd URI,Rating
        2026-11-04,Se7en,1995,https://boxd.it/29Gg,5
        2026-11-05,Fight Club,1999,https://boxd.it/2a9q,3.5

        """

    static let watched = """
        Date,Name,Year,Letterboxd URI
        2026-11-06,Fight Club,1999,https://boxd.it/2a9q

        """

    /// Rows that cannot be imported, each with the line it is refused on and why.
    static let refusals: [(text: String, line: Int, reason: String)] = [
        (
            diary.replacingOccurrences(of: ",4.5,", with: ",4.25,"), 2,
            "Rating: \"4.25\" is not a rating from 0.5 to 5"
        ),
        (
            diary.replacingOccurrences(of: ",4.5,", with: ",4.7,"), 2,
            "Rating: \"4.7\" is not a rating from 0.5 to 5"
        ),
        (
            diary.replacingOccurrences(of: ",4.5,", with: ",6,"), 2,
            "Rating: \"6\" is not a rating from 0.5 to 5"
        ),
        (
            diary.replacingOccurrences(
                of: ",Yes,,2026-11-02\n2026", with: ",Maybe,,2026-11-02\n2026"), 3,
            "Rewatch: \"Maybe\" is not Yes, No or empty"
        ),
        (
            diary.replacingOccurrences(of: ",2026-11-03\n", with: ",2026-11-27\n"), 5,
            "Watched Date: 2026-11-27 is after today"
        ),
        (
            diary.replacingOccurrences(of: ",2026-11-03\n", with: ",\n"), 5,
            "Watched Date: the field is empty"
        ),
        (
            diary.replacingOccurrences(of: "2026-11-03,Untitled", with: "2026-11-03,"), 5,
            "Name: the field is empty"
        ),
        (
            diary.replacingOccurrences(of: ",1995,", with: ",95,"), 3,
            "Year: \"95\" is not a year like 1999"
        ),
        (ratings.replacingOccurrences(of: ",5\n", with: ",\n"), 2, "Rating: the field is empty"),
        (
            ratings.replacingOccurrences(of: "2026-11-04", with: "04/11/2026"), 2,
            "Date: \"04/11/2026\" is not a day"
        ),
        (
            ratings.replacingOccurrences(of: "2026-11-05", with: "2030-01-01"), 3,
            "Date: 2030-01-01 is after today"
        ),
        (
            diary.replacingOccurrences(of: "2026-11-03,Untitled", with: "2027-11-03,Untitled"), 5,
            "Date: 2027-11-03 is after today"
        ),
    ]
}
