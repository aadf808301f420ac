/**
 * Collections of game records in one text (docs/formats/collections.md): multi-game PGN
 * (games one after the other, each starting with its tags), concatenated KIF files, one
 * DSFEN record per line, a JSON array of records or JSON Lines (one record per line).
 *
 * {@link parseCollection} reads a whole text ({@link scanCollection}: one record at a time);
 * {@link readCollection} reads a stream in constant memory (one record at a time). Both split the text with the same line-based
 * {@link CollectionSplitter} and read each record with `parseRecord`; diagnostics
 * keep the line numbers of the whole collection.
 */
export { COLLECTION_FORMATS, detectCollectionFormat, recordFormatOf, type CollectionFormat } from "./format.js";
export { CollectionSplitter } from "./split/index.js";
export { UNREADABLE_LIMIT, type CollectionEntry, type CollectionOptions } from "./entries.js";
export { parseCollection, readCollection, scanCollection, type CollectionResult } from "./read.js";
export { CollectionSourceError, type ReadableStreamLike, type TextSource } from "./source.js";
export { CollectionJoiner, collectionItemText, writeCollection, writeCollectionParts } from "./write.js";
