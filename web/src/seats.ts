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
  "ismcts-200": "Quick search bot",
  "ismcts-2000": "Deep search bot",
  "ismcts-1s": "One-second search bot",
};

/** "Heuristic bot", "ISMCTS bot": a bot level as people read it. */
export function botLabel(level: string): string {
  const known = BOT_NAMES[level.toLowerCase()];
  if (known) return known;
  const shown = level.replace(/[-_]/g, " ");
  return `${shown.charAt(0).toUpperCase()}${shown.slice(1)} bot`;
}

/**
 * "Alice", "Heuristic bot 2", "Open seat 2" or "Seat 2" for a seat of a match (counted from 1):
 * the names the server's words use (core.words `Names.seated`). A bot keeps a name of its own
 * ("Alice (bot)" once Alice left it to a bot), else it is its level and seat number.
 */
export function seatName(seats: SeatInfo[], seat: number): string {
  const info = seats.find((x) => x.seat === seat);
  if (!info) return `Seat ${seat + 1}`;
  if (info.kind !== "human") {
    const given = (info.name ?? "").trim().toLowerCase();
    const label = botLabel(info.kind);
    const plain = ["", info.kind.toLowerCase(), `${info.kind} bot`.toLowerCase(), label.toLowerCase()];
    return plain.includes(given) ? `${label} ${seat + 1}` : info.name.trim();
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

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Text with every seat's name (the server's words name people) and every "seat N" (a renderer's
 * own text, counted from 0) shown as that seat's coloured name chip.
 */
export function withSeatChips(text: string, seats: SeatInfo[], you: number | null): (Node | string)[] {
  const out: (Node | string)[] = [];
  const named = seats
    .map((x) => ({ seat: x.seat, name: seatName(seats, x.seat) }))
    .filter((x) => x.name.length > 1)
    .sort((a, b) => b.name.length - a.name.length);
  const byName = new Map(named.map((x) => [x.name, x.seat]));
  const names = named.map((x) => escaped(x.name));
  const re = new RegExp(`\\b[Ss]eats? (\\d+)\\b${names.length ? `|(?<![\\w])(?:${names.join("|")})(?![\\w])` : ""}`, "g");
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const seat = m[1] !== undefined ? Number(m[1]) : byName.get(m[0]);
    out.push(seat === undefined ? m[0] : seatChip(seats, seat, you));
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
