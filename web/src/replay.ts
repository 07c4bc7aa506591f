/**
 * The replay viewer: every step of a match, with step buttons and a scrubber, counted from step 1
 * (the first action; before it the table as set). Spectators see the spectator view once the
 * match is over; `#/replay/ID/mine` shows it as this browser's seat saw it (its token), while the
 * match runs too. Actions and events are the server's words.
 */

import { api } from "./api";
import { h, mount } from "./dom";
import { icon } from "./icons";
import { EventLog } from "./log";
import type { Decision, JsonObject, MatchSummary } from "./protocol";
import { rendererFor, type GameRenderer, type RenderContext } from "./renderers";
import { seatName, withSeatChips } from "./seats";
import { heldSeat } from "./session";
import type { Page } from "./table";

const SPEEDS = [
  { label: "slow", ms: 1600 },
  { label: "normal", ms: 800 },
  { label: "fast", ms: 300 },
  { label: "fastest", ms: 80 },
];

interface Frame {
  seat: number | null;
  /** The action in words ("" before the first action; null: another seat's, not shown). */
  action: string | null;
  events: string[];
  view: JsonObject;
  boardText: string;
}

export class ReplayPage implements Page {
  private frames: Frame[] | null = null;
  private summary: MatchSummary | null = null;
  private renderer: GameRenderer | null = null;
  private log: EventLog | null = null;
  private at = 0;
  private timer = 0;
  private speed = 1;
  private result: string | null = null;
  private readonly held: { seat: number; token: string } | null;
  private readonly boardSlot = h("section", { class: "board-area", "aria-label": "Table at this step" });
  private readonly controls = h("section", { class: "panel replay-controls", "aria-label": "Replay controls" });
  private readonly onKey = (ev: KeyboardEvent) => this.key(ev);

  constructor(
    private readonly root: HTMLElement,
    private readonly matchId: string,
    private readonly mine = false,
  ) {
    this.held = mine ? heldSeat(matchId) : null;
    void this.start();
  }

  private async start(): Promise<void> {
    mount(this.root, h("p", { class: "loading" }, "Loading the replay…"));
    try {
      if (this.mine && !this.held) throw new Error("this browser holds no seat in this match: watch its replay as a spectator once it is over");
      const [summary, replay] = await Promise.all([api.match(this.matchId), api.replay(this.matchId, this.held)]);
      this.summary = summary;
      this.result = replay.result ?? null;
      const first = replay.initial;
      const start: Frame[] = first ? [{ seat: null, action: "", events: first.events ?? [], view: first.view, boardText: first.board_text }] : [];
      this.frames = [
        ...start,
        ...replay.steps.map((s) => ({ seat: s.seat, action: s.action_words ?? s.action_text, events: s.events, view: s.view, boardText: s.board_text ?? "" })),
      ];
    } catch (err) {
      mount(this.root, h("main", { id: "main", class: "lobby" }, h("p", { class: "error", role: "alert" }, `No replay: ${(err as Error).message}`), h("a", { href: "#/" }, "Back to the lobby")));
      return;
    }
    this.renderer = await rendererFor(this.summary.game);
    this.log = new EventLog(this.renderer, this.summary.seats, this.held?.seat ?? null, "What happened");
    this.at = Math.max(0, this.frames.length - 1);
    mount(
      this.root,
      h(
        "header",
        { class: "topbar" },
        h("a", { class: "brand", href: "#/", "aria-label": "Back to the lobby" }, icon("flag", undefined, 18), " dungeontable"),
        h("div", { class: "table-title" }, h("h1", {}, `${this.summary.title} — replay${this.held ? ", as you saw it" : ""}`), h("span", { class: "match-id" }, `match ${this.matchId}`)),
        h("nav", { class: "top-actions", "aria-label": "Match" }, h("a", { class: "button ghost", href: this.held ? `#/match/${this.matchId}` : `#/watch/${this.matchId}` }, icon("eye", undefined, 14), " Live table")),
      ),
      h("main", { id: "main", class: "table-layout" }, this.boardSlot, h("aside", { class: "side" }, this.controls, this.log.element)),
    );
    document.addEventListener("keydown", this.onKey);
    this.draw();
  }

  private go(step: number): void {
    const count = this.frames?.length ?? 0;
    this.at = Math.max(0, Math.min(count - 1, step));
    this.draw();
  }

  private toggle(): void {
    if (this.timer) {
      window.clearInterval(this.timer);
      this.timer = 0;
    } else {
      if (this.frames && this.at >= this.frames.length - 1) this.at = 0;
      this.timer = window.setInterval(() => {
        if (!this.frames || this.at >= this.frames.length - 1) this.toggle();
        else this.go(this.at + 1);
      }, SPEEDS[this.speed].ms);
    }
    this.draw();
  }

  private key(ev: KeyboardEvent): void {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => this.go(this.at - 1),
      ArrowRight: () => this.go(this.at + 1),
      Home: () => this.go(0),
      End: () => this.go(Infinity),
      " ": () => this.toggle(),
    };
    const move = moves[ev.key];
    if (move && !(ev.key === " " && ev.target instanceof HTMLButtonElement)) {
      ev.preventDefault();
      move();
    }
  }

  private stepText(i: number): string {
    const frame = this.frames?.[i];
    if (!frame) return "";
    if (frame.action === "") return "The table is set";
    const who = frame.seat === null ? "" : seatName(this.summary?.seats ?? [], frame.seat);
    if (frame.action === null) return `${who} took their turn`;
    return who ? `${who}: ${frame.action}` : frame.action;
  }

  /** The frame's step, counted from 1 (0: the table before the first action). */
  private stepOf(i: number): number {
    return this.frames?.[0]?.action === "" ? i : i + 1;
  }

  private titleOf(i: number, count: number): string {
    const steps = this.stepOf(count - 1);
    const step = this.stepOf(i);
    return step === 0 ? `Before step 1 (of ${steps})` : `Step ${step} of ${steps}`;
  }

  private draw(): void {
    const frames = this.frames;
    if (!frames || !this.renderer || !this.log) return;
    const count = frames.length;
    if (count === 0) {
      mount(this.boardSlot, h("p", { class: "muted" }, "Nothing has been played in this match yet."));
      return;
    }
    const { view, boardText } = frames[this.at];
    const ctx: RenderContext = {
      game: this.summary?.game ?? "",
      view,
      seat: null,
      decision: (view.decision as unknown as Decision | null) ?? null,
      legal: [],
      outcome: null,
      boardText,
      seats: this.summary?.seats ?? [],
      interactive: false,
      act: () => {},
    };
    mount(this.boardSlot, this.renderer.render(ctx));
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.key;
    this.drawControls(count);
    if (focusKey) this.controls.querySelector<HTMLElement>(`[data-key="${focusKey}"]`)?.focus();
    const lines: { text: string; heading?: boolean }[] = [];
    for (let i = Math.max(0, this.at - 150); i <= this.at; i++) {
      const step = this.stepOf(i);
      lines.push({ text: step === 0 ? this.stepText(i) : `Step ${step} — ${this.stepText(i)}`, heading: true });
      for (const text of frames[i].events) lines.push({ text });
    }
    this.log.show(lines);
  }

  private drawControls(count: number): void {
    const button = (key: string, label: string, name: string, onclick: () => void, disabled = false) =>
      h("button", { class: "button ghost", type: "button", "aria-label": label, title: label, dataset: { key }, disabled, onclick }, icon(name, undefined, 16));
    const offset = this.stepOf(0);
    const seats = this.summary?.seats ?? [];
    const you = this.held?.seat ?? null;
    const slider = h("input", {
      type: "range",
      min: offset,
      max: this.stepOf(count - 1),
      value: this.stepOf(this.at),
      "aria-label": "Step",
      "aria-valuetext": `${this.titleOf(this.at, count)}: ${this.stepText(this.at)}`,
      dataset: { key: "scrub" },
      oninput: (e: Event) => this.go(Number((e.target as HTMLInputElement).value) - offset),
    });
    const over = this.at === count - 1 && this.result;
    mount(
      this.controls,
      over ? h("section", { class: "outcome", role: "status", "aria-label": "Game over" }, h("h2", {}, icon("crown", undefined, 22), " Game over"), h("p", { class: "result" }, withSeatChips(this.result ?? "", seats, you))) : null,
      h("h2", { class: "panel-title" }, this.titleOf(this.at, count)),
      h("p", { class: "prompt" }, withSeatChips(this.stepText(this.at), seats, you)),
      h(
        "div",
        { class: "transport" },
        button("first", "First step (Home)", "first", () => this.go(0), this.at === 0),
        button("prev", "Previous step (left arrow)", "prev", () => this.go(this.at - 1), this.at === 0),
        button("play", this.timer ? "Pause (space)" : "Play (space)", this.timer ? "pause" : "play", () => this.toggle()),
        button("next", "Next step (right arrow)", "next", () => this.go(this.at + 1), this.at >= count - 1),
        button("last", "Last step (End)", "last", () => this.go(count - 1), this.at >= count - 1),
      ),
      slider,
      h(
        "label",
        { class: "speed" },
        "Speed ",
        h(
          "select",
          {
            dataset: { key: "speed" },
            onchange: (e: Event) => {
              this.speed = Number((e.target as HTMLSelectElement).value);
              if (this.timer) {
                this.toggle();
                this.toggle();
              }
            },
          },
          SPEEDS.map((s, i) => h("option", { value: i, selected: i === this.speed }, s.label)),
        ),
      ),
    );
  }

  destroy(): void {
    window.clearInterval(this.timer);
    document.removeEventListener("keydown", this.onKey);
  }
}
