import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { hit } from "../account/throttle";
import { membership, requireOwner } from "../company-account/store";
import {
  ADDRESS_FIELDS,
  ADDRESSES_MAX,
  RemoveInput,
  SaveInput,
  WRITES_PER_HOUR,
  validateAddress,
  type Address,
  type Scope,
} from "./schema";

/**
 * The address book (issue 31 item 5): a signed-in person keeps up to ADDRESSES_MAX delivery
 * addresses; a company account keeps its own, which its members read and only its owner writes.
 * Whose book is decided from the session's user id only (every key starts with it, or with the
 * company the company-account module says the person belongs to): no owner id from the client.
 */
export * from "./schema";

const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((e as Error)?.message ?? e),
  );

/** The book a write goes to: the person's own, or (the owner only) their company's. */
async function bookFor(scope: Scope, userId: string): Promise<string> {
  if (scope === "own") return `user#${userId}`;
  const m = await requireOwner(userId);
  return `company#${m.company.companyId}`;
}

async function read(ownerKey: string) {
  const { data } = await db()
    .entities.savedAddress.query.byOwner({ ownerKey })
    .go({ pages: "all", consistent: true });
  return data
    .map((a) => ({
      addressId: a.addressId,
      label: a.label,
      address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f]])) as Address,
      isDefault: a.isDefault,
      version: a.version,
      createdAt: a.createdAt,
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt - b.createdAt);
}
export type SavedAddress = Awaited<ReturnType<typeof read>>[number];

/** The person's addresses, and their company's (with whether they may edit them), default first. */
export async function list(userId: string) {
  const [own, m] = await Promise.all([read(`user#${userId}`), membership(userId)]);
  const company = m
    ? {
        name: m.company.name,
        canEdit: m.member.role === "owner",
        addresses: await read(`company#${m.company.companyId}`),
      }
    : null;
  return { own, company, max: ADDRESSES_MAX };
}

/** Adds an address, or edits one at the version the page had (a stale copy is refused). */
export const save = fn(SaveInput, async (input, userId: string) => {
  const errors = validateAddress(input.address);
  if (errors.length) throw new AppError("input", "input.invalid", { fields: errors });
  if (input.addressId !== undefined && input.version === undefined)
    throw new AppError("input", "addressBook.version_required");
  const ownerKey = await bookFor(input.scope, userId);
  await hit("addressBook.write", userId, { limit: WRITES_PER_HOUR, windowSeconds: 3600 });
  const fields = { label: input.label, ...input.address };
  const current = input.isDefault ? (await read(ownerKey)).find((a) => a.isDefault) : undefined;
  const addressId = input.addressId ?? randomBytes(12).toString("base64url");
  const unsetOld =
    current && current.addressId !== addressId
      ? [{ addressId: current.addressId, version: current.version }]
      : [];
  let canceled: boolean;
  try {
    const result = await db()
      .transaction.write(({ savedAddress, addressBookCount }) => [
        ...(input.addressId === undefined
          ? [
              addressBookCount
                .upsert({ ownerKey })
                .add({ count: 1 })
                .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, ADDRESSES_MAX)}`)
                .commit(),
              savedAddress
                .create({
                  ownerKey,
                  addressId,
                  ...fields,
                  isDefault: input.isDefault,
                  version: 1,
                  createdAt: Date.now(),
                })
                .commit(),
            ]
          : [
              savedAddress
                .patch({ ownerKey, addressId })
                .set({ ...fields, ...(input.isDefault ? { isDefault: true } : {}) })
                .add({ version: 1 })
                .where((a, op) => op.eq(a.version, input.version ?? 0))
                .commit(),
            ]),
        ...unsetOld.map((o) =>
          savedAddress
            .patch({ ownerKey, addressId: o.addressId })
            .set({ isDefault: false })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, o.version))
            .commit(),
        ),
      ])
      .go();
    canceled = result.canceled;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    canceled = true;
  }
  if (canceled) throw await whyRefused(ownerKey, input.addressId);
  return { addressId };
});

async function whyRefused(ownerKey: string, addressId: string | undefined): Promise<AppError> {
  if (addressId === undefined) {
    const count = (await db().entities.addressBookCount.get({ ownerKey }).go()).data?.count ?? 0;
    if (count >= ADDRESSES_MAX)
      return new AppError("conflict", "addressBook.too_many", { params: { max: ADDRESSES_MAX } });
    return new AppError("conflict", "addressBook.stale");
  }
  const { data } = await db().entities.savedAddress.get({ ownerKey, addressId }).go();
  return data
    ? new AppError("conflict", "addressBook.stale")
    : new AppError("not_found", "addressBook.not_found");
}

/** Removes one address of the book (another's is not found), freeing its place. */
export const remove = fn(RemoveInput, async ({ scope, addressId }, userId: string) => {
  const ownerKey = await bookFor(scope, userId);
  await hit("addressBook.write", userId, { limit: WRITES_PER_HOUR, windowSeconds: 3600 });
  let canceled: boolean;
  try {
    const result = await db()
      .transaction.write(({ savedAddress, addressBookCount }) => [
        savedAddress
          .delete({ ownerKey, addressId })
          .where((a, op) => op.exists(a.addressId))
          .commit(),
        addressBookCount
          .update({ ownerKey })
          .add({ count: -1 })
          .where((a, op) => op.gt(a.count, 0))
          .commit(),
      ])
      .go();
    canceled = result.canceled;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    canceled = true;
  }
  if (canceled) throw new AppError("not_found", "addressBook.not_found");
  return { addressId };
});

/** The person's own addresses as stored (for the export of their own data: owndata/export.ts). */
export const ownAddresses = (userId: string) => read(`user#${userId}`);

/**
 * Deletes the person's own address book and its count (for the erasure of their own data:
 * owndata/erase.ts). A company's addresses belong to the company and stay.
 */
export async function forgetOwn(userId: string): Promise<number> {
  const ownerKey = `user#${userId}`;
  const { data } = await db()
    .entities.savedAddress.query.byOwner({ ownerKey })
    .go({ pages: "all", consistent: true });
  if (data.length)
    await db()
      .entities.savedAddress.delete(data.map((a) => ({ ownerKey, addressId: a.addressId })))
      .go();
  await db().entities.addressBookCount.delete({ ownerKey }).go();
  return data.length;
}
