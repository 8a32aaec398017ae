/**
 * The primary index of an entity that lives in a collection: generic `pk`/`sk` fields, composites
 * given by the entity. Entities sharing a collection name and pk composites are read together.
 */
export const collectionIndex = <
  const C extends string,
  const P extends readonly string[],
  const S extends readonly string[],
>(
  collection: C,
  pkComposite: P,
  skComposite: S,
) => ({
  collection,
  pk: { field: "pk" as const, composite: pkComposite },
  sk: { field: "sk" as const, composite: skComposite },
});
