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
}
