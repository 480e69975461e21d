type Page<T> = { items: T[]; total: number };

/**
 * Every item of a paged list, page by page until the total is reached: the treatment tabs show and export a
 * patient's whole record (tens of items, not thousands), so each reads it all.
 */
export async function allPages<T>(
  pageSize: number,
  fetchPage: (skip: number) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const page = await fetchPage(skip);
    items.push(...page.items);
    if (page.items.length < pageSize || items.length >= page.total) return items;
  }
}

/** The query of a list call: one page, and the patient when a professional reads hers. */
export const pageQuery = (patientId: number | null, skip: number, limit: number) => ({
  skip,
  limit,
  ...(patientId === null ? {} : { patient_id: patientId }),
});
