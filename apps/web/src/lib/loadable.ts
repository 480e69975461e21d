/** Code fetched on first need: warmed on hover or focus, read synchronously once it has arrived. */
export interface Loadable<T> {
  /** The loaded value, or undefined while it has not arrived. */
  get: () => T | undefined;
  /** Starts the fetch once; every caller shares it. A failed fetch is forgotten so the next call tries again. */
  load: () => Promise<T>;
  /** `load` for hover and focus handlers, where a failure must stay quiet: the click will try again. */
  warm: () => void;
}

export function loadable<T>(importer: () => Promise<T>): Loadable<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    get: () => value,
    load,
    warm: () => void load().catch(() => undefined),
  };
}
