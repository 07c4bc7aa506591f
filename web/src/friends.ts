/**
 * Playing with friends: invite links that take a friend straight into an open seat
 * (`#/join/ID/SEAT`), the page such a link opens, and the match's chat panel.
 *
 * Chat lines and names are people's own words: they are only ever put into the page as text
 * nodes (`h` and `textContent`), never as HTML.
 */

import { api } from "./api";
import { h, mount, toast } from "./dom";
import { icon } from "./icons";
import type { ChatMessage, MatchSummary, SeatInfo, ServerInfo } from "./protocol";
import { seatColor } from "./seats";
import { heldSeat, holdSeat, playerName, setPlayerName } from "./session";
import type { Page } from "./table";

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]", "::1"];

let asked: Promise<ServerInfo> | null = null;

/** What the server says about reaching it (asked once per page load). */
export function serverInfo(): Promise<ServerInfo> {
  asked ??= api.server().catch(() => ({ share_url: null, chat_length: 300 }));
  return asked;
}

/** Whether this page was opened on this machine only (an address friends cannot open). */
export function onThisMachineOnly(): boolean {
  return LOCAL_HOSTS.includes(location.hostname);
}

/** The address friends open: the server's network address when this page is on localhost. */
export function tableAddress(share: string | null): string {
  if (share && onThisMachineOnly()) return share;
  return `${location.origin}${location.pathname}`;
}

/** The link that seats a friend in `seat` (0-based) of match `id`. */
export function inviteUrl(id: string, seat: number, share: string | null): string {
  return `${tableAddress(share)}#/join/${encodeURIComponent(id)}/${seat + 1}`;
}

async function copy(text: string, field: HTMLInputElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast("Invite link copied: send it to your friend.");
  } catch {
    field.focus();
    field.select();
    const copied = document.execCommand?.("copy") ?? false;
    toast(copied ? "Invite link copied: send it to your friend." : "Select the link and copy it (Ctrl+C).", copied ? "info" : "error");
  }
}

/** One line per open seat: its invite link (selectable) and a copy button. */
export function inviteLinks(id: string, seats: SeatInfo[], share: string | null): HTMLElement | null {
  const open = seats.filter((x) => x.kind === "human" && !x.taken);
  if (!open.length) return null;
  const unreachable = onThisMachineOnly() && !share;
  return h(
    "div",
    { class: "invites" },
    open.map((x) => {
      const url = inviteUrl(id, x.seat, share);
      const field = h("input", { class: "invite-url", readonly: true, value: url, "aria-label": `Invite link for seat ${x.seat + 1}`, onfocus: (e: Event) => (e.target as HTMLInputElement).select() });
      return h(
        "div",
        { class: "invite" },
        h("span", { class: "invite-seat" }, `Seat ${x.seat + 1}`),
        field,
        h("button", { class: "button small", type: "button", "aria-label": `Copy the invite link for seat ${x.seat + 1}`, dataset: { key: `invite-${id}-${x.seat}` }, onclick: () => void copy(url, field) }, "Copy invite"),
      );
    }),
    unreachable
      ? h("p", { class: "hint" }, "This table listens on this computer only, so the link works here alone. To play with friends on your network, restart it with ", h("code", {}, "make run HOST=0.0.0.0"), ".")
      : null,
  );
}

/** `#/join/ID/SEAT`: a friend's invite. Takes the seat under the name they give, or says why not. */
export class JoinPage implements Page {
  private readonly nameInput = h("input", { id: "player-name", name: "name", autocomplete: "nickname", maxlength: 40, placeholder: "Your name", value: playerName(), required: true });
  private readonly box = h("section", { class: "panel join-panel", "aria-labelledby": "join-title" });

  constructor(
    root: HTMLElement,
    private readonly matchId: string,
    private readonly seat: number,
  ) {
    mount(
      root,
      h("header", { class: "lobby-hero" }, h("a", { class: "brand big", href: "#/" }, icon("flag", undefined, 28), " dungeontable")),
      h("main", { id: "main", class: "lobby join-page" }, this.box),
    );
    void this.start();
  }

  private async start(): Promise<void> {
    if (heldSeat(this.matchId)) {
      location.hash = `#/match/${this.matchId}`;
      return;
    }
    let match: MatchSummary;
    try {
      match = await api.match(this.matchId);
    } catch (err) {
      mount(this.box, h("h2", { id: "join-title" }, "This invite does not work"), h("p", { class: "error", role: "alert" }, (err as Error).message), h("a", { href: "#/" }, "Go to the lobby"));
      return;
    }
    const info = match.seats.find((x) => x.seat === this.seat);
    const names = match.seats.filter((x) => x.taken).map((x) => x.name).filter(Boolean);
    const title = h("h2", { id: "join-title" }, `${match.title}: seat ${this.seat + 1}`);
    const watch = h("a", { class: "button ghost", href: `#/watch/${this.matchId}` }, icon("eye", undefined, 14), " Watch instead");
    let why = "";
    if (!info) why = `This match has no seat ${this.seat + 1}.`;
    else if (match.status === "finished" || match.status === "abandoned") why = "This match is over: its seats cannot be taken any more.";
    else if (info.kind !== "human") why = `Seat ${this.seat + 1} is played by a bot.`;
    else if (info.taken) why = `Seat ${this.seat + 1} is taken by ${info.name || "another player"}.`;
    if (why) {
      mount(this.box, title, h("p", { class: "error", role: "alert" }, why), h("div", { class: "join-buttons" }, watch, h("a", { class: "button ghost", href: "#/" }, "Go to the lobby")));
      return;
    }
    const form = h(
      "form",
      { class: "join-form" },
      h("label", { for: "player-name" }, "Your name "),
      this.nameInput,
      h("div", { class: "join-buttons" }, h("button", { class: "button primary", type: "submit" }, icon("play", undefined, 16), ` Sit down in seat ${this.seat + 1}`), watch),
    );
    form.onsubmit = (e) => {
      e.preventDefault();
      void this.join();
    };
    mount(
      this.box,
      title,
      h("p", {}, names.length ? `You are invited to play with ${names.join(", ")}.` : "You are invited to play."),
      form,
    );
    this.nameInput.focus();
  }

  private async join(): Promise<void> {
    const name = this.nameInput.value.trim();
    if (name) setPlayerName(name);
    try {
      const grant = await api.join(this.matchId, this.seat, name || "Player");
      if (grant.token === null || grant.seat === null) throw new Error("the server gave no seat");
      holdSeat(this.matchId, grant.seat, grant.token);
      location.hash = `#/match/${this.matchId}`;
    } catch (err) {
      toast(`Could not take the seat: ${(err as Error).message}`, "error");
      void this.start();
    }
  }

  destroy(): void {}
}

/** The match's chat: lines from the server (deduplicated by id), and a line to send. */
export class ChatPanel {
  readonly element: HTMLElement;
  private readonly list = h("ol", { class: "chat-list", "aria-live": "polite", "aria-relevant": "additions" });
  private readonly input = h("input", { id: "chat-input", class: "chat-input", name: "chat", autocomplete: "off", maxlength: 300, placeholder: "Say something to the table" });
  private lastId = 0;

  constructor(private readonly send: (text: string) => boolean) {
    void serverInfo().then((i) => this.input.setAttribute("maxlength", String(i.chat_length)));
    const form = h(
      "form",
      { class: "chat-form" },
      h("label", { class: "sr-only", for: "chat-input" }, "Chat message"),
      this.input,
      h("button", { class: "button small", type: "submit" }, "Send"),
    );
    form.onsubmit = (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (!text) return;
      if (this.send(text)) this.input.value = "";
      else toast("Not connected: the message was not sent. Reconnecting…", "error");
    };
    this.element = h(
      "section",
      { class: "panel chat-panel", "aria-label": "Chat" },
      h("h2", { class: "panel-title" }, "Chat"),
      h("div", { class: "chat-scroll", tabindex: 0, "aria-label": "Chat (scrollable)" }, this.list),
      form,
    );
  }

  add(msg: ChatMessage): void {
    if (msg.id <= this.lastId) return; // a reconnect resends the latest lines
    this.lastId = msg.id;
    const who = h("strong", { class: "chat-name", style: msg.seat === null ? {} : { "--seat": seatColor(msg.seat) } }, msg.name);
    const text = h("span", { class: "chat-text" });
    text.textContent = msg.text; // people's words: text, never HTML
    const at = new Date(msg.time);
    this.list.appendChild(h("li", { class: "chat-line", title: Number.isNaN(at.getTime()) ? undefined : `said at ${at.toLocaleTimeString()}` }, who, ": ", text));
    while (this.list.children.length > 100) this.list.firstElementChild?.remove();
    const scroller = this.list.parentElement;
    if (scroller) window.requestAnimationFrame(() => (scroller.scrollTop = scroller.scrollHeight));
  }
}
