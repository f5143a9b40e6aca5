// Who may use the editor's file API: only the editor's own page, served by this server. Every
// request must name this server in Host (a page on another name that resolves to 127.0.0.1 —
// DNS rebinding — is refused), come from this server's origin when the browser says where it
// comes from (Origin, Sec-Fetch-Site), and carry the token this server put into the page it
// served (X-Cardwright-Token), which no other page can read.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const TOKEN_HEADER = "x-cardwright-token";

/** A refusal: HTTP status, stable code (README's diagnostics table), the part of the request at fault. */
export interface ApiProblem {
  status: number;
  code: string;
  at: string;
  error: string;
}

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Null when the request may go on; otherwise why not. */
export function guardRequest(req: IncomingMessage, token: string): ApiProblem | null {
  const port = req.socket.localPort;
  const host = req.headers.host ?? "";
  const m = /^(\[[0-9a-fA-F:]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!m || !LOOPBACK.has(m[1]!.toLowerCase()) || (m[2] !== undefined && Number(m[2]) !== port)) {
    return { status: 403, code: "CW952", at: "header Host", error: `refused: the file API answers only as localhost:${port} (Host was ${JSON.stringify(host)})` };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    return { status: 403, code: "CW951", at: "header Origin", error: `refused: requests from ${JSON.stringify(origin)} are not from the editor (http://${host})` };
  }
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    return { status: 403, code: "CW951", at: "header Sec-Fetch-Site", error: `refused: a ${site} request is not from the editor's page` };
  }
  const given = req.headers[TOKEN_HEADER];
  if (typeof given !== "string" || !sameToken(given, token)) {
    return { status: 403, code: "CW953", at: "header X-Cardwright-Token", error: given === undefined ? "refused: the request has no editor token (reload the editor)" : "refused: wrong editor token (the server restarted? reload the editor)" };
  }
  return null;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The page's HTML with the token in a meta tag the editor reads at load. */
export function withToken(html: string, token: string): string {
  const tag = `<meta name="cardwright-token" content="${token}">`;
  return html.includes("</head>") ? html.replace("</head>", `    ${tag}\n  </head>`) : `${tag}\n${html}`;
}
