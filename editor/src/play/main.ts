// Entry point of the Play page (play.html): the page for players, apart from the editor.
import "../app/page.css";
import { prefetchFiles } from "../files/api.js";
import "./cw-play-page.js";

prefetchFiles();
