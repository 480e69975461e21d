export const integrationKeys = {
  all: ['integrations'] as const,
  zoomStatus: () => [...integrationKeys.all, 'zoom', 'status'] as const,
};
