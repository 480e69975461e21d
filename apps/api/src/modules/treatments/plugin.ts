import type { FastifyPluginAsync } from 'fastify';
import { doctorNoteRoutes } from './doctor-notes/routes';
import { labResultRoutes } from './lab-results/routes';
import { medicationModule } from './medications/plugin';

/** Treatments (spec 02 §7, ADR 022): medications with their dose log and reminders, lab results, doctor notes. */
export const treatmentsModule: FastifyPluginAsync = async (app) => {
  await app.register(medicationModule);
  await app.register(labResultRoutes);
  await app.register(doctorNoteRoutes);
};
