import { database } from "./db";

/** One GetItem on the table (a key nothing uses): resolves when the table answers, throws otherwise. */
export async function pingTable(): Promise<void> {
  const { client, config } = database();
  await client.call("GetItem", {
    TableName: config.table,
    Key: { pk: { S: "$health" }, sk: { S: "$health" } },
  });
}
