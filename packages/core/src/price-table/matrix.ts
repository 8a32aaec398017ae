import { fn } from "../fn";
import { MatrixInput } from "./schema";
import { tableVat } from "./definition";
import { readChunks, readHead } from "./store";

/**
 * The whole current version for the price editor's matrix, in the store's own compact form
 * (docs/data-model.md, "Price tables"): the chunks' lines joined, `combination<TAB>copy:net,...`
 * with canonical nets ("12.5"), one line per combination, in no particular order. The head and
 * the chunks it names are read together, so `version`/`changeSetId` are exactly those of the
 * cells (the editor saves on that version). GetItem of the product (its kind: no attributes, the
 * page has them from `admin.products.get`) beside GetItem of the head, then BatchGetItem of the
 * chunks (⌈chunks / 100⌉), none of them for chunks this process has cached.
 * At 100,000 cells the lines are ≈ 1.4 MB (the CSV export ≈ 3.8 MB) and need no decimal parsing.
 */
export const matrix = fn(MatrixInput, async ({ productId }) => {
  const [vat, head] = await Promise.all([tableVat(productId), readHead(productId)]);
  const ids = head.chunks.filter(Boolean);
  const data = await readChunks(productId, ids);
  return {
    productId,
    version: head.version,
    changeSetId: head.changeSetId || null,
    vat,
    runs: head.runs,
    cells: head.cells,
    rows: ids.map((id) => data.get(id)!).join("\n"),
  };
});
