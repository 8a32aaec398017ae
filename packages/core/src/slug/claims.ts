import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { TxEntities } from "../audit/write";
import type { Locale } from "../i18n/locale";
import { addressesOf, slugsOf, type Slugs, type SlugsStored } from "./schema";

/**
 * Slugs are unique across languages and across products and categories (one `/{locale}/{slug}`
 * namespace, slug-claim.ts): a write that gives a record new addresses claims each of them in its
 * own transaction (`create`: two writes racing for one slug, one wins) and gives up those it no
 * longer uses. Before writing, the new addresses are checked against the catalogue as read, which
 * also covers records stored before claims existed (they have none for their Polish slug).
 */
export interface Owner {
  kind: "product" | "category";
  id: number;
}

export interface ClaimPlan {
  owner: Owner;
  claim: string[];
  release: string[];
}

const fieldOf = (locale: Locale) => (locale === "pl" ? "slug" : `slugs.${locale}`);
const TAKEN = "slug.taken";

const taken = (slugs: Slugs, addresses: Set<string>): never => {
  throw new AppError("input", "input.invalid", {
    fields: (Object.keys(slugs) as Locale[])
      .filter((l) => addresses.has(slugs[l]))
      .map((l) => ({ field: fieldOf(l), code: TAKEN })),
  });
};

const isOwner = (owner: Owner, kind: string, id: number) => owner.kind === kind && owner.id === id;

/**
 * Refuses (`slug.taken` on each field using one) the addresses `after` adds that another product
 * or category of `catalogue` (as read) already uses in any language.
 */
export function checkFree(
  catalogue: {
    product: ReadonlyArray<SlugsStored & { productId: number }>;
    category: ReadonlyArray<SlugsStored & { categoryId: number }>;
  },
  owner: Owner,
  before: Slugs | null,
  after: Slugs,
): void {
  const added = new Set(
    addressesOf(after).filter((s) => !before || !addressesOf(before).includes(s)),
  );
  if (added.size === 0) return;
  const used = new Set<string>();
  for (const p of catalogue.product)
    if (!isOwner(owner, "product", p.productId))
      for (const s of addressesOf(slugsOf(p))) used.add(s);
  for (const c of catalogue.category)
    if (!isOwner(owner, "category", c.categoryId))
      for (const s of addressesOf(slugsOf(c))) used.add(s);
  const clash = new Set([...added].filter((s) => used.has(s)));
  if (clash.size) taken(after, clash);
}

/**
 * What the write must claim and release (one BatchGetItem of the claims involved): every new
 * address not yet claimed by this owner; every address given up that this owner's claim holds (a
 * record stored before claims, or sharing a Polish slug from older data, may hold none).
 */
export async function plan(
  owner: Owner,
  before: Slugs | null,
  after: Slugs | null,
): Promise<ClaimPlan> {
  const next = after ? addressesOf(after) : [];
  const prev = before ? addressesOf(before) : [];
  const gone = prev.filter((s) => !next.includes(s));
  const added = next.filter((s) => !prev.includes(s));
  const involved = [...added, ...gone];
  const claims = involved.length
    ? (
        await db()
          .entities.slugClaim.get(involved.map((slug) => ({ slug })))
          .go()
      ).data
    : [];
  const ours = new Set(
    claims.filter((c) => isOwner(owner, c.ownerKind, c.ownerId)).map((c) => c.slug),
  );
  return {
    owner,
    claim: added.filter((s) => !ours.has(s)),
    release: gone.filter((s) => ours.has(s)),
  };
}

/** The plan's transaction items: each claim created (fails if it exists), each release deleted only while still ours. */
export const claimItems = (e: TxEntities, { owner, claim, release }: ClaimPlan) => [
  ...claim.map((slug) =>
    e.slugClaim.create({ slug, ownerKind: owner.kind, ownerId: owner.id }).commit(),
  ),
  ...release.map((slug) =>
    e.slugClaim
      .delete({ slug })
      .where((a, op) => `${op.eq(a.ownerKind, owner.kind)} AND ${op.eq(a.ownerId, owner.id)}`)
      .commit(),
  ),
];

/**
 * After a cancelled transaction: when one of the plan's new addresses was claimed by someone else
 * in between (the race the claim's condition decided), the person is told the slug is taken;
 * otherwise the cancellation stands (`conflict.stale`, the version changed).
 */
export async function explainCancel(error: unknown, p: ClaimPlan, after: Slugs): Promise<never> {
  if (error instanceof AppError && error.code === "conflict.stale" && p.claim.length) {
    const claims = (
      await db()
        .entities.slugClaim.get(p.claim.map((slug) => ({ slug })))
        .go({ consistent: true })
    ).data;
    const lost = claims.filter((c) => !isOwner(p.owner, c.ownerKind, c.ownerId)).map((c) => c.slug);
    if (lost.length) taken(after, new Set(lost));
  }
  throw error;
}

/** The addresses a record holds, released when it is removed (only those whose claim is its own). */
export const releaseAll = (owner: Owner, stored: SlugsStored) => plan(owner, slugsOf(stored), null);

/**
 * Runs an admin write with the claims of `after` in its transaction: first checked against the
 * catalogue as read (`checkFree`), then planned (`plan`); `write` puts `claimItems(e, plan)` in
 * its transaction. An address another record took in between answers `slug.taken`, nothing saved.
 */
export async function around(
  owner: Owner,
  before: SlugsStored | null,
  after: SlugsStored,
  catalogue: Parameters<typeof checkFree>[0],
  write: (claims: ClaimPlan) => Promise<unknown>,
): Promise<void> {
  const prev = before && slugsOf(before);
  const next = slugsOf(after);
  checkFree(catalogue, owner, prev, next);
  const claims = await plan(owner, prev, next);
  await write(claims).catch((error: unknown) => explainCancel(error, claims, next));
}
