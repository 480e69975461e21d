import { mediaApi, pathOf } from '@fertilia/contracts';
import { isStoredName, type StorageArea } from './file-storage';

/**
 * The areas whose files modules/media serves to whoever holds the URL, each with its declared endpoint.
 * An area left out (exports, say) is never reachable through /api/media.
 */
export const PUBLIC_MEDIA = {
  avatars: mediaApi.avatar,
  blog: mediaApi.blogCover,
  community: mediaApi.communityImage,
} as const satisfies Partial<Record<StorageArea, { path: string }>>;
export type PublicArea = keyof typeof PUBLIC_MEDIA;

const prefixOf = (area: PublicArea) => pathOf(PUBLIC_MEDIA[area], { name: '' });

/** The URL a stored file is served at, as profiles and posts keep it. */
export const mediaUrlOf = (area: PublicArea, name: string): string => pathOf(PUBLIC_MEDIA[area], { name });

/** The stored file a URL points at, when it is one of this area's; undefined for any other address. */
export function storedNameOf(area: PublicArea, url: string | null | undefined): string | undefined {
  const prefix = prefixOf(area);
  if (!url?.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  return isStoredName(name) ? name : undefined;
}
