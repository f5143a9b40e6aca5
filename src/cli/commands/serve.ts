// `cardwright serve`: online tables for people in different browsers (src/serve).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { REPO_ROOT } from "../../content/load-dir.js";
import { DEFAULT_LIMITS, type Limits } from "../../serve/limits.js";
import { defineCommand } from "../command.js";
import { checkWritable } from "../output.js";
import { crashText } from "../../testing/crash-text.js";

export const serveCommand = defineCommand({
  name: "serve",
  details: true,
  options: {
    port: { kind: "int", value: "P", min: 0, max: 65_535, default: 8_787 },
    host: { kind: "text", value: "H" },
    db: { kind: "text", value: "FILE" },
    "max-tables": { kind: "int", value: "N", helpArgs: { default: DEFAULT_LIMITS.tables }, min: 1, max: 1_000_000 },
    "max-tables-per-client": { kind: "int", value: "N", helpArgs: { default: DEFAULT_LIMITS.tablesPerClient }, min: 1, max: 1_000_000 },
    "max-streams-per-client": { kind: "int", value: "N", helpArgs: { default: DEFAULT_LIMITS.streamsPerClient }, min: 1, max: 1_000_000 },
    "max-streams-per-table": { kind: "int", value: "N", helpArgs: { default: DEFAULT_LIMITS.streamsPerTable }, min: 1, max: 1_000_000 },
    page: { kind: "text", value: "DIR" },
  },
  async run(args) {
    // Loaded when the command runs, not with the command line (Node's HTTP server is a few
    // milliseconds of every command's start-up otherwise).
    const [{ GameShelf }, { tableServer }, { TableStore }, { TableService }] = await Promise.all([import("../../serve/games.js"), import("../../serve/http.js"), import("../../serve/store.js"), import("../../serve/tables.js")]);
    const shelf = new GameShelf(args.values.content);
    const db = args.values.db ?? "cardwright-tables.sqlite";
    checkWritable(db, args.at("db", db));
    const store = new TableStore(resolve(db));
    const v = args.values;
    const limits: Limits = {
      tables: v["max-tables"] ?? DEFAULT_LIMITS.tables,
      tablesPerClient: v["max-tables-per-client"] ?? DEFAULT_LIMITS.tablesPerClient,
      streamsPerClient: v["max-streams-per-client"] ?? DEFAULT_LIMITS.streamsPerClient,
      streamsPerTable: v["max-streams-per-table"] ?? DEFAULT_LIMITS.streamsPerTable,
    };
    const tables = new TableService(store, shelf, (id, e) => console.error(`serve: table ${id}: a bot failed: ${crashText(e)}`), undefined, limits);
    const { restored, failed } = tables.restore();
    for (const f of failed) console.error(`serve: table ${f.id} could not be restored: ${f.reason}`);
    const page = args.values.page ?? join(REPO_ROOT, "dist");
    const server = tableServer(tables, existsSync(join(page, "play.html")) ? page : undefined, limits);
    const host = args.values.host ?? "127.0.0.1";
    await new Promise<void>((ok, fail) => server.once("error", fail).listen(args.values.port, host, ok));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : args.values.port;
    console.log(`serving ${restored} ${restored === 1 ? "table" : "tables"} of ${[...shelf.folders.keys()].join(", ")} at http://${host.includes(":") ? `[${host}]` : host}:${port}/api/tables`);
    // Without the built page a seat link opens nothing: say so now, not when a player tries one.
    if (!existsSync(join(page, "play.html"))) console.error(`serve: the Play page is not built (no play.html in ${page}): seat links open nothing until \`npm run build\` (or --page DIR)`);
    await new Promise<void>((done) => {
      const stop = () => server.close(() => done());
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
    store.close();
    return 0;
  },
});
