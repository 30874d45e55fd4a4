#!/usr/bin/env python3
"""A stand-in for a developer's server: receives App Store Server Notifications V2 POSTs.

Usage: notification_receiver.py PORT_FILE RECEIVED_FILE

Listens on 127.0.0.1 on a free port, writes the port to PORT_FILE once it listens, and appends the
body of every POST (one JSON object per line) to RECEIVED_FILE. Bodies larger than 1 MiB are refused
with 413. Answers 200; runs until killed.
"""
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MAXIMUM_BODY = 1 << 20


def main() -> None:
    port_file, received_file = sys.argv[1:3]

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAXIMUM_BODY or self.headers.get("Content-Type") != "application/json":
                self.send_response(413 if length > MAXIMUM_BODY else 415)
                self.end_headers()
                return
            body = self.rfile.read(length).decode()
            with open(received_file, "a") as handle:
                handle.write(body.replace("\n", "") + "\n")
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(port_file + ".tmp", "w") as handle:
        handle.write(str(server.server_address[1]))
    os.replace(port_file + ".tmp", port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
