// The replies the spec's write calls share (MongoDB's words: insertedId, deletedCount,
// modifiedCount).
import * as v from 'valibot';

export const InsertedSchema = v.object({ insertedId: v.string() });
export const DeletedSchema = v.object({ deletedCount: v.number() });
export const ModifiedSchema = v.object({ modifiedCount: v.number() });
