import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTPS server on 127.0.0.1 with a certificate of its own, made for the run (Python's
/// `http.server` over `ssl`, the certificate by the `openssl` command): for the one thing the
/// plain loopback servers cannot show, that TMDb is reached over TLS, with the certificate checked.
/// It serves the files of its folder (`3/configuration`, `3/movie/4242`), ignoring query strings.
final class LoopbackTLSServer {
    let directory: URL
    let port: Int
    private let process: Process

    /// The PEM file of the server's certificate, which is also its own authority.
    var certificateFile: URL {
        directory.appendingPathComponent("cert.pem")
    }

    var baseURL: String {
        "https://127.0.0.1:\(port)/3"
    }

    /// Starts a server that answers `files` (paths under the API root, such as `movie/4242`).
    static func start(files: [String: String]) async throws -> LoopbackTLSServer {
        let directory = try TemporaryDirectory.make(prefix: "popcorn-tls")
        for (path, body) in files {
            let file = directory.appendingPathComponent("www/3/" + path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(body.utf8).write(to: file)
        }
        let certificate = try await ProcessRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", directory.appendingPathComponent("key.pem").path,
                "-out", directory.appendingPathComponent("cert.pem").path,
            ],
            environment: ProcessInfo.processInfo.environment, timeout: 60)
        guard certificate.status == 0 else {
            throw LoopbackTLSServerError(reason: "openssl could not make a certificate: \(certificate.stderr)")
        }
        let script = """
            import functools, http.server, os, ssl
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory="www")
            server = http.server.HTTPServer(("127.0.0.1", 0), handler)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain("cert.pem", "key.pem")
            server.socket = context.wrap_socket(server.socket, server_side=True)
            with open("port.tmp", "w") as file:
                file.write(str(server.server_address[1]))
            os.rename("port.tmp", "port")
            server.serve_forever()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The server writes its port to a file once it listens.
        let portFile = directory.appendingPathComponent("port")
        var port: Int?
        for _ in 0..<500 where port == nil {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if port == nil {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        guard let port else {
            kill(process.processIdentifier, SIGKILL)
            throw LoopbackTLSServerError(reason: "the TLS server did not start within 10 seconds")
        }
        return LoopbackTLSServer(directory: directory, port: port, process: process)
    }

    private init(directory: URL, port: Int, process: Process) {
        self.directory = directory
        self.port = port
        self.process = process
    }

    deinit {
        // SIGKILL: the test runner's threads block SIGTERM, and its children inherit the mask.
        kill(process.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: directory)
    }
}
