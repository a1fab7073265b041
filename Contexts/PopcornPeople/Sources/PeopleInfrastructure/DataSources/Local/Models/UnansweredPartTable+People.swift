import DataPersistence

extension UnansweredPartTable {
    /// `people_unanswered_part`: the parts of a person's screen their source was asked for and does
    /// not have (the offline catalog knows few people's photos), owned by the person's row.
    static let people = UnansweredPartTable(
        "people_unanswered_part", ownerTable: "people_person", ownerColumn: "personID")
}
