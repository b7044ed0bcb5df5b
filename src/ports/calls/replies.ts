// The replies the spec's write calls share (MongoDB's words: insertedId, deletedCount,
// modifiedCount).
import * as v from 'valibot';
import { ROLES } from '../../domain/staff-role';

export const InsertedSchema = v.object({ insertedId: v.string() });
export const DeletedSchema = v.object({ deletedCount: v.number() });
export const ModifiedSchema = v.object({ modifiedCount: v.number() });
/** An uploaded image: where the API serves it, to give as a tool's image. */
export const UploadedSchema = v.object({ _id: v.string(), url: v.string() });
export const TokenSchema = v.object({ token: v.string() });
/** `GET /admin/{email}`: admin rights, and the store role in force (none for a customer). */
export const AdminSchema = v.object({ admin: v.boolean(), role: v.optional(v.picklist(ROLES)) });
export const ClientSecretSchema = v.object({ clientSecret: v.string() });
/** What a refusal answers: the sentence a person reads, and the code a program reads. */
export const RefusalSchema = v.object({ message: v.string(), code: v.optional(v.string()) });
