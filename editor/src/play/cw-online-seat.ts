// A seat at an online table of `cardwright serve`, opened from its seat link (/?table=ID&token=T on
// the server, which serves this page). The server is the only authority: the page shows the seat's
// view as the API gives it (its question with translated answers, its log, its own cards) and
// sends its answers; the event stream brings every move, and comes back by itself after the server
// restarts. Nothing here names a game.
import { css, html, LitElement, nothing } from "lit";
import { shared } from "../app/shared-styles.js";

interface SeatView {
  table: string;
  side: string;
  seats: Record<string, string>;
  moves: number;
  view: { piles: Record<string, unknown>; result?: { winner: string; reason: string } | null };
  question: { kind: string; prompt: string; options: { id: string; label: string }[] } | null;
  log: string[];
  cardNames: Record<string, string>;
}

export class CwOnlineSeat extends LitElement {
  static override properties = { seat: { state: true }, error: { state: true }, live: { state: true } };
  declare seat: SeatView | null;
  declare error: string | null;
  /** The event stream is open (false while the server is away). */
  declare live: boolean;
  private events: EventSource | null = null;
  private readonly tableId: string;
  private readonly token: string;

  constructor(id: string, token: string) {
    super();
    this.tableId = id;
    this.token = token;
    this.seat = null;
    this.error = null;
    this.live = false;
    addEventListener("keydown", (e) => {
      const n = Number(e.key);
      const o = this.seat?.question?.options[n - 1];
      if (o && n >= 1 && n <= 9) void this.answer(o.id);
    });
  }

  static override styles = [
    shared,
    css`
      :host { display: block; }
      .panel { background: var(--panel); border-radius: 10px; box-shadow: var(--shadow); padding: 10px 12px; margin-bottom: 10px; max-width: 900px; }
      .prompt { font-weight: 700; }
      .opts { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 8px; }
      .opts .btn { height: 28px; }
      kbd { font: 10px var(--mono); color: var(--muted); margin-right: 4px; }
      .h { font-size: 10.5px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); margin-bottom: 6px; }
      .log { max-height: 340px; overflow: auto; font-size: 12px; }
      .chip { display: inline-flex; height: 26px; align-items: center; padding: 0 8px; margin: 2px; border: 1px solid var(--line); border-radius: 6px; background: #fffdf8; font-size: 12px; }
      .err { background: #fdecea; color: #8f2a1f; border-radius: 6px; padding: 6px 10px; font-size: 12px; }
      .muted { color: var(--muted); }
    `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    const base = `/api/tables/${encodeURIComponent(this.tableId)}`;
    this.events = new EventSource(`${base}/events?token=${encodeURIComponent(this.token)}`);
    this.events.addEventListener("view", (e) => {
      this.seat = JSON.parse((e as MessageEvent<string>).data) as SeatView;
      this.live = true;
      this.error = null;
    });
    this.events.onerror = () => (this.live = false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.events?.close();
  }

  private async answer(choice: string): Promise<void> {
    if (!this.seat) return;
    const res = await fetch(`/api/tables/${encodeURIComponent(this.tableId)}/moves`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ choice, after: this.seat.moves }),
    }).catch(() => null);
    if (!res) this.error = "The server cannot be reached; try again in a moment.";
    else if (!res.ok) this.error = ((await res.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? `HTTP ${res.status}`;
  }

  /** The seat's own cards: every per-side pile whose cards its view may see. */
  private cards(s: SeatView): string[] {
    return Object.values(s.view.piles).flatMap((p) => {
      const mine = (p as Record<string, { cards?: string[] }>)[s.side];
      return mine && Array.isArray(mine.cards) ? mine.cards : [];
    });
  }

  override render() {
    const s = this.seat;
    if (!s) return html`<p class="muted" data-connecting>${this.error ?? "Connecting to the table…"}</p>`;
    let n = 0;
    return html`<div class="panel" data-online-seat=${s.side} data-moves=${s.moves}>Table ${s.table} · you play <b>${s.side.toUpperCase()}</b>
        · ${Object.entries(s.seats).filter(([x]) => x !== s.side).map(([x, seat]) => `${x.toUpperCase()}: ${seat === "human" ? "a person" : `bot ${seat}`}`)}
        ${this.live ? nothing : html`<span class="muted" data-offline> · reconnecting…</span>`}</div>
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      <div class="panel" data-question=${s.question?.kind ?? ""}>${s.question
        ? html`<div class="prompt" data-prompt>${s.question.prompt}</div>
            <div class="opts">${s.question.options.map((o) => html`<button class="btn" data-option=${o.id} @click=${() => void this.answer(o.id)}>${++n <= 9 ? html`<kbd>${n}</kbd>` : nothing}${o.label}</button>`)}</div>`
        : s.view.result ? html`<b data-result>The game is over.</b>` : html`<span class="muted" data-waiting>The other side is to move…</span>`}</div>
      <div class="panel"><div class="h">Your cards</div><div data-hand=${s.side}>${this.cards(s).map((c) => html`<span class="chip" data-card=${c}>${s.cardNames[c] ?? c}</span>`)}</div></div>
      <div class="panel"><div class="h">Log</div><div class="log" data-log>${s.log.slice(-80).map((l) => html`<div>${l}</div>`)}</div></div>`;
  }
}

customElements.define("cw-online-seat", CwOnlineSeat);
