import fp from 'fastify-plugin';
import type { DeclaredRouteConfig } from '../http/route';

/** Swagger UI's own pages: the documentation of the declared endpoints, not endpoints of the product. */
const DOCUMENTATION = '/api/docs';

/**
 * Every API route must come from a declaration in packages/contracts carrying its access rule (DESIGN.md
 * "Endpoints"). A route added any other way stops the app at registration, naming the route.
 */
export const declaredRoutesPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith(DOCUMENTATION)) return;
      const declared = (route.config as Partial<DeclaredRouteConfig> | undefined)?.endpoint;
      if (!declared?.access) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(
          `${methods} ${route.url} has no declared access rule: declare it with endpoint({ access, ... }) in ` +
            'packages/contracts and register it with route() from apps/api/src/http/route.ts',
        );
      }
    });
  },
  { name: 'declared-routes' },
);
