import { TEXT } from '@leavedesk/contracts';
import { ApiError, BACKEND_ERROR, INTERNET_ERROR, SERVER_ERROR } from '@/api/client';
import { toast } from '@/components/ui/use-toast';

const OUR_CODES = new Set([INTERNET_ERROR, SERVER_ERROR, BACKEND_ERROR]);

/** The server's own sentence when it sent one (an unsupported country, say), else `fallback`. */
export function holidayErrorMessage(error: unknown, fallback: string): string {
  const fromServer = error instanceof ApiError && !OUR_CODES.has(error.code) && error.status !== 403;
  return fromServer && error.message.trim() ? error.message : fallback;
}

/**
 * The 'Error' toast of a failed fetch or import: the server's own sentence when it sent one (an
 * unsupported country, say), else the screen's fixed text ('Failed to fetch holidays').
 */
export function toastHolidayError(error: unknown, fallback: string) {
  // A 401 has already ended the session; the sign-in page says the rest.
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    variant: 'destructive',
    title: TEXT.errorTitle,
    description: holidayErrorMessage(error, fallback),
  });
}
