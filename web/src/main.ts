/** Hash routes: `#/` lobby, `#/match/ID` your seat (or watch), `#/watch/ID` spectate, `#/replay/ID`. */

import "./style.css";
import { LobbyPage } from "./lobby";
import { ReplayPage } from "./replay";
import { TablePage, type Page } from "./table";

const root = document.getElementById("app") as HTMLElement;
let page: Page | null = null;

function route(): void {
  page?.destroy();
  const [, kind, id] = location.hash.replace(/^#/, "").split("/");
  if (kind === "match" && id) page = new TablePage(root, decodeURIComponent(id), false);
  else if (kind === "watch" && id) page = new TablePage(root, decodeURIComponent(id), true);
  else if (kind === "replay" && id) page = new ReplayPage(root, decodeURIComponent(id));
  else page = new LobbyPage(root);
  document.title = kind && id ? `dungeontable · ${kind} ${id}` : "dungeontable";
  window.scrollTo(0, 0);
}

window.addEventListener("hashchange", route);
route();
