// Entry point: page styles, then the app shell (which loads Monaco and starts the engine worker).
import "./app/page.css";
import "./app/cw-app.js";
