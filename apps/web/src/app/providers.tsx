import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from './session-provider';
import { ToasterHost } from './toaster-host';

/** Everything a screen relies on besides the router: data cache, session, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <ToasterHost />
      </SessionProvider>
    </QueryClientProvider>
  );
}
