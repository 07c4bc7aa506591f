/** Seat names and colours shared by the table, the log and the game renderers. */

import { h } from "./dom";
import type { SeatInfo } from "./protocol";

export const SEAT_COLORS = ["#e8b84a", "#5db7e8", "#e8705f", "#7ccf78", "#c091ec", "#ec9bc8"];

export function seatColor(seat: number): string {
  return SEAT_COLORS[((seat % SEAT_COLORS.length) + SEAT_COLORS.length) % SEAT_COLORS.length];
}

const BOT_NAMES: Record<string, string> = {
  random: "Random bot",
  heuristic: "Heuristic bot",
  ismcts: "ISMCTS bot",
};

/** "Alice", "Heuristic bot", "Open seat 2" or "Seat 2" for a seat of a match (counted from 1). */
export function seatName(seats: SeatInfo[], seat: number): string {
  const info = seats.find((x) => x.seat === seat);
  if (!info) return `Seat ${seat + 1}`;
  if (info.kind !== "human") {
    const name = info.name && info.name !== info.kind ? info.name : (BOT_NAMES[info.kind] ?? `${info.kind} bot`);
    return name.charAt(0).toUpperCase() + name.slice(1);
  }
  if (!info.taken) return `Open seat ${seat + 1}`;
  return info.name || `Player ${seat + 1}`;
}

/** A coloured chip naming a seat (the colour matches the seat's token on the board). */
export function seatChip(seats: SeatInfo[], seat: number, you: number | null = null): HTMLElement {
  const name = seatName(seats, seat) + (seat === you ? " (you)" : "");
  return h(
    "span",
    { class: "seat-chip", style: { "--seat": seatColor(seat) }, title: `seat ${seat + 1}` },
    h("span", { class: "seat-dot", "aria-hidden": "true" }),
    name,
  );
}

/** Event text with every "seat N" shown as that seat's coloured name chip. */
export function withSeatChips(text: string, seats: SeatInfo[], you: number | null): (Node | string)[] {
  const out: (Node | string)[] = [];
  const re = /\bseats? (\d+)\b/gi;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    out.push(seatChip(seats, Number(m[1]), you));
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
