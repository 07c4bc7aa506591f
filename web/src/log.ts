/**
 * The event log: the server's plain words (the match's `Words`), seats shown as coloured names,
 * newest at the bottom. A bot's whole turn is one collapsible line (open it to see its steps),
 * and a run of the same kind of event (cards placed face down one after another) folds into one
 * line with a count.
 */

import { h } from "./dom";
import type { EventItem, SeatInfo } from "./protocol";
import type { GameRenderer } from "./renderers";
import { seatName, withSeatChips } from "./seats";

const KEEP = 600;
/** A run of this many events of one kind (or more) folds into one line. */
const FOLD_AT = 3;
/** A bot's turn line shows this many characters of what happened at most. */
const SUMMARY = 140;

/** Where lines go: the log itself, or the inside of a bot's turn. */
interface Shelf {
  list: HTMLOListElement;
  /** The run of same-kind events at the end of this shelf. */
  kind: string;
  texts: string[];
  cls: string;
  items: HTMLElement[];
  fold: HTMLElement | null;
}

function shelf(list: HTMLOListElement): Shelf {
  return { list, kind: "", texts: [], cls: "", items: [], fold: null };
}

export class EventLog {
  readonly element: HTMLElement;
  private readonly list: HTMLOListElement;
  private lastSeq = -1;
  private readonly top: Shelf;
  /** The bot's turn being written (its seat, its line, the steps inside). */
  private turn: { seat: number; summary: HTMLElement; steps: Shelf; told: string[] } | null = null;

  constructor(
    private readonly renderer: GameRenderer,
    private seats: SeatInfo[],
    private readonly you: number | null,
    title = "Game log",
  ) {
    this.list = h("ol", { class: "log-list", "aria-live": "polite", "aria-relevant": "additions" });
    this.top = shelf(this.list);
    this.element = h(
      "section",
      { class: "panel log-panel", "aria-label": title },
      h("h2", { class: "panel-title" }, title),
      h("div", { class: "log-scroll", tabindex: 0, "aria-label": `${title} (scrollable)` }, this.list),
    );
  }

  /** The last event seq shown (0 before any). */
  get last(): number {
    return Math.max(0, this.lastSeq);
  }

  setSeats(seats: SeatInfo[]): void {
    this.seats = seats;
  }

  /** An event's line: the server's words for it (the match's `Words`). */
  private textOf(e: EventItem): string {
    return e.text;
  }

  /** Add events not seen yet (a reconnect may resend some: they are skipped by `seq`). */
  add(events: EventItem[]): void {
    const fresh = events.filter((e) => e.seq > this.lastSeq);
    if (!fresh.length) return;
    for (const e of fresh) {
      const cls = this.renderer.eventClass?.(e) ?? "";
      const bot = e.bot === true && typeof e.by === "number" ? e.by : null;
      let target = this.top;
      if (bot !== null) {
        if (!this.turn || this.turn.seat !== bot || this.list.lastElementChild !== this.turn.summary.closest("li")) this.openTurn(bot);
        target = this.turn!.steps;
      } else {
        this.turn = null;
      }
      this.put(target, String(e.event.type ?? ""), this.textOf(e), cls);
      if (bot !== null && this.turn) {
        this.turn.told.push(this.textOf(e));
        this.sumUp();
      }
      this.lastSeq = Math.max(this.lastSeq, e.seq);
    }
    while (this.list.children.length > KEEP) this.list.firstElementChild?.remove();
    this.scrollToEnd();
  }

  /** A new collapsible line for a bot's turn. */
  private openTurn(seat: number): void {
    const summary = h("summary", { class: "log-turn-summary" });
    const steps = h("ol", { class: "log-sub" });
    this.list.appendChild(h("li", { class: "log-item log-turn" }, h("details", {}, summary, steps)));
    this.top.kind = "";
    this.turn = { seat, summary, steps: shelf(steps), told: [] };
  }

  /** "Random bot 2's turn: marked 1; played c06 for 3; drew a card" (cut when long). */
  private sumUp(): void {
    const turn = this.turn;
    if (!turn) return;
    const name = seatName(this.seats, turn.seat);
    const own = (t: string) => (t.startsWith(`${name} `) ? t.slice(name.length + 1) : t).replace(/[.!]$/, "");
    const told = [...new Set(turn.told.map(own))];
    let text = told.join("; ");
    if (text.length > SUMMARY) text = `${text.slice(0, SUMMARY).replace(/[;,]?\s+\S*$/, "")}… (${turn.told.length} events)`;
    turn.summary.replaceChildren(...withSeatChips(`${name}'s turn: ${text}`, this.seats, this.you));
  }

  /** One line on a shelf, folding a run of the same kind of event. */
  private put(where: Shelf, kind: string, text: string, cls: string): void {
    if (kind && kind === where.kind) {
      where.texts.push(text);
      if (where.texts.length < FOLD_AT) {
        where.items.push(this.line(where.list, text, cls));
        return;
      }
      if (!where.fold) {
        for (const item of where.items) item.remove();
        where.items = [];
        where.fold = h("li", { class: `log-item log-fold ${where.cls}` });
        where.list.appendChild(where.fold);
      }
      this.drawFold(where);
      return;
    }
    where.kind = kind;
    where.texts = [text];
    where.cls = cls;
    where.fold = null;
    where.items = [this.line(where.list, text, cls)];
  }

  private line(list: HTMLOListElement, text: string, cls: string): HTMLElement {
    const item = h("li", { class: `log-item ${cls}` }, withSeatChips(text, this.seats, this.you));
    list.appendChild(item);
    return item;
  }

  private drawFold(where: Shelf): void {
    const texts = where.texts;
    const same = texts.every((t) => t === texts[0]);
    const first = texts[0].replace(/[.!]$/, "");
    const head = same ? `${first} (×${texts.length})` : `${first}, and ${texts.length - 1} more like it`;
    where.fold?.replaceChildren(
      h(
        "details",
        {},
        h("summary", {}, withSeatChips(head, this.seats, this.you)),
        h("ol", { class: "log-sub" }, texts.map((t) => h("li", { class: "log-item" }, withSeatChips(t, this.seats, this.you)))),
      ),
    );
  }

  /** Replace the whole log (replays). */
  show(lines: { text: string; cls?: string; heading?: boolean }[]): void {
    this.list.replaceChildren(
      ...lines.map((l) => h("li", { class: `log-item ${l.cls ?? ""}${l.heading ? " log-step" : ""}` }, withSeatChips(l.text, this.seats, this.you))),
    );
    this.lastSeq = -1;
    this.turn = null;
    this.top.kind = "";
    this.scrollToEnd();
  }

  private scrollToEnd(): void {
    const scroller = this.list.parentElement;
    if (scroller) window.requestAnimationFrame(() => (scroller.scrollTop = scroller.scrollHeight));
  }
}
