/**
 * Hash routes: `#/` lobby, `#/match/ID` your seat (or watch), `#/watch/ID` spectate,
 * `#/replay/ID` (spectators), `#/replay/ID/mine` (as your seat saw it), `#/join/ID/SEAT` a friend's invite to seat SEAT (counted from 1).
 */

import "./style.css";
import { JoinPage } from "./friends";
import { LobbyPage } from "./lobby";
import { ReplayPage } from "./replay";
import { TablePage, type Page } from "./table";

const root = document.getElementById("app") as HTMLElement;
let page: Page | null = null;

function route(): void {
  page?.destroy();
  const [, kind, id, seat] = location.hash.replace(/^#/, "").split("/");
  if (kind === "join" && id && /^[1-9][0-9]?$/.test(seat ?? "")) page = new JoinPage(root, decodeURIComponent(id), Number(seat) - 1);
  else if (kind === "match" && id) page = new TablePage(root, decodeURIComponent(id), false);
  else if (kind === "watch" && id) page = new TablePage(root, decodeURIComponent(id), true);
  else if (kind === "replay" && id) page = new ReplayPage(root, decodeURIComponent(id), seat === "mine");
  else page = new LobbyPage(root);
  document.title = kind && id ? `dungeontable · ${kind} ${id}` : "dungeontable";
  window.scrollTo(0, 0);
}

window.addEventListener("hashchange", route);
route();
