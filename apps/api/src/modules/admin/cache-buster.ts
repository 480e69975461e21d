import { z } from 'zod';

/** Spec 01 §7: the admin client appends `?t={timestamp}` to defeat caches; accepted and ignored. */
export const cacheBusterQuery = z.object({ t: z.string().max(32).optional() });
