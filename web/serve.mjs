// A small static server for the browser version (`make web`): serves a folder
// (target/web) with the cross-origin isolation headers the threaded mGBA core
// needs, and prints the address.
//
//   node web/serve.mjs [folder] [--port N] [--host H] [--no-isolation]
//
// --no-isolation leaves the two headers out, like a plain static host (GitHub
// Pages, say): then coi-serviceworker.min.js isolates the page instead. The
// browser test uses it to check that fallback.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".gba": "application/octet-stream",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".ico": "image/x-icon",
};

/**
 * Starts serving `root`. Resolves to the Node server once it listens; its
 * address is `http://host:port/` (port 0 picks a free one: see
 * `server.address().port`).
 */
export function serve(root, { port = 8080, host = "127.0.0.1", isolation = true } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const headers = { "Cache-Control": "no-cache" };
    if (isolation) {
      headers["Cross-Origin-Opener-Policy"] = "same-origin";
      headers["Cross-Origin-Embedder-Policy"] = "require-corp";
    }
    try {
      let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (path.endsWith("/")) path += "index.html";
      const file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) throw new Error("outside");
      const info = await stat(file);
      if (!info.isFile()) throw new Error("not a file");
      const body = await readFile(file);
      headers["Content-Type"] = TYPES[extname(file)] ?? "application/octet-stream";
      headers["Content-Length"] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { ...headers, "Content-Type": "text/plain" });
      res.end("not found\n");
    }
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => ok(server));
  });
}

// Run as a program: `node web/serve.mjs target/web`.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (name, dflt) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : dflt;
  };
  const port = Number(opt("--port", 8080));
  const host = opt("--host", "127.0.0.1");
  const flag = args.indexOf("--no-isolation");
  const isolation = flag < 0;
  if (!isolation) args.splice(flag, 1);
  const root = args[0] ?? "target/web";
  try {
    await stat(join(root, "index.html"));
  } catch {
    console.error(`web: ${root}/index.html not found (run \`make web-build\`)`);
    process.exit(1);
  }
  const server = await serve(root, { port, host, isolation }).catch((e) => {
    console.error(`web: cannot listen on ${host}:${port}: ${e.message}`);
    process.exit(1);
  });
  const { port: bound } = server.address();
  console.log(`web: serving ${root} at http://${host}:${bound}/ (Ctrl-C stops)`);
}
