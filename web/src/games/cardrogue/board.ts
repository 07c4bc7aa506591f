/**
 * The dungeon map: a grid of tiles (north up), each drawn with its open paths and walls, the card
 * on it, face-down cards as card backs, player tokens, enemies with health, drop piles, and chips
 * for the legal actions that target it.
 */

import { actionText } from "../../actions";
import { h, s } from "../../dom";
import { icon } from "../../icons";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatColor, seatName } from "../../seats";
import { card, KIND_ICON, outOf, potionColor } from "./catalog";
import { DIR_NAME, tileTarget } from "./targets";
import type { CellView, EnemyView, PlayerView, View } from "./view.gen";

const CORRIDOR: Record<string, [number, number, number, number]> = {
  N: [32, 0, 36, 50],
  S: [32, 50, 36, 50],
  E: [50, 32, 50, 36],
  W: [0, 32, 50, 36],
};

/** Kinds drawn as bare corridors (no room, no icon). */
const PLAIN = new Set(["pathing", "floor"]);

function tileArt(cell: CellView): SVGElement {
  if (cell.card === null) {
    return s(
      "svg",
      { class: "tile-art", viewBox: "0 0 100 100", "aria-hidden": "true", preserveAspectRatio: "none" },
      s("rect", { class: "back", x: 3, y: 3, width: 94, height: 94, rx: 7 }),
      s("rect", { class: "back-inset", x: 10, y: 10, width: 80, height: 80, rx: 4 }),
      s("path", { class: "back-mark", d: "M50 24 L72 50 L50 76 L28 50 Z" }),
      s("path", { class: "back-mark thin", d: "M50 34 L62 50 L50 66 L38 50 Z" }),
    );
  }
  const kind = card(cell.card).kind;
  const parts: SVGElement[] = [s("rect", { class: "rock", x: 0, y: 0, width: 100, height: 100 })];
  for (const d of cell.paths.split("")) {
    const r = CORRIDOR[d];
    if (r) parts.push(s("rect", { class: "floor", x: r[0], y: r[1], width: r[2], height: r[3] }));
  }
  if (PLAIN.has(kind)) parts.push(s("rect", { class: "floor", x: 32, y: 32, width: 36, height: 36 }));
  else parts.push(s("rect", { class: `floor room room-${kind}`, x: 22, y: 22, width: 56, height: 56, rx: 8 }));
  return s("svg", { class: "tile-art", viewBox: "0 0 100 100", "aria-hidden": "true", preserveAspectRatio: "none" }, ...parts);
}

function playerToken(p: PlayerView, ctx: RenderContext, turn: boolean): HTMLElement {
  const who = seatName(ctx.seats, p.seat);
  const character = p.character ? card(p.character).name : "no character yet";
  return h(
    "span",
    {
      class: `token player-token${turn ? " turn" : ""}${p.seat === ctx.seat ? " you" : ""}`,
      style: { "--seat": seatColor(p.seat) },
      title: `${who} (${character}), health ${outOf(p.health, p.max_health)}`,
    },
    p.character ? card(p.character).name.charAt(0) : String(p.seat + 1),
  );
}

function enemyBadge(e: EnemyView): HTMLElement {
  const c = card(e.card);
  const pct = Math.max(0, Math.min(100, (100 * e.health) / Math.max(1, e.max_health)));
  return h(
    "span",
    { class: `enemy-badge${c.kind === "boss" ? " boss" : ""}${e.queue.length ? " fighting" : ""}`, title: `${c.name}: health ${outOf(e.health, e.max_health)}` },
    icon(c.kind === "boss" ? "crown" : "skull", undefined, 14),
    h("span", { class: "enemy-hp" }, `${e.health}/${e.max_health}`),
    h("span", { class: "hp-bar", "aria-hidden": "true" }, h("span", { style: { width: `${pct}%` } })),
  );
}

function describeTile(cell: CellView, view: View, ctx: RenderContext): string {
  const bits = [`(${cell.x}, ${cell.y})`];
  if (cell.card === null) bits.push("face-down card");
  else {
    const c = card(cell.card);
    const open = cell.paths.split("").map((d) => DIR_NAME[d]).join(", ");
    bits.push(`${c.name}${open ? `, open ${open}` : ""}`);
  }
  for (const e of view.enemies.filter((q) => q.x === cell.x && q.y === cell.y)) {
    bits.push(`enemy ${card(e.card).name} with ${e.health} of ${e.max_health} health`);
  }
  for (const p of view.players.filter((q) => q.x === cell.x && q.y === cell.y)) {
    bits.push(`${seatName(ctx.seats, p.seat)} is here`);
  }
  if (cell.drop) bits.push(`${cell.drop} dropped card${cell.drop > 1 ? "s" : ""}`);
  return bits.join("; ");
}

function pathGlyph(paths: string): SVGElement {
  const parts: SVGElement[] = [s("rect", { class: "rock", x: 0, y: 0, width: 100, height: 100, rx: 12 })];
  for (const d of paths.split("")) {
    const r = CORRIDOR[d];
    if (r) parts.push(s("rect", { class: "floor", x: r[0], y: r[1], width: r[2], height: r[3] }));
  }
  parts.push(s("rect", { class: "floor", x: 32, y: 32, width: 36, height: 36 }));
  return s("svg", { class: "path-glyph", viewBox: "0 0 100 100", "aria-hidden": "true" }, ...parts);
}

/** A little picture of a tile's open paths (orientation choices). */
export function orientPreview(action: LegalAction): SVGElement | null {
  return action.action.type === "orient" ? pathGlyph(String(action.action.paths)) : null;
}

function chipsFor(actions: LegalAction[], ctx: RenderContext): HTMLElement | null {
  if (!actions.length || !ctx.interactive) return null;
  return h(
    "div",
    { class: "tile-chips" },
    actions.map((a) => {
      const target = tileTarget(a, ctx);
      const glyph = orientPreview(a);
      return h(
        "button",
        {
          class: `chip tile-chip${glyph ? " glyph" : ""} act-${String(a.action.type)}`,
          type: "button",
          "aria-label": actionText(a),
          title: actionText(a),
          dataset: { key: `tile-act:${a.text}` },
          onclick: () => ctx.act(a.index),
        },
        glyph ?? target?.chip ?? "",
      );
    }),
  );
}

function tile(cell: CellView, view: View, ctx: RenderContext, origin: [number, number], actions: LegalAction[]): HTMLElement {
  const players = view.players.filter((p) => p.x === cell.x && p.y === cell.y);
  const enemies = view.enemies.filter((e) => e.x === cell.x && e.y === cell.y);
  const info = cell.card === null ? null : card(cell.card);
  const isStart = view.starts.some(([x, y]) => x === cell.x && y === cell.y);
  const turnHere = players.some((p) => p.seat === view.turn_seat);
  const classes = ["tile", cell.card === null ? "facedown" : `kind-${info?.kind ?? "card"}`];
  if (actions.length) classes.push("target");
  if (turnHere) classes.push("current");
  if (isStart) classes.push("start");
  const style: Record<string, string> = {
    "grid-column": String(cell.x - origin[0] + 1),
    "grid-row": String(origin[1] - cell.y + 1),
  };
  if (info?.kind === "potion") style["--accent"] = potionColor(info.color);
  return h(
    "div",
    {
      class: classes.join(" "),
      style,
      role: "group",
      "aria-label": describeTile(cell, view, ctx),
      title: describeTile(cell, view, ctx) + (info?.text ? `\n${info.text}` : ""),
      dataset: { x: String(cell.x), y: String(cell.y) },
    },
    tileArt(cell),
    info && !PLAIN.has(info.kind)
      ? h("span", { class: "tile-icon", "aria-hidden": "true" }, icon(KIND_ICON[info.kind] ?? "stack", undefined, 22))
      : null,
    info && !PLAIN.has(info.kind) ? h("span", { class: "tile-name", "aria-hidden": "true" }, info.name) : null,
    enemies.length ? h("div", { class: "enemies" }, enemies.map(enemyBadge)) : null,
    players.length ? h("div", { class: "tokens" }, players.map((p) => playerToken(p, ctx, p.seat === view.turn_seat))) : null,
    cell.drop ? h("span", { class: "drop-badge", title: `${cell.drop} face-down card(s)` }, `${cell.drop}`) : null,
    chipsFor(actions, ctx),
  );
}

/** The whole map with its targets; actions that target a tile are grouped on it. */
export function board(view: View, ctx: RenderContext): HTMLElement {
  if (view.cells.length === 0) {
    return h("div", { class: "cr-board empty" }, h("p", {}, "The catacombs are not laid out yet."));
  }
  const xs = view.cells.map((c) => c.x);
  const ys = view.cells.map((c) => c.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const byTile = new Map<string, LegalAction[]>();
  for (const a of ctx.legal) {
    const t = tileTarget(a, ctx);
    if (!t) continue;
    const key = `${t.x},${t.y}`;
    byTile.set(key, [...(byTile.get(key) ?? []), a]);
  }
  return h(
    "div",
    {
      class: "cr-board",
      role: "group",
      "aria-label": `Dungeon map, ${view.cells.length} cards, north is up`,
      style: { "--cols": String(maxX - minX + 1), "--rows": String(maxY - minY + 1) },
    },
    view.cells.map((cell) => tile(cell, view, ctx, [minX, maxY], byTile.get(`${cell.x},${cell.y}`) ?? [])),
  );
}
