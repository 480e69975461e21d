import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { embryoApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { embryoKeys } from './keys';

/**
 * GET /api/embryo/images/:id/file/: the stored WebP. Embryo pictures are health data: they are fetched with
 * the bearer token, never linked by a public address. A stored picture never changes, so it is read once.
 */
export const imageFileQueryOptions = (imageId: number) =>
  queryOptions({
    queryKey: embryoKeys.image(imageId),
    queryFn: ({ signal }) =>
      call(embryoApi.imageFile, { params: { id: imageId } }, { signal }) as unknown as Promise<Blob>,
    staleTime: Infinity,
  });

/** The picture as an object URL for an <img>, revoked when the screen lets go of it. */
export function useImageUrl(imageId: number) {
  const file = useQuery(imageFileQueryOptions(imageId));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file.data]);
  return { url, error: file.error, isPending: file.isPending };
}
