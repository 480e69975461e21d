import type { FastifyPluginAsync } from 'fastify';

// Being written (issue 23).
export const labResultRoutes: FastifyPluginAsync = async () => {};
