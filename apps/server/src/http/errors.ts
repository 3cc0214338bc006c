import {
  ADJUSTMENT_MSG,
  DECIDE_LINK_MSG,
  type ErrorBody,
  LEAVE_MSG,
  OVERTIME_MSG,
  TEXT,
} from '@leavedesk/contracts';

/**
 * The error catalogue: every error the API answers with is listed here once, with its HTTP status
 * and the sentence a person reads. Use cases throw `appError('CODE', …)`; the error handler turns
 * it into `{statusCode, error, message, code, details?}`.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  INVALID_MULTIPART: {
    status: 400,
    message: 'The upload is incomplete or is not valid multipart/form-data. Please send it again.',
  },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Current password is incorrect.' },
  UNKNOWN_COUNTRY: { status: 400, message: 'Unknown or unsupported country code.' },
  UNAUTHENTICATED: { status: 401, message: TEXT.sessionExpired },
  WRONG_CREDENTIALS: { status: 403, message: 'Username or password is incorrect.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'This API route does not exist.' },
  EMAIL_TAKEN: { status: 409, message: 'Email is already registered.' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state.' },
  LAST_ADMIN: {
    status: 409,
    message: 'The organization must keep at least one active organization admin.',
  },
  TEAM_NAME_TAKEN: { status: 409, message: 'A team with this name already exists.' },
  TEAM_HAS_MEMBERS: { status: 409, message: "Move or remove the team's members first." },
  CANNOT_DELETE_SELF: { status: 403, message: 'You cannot delete your own account.' },
  LEAVE_TYPE_NAME_TAKEN: { status: 409, message: 'A leave type with this name already exists.' },
  LEAVE_TYPE_ARCHIVED: { status: 409, message: 'This leave type is archived and can no longer be changed.' },
  POLICY_IN_USE: { status: 409, message: 'This policy is still assigned to users.' },
  DEFAULT_POLICY_REQUIRED: {
    status: 409,
    message: 'The organization needs a default policy: make another policy the default first.',
  },
  LEAVE_OVERLAP: { status: 409, message: LEAVE_MSG.overlap },
  LEAVE_ALREADY_REVIEWED: { status: 409, message: 'This request was already reviewed.' },
  LEAVE_ALREADY_STARTED: { status: 409, message: LEAVE_MSG.cancelAlreadyStarted },
  LEAVE_NO_WORKING_DAYS: { status: 422, message: LEAVE_MSG.noWorkingDays },
  LEAVE_TYPE_NOT_IN_POLICY: { status: 422, message: LEAVE_MSG.typeNotInPolicy },
  NOT_ENOUGH_BALANCE: { status: 422, message: 'Not enough balance.' },
  OWN_LEAVE_REVIEW: { status: 403, message: LEAVE_MSG.ownLeaveReview },
  LEAVE_STEP_NOT_REACHED: { status: 409, message: 'This request is still waiting for an earlier step.' },
  // Decide links of the reviewers' e-mail (decision 0035).
  DECIDE_LINK_INVALID: { status: 404, message: DECIDE_LINK_MSG.invalid },
  DECIDE_LINK_EXPIRED: { status: 410, message: DECIDE_LINK_MSG.expired },
  DECIDE_LINK_NOT_ALLOWED: { status: 403, message: DECIDE_LINK_MSG.notAllowed },
  OWN_BALANCE_ADJUSTMENT: { status: 403, message: ADJUSTMENT_MSG.ownBalance },
  ADJUSTMENT_TYPE_NOT_IN_POLICY: { status: 422, message: ADJUSTMENT_MSG.typeNotInPolicy },
  ADJUSTMENT_TYPE_UNLIMITED: { status: 422, message: ADJUSTMENT_MSG.unlimitedType },
  // Time off in lieu (decision 0040).
  ADJUSTMENT_TYPE_TOIL: { status: 422, message: OVERTIME_MSG.adjustToil },
  LEAVE_TYPE_KIND_IN_USE: { status: 409, message: OVERTIME_MSG.kindInUse },
  OVERTIME_TYPE_NOT_TOIL: { status: 422, message: OVERTIME_MSG.typeNotToil },
  OWN_OVERTIME_REVIEW: { status: 403, message: OVERTIME_MSG.ownReview },
  OVERTIME_ALREADY_DECIDED: { status: 409, message: 'This overtime entry was already decided.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  URL_TOO_LONG: { status: 414, message: 'A part of this address is too long.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not supported.' },
  BUSINESS_RULE: { status: 422, message: 'This breaks a business rule.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again in a minute.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again later.' },
  UPSTREAM_FAILED: { status: 502, message: 'An upstream service failed.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The database cannot be reached right now. Please try again in a moment.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorDetail {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details?: ErrorDetail[];

  constructor(code: ErrorCode, message?: string, details?: ErrorDetail[]) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.details = details;
  }
}

/** Throwable error from the catalogue, optionally with a more specific sentence. */
export function appError(code: ErrorCode, message?: string, details?: ErrorDetail[]): AppError {
  return new AppError(code, message, details);
}

/** A missing record, or one of another organization: the same answer, never a hint. */
export function notFound(what = 'Record'): AppError {
  return new AppError('NOT_FOUND', `${what} not found.`);
}

export function forbidden(message?: string): AppError {
  return new AppError('FORBIDDEN', message);
}

export function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

export function badRequest(message: string, field?: string): AppError {
  return new AppError('BAD_REQUEST', message, field ? [{ field, message }] : undefined);
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The one shape of every non-2xx answer (api.md): `{statusCode, error, message, code, details?}`. */
export function errorBody(status: number, code: string, message: string, details?: ErrorDetail[]): ErrorBody {
  return {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message,
    code,
    ...(details && details.length > 0 ? { details } : {}),
  };
}
