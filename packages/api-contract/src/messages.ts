/**
 * Every user-facing validation, notice and alert string of the three specs, verbatim.
 * Schemas take their messages from here so the browser form and the server answer with identical text.
 */

// Shared field rules (spec 1 §5, spec 2 §5)
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Invalid Email Format';
// Spec 2 §5 writes the student e-mail format message in lower case; kept as written for the add-student forms.
export const LEARNER_EMAIL_INVALID = 'Invalid email format';
export const MIN_LENGTH_8 = 'Min length 8';
export const MAX_LENGTH_100 = 'Max length 100';
export const MIN_LENGTH_2 = 'Min length 2';
export const MAX_LENGTH_30 = 'Max length 30';
export const MIN_LENGTH_1 = 'Min length 1';
export const ONLY_LETTERS_AND_NUMBERS = 'Can only contain letters and numbers.';

// Sign-up, sign-in and passwords (spec 2 §5)
export const NAME_REQUIRED = 'Name is required';
export const FULL_NAME_REQUIRED = 'Full Name is required';
// Spec 2 §5 writes the account-settings message with a leading space; kept as written.
export const ACCOUNT_NAME_REQUIRED = ' Name is required';
export const NAME_MIN_LENGTH = 'Minimum length must be 2 characters';
export const NAME_MAX_LENGTH = 'Maximum length must be 30 characters';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_MIN_LENGTH = MIN_LENGTH_8;
export const PASSWORD_MAX_LENGTH = 'Max length 128';
export const PASSWORD_CHARACTER_CLASSES = 'Lowercase, uppercase, and numbers';
/**
 * The special characters a new password may use, every password field alike (decision 023): spec 2's two lists joined,
 * !@#$%^&* for a new learner and @$!%*?& for a password change, so a password either list accepts is accepted.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*?';
/** Spec 2's message, listing the one set the rule accepts. */
export const PASSWORD_SPECIAL_CHARACTER = `At least one Special character (${PASSWORD_SPECIAL_CHARACTERS})`;
/** The hint under every new-password field: the same rule in words. */
export const PASSWORD_HINT = `At least 8 characters, with lowercase, uppercase, a number and a special character (${PASSWORD_SPECIAL_CHARACTERS}).`;
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_INVALID = 'Invalid current password.';
export const CONFIRM_PASSWORD_REQUIRED = 'Must confirm password';
// Spec 2 §5 spells it "do no match"; kept as written.
export const PASSWORDS_DO_NOT_MATCH = 'Your passwords do no match';
export const USER_TYPE_INVALID = 'Choose parent or learner';

// Public site (spec 1 §5, §8)
export const FIRST_NAME_REQUIRED = 'First Name is required';
export const LAST_NAME_REQUIRED = 'Last Name is required';
export const MESSAGE_REQUIRED = 'Message is required';
export const MESSAGE_MAX_LENGTH = 'Max length 500';
export const PHONE_MAX_LENGTH = 'Max length 20';
export const PHONE_INVALID = 'Invalid Phone Format';
export const CONTACT_ROLE_INVALID = 'Choose parent, student, teacher or other';
export const NEWSLETTER_SUCCESS = 'Your Email was successfully added';
export const VERIFICATION_EMAIL_SENT = 'Email verification successfully sent!';
export const RESTRICTED_ACCESS_TITLE = 'Restricted access';
export const RESTRICTED_ACCESS_BODY = (productName: string): string =>
  `Please log in to enjoy all the benefits ${productName} has to offer.`;
export const LEAVE_WARNING = 'Your progress will be lost, are you sure you want to leave?';

// Parent area (spec 2 §5)
export const LEARNER_GRADE_REQUIRED = 'No grade selected';
export const GRADE_REQUIRED = 'Grade is required';
export const MAX_LEARNERS_EXCEEDED = 'You can only add maximum 50 students.';
// The spec gives no text for fewer than one learner; this is ours.
export const MIN_LEARNERS_REQUIRED = 'Select at least 1 student.';
export const PROMO_CODE_INVALID_HELPER = 'Invalid Promo Code';
export const IMAGE_TOO_LARGE = 'File size is too large! Please select a file smaller than 100MB';
// Spec 2 §5 has two spaces after the colon; kept as written.
export const PROFILE_IMAGE_FORMAT = 'Accepted file format:  jpeg, png, and gif';

// Parent area notices (spec 2 §8)
export const PROMO_SUCCESS = 'Success - Promo code successfully applied.';
export const PROMO_FAILURE = 'Failure - Promo code is not valid, please enter a new code.';
export const PAYMENT_VALIDATION_FAILED =
  'Payment Validation Failed - There was an error validating the payment. Please re-enter the card information again or, try again later.';
export const PAYMENT_VALIDATION_FAILED_TITLE = 'Payment Validation Failed';
export const PAYMENT_VALIDATION_FAILED_BODY =
  'There was an error validating the payment. Please re-enter the card information again or, try again later.';
export const MEMBERSHIP_ADDED = 'Membership successfully added!';
export const MAX_LEARNERS_ERROR = 'Error - You can only add maximum 50 students.';
export const CARD_REMOVED_TITLE = 'Card removed!';
export const CARD_REMOVED_BODY = 'Your card was successfully removed!';
export const CARD_REMOVE_FAILED_TITLE = 'Error to remove the card.';
export const CARD_UPDATED_TITLE = 'Card updated!';
export const CARD_UPDATED_BODY = 'Your card was successfully updated.';
// Spec 2 §8 spells it "Error to updated"; kept as written.
export const CARD_UPDATE_FAILED_TITLE = 'Error to updated the card.';
export const TRY_AGAIN_LATER = 'Please try again later.';
export const MEMBERSHIP_CANCELED_TITLE = 'Membership canceled';
export const MEMBERSHIP_RESUMED_TITLE = 'Membership resumed';
/** Not in the specs: resuming a paused subscription charges a new period, which needs a card on file. */
export const RESUME_NEEDS_CARD_TITLE = 'Add a card to resume';
export const RESUME_NEEDS_CARD_BODY =
  'Your subscription is paused because a renewal payment did not go through and no card is on file. Add a payment method, then resume premium.';
export const MEMBERSHIP_CHANGED_BODY = 'Membership successfully canceled or resumed.';
export const SERVER_ERROR_TITLE = 'Server error';
export const SERVER_ERROR_BODY =
  'An internal error has occurred, please contact the support or try again later.';
export const ACCOUNT_UPDATED = 'Your account was successfully updated';
export const ACCOUNT_UPDATE_FAILED = 'Error - Account not successfully updated';
export const PROFILE_IMAGE_ADDED = 'Your image was successfully added';
export const SUBSCRIPTION_PAUSED_TITLE = 'Subscription paused';
export const NO_SUBSCRIPTION_MESSAGE = 'No subscription found';
// Billing history's empty state (spec 2 §2: the server's body text is shown); ours, the spec gives none.
export const NO_INVOICES_TITLE = 'No invoices';
export const NO_INVOICES_BODY =
  'There are no invoices yet. Your receipts will appear here after each payment.';

// Membership states (spec 2 §4)
export const MEMBERSHIP_RENEWS_ON = 'Membership renews on';
export const MEMBERSHIP_ENDS_ON = 'Membership ends on';
export const MEMBERSHIP_PAUSED = 'Membership paused';
export const FREE_SUBSCRIPTION_PLAN = 'Free subscription plan.';
export const RESUME_PREMIUM = 'Resume premium';
export const CANCEL_PREMIUM = 'Cancel premium';

// Practice and demo (spec 1 §4, spec 3 §5, §8)
export {
  EMPTY_CHOICE_MESSAGE as SELECT_ONE_ANSWER,
  EMPTY_TYPED_MESSAGE as TYPE_YOUR_ANSWER,
  CORRECT_FEEDBACK as ANSWER_CORRECT,
  WRONG_FEEDBACK as ANSWER_WRONG,
} from '@mathwise/learning-rules';
export const NO_RESULTS_TITLE = 'No results';
export const NO_TROUBLE_SKILLS = 'Great Job! There are no trouble skills. Keep practising.';
export const NO_IMPROVED_SKILLS = 'Looks like there are no improved skills yet. Keep practising.';
export const NO_MASTERED_SKILLS = 'Looks like there are no mastered skills yet. Keep practising.';
export const NO_GOOD_SKILLS = 'Looks like there are no Good skills yet. Keep practising.';
export const NO_ACTIVITIES = 'No activities for the selected topic yet. Keep practising.';
export const SAVING_DIAGNOSTIC_TEST = 'Saving diagnostic test';

// Question bank (spec 3 §5, §8)
export const TITLE_REQUIRED = 'Title is required';
export const TEXT_MAX_500 = 'Must be under 500 characters';
export const ANSWER_REQUIRED = 'Answer is required';
export const POINTS_REQUIRED = 'Points Section is required';
export const DIFFICULT_LEVEL_RANGE = 'Difficult level must be 1 to 5';
export const COURSE_REQUIRED = 'Course is required';
export const SUBJECT_REQUIRED = 'Subject is required';
export const TOPIC_REQUIRED = 'Topic is required';
export const SKILL_REQUIRED = 'Skill is required';
export const TASK_REQUIRED = 'Task is required';
export const QUESTION_IMAGE_FORMAT = 'Accepted file format: png, svg, jpeg, and gif';
export const QUESTION_EDIT_IMAGE_FORMAT = 'Accepted file format: png and jpeg';
export const FILE_SIZE_ERROR_TITLE = 'File Size Error';
export const FILE_FORMAT_ERROR_TITLE = 'File Format Error';
export const QUESTION_UPDATED = 'The Question was successfully updated';
export const QUESTION_ADDED = 'Your Question was successfully added';
export const QUESTION_IMAGE_ADDED = 'Your Image was successfully added';

// Generic validation fallbacks for values the specs give no message for.
export const INVALID_ID = 'Invalid id';
export const INVALID_VALUE = 'Invalid value';
export const INVALID_PLAN = 'Choose the monthly or the yearly plan';
export const CARD_DETAILS_REQUIRED = 'Please re-enter the card information';
export const VALIDATION_ERROR_TITLE = 'Validation error';
