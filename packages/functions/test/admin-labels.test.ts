import { beforeAll, describe, expect, it } from "vitest";
import { Audit, Labels, Seed } from "@printshop/core";
import { useTestTable } from "../../../test/db";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/** admin.labels.*: versions, preview, refusal on a failing reference, history, rollback (DynamoDB Local). */

const label = {
  width: 50,
  height: 50,
  quantity: 500,
  material: 2,
  print: 1,
  enrichment: 1,
  application: 0,
  diameter: 76,
  gap: 4,
  winding: 0,
};

describe("admin label pricing", () => {
  let cookie: string;
  let email: string;
  const api = (locale = "en") => callerWith(cookie, { locale }).caller.admin.labels;
  const shopQuote = () =>
    callerWith(undefined, { locale: "en" }).caller.shop.labels.quote({ ...label, locale: "pl" });

  beforeAll(async () => {
    await useTestTable("admin-labels");
    await Seed.load();
    const u = await makeUser("catalogue" as never);
    email = u.email;
    cookie = (await sessionCookieFor(u.userId)).cookie;
  });

  it("settings answer the parameters, their version and default reference configurations", async () => {
    const s = await api().settings({});
    expect(s.version).toBe(1);
    expect(s.settings.materials).toHaveLength(9);
    expect(s.referencesVersion).toBe(0);
    expect(s.references.length).toBeGreaterThanOrEqual(9);
  });

  it("preview prices every reference under today's and the draft's parameters, writing nothing", async () => {
    const s = await api().settings({});
    const draft = structuredClone(s.settings);
    draft.materials.find((m) => m.id === 2)!.factor = 3.9;
    const p = await api().preview({ draft });
    const row = p.rows.find((r) => r.id === "material-2")!;
    expect(Number(row.changePercent.eco)).toBeGreaterThan(0);
    expect(p.rows.filter((r) => r.changePercent.eco !== "0.00").map((r) => r.id)).toEqual([
      "material-2",
    ]);
    expect(p.failures).toEqual([]);
    expect((await api().settings({})).version).toBe(1);
  });

  it("an invalid draft is refused with each field's code and range", async () => {
    const s = await api().settings({});
    const draft = structuredClone(s.settings);
    draft.materials[0]!.factor = -2;
    draft.defaultGap = 3;
    const err = await api()
      .update({ version: s.version, settings: draft })
      .catch((e) => e);
    expect(err.cause.code).toBe("labels.invalid");
    expect(err.cause.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "materials.0.factor",
          code: "labels.too_small",
          params: { min: 0 },
        }),
        expect.objectContaining({ field: "defaultGap", code: "labels.default_not_in_list" }),
      ]),
    );
  });

  it("an update that makes a reference configuration fail to price is refused with the reason; nothing changes", async () => {
    const s = await api().settings({});
    const draft = structuredClone(s.settings);
    draft.print = draft.print.filter((p) => p.id !== 2);
    const err = await api()
      .update({ version: s.version, settings: draft })
      .catch((e) => e);
    expect(err.cause.code).toBe("labels.reference_fails");
    expect(err.cause.params.reason).toBe("unknown option, please choose one from the list");
    expect((await api().settings({})).version).toBe(s.version);
    // a product's default material (62 opens with 8) cannot be removed either
    const noVoid = structuredClone(s.settings);
    noVoid.materials = noVoid.materials.filter((m) => m.id !== 8);
    const refs = (await api().settings({})).references.filter((r) => r.input.material !== 8);
    await api().saveReferences({ version: 0, references: refs });
    const e2 = await api()
      .update({ version: s.version, settings: noVoid })
      .catch((e) => e);
    expect(e2.cause).toMatchObject({ code: "labels.material_in_use", params: { id: 8 } });
  });

  it("publish makes a new version the shop prices with at once; history says who, when, what; rollback restores", async () => {
    const before = (await shopQuote()).prices!.eco.net;
    const s = await api().settings({});
    const draft = structuredClone(s.settings);
    draft.materials.find((m) => m.id === 2)!.factor = 3.9;
    const published = await api().update({ version: s.version, settings: draft });
    expect(published.version).toBe(s.version + 1);
    const after = (await shopQuote()).prices!.eco.net;
    expect(after).toBeGreaterThan(before);

    const stale = await api()
      .update({ version: s.version, settings: s.settings })
      .catch((e) => e);
    expect(stale.cause.code).toBe("conflict.stale");

    const h = await api().history({});
    expect(h.items[0]).toMatchObject({
      version: s.version + 1,
      actor: { email },
      current: true,
      changes: [{ path: "materials[2].factor", before: 2.6, after: 3.9 }],
    });
    expect(h.items[1]).toMatchObject({ version: s.version, current: false });
    const log = await Audit.list({ target: { type: "labelPricing", id: "current" } });
    expect(log.items[0]).toMatchObject({
      action: "labels.publish",
      before: { "materials[2].factor": 2.6 },
      after: { "materials[2].factor": 3.9 },
    });

    const restored = await api().rollback({ version: published.version, toVersion: s.version });
    expect(restored.version).toBe(s.version + 2);
    expect(restored.settings).toEqual(s.settings);
    expect((await shopQuote()).prices!.eco.net).toBe(before);
    expect((await api().history({})).items[0]).toMatchObject({
      restoredFrom: s.version,
      changes: [{ path: "materials[2].factor", before: 3.9, after: 2.6 }],
    });
    expect(await Labels.settings()).toEqual(s.settings);
  });

  it("reference configurations are stored, version-checked, and must price today", async () => {
    const s = await api().settings({});
    const refs = [
      ...s.references,
      {
        id: "big-roll",
        name: "Big roll",
        input: { ...label, width: 100, height: 80, quantity: 20000 },
      },
    ];
    const saved = await api().saveReferences({ version: s.referencesVersion, references: refs });
    expect(saved.references.map((r) => r.id)).toContain("big-roll");
    const stale = await api()
      .saveReferences({ version: s.referencesVersion, references: refs })
      .catch((e) => e);
    expect(stale.cause.code).toBe("conflict.stale");
    const bad = await api()
      .saveReferences({
        version: saved.referencesVersion,
        references: [{ id: "too-wide", name: "Too wide", input: { ...label, width: 400 } }],
      })
      .catch((e) => e);
    expect(bad.cause).toMatchObject({
      code: "labels.reference_invalid",
      params: { name: "Too wide" },
    });
  });

  it("a customer is refused", async () => {
    const c = await makeUser("customer");
    const cc = (await sessionCookieFor(c.userId)).cookie;
    await expect(callerWith(cc).caller.admin.labels.settings({})).rejects.toMatchObject({
      cause: { kind: "forbidden" },
    });
  });
});
