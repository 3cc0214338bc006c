/**
 * The longest value each name-like field takes, written once: every form and every route reads its
 * limit from here, so a value one form accepts is never refused by another (issue 27: a person who
 * signed up with a 30-character name could not save their profile). Each is the largest limit any
 * form had before, so no stored value becomes one its own form refuses. The screens are built to
 * show each at its maximum without scrolling sideways (e2e/long-names.e2e.ts fills every one).
 */
/** A person's first name, and their last name: sign-up, Create/Update Employee, Profile. */
export const PERSON_NAME_MAX = 50;
/** A team's name: Create Team, the rename dialog. */
export const TEAM_NAME_MAX = 50;
/** The organization's name: sign-up and Organization Settings. */
export const ORGANIZATION_NAME_MAX = 100;
/** A leave type's name. */
export const LEAVE_TYPE_NAME_MAX = 50;
/** A leave policy's name. */
export const POLICY_NAME_MAX = 50;
/** An official holiday's description. */
export const HOLIDAY_DESCRIPTION_MAX = 200;
/** The reason given with a leave request (several lines). */
export const LEAVE_REASON_MAX = 1000;
/** The reason a reviewer gives with a decision (issue 28), shown to the requester. */
export const REVIEW_REASON_MAX = 500;
/** How many approval steps a team may have. */
export const APPROVAL_STEPS_MAX = 3;
/** A notification trigger's name. */
export const TRIGGER_NAME_MAX = 100;
/** A phone number as written (spaces, a leading +). */
export const PHONE_MAX = 30;
