import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server speaking NBP's Web API for table A rates as documented on api.nbp.pl:
 * `/api/exchangerates/rates/a/{code}/{date}/` with `?format=json` (or Accept: application/json),
 * 200 with `{ table, currency, code, rates: [{ no, effectiveDate, mid }] }`, 404
 * `404 NotFound - Not Found - Brak danych` on a day without a table, 400
 * `400 BadRequest - Błędny zakres dat / Invalid date range` for a date after today or before
 * 2002-01-02, 400 for a malformed date, 404 for an unknown currency. Only JSON is spoken here
 * (NBP also answers XML; the shop never asks for it). Faults on demand: `failNext`.
 */
export class LocalNbp {
  /** Published tables: `EUR 2026-11-20` → [table number, mid as NBP writes it]. */
  readonly tables = new Map<string, [string, number]>();
  readonly requests: string[] = [];
  private faults: ({ status: number; body: string } | "hang")[] = [];
  private server: Server | undefined;
  today = "2099-12-31";

  publish(code: string, date: string, no: string, mid: number) {
    this.tables.set(`${code} ${date}`, [no, mid]);
  }

  failNext(fault: { status: number; body: string } | "hang") {
    this.faults.push(fault);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      this.requests.push(url.pathname);
      const fault = this.faults.shift();
      if (fault === "hang") return;
      const text = (status: number, body: string) => {
        res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
        res.end(body);
      };
      if (fault) return text(fault.status, fault.body);
      const m = /^\/api\/exchangerates\/rates\/a\/([a-z]{3})\/([^/]{1,20})\/?$/i.exec(url.pathname);
      if (!m) return text(404, "404 NotFound");
      const code = m[1]!.toUpperCase();
      const date = m[2]!;
      const json =
        url.searchParams.get("format") === "json" ||
        (req.headers.accept ?? "").includes("application/json");
      if (!json) return text(400, "400 BadRequest - Nieprawidłowy format / Invalid format");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
        return text(400, "400 BadRequest - Błędny zakres dat / Invalid date range");
      if (date > this.today || date < "2002-01-02")
        return text(400, "400 BadRequest - Błędny zakres dat / Invalid date range");
      const found = this.tables.get(`${code} ${date}`);
      if (!found) return text(404, "404 NotFound - Not Found - Brak danych");
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(
        JSON.stringify({
          table: "A",
          currency: code === "EUR" ? "euro" : code.toLowerCase(),
          code,
          rates: [{ no: found[0], effectiveDate: date, mid: found[1] }],
        }),
      );
    });
    await new Promise<void>((ok) => this.server!.listen(0, "127.0.0.1", ok));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/api`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((ok) => this.server?.close(ok));
  }
}
