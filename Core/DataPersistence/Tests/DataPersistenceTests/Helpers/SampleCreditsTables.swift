import DataPersistence

/// A sample context's credits tables: `sample_credits` owning cast and crew through `sampleID`.
enum SampleCreditsTables: CreditsTables {
    static let creditsTable = "sample_credits"
    static let ownerColumn = "sampleID"
    static let rows = CreditRowTables(cast: "sample_cast_member", crew: "sample_crew_member", ownerColumn: ownerColumn)
}
