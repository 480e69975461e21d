import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';

export async function seedDemoAccounts(_deps: AppDeps, _log: FastifyBaseLogger): Promise<void> {}
