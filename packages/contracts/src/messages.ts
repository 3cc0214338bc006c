import {
  HOLIDAY_DESCRIPTION_MAX,
  LEAVE_TYPE_NAME_MAX,
  ORGANIZATION_NAME_MAX,
  PERSON_NAME_MAX,
  POLICY_NAME_MAX,
  TEAM_NAME_MAX,
} from './limits';

/**
 * Every text the spec gives, written once. Client forms, server validation and tests all read
 * them from here so a wording change happens in one place.
 */
export const MSG = {
  // Sign-up / sign-in (part 1 §5)
  emailInvalid: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  organizationNameMin: 'Organization name must be at least 2 characters',
  organizationNameMax: `Organization name must be at most ${ORGANIZATION_NAME_MAX} characters`,
  firstNameMax: `First name must be at most ${PERSON_NAME_MAX} characters`,
  lastNameMax: `Last name must be at most ${PERSON_NAME_MAX} characters`,
  countryRequired: 'Please select your country',

  // Leave policies and types (part 1 §5)
  policyNameMin: 'Leave policy name must be over 2 characters',
  policyNameMax: `Leave policy name must be under ${POLICY_NAME_MAX} characters`,
  policyNameEmpty: 'Policy name cannot be empty',
  leaveTypeNameMin: 'Leave type name must be over 2 characters',
  leaveTypeNameMax: `Leave type name must be under ${LEAVE_TYPE_NAME_MAX} characters`,
  cycleRequired: 'Cycle is required',
  amountPositive: 'Amount must be greater than 0',
  activatedTypeRequired: 'Leave type is required.',
  activatedAmountMin: 'Amount must be at least 1.',
  leaveTypeRequired: 'Please select a valid leave type.',
  leaveSymbolEmoji: 'Symbol must be an emoji',
  leaveTypeAmountWhole: 'Amount must be a whole number',
  activatedTypeDuplicate: 'A leave type can be added to a policy only once.',

  // Organization and teams (part 2 §5)
  orgNameMin: 'Organization name must be at least 2 characters',
  orgNameMax: `Organization name must be under ${ORGANIZATION_NAME_MAX} characters`,
  orgCountryRequired: 'Country is required',
  weekFirstDayRequired: 'Week starting day is required',
  workingDaysRequired: 'At least one working day is required',
  teamNameMin: 'Team Name must be over 2 characters',
  teamNameMax: `Team Name must be under ${TEAM_NAME_MAX} characters`,
  teamNameDuplicate: 'A team with this name already exists.',

  // Holidays (part 2 §5)
  holidayCountryRequired: 'A country selection is required to fetch holidays.',
  holidaySelectTitle: 'No holidays selected',
  holidaySelectDescription: 'Please select at least one holiday to import.',
  // Holidays: server-side validation (not in the spec's texts)
  holidayCountryCode: 'Country must be a two-letter country code, e.g. DE.',
  holidayCountryUnknown: 'Unknown country code.',
  holidayYearNumber: 'Year must be a whole number.',
  holidayYearRange: 'Year must be between 1900 and 2200.',
  holidayDescriptionMax: `Holiday description must be at most ${HOLIDAY_DESCRIPTION_MAX} characters.`,
  holidayBatchMax: 'At most 1000 holidays can be imported at once.',

  // Create / update employee (part 2 §5)
  userFirstNameMin: 'First Name must be over 2 characters',
  userFirstNameMax: `First Name must be under ${PERSON_NAME_MAX} characters`,
  userLastNameMin: 'Last Name must be over 2 characters',
  userLastNameMax: `Last Name must be under ${PERSON_NAME_MAX} characters`,
  userEmailInvalid: 'Email format is not correct',
  userPasswordMin: 'Password must be over 8 characters',
  phoneMin: 'Phone number must be at least 10 digits',
  userCountryRequired: 'Country is required',
  teamRequired: 'team selection is required',
  policyRequired: 'Leave policy selection is required',
  roleRequired: 'Role is required',
  startDateRequired: 'Start Date is required',
  updateFirstNameRequired: 'First Name is required',
  updateLastNameRequired: 'Last Name is required',
  updateEmailInvalid: 'Invalid email address',
  updateTeamRequired: 'Team selection is required',
  updatePolicyRequired: 'Leave Policy selection is required',

  // Profile (part 2 §5)
  profileFirstNameMin: 'First Name must be at least 2 characters.',
  profileFirstNameMax: `First Name must be under ${PERSON_NAME_MAX} characters.`,
  profileLastNameMin: 'Last Name must be at least 2 characters.',
  profileLastNameMax: `Last Name must be under ${PERSON_NAME_MAX} characters.`,

  // Change password (part 2 §5)
  currentPasswordMin: 'Current Password is must be over 8 characters, please try again',
  newPasswordMin: 'Password must be at least 8 characters.',
  passwordsMismatch: 'Passwords do not match.',

  required: 'Required',
} as const;

/**
 * The bounds every request field obeys (docs/decisions/0012-input-bounds.md): not texts of the
 * spec, which is silent here. A field's `details` entry carries the sentence as is; the answer's
 * `message` puts the field's name first ("Team id: …").
 */
export const INPUT_MSG = {
  idInvalid: 'Must be a whole number from 1 to 2147483647.',
  idTooLarge: 'Must be at most 2147483647: no record has a larger id.',
  textControl:
    'Must be plain text on one line: control characters such as NUL or line breaks are not allowed.',
  multilineControl:
    'Must be plain text: control characters such as NUL are not allowed (line breaks and tabs are).',
  passwordControl: 'Must not contain control characters such as NUL.',
  dateRange: 'Must be a date from 1900-01-01 to 2200-12-31.',
  monthInvalid: 'Must be a month written YYYY-MM, from 1900-01 to 2200-12.',
  metadataDepth: 'Metadata can nest at most 5 levels deep.',
  metadataSize: 'Metadata can take at most 4 KB as JSON.',
} as const;

/** Toast and fixed texts of part 1 §8 and part 2 §8. */
export const TEXT = {
  errorTitle: 'Error',
  internetError: 'Internet connection error. Please check your network.',
  serverError: 'Server error. Please try again later.',
  backendError: 'Backend error. Please contact support.',
  wrongCredentials: 'Username or password is incorrect.',
  checkConnection: 'Check your connection',
  unknownError: 'An unknown error occurred.',
  // The server's 401 sentence (server-rules §2); sign-in repeats it after a session ends by itself.
  sessionExpired: 'Your session has expired. Please sign in again.',
  failedDuration: 'Failed to fetch duration.',
  failedUserLeaves: 'Failed to fetch user leaves.',
  passwordResetTitle: 'Success',
  passwordResetDescription: 'A new password has been sent to your email.',
  policyCreated: 'leave policy created successfully!',
  policyRemoved: 'leave policy removed successfully!',
  policyUpdated: 'Leave policy updated successfully',
  typeCreated: 'Leave type created successfully!',
  typeUpdated: 'Leave type updated successfully!',
  typeRemoved: 'Leave type removed successfully!',
  failedEmployeeDetails: 'Failed to fetch employee details.',
  failedTeamsOrPolicies: 'Failed to fetch teams or leave policies.',
  failedRefreshTeams: 'Failed to refresh team list',
  failedFetchHolidays: 'Failed to fetch holidays',
  failedImportHolidays: 'Failed to import holidays',
  teamCreated: 'Team created successfully!',
  teamRemoved: 'team removed successfully!',
  teamUpdated: 'Team updated successfully!',
  organizationUpdated: 'organization updated successfully!',
  holidaysImported: 'Holidays have been imported successfully.',
  employeeRemoved: 'Employee removed successfully!',
  employeeCreated: 'Employee created successfully!',
  employeeUpdated: 'Employee updated successfully!',
  noEmployeesFound: 'No employees found.',
  searchUsersPlaceholder: 'Search by name, email...',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'ProfilePage updated successfully!',
  profilePictureUpdated: 'ProfilePage picture updated successfully!',
} as const;

/** Sign-in form texts of ours (the spec's toast for a 403 stays `TEXT.wrongCredentials`). */
export const SIGN_IN_TEXT = {
  /** Shown in the form on a wrong e-mail or password: people sign in with an e-mail, not a username. */
  wrongCredentials: 'The e-mail or password is incorrect.',
} as const;

export function requestReviewedToast(status: string): string {
  return `Request ${status.toLowerCase()} successfully.`;
}

/** Official holidays screens (part 2 §2 and §5): fixed texts besides the MSG and TEXT ones. */
export const HOLIDAY_TEXT = {
  countryRequiredTitle: 'Please select a country',
  readyToFetch: 'Ready to fetch holidays',
  noneFound: 'No holidays found',
  // Browse page: the empty text points to Import (part 2 §2); removal is ours, the spec is silent.
  noneStored: 'No official holidays yet',
  noneStoredAdmin: 'Click Import to add the public holidays of a country.',
  noneStoredEmployee: 'An organization admin has not added any official holidays yet.',
  removed: 'Holiday removed successfully!',
} as const;

/** '{n} of {m} holidays selected' (part 2 §2). */
export function holidaysSelectedText(selected: number, total: number): string {
  return `${selected} of ${total} holidays selected`;
}

/** The planner's refusal of a year outside the ones it plans (issue 29). */
export function planYearRangeMessage(min: number, max: number): string {
  return `You can plan the years ${min} to ${max}.`;
}

/** Leave requests: the server's refusals (server-rules §4), shown by the client as they are. */
export const LEAVE_MSG = {
  endBeforeStart: 'The end date cannot be before the start date.',
  startInPast: 'The start date cannot be in the past.',
  spanTooLong: 'A leave cannot span more than 366 days.',
  noWorkingDays: 'The selected dates contain no working days.',
  typeNotInPolicy: 'This leave type is not available in your leave policy.',
  overlap: 'You already have a leave in this period.',
  ownLeaveReview: 'You cannot review your own leave request.',
  // Approval steps (issue 28)
  rejectionReasonRequired: 'Please give a reason for rejecting this request.',
  notYourStep: 'You do not decide this step of the request.',
  // Substitutes (issue 28)
  substituteSelf: 'You cannot be your own substitute: choose someone else, or nobody.',
  substituteInactive: 'Only active people can be a substitute.',
  calendarRangeTooLong: 'The calendar range cannot exceed 100 days.',
  calendarRangeReversed: 'The end date cannot be before the start date.',
  // Half days (issue 13)
  // The planner (issue 29)
  planYearNumber: 'Year must be a whole number.',
  // Hours (issue 29)
  timeFormat: 'Times must be written HH:mm on a quarter hour, e.g. 09:00 or 13:45.',
  timesBoth: 'Give both a start time and an end time, or neither.',
  timesOrder: 'The end time must be after the start time.',
  timesOneDay: 'Times can be given for a leave of one day only.',
  timesHalfDay: 'A leave by the hour is not also a half day: give the times, or a morning or an afternoon.',
  timesHoursOnly: 'Times can be given only for leave types counted in hours.',
  noHoursThatDay: 'You have no scheduled hours on this day.',
  oneDayBothHalves:
    'A one-day leave is either a morning or an afternoon, not both: choose one, or the whole day.',
  // Cancelling (issue 13)
  cancelReasonRequired: 'Please give a reason for cancelling this leave.',
  cancelAlreadyStarted: 'This leave has already started: only an admin can cancel it now.',
} as const;

/** Carry-over settings of an activated type (issue 13): the policy editor's and the server's sentences. */
export const CARRY_OVER_MSG = {
  limitRange: 'Carry-over limit must be a whole number of days from 0 to 366.',
  expiryRange: 'Carried-over days must expire after 1 to 12 months, or never.',
  yearlyOnly: 'Carry-over applies to yearly (Per Year) leave types only.',
} as const;

/** Monthly accrual and borrowing of an activated type (issue 29): the policy editor's and the server's sentences. */
export const ACCRUAL_MSG = {
  accrualValue: 'Accrual must be UPFRONT or MONTHLY.',
  yearlyOnly: 'Monthly accrual applies to yearly (Per Year) leave types only.',
  borrowRange: 'The days one may borrow must be from 0 to 366, in steps of half a day.',
  borrowMonthlyOnly:
    'Borrowing applies to leave earned monthly only: choose Monthly accrual, or borrow 0 days.',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A `YYYY-MM-DD` date as people read it on screen (decision 0032): '1 Mar 2027'. */
export function dayMonthYear(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** '1 day', '0.5 days', '3.5 days'; in hours (issue 29) '1 hour', '7.5 hours'. */
function dayCount(n: number, unit: 'DAYS' | 'HOURS' = 'DAYS'): string {
  if (unit === 'HOURS') return n === 1 ? '1 hour' : `${n} hours`;
  return n === 1 ? '1 day' : `${n} days`;
}

/**
 * A request that takes more, by the end of a month, than will have been earned by that month's
 * first day plus what may be borrowed (issue 29). `earnedBy` is that first day (or the joining
 * day), `takenBy` the month's last day; `carried` is what was carried over and is still usable then,
 * `adjusted` the period's adjustments; `taken` is everything taken or asked for in the period up to
 * `takenBy`, this request included.
 */
export function accrualShortfallMessage(a: {
  earned: number;
  earnedBy: string;
  borrow: number;
  carried: number;
  adjusted: number;
  taken: number;
  takenBy: string;
  /** Issue 29: the type's unit (absent: DAYS). */
  unit?: 'DAYS' | 'HOURS';
}): string {
  const count = (n: number) => dayCount(n, a.unit);
  const extras = [
    a.carried !== 0 ? `${count(a.carried)} carried over` : null,
    a.adjusted !== 0 ? `${count(a.adjusted)} adjusted` : null,
  ].filter((x): x is string => x !== null);
  const withWhat = [...extras, `${count(a.borrow)} you may borrow`];
  const list =
    withWhat.length === 1
      ? withWhat[0]
      : `${withWhat.slice(0, -1).join(', ')} and ${withWhat[withWhat.length - 1]}`;
  return (
    `Only ${count(a.earned)} will have been earned by ${dayMonthYear(a.earnedBy)}, with ${list}: ` +
    `this request would bring what you take by ${dayMonthYear(a.takenBy)} to ${count(a.taken)}.`
  );
}

/**
 * Leave in hours (issue 29): the policy's and the adjustments' sentences for an HOURS type (a DAYS
 * type keeps the sentences of CARRY_OVER_MSG, ACCRUAL_MSG and ADJUSTMENT_MSG).
 */
export const UNIT_MSG = {
  amountDays: 'Amount must be a whole number of days from 1 to 366.',
  amountHours: 'Amount must be a whole number of hours from 1 to 8784.',
  carryOverHours: 'Carry-over limit must be a whole number of hours from 0 to 8784.',
  borrowHours: 'The hours one may borrow must be from 0 to 8784, in quarter hours.',
  prorateBoolean: 'Part-time proration must be true or false.',
  adjustmentStepHours: 'The amount must be in quarter hours, e.g. 7.5 or -2.25.',
  adjustmentRangeHours: 'The amount must be between -8784 and 8784 hours.',
} as const;

/** Balance adjustments (issue 13): refusals of POST /leaves/{userId}/adjustments. */
export const ADJUSTMENT_MSG = {
  amountRequired: 'The amount must be a number of days, e.g. 1.5 or -2.',
  amountStep: 'The amount must be in steps of half a day, e.g. 1.5 or -2.',
  amountZero: 'The amount cannot be 0.',
  amountRange: 'The amount must be between -366 and 366 days.',
  noteRequired: 'Please write a note saying why.',
  noteMax: 'The note must be at most 500 characters.',
  typeNotInPolicy: "This leave type is not in this person's leave policy.",
  unlimitedType: 'This leave type is unlimited: there is no balance to adjust.',
  ownBalance: 'You cannot adjust your own balance.',
} as const;

export function notEnoughBalanceMessage(
  remaining: number,
  typeName: string,
  unit: 'DAYS' | 'HOURS' = 'DAYS',
): string {
  return `Not enough balance: ${remaining} ${unit === 'HOURS' ? 'hour(s)' : 'day(s)'} left of ${typeName}.`;
}

/** A one-day request by the hour asking more hours than the day is scheduled for (issue 29). */
export function moreHoursThanScheduledMessage(scheduled: number): string {
  return `You are scheduled for ${scheduled} ${scheduled === 1 ? 'hour' : 'hours'} on this day: ask for at most that.`;
}

/** 'This request was already accepted.' (also '… rejected.', '… cancelled.'). */
export function alreadyReviewedMessage(status: string): string {
  return `This request was already ${status.toLowerCase()}.`;
}

/** A decision at an approval step someone else decided first (issue 28). */
export function alreadyDecidedAtStepMessage(status: string, by: string): string {
  return `This request was already ${status.toLowerCase()} at this step by ${by}.`;
}

/** A decision at a later approval step than the one the request waits at (issue 28). */
export function waitsForStepMessage(step: number, steps: number): string {
  return `This request is still waiting for step ${step} of ${steps}; yours comes later.`;
}

/** A number of days in the spec's words: '1 Day' for exactly 1, '{n} Days' otherwise ('0.5 Days', '2.5 Days'). */
export function daysText(days: number): string {
  return days === 1 ? '1 Day' : `${days} Days`;
}

/**
 * An amount in its unit (issue 29), as every screen shows it: DAYS in the spec's words ('1 Day',
 * '2.5 Days'), HOURS as '7.5 h' (quarter hours: '7.25 h').
 */
export function amountText(amount: number, unit: 'DAYS' | 'HOURS'): string {
  return unit === 'HOURS' ? `${amount} h` : daysText(amount);
}

/** Leave screens' fixed texts (part 1 Home, Create leave, Request submitted, Leaves review). */
/** The planner's page, /leaves/plan (issue 29). */
export const PLAN_TEXT = {
  title: 'Plan your year',
  description: 'Where a few days of leave give you the most days off in a row, around holidays and weekends.',
  homeLink: 'Plan your year',
  year: 'Year',
  type: 'Leave type',
  request: 'Request these days',
  empty: 'No suggestions for this year',
  emptyDescription:
    'Nothing fits what you can still take of this leave type, around your holidays, weekends and existing leaves.',
  noTypes: 'No leave type is available to you: ask an administrator to assign you a leave policy.',
  failed: 'The suggestions could not be loaded.',
} as const;

/** '2 days of leave → 9 days off'; for an HOURS type '7.5 h of leave → 4 days off' (issue 29). */
export function planSuggestionText(
  leaveAmount: number,
  daysOff: number,
  unit: 'DAYS' | 'HOURS' = 'DAYS',
): string {
  const leave =
    unit === 'HOURS' ? amountText(leaveAmount, unit) : leaveAmount === 1 ? '1 day' : `${leaveAmount} days`;
  return `${leave} of leave → ${daysOff} days off`;
}

export const LEAVE_TEXT = {
  balanceTitle: 'Leave Balance',
  balanceDescription:
    'An overview of your balance by leave type: total allocation, used days and remaining days.',
  myLeavesTitle: 'My Leaves',
  myLeavesDescription: 'A detailed list of your leave requests',
  myLeavesEmpty: 'There is no pending request',
  requestLeave: 'Request Leave',
  createTitle: 'Create Leave',
  submittedTitle: 'Request Submitted',
  submittedText: 'Your leave request has been created and is pending approval.',
  autoAcceptedText: 'Your leave request has been created and accepted: it needs no approval.',
  returnHome: 'Return to Home',
  reviewEmpty: 'No pending requests found.',
  allTeams: 'All Teams',
  processing: 'Processing...',
  withdrawTitle: 'Withdraw request',
  withdrawn: 'Request withdrawn successfully.',
  cancelTitle: 'Cancel leave',
  cancelled: 'Leave cancelled successfully.',
  adjustmentAdded: 'Balance adjusted successfully.',
} as const;

/** '1 Conflicting Leave', 'N Conflicting Leaves' (part 1 §2), and 'No Conflicting Leaves'. */
export function conflictingLeavesTitle(count: number): string {
  if (count === 0) return 'No Conflicting Leaves';
  return count === 1 ? '1 Conflicting Leave' : `${count} Conflicting Leaves`;
}

/** Work schedules (issue 29): refusals of PUT /users/{id}/schedule and of `metadata.hoursPerDay`. */
export const SCHEDULE_MSG = {
  entriesMax: 'A work schedule keeps at most 100 entries.',
  effectiveFrom: 'Each entry needs the date it applies from (YYYY-MM-DD).',
  duplicateDate: 'Two entries cannot apply from the same date.',
  hoursShape: 'Hours must give each weekday, MONDAY to SUNDAY, and nothing else.',
  hoursPerDay: 'Hours per day must be from 0.25 to 24, in quarter hours (e.g. 7.5).',
  ownSchedule: 'You cannot change your own work schedule.',
} as const;

/** "Hours on Monday must be a number from 0 to 24." */
export function scheduleHoursRangeMessage(weekday: string): string {
  return `Hours on ${weekday.charAt(0)}${weekday.slice(1).toLowerCase()} must be a number from 0 to 24.`;
}

/** "Hours on Monday must be in quarter hours, e.g. 7.25 or 7.5." */
export function scheduleHoursStepMessage(weekday: string): string {
  return `Hours on ${weekday.charAt(0)}${weekday.slice(1).toLowerCase()} must be in quarter hours, e.g. 7.25 or 7.5.`;
}
