/**
 * The dungeon: one row per floor (the Entrance on top, Xykon's Lair at the bottom), rooms left to
 * right by position, with stairs, Battle Stacks (top first), face-down Loot, player pieces and
 * buttons for the legal actions that point at a room (move, explore, ranged attack, remove).
 */

import { actionText } from "../../actions";
import { h } from "../../dom";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatColor, seatName } from "../../seats";
import { card, cardName, describe, monsterStats, rangeText } from "./catalog";
import { floorName } from "./labels";
import type { Place } from "./types";
import type { FloorView, PlayerView, RoomView, View } from "./view.gen";
import { xykonAt, xykonToken } from "./xykon";

const CHIP: Record<string, string> = {
  step: "Go here",
  "ranged-attack": "Ranged attack",
  "remove-room": "Remove",
};

/** Rooms removed during the collapse, learnt from `room-removed` events (the view drops them). */
const collapsed = new Set<string>();

export function noteRemovedRooms(ctx: RenderContext): void {
  for (const e of ctx.events ?? []) {
    if (e.event.type === "room-removed") collapsed.add(`${String(e.event.floor)}:${String(e.event.pos)}`);
  }
}

function targetsOf(ctx: RenderContext, f: number, pos: number): LegalAction[] {
  return ctx.legal.filter((a) => String(a.action.type) in CHIP && Number(a.action.floor) === f && Number(a.action.pos) === pos);
}

function targetButtons(ctx: RenderContext, actions: LegalAction[]): HTMLElement | null {
  if (!actions.length) return null;
  return h(
    "div",
    { class: "oots-targets" },
    actions.map((a) => {
      const label = actionText(a);
      const t = String(a.action.type);
      return h(
        "button",
        {
          class: `chip oots-target oots-target-${t}`,
          type: "button",
          disabled: !ctx.interactive,
          "aria-label": label,
          title: label,
          dataset: { key: `room:${String(a.action.floor)}:${String(a.action.pos)}:${t}` },
          onclick: () => ctx.act(a.index),
        },
        CHIP[t],
      );
    }),
  );
}

function piece(p: PlayerView, ctx: RenderContext): HTMLElement {
  const who = `${seatName(ctx.seats, p.seat)} (${cardName(p.character)})`;
  const state = [p.resting ? "resting" : "", p.fleeing ? "fleeing" : ""].filter(Boolean).join(", ");
  return h(
    "span",
    { class: `oots-piece${p.seat === ctx.seat ? " mine" : ""}`, style: { "--seat": seatColor(p.seat) }, title: who + (state ? `, ${state}` : "") },
    cardName(p.character).charAt(0),
    h("span", { class: "sr-only" }, who),
  );
}

function monsterItem(id: string, top: boolean): HTMLElement {
  const info = card(id);
  return h(
    "li",
    { class: `oots-monster${top ? " top" : ""}${info.plus_level ? " plus" : ""}`, title: describe(id) },
    h("span", { class: "oots-monster-name" }, info.name),
    info.kind === "monster"
      ? h("span", { class: "oots-ad", "aria-hidden": "true" }, `${info.attack ?? 0}/${info.defense ?? 0}${info.range ? ` R${rangeText(info.range)}` : ""}`)
      : null,
  );
}

function roomLabel(view: View, room: RoomView, here: PlayerView[], ctx: RenderContext): string {
  const fv = view.floors[room.floor];
  const name = room.face_down ? "a face-down room (turned over by the first to enter)" : cardName(room.card);
  const parts = [`${floorName(view, room.floor)}, room ${room.pos}: ${name}`];
  const text = room.face_down ? "" : card(room.card).text;
  if (text) parts.push(text.replace(/\.$/, ""));
  if (xykonAt(view, [room.floor, room.pos])) parts.push("Xykon is here");
  if (fv.up === room.pos && room.floor > 0) parts.push("stairs up");
  if (fv.down === room.pos) parts.push("stairs down");
  parts.push(room.monsters.length ? `Monsters, top first: ${room.monsters.map((m) => `${cardName(m)} (${monsterStats(card(m))})`).join("; ")}` : "no Monsters");
  if (room.loot_count) parts.push(`${room.loot_count} Loot face down`);
  if (room.xykon_drawn) parts.push("a Xykon card was drawn here");
  if (room.fallen.length) parts.push(`Xykon cards here: ${room.fallen.map(cardName).join(", ")}`);
  if (here.length) parts.push(`here: ${here.map((p) => `${seatName(ctx.seats, p.seat)} (${cardName(p.character)})`).join(", ")}`);
  return parts.join(". ");
}

function roomCell(view: View, room: RoomView, ctx: RenderContext): HTMLElement {
  const info = room.face_down ? { name: "Face down", text: "A face-down room: turned over by the first player to enter it", entrance: false, lair: false, safe_haven: false } : card(room.card);
  const fv = view.floors[room.floor];
  const here = view.players.filter((p) => p.left === null && p.place[0] === room.floor && p.place[1] === room.pos);
  const battle = view.battle?.room ?? view.stocking?.room ?? null;
  const fighting = battle !== null && battle[0] === room.floor && battle[1] === room.pos;
  const cls = ["oots-room", info.entrance ? "entrance" : "", info.lair ? "lair" : "", info.safe_haven ? "haven" : "", fighting ? "fighting" : "", room.face_down ? "face-down" : ""];
  const xykon = view.wandering && xykonAt(view, [room.floor, room.pos]) ? xykonToken(view.wandering) : null;
  return h(
    "div",
    {
      class: cls.filter(Boolean).join(" "),
      role: "group",
      tabindex: 0,
      "aria-label": roomLabel(view, room, here, ctx),
      dataset: { floor: String(room.floor), pos: String(room.pos) },
    },
    h(
      "div",
      { class: "oots-room-head" },
      h("span", { class: "oots-room-name", title: info.text || info.name }, info.name),
      fv.up === room.pos && room.floor > 0 ? h("span", { class: "oots-stairs up", title: "Stairs up" }, "▲") : null,
      fv.down === room.pos ? h("span", { class: "oots-stairs down", title: "Stairs down" }, "▼") : null,
    ),
    room.monsters.length ? h("ol", { class: "oots-stack", "aria-hidden": "true" }, room.monsters.map((m, i) => monsterItem(m, i === 0))) : null,
    room.fallen.length ? h("div", { class: "oots-fallen", "aria-hidden": "true" }, room.fallen.map(cardName).join(", ")) : null,
    room.xykon_drawn ? h("div", { class: "oots-xykon", "aria-hidden": "true" }, "Xykon card drawn") : null,
    h(
      "div",
      { class: "oots-room-foot" },
      room.loot_count ? h("span", { class: "oots-loot-pile", title: `${room.loot_count} Loot face down` }, `◆ ${room.loot_count}`) : null,
      h("span", { class: "oots-pieces" }, xykon, here.map((p) => piece(p, ctx))),
    ),
    targetButtons(ctx, targetsOf(ctx, room.floor, room.pos)),
  );
}

/** An empty slot: unexplored (with an Explore button when a step goes there) or collapsed. */
function ghostCell(view: View, f: number, pos: number, ctx: RenderContext, kind: "unexplored" | "collapsed"): HTMLElement {
  const label = kind === "collapsed" ? `${floorName(view, f)}, room ${pos}: removed in the collapse` : `${floorName(view, f)}, room ${pos}: unexplored`;
  return h(
    "div",
    { class: `oots-room ghost ${kind}`, role: "group", "aria-label": label, dataset: { floor: String(f), pos: String(pos) } },
    h("div", { class: "oots-room-head" }, h("span", { class: "oots-room-name" }, kind === "collapsed" ? "Collapsed" : "Unexplored")),
    targetButtons(ctx, targetsOf(ctx, f, pos)),
  );
}

function positions(view: View, f: number, fv: FloorView, ctx: RenderContext): number[] {
  const set = new Set<number>(fv.rooms.map((r) => r.pos));
  for (const a of ctx.legal) if (String(a.action.type) in CHIP && Number(a.action.floor) === f) set.add(Number(a.action.pos));
  for (const key of collapsed) {
    const [cf, cp] = key.split(":").map(Number);
    if (cf === f && view.collapse) set.add(cp);
  }
  return [...set].sort((a, b) => a - b);
}

function floorRow(view: View, f: number, ctx: RenderContext): HTMLElement {
  const fv = view.floors[f];
  const lair = f === view.floors_count + 1;
  const cells = positions(view, f, fv, ctx).map((pos) => {
    const room = fv.rooms.find((r) => r.pos === pos);
    if (room) return roomCell(view, room, ctx);
    return ghostCell(view, f, pos, ctx, collapsed.has(`${f}:${pos}`) && !targetsOf(ctx, f, pos).length ? "collapsed" : "unexplored");
  });
  const title = f === 0 ? "Entrance" : lair ? "Xykon's Lair" : `Floor ${f}`;
  const note = lair && view.options.wandering_xykon ? "the Safe Haven alone, no minimums" : lair ? `needs Loot DF ${view.min_loot} + ${view.min_shticks} shticks` : fv.rooms.length ? `${fv.rooms.length} room${fv.rooms.length > 1 ? "s" : ""}` : "unexplored";
  return h(
    "section",
    { class: `oots-floor${lair ? " lair" : ""}${f === 0 ? " top" : ""}`, "aria-label": `${title}: ${note}` },
    h("div", { class: "oots-floor-label" }, h("strong", {}, title), h("span", { class: "muted" }, note)),
    h("div", { class: "oots-rooms" }, cells.length ? cells : h("div", { class: "oots-room ghost", "aria-hidden": "true" }, "Not yet explored")),
  );
}

export function dungeon(view: View, ctx: RenderContext): HTMLElement {
  return h(
    "section",
    { class: "panel oots-dungeon", "aria-label": "The dungeon" },
    h(
      "h3",
      {},
      "The dungeon",
      view.collapse ? h("span", { class: "oots-collapse" }, ` — collapsing for ${view.collapse_turns} ${view.collapse_turns === 1 ? "turn" : "turns"}`) : null,
    ),
    view.floors.map((_, f) => floorRow(view, f, ctx)),
  );
}

export function isAt(p: PlayerView, place: Place): boolean {
  return p.place[0] === place[0] && p.place[1] === place[1];
}
