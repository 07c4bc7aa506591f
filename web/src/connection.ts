/**
 * One websocket per table: reconnects with backoff (the server resends the current view and the
 * events missed), keeps the line alive with pings, and reports its state for the header.
 */

import type { ServerMessage } from "./protocol";

export type LinkState = "connecting" | "open" | "closed";

export interface ConnectionHandlers {
  message(msg: ServerMessage): void;
  state(state: LinkState, detail: string): void;
}

export class Connection {
  private ws: WebSocket | null = null;
  private retries = 0;
  private stopped = false;
  private pingTimer = 0;
  private retryTimer = 0;

  constructor(
    private readonly url: () => string,
    private readonly handlers: ConnectionHandlers,
  ) {
    this.open();
  }

  /** The match's socket; `since()` is the last event seq held, so a reconnect resumes the log. */
  static forMatch(matchId: string, token: string | null, since: () => number, handlers: ConnectionHandlers): Connection {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const url = () => {
      const query = new URLSearchParams();
      if (token) query.set("token", token);
      if (since() > 0) query.set("since", String(since()));
      const q = query.toString();
      return `${scheme}://${location.host}/ws/matches/${encodeURIComponent(matchId)}${q ? `?${q}` : ""}`;
    };
    return new Connection(url, handlers);
  }

  private open(): void {
    this.handlers.state("connecting", this.retries ? `reconnecting (try ${this.retries + 1})` : "connecting");
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retries = 0;
      this.handlers.state("open", "connected");
      this.pingTimer = window.setInterval(() => this.send({ type: "ping" }), 20000);
    };
    ws.onmessage = (ev) => {
      try {
        this.handlers.message(JSON.parse(String(ev.data)) as ServerMessage);
      } catch (err) {
        console.error("bad message from server", err);
      }
    };
    ws.onclose = (ev) => {
      window.clearInterval(this.pingTimer);
      if (this.stopped) return;
      const reason = ev.reason || (ev.code === 1008 ? "refused by the server" : "connection lost");
      this.handlers.state("closed", reason);
      if (ev.code === 1008 || ev.code === 4404 || ev.code === 4403) return;
      const delay = Math.min(8000, 500 * 2 ** this.retries);
      this.retries += 1;
      this.retryTimer = window.setTimeout(() => this.open(), delay);
    };
  }

  /** Send a message; false when the line is down (the caller tells the player). */
  send(msg: unknown): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close(): void {
    this.stopped = true;
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.retryTimer);
    this.ws?.close();
  }
}
