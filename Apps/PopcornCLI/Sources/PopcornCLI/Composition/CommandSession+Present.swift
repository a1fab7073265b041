import CoreDomain

extension CommandSession {
    /// Runs one use case and prints its document: as JSON under `--json`, else as `render` lays it out.
    ///
    /// What every single-fetch command (lists, searches, popular people, a title's part) does, in one
    /// place: a use case's error becomes the CLI failure for `subject`, and a page past the last of
    /// a list is not found (66). `render` may read more (a part's view reads its title from the
    /// cache), and runs only for the human view.
    func present<Document: Encodable & Sendable, Failure: UseCaseError>(
        about subject: FailureSubject,
        fetch: () async throws(Failure) -> Document,
        render: (Document) async -> String
    ) async throws {
        let document: Document
        do {
            document = try await fetch()
        } catch {
            throw failure(error, about: subject)
        }
        if let paged = document as? any PagedDocument, paged.totalPages > 0, paged.page > paged.totalPages {
            throw CLIFailure(
                .notFound,
                "\(subject.phrase(onPage: paged.page)) does not exist: the last page is \(paged.totalPages)")
        }
        if configuration.outputsJSON {
            try writeJSON(document)
        } else {
            try write(await render(document))
        }
    }
}
