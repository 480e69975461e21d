export const readingTime = (minutes: number): string => `${minutes} min read`;
