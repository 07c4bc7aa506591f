/**
 * The table page: one websocket, the game's renderer, the legal actions, the log, refusals.
 * A client with a seat token plays its seat; without one it watches (spectator view only).
 */

import { actionButtons, helpDialog, installKeys } from "./actions";
import { api } from "./api";
import { Connection, type LinkState } from "./connection";
import { h, mount, toast } from "./dom";
import { icon } from "./icons";
import { ChatPanel, inviteLinks, serverInfo } from "./friends";
import { guideButton, guideDialog, phaseTracker } from "./guide";
import { EventLog } from "./log";
import type { GameInfo, JsonObject, MatchSummary, SeatInfo, ServerMessage, UpdateMessage } from "./protocol";
import { rendererFor, type GameRenderer, type RenderContext } from "./renderers";
import { seatChip, seatColor, seatName, withSeatChips } from "./seats";
import { dropSeat, heldSeat, holdSeat, playerName } from "./session";

export interface Page {
  destroy(): void;
}

/** "Alice must end their turn" as Alice reads it: "end your turn". */
function yourPart(prompt: string, name: string): string {
  if (!prompt.startsWith(`${name} must `)) return prompt;
  return prompt.slice(name.length + 6).replace(/\btheir\b/g, "your").replace(/\bthey\b/g, "you");
}

function outcomeBanner(msg: UpdateMessage, seats: SeatInfo[], you: number | null): HTMLElement | null {
  const o = msg.outcome;
  if (!o) return null;
  const won = you !== null && o.winners.includes(you);
  const scores = Array.isArray(o.scores) ? o.scores.map((v, i) => [String(i), v] as const) : Object.entries(o.scores);
  if (msg.result) {
    // The server's words: who won, why, and the final scores by name.
    return h(
      "section",
      { class: `outcome${won ? " won" : ""}`, role: "status", "aria-label": "Game over" },
      h("h2", {}, icon("crown", undefined, 22), won ? " You win!" : " Game over"),
      h("p", { class: "result" }, withSeatChips(msg.result, seats, you)),
    );
  }
  return h(
    "section",
    { class: `outcome${won ? " won" : ""}`, role: "status", "aria-label": "Game over" },
    h("h2", {}, icon("crown", undefined, 22), won ? " You win!" : " Game over"),
    h(
      "p",
      {},
      o.winners.length ? ["Winner: ", o.winners.map((w, i) => [i ? ", " : "", seatChip(seats, w, you)])] : "No winner.",
      o.reason ? ` (${o.reason})` : "",
    ),
    h("ul", { class: "scores" }, scores.map(([seat, v]) => h("li", {}, seatChip(seats, Number(seat), you), `: ${v}`))),
  );
}

export class TablePage implements Page {
  private conn: Connection | null = null;
  private renderer: GameRenderer | null = null;
  private log: EventLog | null = null;
  private last: UpdateMessage | null = null;
  private summary: MatchSummary | null = null;
  private busy = false;
  private refused = "";
  /** The action index a refusal answers (shown next to that action), if it was one. */
  private refusedIndex: number | null = null;
  private tried: number | null = null;
  private removeKeys: () => void = () => {};
  private readonly you: number | null;
  private readonly token: string | null;
  private readonly status = h("span", { class: "link-state connecting", role: "status" }, "connecting…");
  private readonly boardSlot = h("section", { class: "board-area", "aria-label": "Table" });
  private readonly turnPanel = h("section", { class: "panel turn-panel", "aria-label": "Your turn", tabindex: -1 });
  private readonly headerInfo = h("div", { class: "table-title" });
  /** The game's guide, turn outline and presets (from `/api/games`; null if it did not load). */
  private info: GameInfo | null = null;
  /** Above the board: the progress line (the win condition and how far each player is) and
   * the phase tracker. */
  private readonly strip = h("div", { class: "table-strip", "aria-label": "How the game stands", role: "group" });
  private readonly dialog = helpDialog();
  private refreshing = false;
  private clockTimer = 0;
  /** When the latest update arrived (`Date.now()`), for the clocks counted down from it. */
  private arrived = Date.now();
  private readonly replayLink = h("a", { class: "button ghost", href: "#/", hidden: true }, icon("play", undefined, 14), " Replay");
  private readonly clockEl = h("span", { class: "clock", role: "timer", hidden: true });
  /** Tells screen readers when the turn comes to this seat (the log announces the rest). */
  private readonly announcer = h("div", { class: "sr-only", "aria-live": "assertive" });
  private wasMine = false;
  private readonly chat = new ChatPanel((text) => this.conn?.send({ type: "chat", text, name: playerName() }) ?? false);
  /** The address friends open (the server's network address when this page is on localhost). */
  private share: string | null = null;
  /** "Leave the match" asks once more before the seat goes to a bot. */
  private leaving = false;
  /** The latest die rolls (core `die-rolled` events), shown as dice in the turn panel. */
  private rolls: { seat: number | null; value: number; sides: number; purpose: string; seq: number }[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly matchId: string,
    watch: boolean,
  ) {
    const held = watch ? null : heldSeat(matchId);
    this.you = held?.seat ?? null;
    this.token = held?.token ?? null;
    void this.start();
  }

  private async start(): Promise<void> {
    mount(this.root, h("p", { class: "loading" }, "Setting the table…"));
    try {
      this.summary = await api.match(this.matchId);
    } catch (err) {
      mount(this.root, h("main", { id: "main", class: "lobby" }, h("p", { class: "error", role: "alert" }, `This match cannot be opened: ${(err as Error).message}`), h("a", { href: "#/" }, "Back to the lobby")));
      return;
    }
    this.renderer = await rendererFor(this.summary.game);
    const game = this.summary.game;
    this.info = (await api.games().catch(() => [] as GameInfo[])).find((g) => g.name === game) ?? null;
    this.share = (await serverInfo()).share_url;
    this.log = new EventLog(this.renderer, this.summary.seats, this.you);
    this.layout();
    this.removeKeys = installKeys({
      legal: () => (this.busy ? [] : (this.last?.legal ?? [])),
      act: (i) => this.act(i),
      arrow: (dir) => (this.busy || !this.last || !this.renderer?.arrowAction ? null : this.renderer.arrowAction(dir, this.context(this.last))),
      undo: () => this.undo(),
      help: () => this.dialog.showModal(),
    });
    this.conn = Connection.forMatch(this.matchId, this.token, () => this.log?.last ?? 0, {
      message: (m) => this.onMessage(m),
      state: (s, detail) => this.onLink(s, detail),
    });
  }

  private layout(): void {
    // A seat's holder replays what they saw, while the match runs too; spectators once it is over.
    this.replayLink.href = this.you === null ? `#/replay/${this.matchId}` : `#/replay/${this.matchId}/mine`;
    const seats = this.summary?.seats ?? [];
    const guide = this.info?.guide ? guideDialog(this.info) : null;
    const badge =
      this.you === null
        ? h("span", { class: "badge spectator" }, icon("eye", undefined, 16), " Spectating")
        : h("span", { class: "badge", style: { "--seat": seatColor(this.you) } }, `You: ${seatName(seats, this.you)} · seat ${this.you + 1}`);
    mount(this.headerInfo, h("h1", {}, this.summary?.title ?? "Match"), h("span", { class: "match-id" }, `match ${this.matchId}`), badge);
    mount(
      this.root,
      h(
        "header",
        { class: "topbar" },
        h("a", { class: "brand", href: "#/", "aria-label": "Back to the lobby" }, icon("flag", undefined, 18), " dungeontable"),
        this.headerInfo,
        h(
          "nav",
          { class: "top-actions", "aria-label": "Match" },
          this.status,
          this.replayLink,
          this.you !== null ? h("a", { class: "button ghost", href: `#/watch/${this.matchId}` }, icon("eye", undefined, 14), " Spectate") : null,
          this.you === null ? h("a", { class: "button ghost", href: "#/", "aria-label": "Stop watching and go back to the lobby" }, "Stop watching") : null,
          this.info && guide ? guideButton(this.info, guide) : null,
          h("button", { class: "button ghost", type: "button", "aria-label": "Keyboard help", onclick: () => this.dialog.showModal() }, icon("help", undefined, 16)),
        ),
      ),
      h("main", { id: "main", class: "table-layout" }, this.boardSlot, h("aside", { class: "side" }, this.strip, this.turnPanel, this.log?.element, this.chat.element, this.textView())),
      this.dialog,
      guide,
      this.announcer,
    );
  }

  /** The progress line and the phase tracker (the step holding the decision marked), on top of
   * the side column, above the turn panel (the board's column is often the taller one). */
  private drawStrip(msg: UpdateMessage): void {
    const tracker = msg.outcome ? null : phaseTracker(this.info?.turn_outline, msg.step);
    mount(this.strip, msg.progress ? h("p", { class: "progress-line" }, msg.progress) : null, tracker);
    this.strip.hidden = !msg.progress && !tracker;
  }

  private textView(): HTMLElement {
    return h("details", { class: "panel text-panel" }, h("summary", {}, "The table as text"), h("pre", { class: "board-text", tabindex: 0 }, this.last?.board_text ?? ""));
  }

  private context(msg: UpdateMessage): RenderContext {
    return {
      game: this.summary?.game ?? "",
      view: msg.view,
      seat: this.you,
      decision: msg.decision,
      legal: this.busy ? [] : msg.legal,
      outcome: msg.outcome,
      boardText: msg.board_text,
      seats: this.summary?.seats ?? [],
      interactive: this.you !== null,
      act: (i) => this.act(i),
      events: msg.events,
      send: (action) => this.send(action),
      tableClock: msg.table_clock
        ? { seconds: msg.table_clock.seconds, started: msg.table_clock.started, endsAt: this.arrived + msg.table_clock.left * 1000 }
        : null,
    };
  }

  private onLink(state: LinkState, detail: string): void {
    this.status.className = `link-state ${state}`;
    this.status.textContent = detail;
  }

  private onMessage(msg: ServerMessage): void {
    if (msg.type === "update") {
      this.last = msg;
      this.arrived = Date.now();
      this.replayLink.hidden = !(msg.status === "finished" || msg.outcome !== null || (this.you !== null && msg.status === "running"));
      this.startClock(msg);
      this.busy = false;
      this.refused = "";
      this.refusedIndex = null;
      this.log?.add(msg.events);
      this.drawStrip(msg);
      this.noteRolls(msg);
      this.draw();
      void this.refreshSeats(msg.events.some((e) => e.event.type === "seat-left"));
    } else if (msg.type === "chat") {
      this.chat.add(msg);
    } else if (msg.type === "error") {
      this.busy = false;
      this.refused = msg.message;
      this.refusedIndex = this.tried;
      toast(msg.message, "error");
      if (!this.last) {
        mount(this.boardSlot, h("div", { class: "panel" }, h("p", { class: "error", role: "alert" }, msg.message), h("p", {}, h("a", { href: `#/watch/${this.matchId}` }, "Watch this match"), " or go ", h("a", { href: "#/" }, "back to the lobby"), ".")));
      }
      this.draw();
    }
  }

  private noteRolls(msg: UpdateMessage): void {
    const fresh = msg.events.filter((e) => e.event.type === "die-rolled" && e.seq > (this.rolls[0]?.seq ?? 0));
    if (!fresh.length) return;
    this.rolls = fresh.slice(-3).reverse().map((e) => ({
      seat: typeof e.event.seat === "number" ? e.event.seat : null,
      value: Number(e.event.value),
      sides: Number(e.event.sides),
      purpose: String(e.event.purpose ?? ""),
      seq: e.seq,
    }));
    this.rollsFresh = true;
  }

  private rollsFresh = false;

  private diceTray(): HTMLElement | null {
    if (!this.rolls.length) return null;
    const seats = this.summary?.seats ?? [];
    const fresh = this.rollsFresh;
    this.rollsFresh = false;
    return h(
      "div",
      { class: "dice-tray", "aria-label": "Latest die rolls" },
      this.rolls.map((r, i) =>
        h(
          "div",
          { class: `die-roll${fresh && i === 0 ? " rolling" : ""}`, title: `d${r.sides}` },
          h("span", { class: "die-face", "aria-hidden": "true" }, String(r.value)),
          h("span", { class: "die-text" }, r.seat === null ? "" : seatChip(seats, r.seat, this.you), ` rolled ${r.value}`, r.purpose ? ` (${r.purpose})` : ""),
        ),
      ),
    );
  }

  /** Counts the running turn clock down between updates. */
  private startClock(msg: UpdateMessage): void {
    window.clearInterval(this.clockTimer);
    const clock = msg.clock;
    if (!clock || clock.seat === null || msg.outcome) {
      this.clockEl.hidden = true;
      return;
    }
    const ends = Date.now() + clock.remaining * 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      const who = seatName(this.summary?.seats ?? [], clock.seat ?? 0);
      this.clockEl.textContent = `${clock.seat === this.you ? "Your" : `${who}'s`} clock: ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
      this.clockEl.classList.toggle("low", left <= 10);
    };
    this.clockEl.hidden = false;
    tick();
    this.clockTimer = window.setInterval(tick, 500);
  }

  /** Seat names change when someone joins or leaves; fetch them again while a human seat is
   * open, or when someone has just left (`changed`). */
  private async refreshSeats(changed = false): Promise<void> {
    if (this.refreshing || !this.summary || (!changed && this.summary.seats.every((x) => x.taken))) return;
    this.refreshing = true;
    try {
      this.summary = await api.match(this.matchId);
      this.log?.setSeats(this.summary.seats);
      this.draw();
    } catch {
      /* keep the old names */
    } finally {
      this.refreshing = false;
    }
  }

  private act(index: number): void {
    if (this.busy || !this.conn) return;
    this.tried = index;
    if (!this.conn.send({ type: "act", index, seq: this.last?.seq })) {
      toast("Not connected: the action was not sent. Reconnecting…", "error");
      return;
    }
    this.busy = true;
    this.draw();
  }

  private send(action: JsonObject): void {
    if (this.busy || !this.conn) return;
    this.tried = null;
    if (!this.conn.send({ type: "act", action, seq: this.last?.seq })) {
      toast("Not connected: the action was not sent. Reconnecting…", "error");
      return;
    }
    this.busy = true;
    this.draw();
  }

  private undo(): void {
    if (!this.last?.can_undo || !this.conn) return;
    this.conn.send({ type: "undo" });
  }

  private draw(): void {
    const msg = this.last;
    if (!msg || !this.renderer) return;
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.key;
    const hadFocus = this.root.contains(document.activeElement) && document.activeElement !== document.body;
    const ctx = this.context(msg);
    const opened = [...this.boardSlot.querySelectorAll<HTMLDetailsElement>("details[data-key][open]")].map((d) => d.dataset.key);
    mount(this.boardSlot, this.renderer.render(ctx));
    for (const key of opened) this.boardSlot.querySelector<HTMLDetailsElement>(`details[data-key="${key}"]`)?.setAttribute("open", "");
    this.drawTurnPanel(msg, ctx);
    const pre = this.root.querySelector(".text-panel pre");
    if (pre) pre.textContent = msg.board_text;
    if (focusKey) {
      const again = this.root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again && !(again as HTMLButtonElement).disabled) again.focus();
      else if (hadFocus && !this.busy) this.turnPanel.focus();
    }
  }

  private drawTurnPanel(msg: UpdateMessage, ctx: RenderContext): void {
    const seats = this.summary?.seats ?? [];
    const d = msg.decision;
    const mine = d !== null && d.seat === this.you && msg.legal.length > 0;
    let prompt: (Node | string)[];
    const open = seats.filter((x) => x.kind === "human" && !x.taken);
    const waiting = msg.status === "open" && open.length > 0;
    if (msg.outcome) prompt = ["The game is over."];
    else if (msg.status === "abandoned")
      prompt = ["This match was abandoned: the server stopped it before the end (nobody played for a long time, everyone left, or it ran too long). Its replay shows how far it got."];
    else if (waiting)
      prompt = [`Waiting for ${open.length} more player${open.length > 1 ? "s" : ""} to join. Send each friend the invite link of a seat below`];
    else if (!d) prompt = ["…"];
    else if (mine) prompt = [h("strong", {}, "Your move: "), ...withSeatChips(yourPart(msg.prompt ?? d.prompt, seatName(seats, d.seat)), seats, this.you)];
    else if (msg.prompt) prompt = ["Waiting: ", ...withSeatChips(msg.prompt, seats, this.you)];
    else prompt = ["Waiting for ", seatChip(seats, d.seat, this.you), `: ${d.prompt}`];
    this.turnPanel.classList.toggle("mine", mine);
    if (mine && !this.wasMine) this.announcer.textContent = `Your turn: ${msg.prompt ?? d.prompt}. ${msg.legal.length} actions; press 1 to ${msg.legal.length} or Tab to them.`;
    // A refusal is said above the actions, and a refused action also says why next to it.
    const inline = mine && this.refusedIndex !== null && msg.legal.some((a) => a.index === this.refusedIndex);
    const refusal = inline && this.refusedIndex !== null ? { index: this.refusedIndex, text: this.refused } : null;
    this.wasMine = mine;
    mount(
      this.turnPanel,
      outcomeBanner(msg, seats, this.you),
      h("h2", { class: "panel-title" }, msg.outcome ? "Final table" : msg.status === "abandoned" ? "Abandoned" : waiting ? "Waiting for players" : mine ? "Your turn" : this.you === null ? "Watching" : "Their turn"),
      h("p", { class: `prompt${mine || msg.outcome ? "" : " waiting"}` }, prompt),
      this.clockEl,
      this.diceTray(),
      h("div", { class: "refusal", role: "alert" }, this.refused ? [icon("bolt", undefined, 16), ` Refused: ${this.refused}`] : null),
      mine && this.renderer ? actionButtons(msg.legal, this.renderer, ctx, this.busy, refusal) : null,
      msg.can_undo && this.you !== null
        ? h("button", { class: "button ghost undo", type: "button", "aria-keyshortcuts": "u", onclick: () => this.undo(), dataset: { key: "undo" } }, icon("undo", undefined, 14), " Take back my last action")
        : null,
      mine ? h("p", { class: "hint" }, "Keys: 1–9 pick an action, arrows move or attack, ? for help.") : null,
      waiting ? inviteLinks(this.matchId, seats, this.share) : null,
      this.you === null && msg.status === "open" ? this.joinButtons(open) : null,
      this.you !== null && (msg.status === "open" || msg.status === "running") ? this.leaveButton(msg) : null,
    );
  }

  /** Leave the match: a second click confirms; then a bot plays the seat (or, before the match
   * started, the seat is free again) and this page watches. */
  private leaveButton(msg: UpdateMessage): HTMLElement {
    const started = msg.status === "running";
    if (!this.leaving) {
      return h("button", { class: "button ghost leave", type: "button", dataset: { key: "leave" }, onclick: () => { this.leaving = true; this.draw(); this.root.querySelector<HTMLElement>('[data-key="leave-confirm"]')?.focus(); } }, "Leave the match");
    }
    return h(
      "div",
      { class: "leave-confirm", role: "group", "aria-label": "Leave the match?" },
      h("p", {}, started ? "Leave for good? A bot plays your seat from now on, and you watch." : "Give up your seat? It becomes free for someone else."),
      h("button", { class: "button primary small", type: "button", dataset: { key: "leave-confirm" }, onclick: () => this.leave() }, started ? "Leave; a bot plays for me" : "Give up my seat"),
      h("button", { class: "button ghost small", type: "button", onclick: () => { this.leaving = false; this.draw(); } }, "Stay"),
    );
  }

  private leave(): void {
    if (!this.conn?.send({ type: "resign" })) {
      toast("Not connected: you have not left. Reconnecting…", "error");
      return;
    }
    dropSeat(this.matchId);
    location.hash = `#/watch/${this.matchId}`;
  }

  /** A spectator of a match with free seats may sit down here. */
  private joinButtons(open: SeatInfo[]): HTMLElement {
    const join = async (seat: number) => {
      try {
        const grant = await api.join(this.matchId, seat, playerName() || "Player");
        if (grant.token === null || grant.seat === null) throw new Error("the server gave no seat");
        holdSeat(this.matchId, grant.seat, grant.token);
        const target = `#/match/${this.matchId}`;
        if (location.hash === target) location.reload();
        else location.hash = target;
      } catch (err) {
        toast(`Could not join: ${(err as Error).message}`, "error");
      }
    };
    return h(
      "div",
      { class: "join-here" },
      open.map((x) => h("button", { class: "button primary small", type: "button", onclick: () => void join(x.seat) }, `Take seat ${x.seat + 1}`)),
    );
  }

  destroy(): void {
    window.clearInterval(this.clockTimer);
    this.removeKeys();
    this.conn?.close();
  }
}
