// Styles shared by the shadow-DOM components: buttons, chips, scroll areas. Colours and fonts
// come from the page's CSS variables, which cross shadow boundaries. A side's colour is no class
// here: it follows the side's place in the game's declared sides (board/geometry.ts `sideColour`),
// set inline where a side is drawn.
import { css } from "lit";

export const shared = css`
  :host { font: 13px/1.45 var(--font); color: var(--ink); }
  button { font: inherit; }
  .btn {
    display: inline-flex; align-items: center; justify-content: center; gap: 6px; height: 28px; padding: 0 11px;
    border: 1px solid var(--line); background: var(--panel); color: var(--ink); border-radius: 6px; cursor: pointer;
    font-weight: 600; font-size: 12px; white-space: nowrap;
  }
  .btn:hover:not(:disabled) { border-color: #c3c9d1; background: var(--panel-2); }
  .btn:disabled { opacity: 0.45; cursor: default; }
  .btn.primary { background: var(--accent); border-color: #9c3624; color: #fff; }
  .btn.primary:hover:not(:disabled) { background: #a63a28; }
  .btn.small { height: 24px; padding: 0 8px; font-size: 11px; }
  .muted { color: var(--muted); }
  .scroll { overflow: auto; min-height: 0; }
  .scroll::-webkit-scrollbar { width: 10px; height: 10px; }
  .scroll::-webkit-scrollbar-thumb { background: #d3d8de; border-radius: 5px; border: 2px solid transparent; background-clip: content-box; }
  select, input {
    font: inherit; font-size: 12px; height: 28px; border: 1px solid var(--line); border-radius: 6px; padding: 0 8px; background: var(--panel); color: var(--ink);
  }
  select:focus, input:focus { outline: 2px solid #f3d9a4; border-color: var(--focus); }
`;
