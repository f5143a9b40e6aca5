// The look of a table, shared by the Play page's own games and an online seat: the board on the
// left, the seat's panels (question, hand, effects, log) on the right.
import { css } from "lit";

export const tableStyles = css`
  .grid { display: grid; grid-template-columns: minmax(0, 1fr) 380px; gap: 12px; align-items: start; }
  .panel { background: var(--panel); border-radius: 10px; box-shadow: var(--shadow); padding: 10px 12px; }
  /* The board takes the screen's height below the header (at least 600 px), so a tall screen shows it large:
     100vh less the header (44), the page's padding (2 × 14) and the panel's own (2 × 10). */
  .board { height: max(600px, calc(100vh - 96px)); display: flex; flex-direction: column; }
  .board cw-board { flex: 1; min-height: 0; }
  .side { display: flex; flex-direction: column; gap: 10px; }
  .question { border-left: 4px solid var(--c, var(--faint)); }
  .prompt { font-weight: 700; }
  .opts { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 8px; }
  .opts .btn { height: 28px; }
  /* An answer that loses the game at once: still allowed, but marked. */
  .opts .btn.loses { border-color: var(--err); color: var(--err); }
  .opts kbd { font: 10px var(--mono); color: var(--muted); margin-right: 4px; }
  .hand { display: flex; flex-wrap: wrap; gap: 5px; }
  .chip { display: inline-flex; align-items: center; gap: 6px; height: 28px; padding: 0 9px; border: 1px solid var(--line); border-radius: 6px; background: #fffdf8; font-size: 12px; }
  .chip.choosable { cursor: pointer; border-color: #e0a526; box-shadow: 0 0 0 2px #f7e3b5; }
  .log { max-height: 260px; overflow: auto; font-size: 12px; display: flex; flex-direction: column; gap: 2px; }
  .h { font-size: 10.5px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); margin-bottom: 6px; }
  .err { background: #fdecea; color: #8f2a1f; border-radius: 6px; padding: 6px 10px; font-size: 12px; }
  .notice { background: #fff6dd; color: #6b4e00; border-radius: 6px; padding: 6px 10px; font-size: 12px; white-space: pre-line; }
  .over { font-weight: 800; font-size: 15px; }
  .muted { color: var(--muted); }
  .desc { color: var(--muted); font-size: 12.5px; }
`;
