// Entry point, kept tiny: it asks the file API for the content at once, so the files download
// while the app and Monaco (a chunk of their own) load, then starts the app shell.
import "./app/page.css";
import { prefetchFiles } from "./files/api.js";

performance.mark("cw:main");
prefetchFiles();
void import("./app/cw-app.js");
