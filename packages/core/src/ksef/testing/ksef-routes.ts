import type { IncomingMessage } from "node:http";
import { sha256Base64 as sha } from "../crypto";
import type { Claims } from "./ksef-tokens";
import { Refusal, type KsefState } from "./ksef-state";

/**
 * The operations the local KSeF carries out, after ksef.server.ts checked the request against the
 * spec: one case per documented path and method the shop uses; the others are NotImplemented (501).
 */
export class NotImplemented extends Error {}

export interface RouteHost {
  state: KsefState;
  origin: string;
  publishedCertificates(): unknown[];
}

export function operate(
  k: RouteHost,
  template: string,
  method: string,
  p: Record<string, string>,
  body: unknown,
  claims: Claims | null,
  req: IncomingMessage,
  send: (
    status: number,
    json?: unknown,
    extra?: { xml?: string; headers?: Record<string, string> },
  ) => void,
): void {
  const s = k.state;
  const nip = claims?.nip ?? "";
  const b = body as never;
  switch (`${method} ${template}`) {
    case "get /security/public-key-certificates":
      return send(200, k.publishedCertificates());
    case "post /auth/challenge":
      return send(200, s.challenge(req.socket.remoteAddress ?? "127.0.0.1"));
    case "post /auth/ksef-token":
      return send(202, s.ksefTokenAuth(b));
    case "get /auth/{referenceNumber}":
      return send(200, s.authStatus(p.referenceNumber!, claims!));
    case "post /auth/token/redeem":
      return send(200, s.redeem(claims!));
    case "post /auth/token/refresh":
      return send(200, s.refresh(claims!));
    case "post /sessions/online":
      return send(201, s.openSession(nip, b));
    case "post /sessions/online/{referenceNumber}/invoices":
      return send(202, s.sendInvoice(p.referenceNumber!, nip, b));
    case "post /sessions/online/{referenceNumber}/close":
      s.close(p.referenceNumber!, nip);
      return send(204);
    case "get /sessions/{referenceNumber}":
      return send(200, s.sessionView(s.session(p.referenceNumber!, nip), k.origin));
    case "get /sessions/{referenceNumber}/invoices": {
      const session = s.session(p.referenceNumber!, nip);
      const size = Number(
        new URL(req.url ?? "/", "http://local").searchParams.get("pageSize") ?? 10,
      );
      const from = Number(req.headers["x-continuation-token"] ?? 0) || 0;
      const page = session.invoices.slice(from, from + size);
      const next = from + size < session.invoices.length ? String(from + size) : null;
      return send(200, {
        invoices: page.map((i) => s.invoiceView(session, i, k.origin)),
        ...(next ? { continuationToken: next } : {}),
      });
    }
    case "get /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}": {
      const session = s.session(p.referenceNumber!, nip);
      return send(
        200,
        s.invoiceView(session, s.invoice(session, p.invoiceReferenceNumber!), k.origin),
      );
    }
    case "get /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}/upo": {
      const session = s.session(p.referenceNumber!, nip);
      const xml = s.invoiceUpo(session, s.invoice(session, p.invoiceReferenceNumber!));
      return send(200, undefined, { xml, headers: { "x-ms-meta-hash": sha(xml) } });
    }
    case "get /sessions/{referenceNumber}/upo/{upoReferenceNumber}": {
      const session = s.session(p.referenceNumber!, nip);
      if (!session.upoRef || session.upoRef !== p.upoReferenceNumber)
        throw new Refusal(400, 21178, "Nie znaleziono UPO dla podanych kryteriów.", [
          `UPO o numerze referencyjnym ${p.upoReferenceNumber} dla sesji ${session.ref} nie zostało znalezione.`,
        ]);
      const xml = s.sessionUpo(session);
      return send(200, undefined, { xml, headers: { "x-ms-meta-hash": sha(xml) } });
    }
    default:
      throw new NotImplemented();
  }
}
