import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_WIDTH_PX, TOASTS_VISIBLE } from '@fertilia/contracts/core';

/** Spec 01 §9 toast settings: three visible, 356 px wide, 14 px apart. Loaded on first need by ToasterHost. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
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
