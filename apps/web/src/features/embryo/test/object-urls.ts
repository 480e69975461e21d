import { onTestFinished } from 'vitest';

/**
 * jsdom has no object URLs: this stands in for URL.createObjectURL and revokeObjectURL, handing out
 * "blob:1", "blob:2"… and recording which are still live, so a test can see a picture let go of.
 */
export function installObjectUrls() {
  const live = new Set<string>();
  let next = 0;
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => {
    const url = `blob:${++next}`;
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void live.delete(url);
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return { live };
}
