/** Query keys of embryo analysis: anything that changes an analysis invalidates `embryoKeys.analyses()`. */
export const embryoKeys = {
  all: ['embryo'] as const,
  analyses: () => ['embryo', 'analyses'] as const,
  lists: () => ['embryo', 'analyses', 'list'] as const,
  list: (patientId?: number) => ['embryo', 'analyses', 'list', patientId ?? 'all'] as const,
  detail: (id: number) => ['embryo', 'analyses', 'detail', id] as const,
  image: (imageId: number) => ['embryo', 'image', imageId] as const,
  patients: () => ['embryo', 'patients'] as const,
};
