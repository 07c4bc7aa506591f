/**
 * OOTS events' CSS classes in the log (the log's lines are the server's words, from OotsWords).
 */

import type { EventItem } from "../../protocol";

const GOOD = ["trap-disarmed", "monster-defeated", "shtick-gained", "healed", "stood-up", "player-left", "stairs-found", "room-explored"];
const BAD = ["wounds-lost", "trap-sprung", "loot-lost", "battle-card-lost", "paralyzed", "turn-missed", "flee-began", "collapse-began", "monster-escaped", "room-removed"];

export function eventClass(item: EventItem): string {
  const type = String(item.event.type);
  if (type === "turn-began" || type === "game-ended") return "ev-turn";
  if (type === "die-rolled" || type === "battle-resolved") return "ev-dice";
  if (["battle-began", "pvp-battle-began", "monster-placed", "screw-played"].includes(type)) return "ev-attack";
  if (GOOD.includes(type)) return "ev-good";
  if (BAD.includes(type)) return "ev-bad";
  if (type === "loot-taken" || type === "xykon-card-drawn") return "ev-reveal";
  return "";
}
