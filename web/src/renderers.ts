/**
 * Per-game renderers. A renderer turns a view into the table's picture and may give legal actions
 * friendlier labels and board targets; games without one use the generic renderer, which shows
 * the server's `board_text` and the view itself.
 */

import { h } from "./dom";
import type { Decision, EventItem, JsonObject, LegalAction, Outcome, SeatInfo } from "./protocol";

export type Direction = "N" | "E" | "S" | "W";

export interface RenderContext {
  game: string;
  view: JsonObject;
  /** The seat this client sees the game as (null: spectator). */
  seat: number | null;
  decision: Decision | null;
  /** The legal actions of this client's seat (empty when it is not deciding, and in replays). */
  legal: LegalAction[];
  outcome: Outcome | null;
  boardText: string;
  seats: SeatInfo[];
  interactive: boolean;
  act(index: number): void;
  /** The events of the latest update (renderers that animate them, e.g. a die's trajectory). */
  events?: EventItem[];
  /** Send an action the game lets vary freely (its `open_actions`, e.g. a flicked throw). */
  send?(action: JsonObject): void;
  /** A timed game's table clock: the agreed seconds, whether it runs, and when it runs out
   * (`Date.now()` milliseconds, from the server's count at the update's arrival). */
  tableClock?: { seconds: number; started: boolean; endsAt: number } | null;
}

export interface GameRenderer {
  /** Fetch what the renderer needs once (card data...), before the first render. */
  load?(): Promise<void>;
  /** The table: board and panels for the current view. */
  render(ctx: RenderContext): HTMLElement;
  /** A small picture for an action button (e.g. a tile orientation). */
  actionIcon?(action: LegalAction, ctx: RenderContext): Element | null;
  /** The action an arrow key stands for, if any (moves, flips, attacks by direction). */
  arrowAction?(dir: Direction, ctx: RenderContext): LegalAction | null;
  /** A CSS class for an event in the log (turns, dice, damage...). */
  eventClass?(event: EventItem): string;
  // Actions and events read in the server's words (`LegalAction.label`, `EventItem.text`): a
  // renderer has no labels or event texts of its own.
}

/** "move-to dir=N" -> "Move to · dir N". */
export function humanize(text: string): string {
  const [kind, ...fields] = text.split(" ");
  const head = kind.replace(/-/g, " ");
  const title = head.charAt(0).toUpperCase() + head.slice(1);
  const rest = fields.map((f) => f.replace("=", " ")).join(", ");
  return rest ? `${title} · ${rest}` : title;
}

export const genericRenderer: GameRenderer = {
  render(ctx) {
    const text = ctx.boardText || "(no text picture in this view)";
    return h(
      "div",
      { class: "generic-table" },
      h("pre", { class: "board-text", "aria-label": "The table as text", tabindex: 0 }, text),
      h(
        "details",
        { class: "panel", dataset: { key: "view" } },
        h("summary", { dataset: { key: "view-summary" } }, "The whole view (what your seat may know)"),
        h("pre", { class: "view-json", tabindex: 0 }, JSON.stringify(ctx.view, null, 2)),
      ),
    );
  },
  // No labels of its own: the action buttons show the server's words for each action.
};

const RENDERERS: Record<string, () => Promise<GameRenderer>> = {
  cardrogue: async () => (await import("./games/cardrogue")).renderer,
  dungeonfighter: async () => (await import("./games/dungeonfighter")).renderer,
  rdi: async () => (await import("./games/rdi")).renderer,
  oots: async () => (await import("./games/oots")).renderer,
};

/** The renderer for a game (loaded on demand), or the generic one. */
export async function rendererFor(game: string): Promise<GameRenderer> {
  const load = RENDERERS[game];
  if (!load) return genericRenderer;
  try {
    const renderer = await load();
    await renderer.load?.();
    return renderer;
  } catch (err) {
    console.error(`renderer for ${game} failed to load; using the generic one`, err);
    return genericRenderer;
  }
}
