/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// Storage API errors: HTTP 400 with the real status in the body, as Supabase Storage sends them.
import { HttpError } from '../http-util.ts';

export const storageError = (statusCode: number, error: string, message: string, httpStatus = 400) =>
  new HttpError(httpStatus, { statusCode: String(statusCode), error, message });

export const objectNotFound = () => storageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => storageError(404, 'Bucket not found', 'Bucket not found');
export const duplicate = () => storageError(409, 'Duplicate', 'The resource already exists');
export const rlsDenied = () => storageError(403, 'Unauthorized', 'new row violates row-level security policy');
export const tooLarge = () => storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
export const badMime = (m: string) => storageError(415, 'invalid_mime_type', `mime type ${m} is not supported`);
export const badJwt = (m = 'invalid signature') => storageError(403, 'Unauthorized', m);

/** Postgres errors from a caller's statement -> Storage's shapes. */
export function mapPgError(err: any): never {
  if (err instanceof HttpError) throw err;
  if (err?.code === '23505') throw duplicate();
  if (err?.code === '42501') throw rlsDenied();
  if (err?.code === '23503') throw bucketNotFound();
  throw storageError(500, 'internal', String(err?.message ?? err));
}
