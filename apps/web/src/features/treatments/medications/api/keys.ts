/**
 * Query keys of medications, per patient ('mine' for the signed-in patient): a change invalidates
 * `medicationKeys.all`, so the list, today's doses and adherence all follow it.
 */
export const medicationKeys = {
  all: ['treatments', 'medications'] as const,
  list: (patientId: number | null) => ['treatments', 'medications', 'list', patientId ?? 'mine'] as const,
  today: (patientId: number | null) => ['treatments', 'medications', 'today', patientId ?? 'mine'] as const,
  adherence: (patientId: number | null) =>
    ['treatments', 'medications', 'adherence', patientId ?? 'mine'] as const,
};
