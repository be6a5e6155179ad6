#!/usr/bin/env python3
"""Serves a folder on localhost the way a static host set up as README
describes does: a request for a file that has a precompressed copy beside
it (`.br`, `.gz`) gets that copy with `Content-Encoding`, when the browser
accepts it, with its validators (Last-Modified, ETag; a 304 when the
browser's copy is current). A file named by its content is kept for good
(`Cache-Control: immutable`), as README asks of a host.

    serve.py FOLDER PORT
"""
import os
import re
import sys
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


# A file named by its content (the web build's game_bg-DIGEST.wasm) is kept
# for good, as README asks a host to say (pegs-server does): a browser then
# never asks for it again, and Chromium keeps the code it compiled from it
# (a revalidated copy is compiled again).
FOR_GOOD = "public, max-age=31536000, immutable"
NAMED_BY_CONTENT = re.compile(r"-[0-9a-f]{16,}\.[^/]*$")


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def end_headers(self):
        if NAMED_BY_CONTENT.search(self.path.split("?")[0]):
            self.send_header("Cache-Control", FOR_GOOD)
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        accepted = self.headers.get("Accept-Encoding", "")
        for suffix, encoding in ((".br", "br"), (".gz", "gzip")):
            if encoding in accepted and os.path.isfile(path + suffix):
                body = open(path + suffix, "rb")
                stat = os.fstat(body.fileno())
                # Validators, as every host sends them: a browser asks again
                # with If-None-Match and keeps its copy on a 304.
                tag = f'"{encoding}-{stat.st_mtime_ns:x}-{stat.st_size:x}"'
                if tag in self.headers.get("If-None-Match", ""):
                    body.close()
                    self.send_response(304)
                    self.send_header("ETag", tag)
                    self.end_headers()
                    return None
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(stat.st_size))
                self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
                self.send_header("ETag", tag)
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return body
        return super().send_head()

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    folder, port = sys.argv[1], int(sys.argv[2])
    ThreadingHTTPServer(("127.0.0.1", port), partial(Handler, directory=folder)).serve_forever()
