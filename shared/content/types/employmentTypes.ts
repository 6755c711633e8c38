/**
 * schema.org employment types the content uses: a job opening's field (jobOpening.ts) and the open
 * positions' filter, which runs in the browser. Apart from the content type's module, so that the
 * filter's island does not bundle the model's block with it.
 */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
