/** The event log: plain-language lines, seats shown as coloured names, newest at the bottom. */

import { h } from "./dom";
import type { EventItem, SeatInfo } from "./protocol";
import type { GameRenderer } from "./renderers";
import { withSeatChips } from "./seats";

const KEEP = 600;

export class EventLog {
  readonly element: HTMLElement;
  private readonly list: HTMLOListElement;
  private lastSeq = -1;

  constructor(
    private readonly renderer: GameRenderer,
    private seats: SeatInfo[],
    private readonly you: number | null,
    title = "Game log",
  ) {
    this.list = h("ol", { class: "log-list", "aria-live": "polite", "aria-relevant": "additions" });
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

  /** Add events not seen yet (a reconnect may resend some: they are skipped by `seq`). */
  add(events: EventItem[]): void {
    const fresh = events.filter((e) => e.seq > this.lastSeq);
    if (!fresh.length) return;
    for (const e of fresh) {
      const cls = this.renderer.eventClass?.(e) ?? "";
      this.list.appendChild(h("li", { class: `log-item ${cls}` }, withSeatChips(this.renderer.eventText?.(e) ?? e.text, this.seats, this.you)));
      this.lastSeq = Math.max(this.lastSeq, e.seq);
    }
    while (this.list.children.length > KEEP) this.list.firstElementChild?.remove();
    this.scrollToEnd();
  }

  /** Replace the whole log (replays). */
  show(lines: { text: string; cls?: string; heading?: boolean }[]): void {
    this.list.replaceChildren(
      ...lines.map((l) => h("li", { class: `log-item ${l.cls ?? ""}${l.heading ? " log-step" : ""}` }, withSeatChips(l.text, this.seats, this.you))),
    );
    this.lastSeq = -1;
    this.scrollToEnd();
  }

  private scrollToEnd(): void {
    const scroller = this.list.parentElement;
    if (scroller) window.requestAnimationFrame(() => (scroller.scrollTop = scroller.scrollHeight));
  }
}
