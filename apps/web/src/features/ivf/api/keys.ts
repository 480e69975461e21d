/** Query keys of IVF prediction: a new estimate invalidates `ivfKeys.predictions()` (her history). */
export const ivfKeys = {
  all: ['ivf'] as const,
  predictions: () => ['ivf', 'predictions'] as const,
  list: (patientId?: number) => ['ivf', 'predictions', 'list', patientId ?? 'mine'] as const,
  detail: (id: number) => ['ivf', 'predictions', 'detail', id] as const,
  model: () => ['ivf', 'model'] as const,
  patients: () => ['ivf', 'patients'] as const,
};
