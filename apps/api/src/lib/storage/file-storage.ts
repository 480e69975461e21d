import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live, a closed list: each area is one folder (`<DATA_DIR>/uploads/<area>/` on the
 * local disk), named as the stores before this adapter named them, so files already stored keep being found.
 * Add an area here (exports, say) before storing anything in it. `embryo` holds health data: its files are
 * served only through an authenticated route (modules/embryo), never by a public media URL.
 */
export const STORAGE_AREAS = ['avatars', 'blog', 'community', 'embryo'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** What may be stored, and the extension its names end with. */
export const STORED_TYPES = { 'image/webp': 'webp' } as const;
export type StoredContentType = keyof typeof STORED_TYPES;

/**
 * Uploaded files, by area and name. Names are made by `put` alone, 128 random bits, so a URL that carries
 * one can be neither guessed nor listed; any other name (slashes, dots, `..`) never reaches the storage.
 */
export interface FileStorage {
  /** Stores the bytes under a new name, never one already taken, and returns that name. */
  put(area: StorageArea, bytes: Buffer, options: { contentType: StoredContentType }): Promise<string>;
  /** The stored bytes, or null for a name that is not stored here (or could not be one of ours). */
  read(area: StorageArea, name: string): Promise<Buffer | null>;
  /** Deletes the file; a name that is not stored here is ignored. */
  remove(area: StorageArea, name: string): Promise<void>;
}

const NAME_BYTES = 16;
/** base64url of 16 bytes is 22 characters; the extension is one of STORED_TYPES'. */
const STORED_NAME = new RegExp(String.raw`^[A-Za-z0-9_-]{22}\.(?:${Object.values(STORED_TYPES).join('|')})$`);

/** A fresh name: 128 random bits and the type's extension. */
export const newStoredName = (
  contentType: StoredContentType,
  random: (size: number) => Buffer = randomBytes,
): string => `${random(NAME_BYTES).toString('base64url')}.${STORED_TYPES[contentType]}`;

/** Whether `name` has the shape of a name `put` makes; nothing else is looked up. */
export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

/** Areas arrive typed; this also refuses a string cast into one, so no caller can walk out of uploads/. */
export function checkArea(area: string): asserts area is StorageArea {
  if (!(STORAGE_AREAS as readonly string[]).includes(area)) throw new Error(`Unknown storage area ${area}`);
}

export function checkContentType(contentType: string): asserts contentType is StoredContentType {
  if (!Object.hasOwn(STORED_TYPES, contentType)) throw new Error(`Cannot store ${contentType} files`);
}
