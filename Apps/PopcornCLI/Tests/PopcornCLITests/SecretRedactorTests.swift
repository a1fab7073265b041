import Testing

@testable import PopcornCLI

@Suite("SecretRedactor")
struct SecretRedactorTests {
    @Test("Every occurrence of a secret is replaced")
    func redacts() {
        let redactor = SecretRedactor(secrets: ["k3y-SHOULD-NEVER-LEAK-1234"])
        let text = redactor.redact("GET /3/movie/550?api_key=k3y-SHOULD-NEVER-LEAK-1234 and k3y-SHOULD-NEVER-LEAK-1234")
        #expect(text == "GET /3/movie/550?api_key=<redacted> and <redacted>")
    }

    @Test("Secrets too short to recognise are left alone")
    func shortSecrets() {
        #expect(SecretRedactor(secrets: ["abc", ""]).redact("abc def") == "abc def")
    }
}
