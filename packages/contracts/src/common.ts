import { z } from 'zod';

/** A positive integer id, as a path segment or a body field. */
export const Id = z.coerce.number().int().positive();
export const IdParam = z.object({ id: Id });

/** `YYYY-MM-DD`, a calendar date. */
export const CalendarDate = z.iso.date();

/**
 * Request fields `start`, `end`, `joinedAt` and `date` accept a calendar date or a full ISO 8601
 * timestamp; the server turns a timestamp into a calendar date in the caller's time zone.
 */
export const DateOrTimestamp = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Expected a date (YYYY-MM-DD) or an ISO 8601 timestamp',
});

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const PageQuery = z.object({
  pageNumber: z.coerce.number().int().min(0).default(0),
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

export const Metadata = z.record(z.string(), z.unknown());

/** Trimmed string helper: leading and trailing blanks never count towards a length rule. */
export const trimmed = () => z.string().trim();
