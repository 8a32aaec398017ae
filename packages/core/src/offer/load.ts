import { db } from "../dynamo/db";
import { AppError } from "../error";
import { Stored } from "./schema";

/** The stored offer of an id (one GetItem), or `offer.not_found`. */
export async function load(offerId: string): Promise<Stored> {
  const { data } = await db().entities.offer.get({ offerId }).go();
  if (!data) throw new AppError("not_found", "offer.not_found");
  return Stored.parse(JSON.parse(data.body));
}
