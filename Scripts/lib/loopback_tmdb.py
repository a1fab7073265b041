"""A loopback server that answers like TMDb, for the benchmark scripts (Scripts/bench.sh,
Scripts/bench-diary.sh): each gives `serve` the function that answers a path with a JSON body and
a status; `serve` prints the port it listens on, then serves until killed."""

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


def serve(answer, delay_ms=0):
    """Serves `answer(path) -> (body, status)` on a free loopback port, each answer after `delay_ms`."""

    class TMDb(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            time.sleep(delay_ms / 1000)
            body, status = answer(self.path)
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json;charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), TMDb)
    print(server.server_address[1], flush=True)
    server.serve_forever()
