import { z } from 'zod';

/** `YYYY-MM-DD`, a calendar date in an answer (requests send `DateInput` or `DateOrTimestamp`). */
export const CalendarDate = z.iso.date();

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Far past any list's end; a page number above it is a 400, not a query for an absurd offset. */
export const PAGE_NUMBER_MAX = 1_000_000;

export const PageQuery = z.object({
  pageNumber: z.coerce.number().int().min(0).max(PAGE_NUMBER_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    contents: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalContents: z.number().int(),
  });
}
export interface Paged<T> {
  contents: T[];
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalContents: number;
}

export const ErrorDetail = z.object({ field: z.string(), message: z.string() });
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.array(ErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `metadata` in an answer (requests send `MetadataInput`). */
export const Metadata = z.record(z.string(), z.unknown());
