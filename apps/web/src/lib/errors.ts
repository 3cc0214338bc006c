import { TEXT } from '@leavedesk/contracts';

interface ErrorLike {
  status?: number;
  code?: string;
  message?: string;
}

function asErrorLike(error: unknown): ErrorLike | undefined {
  if (error instanceof Error) return error as ErrorLike;
  if (error && typeof error === 'object') return error as ErrorLike;
  if (typeof error === 'string') return { message: error };
  return undefined;
}

/**
 * The sentence a failed call shows in its 'Error' toast (part 1 §8): our own codes first, then a
 * 403 (wrong credentials), then the browser's offline message, then the server's own sentence.
 */
export function errorMessage(error: unknown): string {
  const e = asErrorLike(error);
  if (!e) return TEXT.unknownError;
  switch (e.code) {
    case 'INTERNET_ERROR':
      return TEXT.internetError;
    case 'SERVER_ERROR':
      return TEXT.serverError;
    case 'BACKEND_ERROR':
      return TEXT.backendError;
  }
  if (e.status === 403) return TEXT.wrongCredentials;
  if (e.message === 'Failed to fetch') return TEXT.checkConnection;
  if (typeof e.message === 'string' && e.message.trim() !== '') return e.message;
  return TEXT.unknownError;
}

/**
 * A failure for want of a connection rather than a fault: a call that got no answer, a screen's
 * code that could not be fetched (each browser words that TypeError its own way), or anything
 * while the browser says it is offline.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const e = asErrorLike(error);
  if (e?.code === 'INTERNET_ERROR') return true;
  return (
    error instanceof TypeError &&
    /fetch|dynamically imported module|module script|network|load failed/i.test(error.message)
  );
}
