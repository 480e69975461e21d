const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp of the API as the reader's local date and time. */
export const formatDateTime = (iso: string) => FORMAT.format(new Date(iso));
