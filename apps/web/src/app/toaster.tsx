import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_WIDTH_PX, TOASTS_VISIBLE } from '@fertilia/contracts/core';

/** The layouts' sticky header is h-16 (64 px); desktop toasts start a gap below it. */
const HEADER_HEIGHT_PX = 64;
const EDGE_GAP_PX = 16;
/** Tailwind's `sm`: where the layouts stop being the phone layout. */
const WIDE = '(min-width: 640px)';

// Where matchMedia is missing (an old browser, a test DOM) the wide placement is the safe one.
const onWidthChange = (notify: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
};
const isWide = () => window.matchMedia?.(WIDE).matches ?? true;

/**
 * Spec 01 §9 toast settings: three visible, 356 px wide, 14 px apart. Loaded on first need by ToasterHost.
 * Toasts never cover the header and its navigation: on a phone they rise from the bottom edge, where the
 * thumb is; on wider screens they sit at the top right, below the header.
 */
export function Toaster() {
  const wide = useSyncExternalStore(onWidthChange, isWide);
  return (
    <Sonner
      position={wide ? 'top-right' : 'bottom-center'}
      offset={{ top: HEADER_HEIGHT_PX + EDGE_GAP_PX, right: EDGE_GAP_PX, bottom: EDGE_GAP_PX }}
      mobileOffset={{ bottom: EDGE_GAP_PX, left: EDGE_GAP_PX, right: EDGE_GAP_PX }}
      visibleToasts={TOASTS_VISIBLE}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
