"""A loopback server that answers like TMDb, for the benchmark scripts (Scripts/bench.sh,
Scripts/bench-diary.sh, Scripts/bench-sync.sh): each gives `serve` the function that answers a path
with a JSON body and a status (or, to answer POST and DELETE too, the function that answers a
method, a path and the request's body); `serve` prints the port it listens on, then serves until
killed."""

import http.server
import json
import os
import time
import urllib.parse

NOT_FOUND = ({"status_code": 34, "status_message": "not found"}, 404)


def configuration(catalog):
    """The catalog's /configuration body."""
    return json.load(open(os.path.join(catalog, "configuration.json")))


def route(path):
    """The path's parts and its query (`append_to_response` split into parts)."""
    url = urllib.parse.urlsplit(path)
    query = urllib.parse.parse_qs(url.query)
    appended = [part for part in ",".join(query.get("append_to_response", [])).split(",") if part]
    return url.path.strip("/").split("/"), appended


def serve(answer=None, delay_ms=0, answer_request=None):
    """Serves on a free loopback port, each answer after `delay_ms`: GET with `answer(path) -> (body,
    status)`, or GET, POST and DELETE with `answer_request(method, path, body) -> (body, status)` when
    given (`body` the request's bytes, read by its Content-Length or its chunks; b"" without one).
    With `answer` alone, POST and DELETE are NOT_FOUND."""
    if answer_request is None:
        if answer is None:
            raise TypeError("serve needs answer or answer_request")

        def answer_request(method, path, body):
            return answer(path) if method == "GET" else NOT_FOUND

    class TMDb(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def request_body(self):
            """The request's body (read whole, so the next request on the connection starts clean)."""
            if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                chunks = []
                while True:
                    size = int(self.rfile.readline().split(b";")[0].strip(), 16)
                    if size == 0:
                        while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                            pass  # trailers
                        return b"".join(chunks)
                    chunks.append(self.rfile.read(size))
                    self.rfile.readline()
            length = int(self.headers.get("Content-Length") or 0)
            return self.rfile.read(length) if length > 0 else b""

        def respond(self):
            try:
                request = self.request_body()
            except ValueError:
                self.send_error(400, "bad Content-Length or chunk size")
                return
            time.sleep(delay_ms / 1000)
            body, status = answer_request(self.command, self.path, request)
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json;charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        do_GET = do_POST = do_DELETE = respond

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), TMDb)
    print(server.server_address[1], flush=True)
    server.serve_forever()
