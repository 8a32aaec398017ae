import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Audit } from "@printshop/core";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { linkToken } from "@printshop/core/upload/order-link";
import { dispatchDate } from "@printshop/core/pricing/dates";
import { formatDay } from "@printshop/core/format";
import { launchBrowser } from "../browser";
import { startServerWithDiskStore } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 31 item 1's "Must show" in Chromium: prepress (in Polish) attaches a proof to a label
 * order placed three weeks ago, the guest customer (in German, by the order's signed link) asks
 * for a change with a new file, prepress marks that file as the second proof, the customer
 * approves it, the order moves to production and the dispatch date shown counts from the
 * approval (not from the order's date).
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
let browser: Browser;
const PASSWORD = "proofs desk password 1";
const DESK = "proofs.desk@example.com";
const DAY = 24 * 3600 * 1000;
const LABEL = {
  kind: "label",
  days: 6,
  config: { kind: "label", input: { width: 50, height: 30, personalization: false } },
};

async function openPage(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

const panelOf = (page: Page) => page.getByTestId("order-proof");

describe("proof approval in Chromium", () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("proofs-e2e-", { sites: true });
    await createStaff({ email: DESK, password: PASSWORD, role: "orders" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("prepress (pl) sends a proof, the customer (de) asks for changes with a file, a second proof, approval: production, dispatch from the approval", async () => {
    const placedAt = Date.now() - 21 * DAY;
    const order = await placeTestOrder({
      locale: "de",
      paymentMethodId: 1,
      line: LABEL,
      createdAt: placedAt,
    });
    const guestUrl = `${server.url}/de/order/files/${linkToken(order)!}`;
    const office = await openPage(1280);
    const customer = await openPage(375);
    try {
      // Prepress attaches the first proof, a PDF uploaded from the panel.
      await signInStaff(office.page, DESK, `${server.url}/admin`);
      await office.page.goto(`${server.url}/admin/orders/${order.orderId}`);
      const panel = panelOf(office.page);
      await panel.getByText("Wymaga akceptacji klienta przed produkcją").waitFor();
      await panel.getByLabel("Plik projektu (PDF, PNG lub JPG, najwyżej 50 MB)").setInputFiles({
        name: "projekt-1.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf([54, 34])),
      });
      await panel.getByLabel("Uwagi dla klienta").fill("Proszę sprawdzić kolory");
      await panel.getByRole("button", { name: "Wyślij projekt" }).click();
      await office.page.getByText("Projekt wysłany; klient dostał e-mail").waitFor();
      await panel.locator('[data-testid="proof-state"][data-state="waiting"]').waitFor();
      const [mail] = sentEmails({ to: order.customer.email, kind: "order.proof" });
      expect(mail!.text).toContain(guestUrl.replace(server.url, ""));

      // The customer, in German: the proof drawn on the label, then "ask for changes" with a file.
      await customer.page.goto(guestUrl);
      const section = customer.page.getByTestId("order-proofs");
      await section.getByRole("heading", { name: "Korrekturabzug zur Freigabe" }).waitFor();
      await section.getByText("Hinweise unserer Druckvorstufe: Proszę sprawdzić kolory").waitFor();
      await section.locator('[data-testid="proof"][data-state="drawn"]').waitFor();
      await section.getByText("Der Versandtermin zählt ab dem Tag der Freigabe.").waitFor();
      await section.getByRole("button", { name: "Änderungen anfordern" }).click();
      await section
        .getByLabel("Was soll geändert werden? (höchstens 2000 Zeichen)")
        .fill("Logo bitte größer");
      await section.getByLabel("Neue Datei (optional)").setInputFiles({
        name: "neu.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf([54, 34])),
      });
      await section.getByRole("button", { name: "Änderungswunsch senden" }).click();
      await section.getByText("Änderungswunsch gesendet.", { exact: false }).waitFor();
      await section
        .locator('[data-testid="proof-state"][data-state="changes_requested"]')
        .waitFor();

      // Prepress sees the comment and marks the customer's new file as the second proof.
      await office.page.reload();
      await panel.getByTestId("proof-comment").getByText("Logo bitte größer").waitFor();
      await panel
        .getByLabel("Projekt", { exact: true })
        .selectOption({ label: "Plik klienta: neu.pdf" });
      await panel.getByRole("button", { name: "Wyślij projekt" }).click();
      await office.page.getByText("Projekt wysłany; klient dostał e-mail").waitFor();

      // The customer approves the second proof; the dispatch date counts from today.
      await customer.page.reload();
      await section.getByText("Korrekturabzug 2 von 2", { exact: false }).waitFor();
      await section.getByRole("button", { name: "Korrekturabzug freigeben" }).click();
      const approvedOn = Date.now();
      const done = section.getByTestId("proof-done");
      await done
        .getByText("Vielen Dank! Der Korrekturabzug ist freigegeben", { exact: false })
        .waitFor();
      const expected = formatDay(dispatchDate(new Date(approvedOn), 6), "de", "long");
      const fromOrderDate = formatDay(dispatchDate(new Date(placedAt), 6), "de", "long");
      expect(expected).not.toBe(fromOrderDate);
      expect(await done.textContent()).toContain(`Geplanter Versand: ${expected}`);
      await section
        .getByTestId("proof-dispatch")
        .getByText(`Geplanter Versand: ${expected}`, { exact: false })
        .waitFor();

      // The order is in production on the admin's page.
      await office.page.reload();
      await panel.locator('[data-testid="proof-state"][data-state="approved"]').waitFor();
      expect(await office.page.getByLabel("Status zamówienia").inputValue()).toBe("in_production");
      expect(office.errors).toEqual([]);
      expect(customer.errors).toEqual([]);
    } finally {
      await office.close();
      await customer.close();
    }
    const actions = (await Audit.list({ target: { type: "order", id: order.orderId } })).items
      .map((i) => i.action)
      .reverse();
    expect(actions).toEqual([
      "order.proof.upload",
      "order.proof.attach",
      "order.proof.requestChanges",
      "order.proof.attach",
      "order.proof.approve",
    ]);
  }, 240_000);
});
