import { z } from 'zod';

/**
 * Every sentence the server says to a person, by a stable code, in the English the server writes
 * into an error's `message`. The web shows each code in the page's language (a web test fails
 * when a locale lacks one); `{{name}}` marks a parameter sent beside the code.
 */
export const SERVER_MESSAGES = {
  validation_failed: 'The given data was invalid.',
  not_found: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Quote the request id if you contact support.',
  rate_limited: 'Rate limit exceeded, retry in {{seconds}} seconds',
  account_locked:
    'Too many failed sign-ins from here. Try again after {{until}}, sign in on a device you have used before, or reset your password.',
  password_too_short:
    'Use at least {{min}} characters; a few unrelated words make a strong passphrase.',
  password_too_long: 'Use at most {{max}} characters.',
  password_breached: 'This password appears in lists of breached passwords. Choose another.',
  password_personal: 'Do not build the password from your name or email address.',
  password_guessable:
    'This password is easy to guess. Add a few unrelated words, or use a suggested one.',
  current_password_wrong: 'The current password is not right.',
  set_password_link_invalid: 'This link is invalid, used or expired. Ask for a new one.',
  email_taken: 'A user with this email already exists.',
  // The rules a route's schema checks by itself; their English is the schema library's own.
  required: 'Required.',
  invalid: 'Invalid value.',
  min_length: 'Use at least {{min}} characters.',
  max_length: 'Use at most {{max}} characters.',
  min_value: 'Enter {{min}} or more.',
  max_value: 'Enter {{max}} or less.',
  too_many: 'Choose at most {{max}}.',
  invalid_email: 'Enter a valid email address.',
  invalid_date: 'Enter a valid date.',
  choose: 'Choose one of the options.',
  // Things that are not there (or not the caller's to see).
  invoice_not_found: 'No such invoice.',
  timesheet_not_found: 'No such timesheet.',
  agency_not_found: 'No such agency.',
  resident_not_found: 'No such resident.',
  payment_not_found: 'No such payment.',
  invoice_run_not_found: 'No such invoice run.',
  day_program_not_found: 'No such day program.',
  participant_not_found: 'No such participant.',
  user_not_found: 'No such user.',
  token_not_found: 'No such active token.',
  listing_not_found: 'No such listing.',
  review_not_found: 'No such review.',
  care_request_not_found: 'No such care request.',
  photo_not_found: 'No such photo.',
  document_not_found: 'No such document.',
  note_not_found: 'No such note.',
  patient_not_found: 'No such patient.',
  hub_not_found: 'No such hub.',
  cluster_not_found: 'No such cluster.',
  home_not_found: 'No such home.',
  notification_not_found: 'No such notification.',
  checkout_not_found: 'No such checkout.',
  product_not_found: 'No such product.',
  subscription_not_found: 'No such subscription.',
  organisation_not_found: 'No such organisation.',
  visit_exception_not_found: 'No such visit exception.',
  task_not_found: 'No such task.',
  shift_not_found: 'No such shift.',
  assessment_not_found: 'No such assessment.',
  posting_not_found: 'No such posting.',
  mar_entry_not_found: 'No such entry in the medication record.',
  medication_not_found: 'No such medication.',
  contact_not_found: 'No such contact.',
  invitation_not_found: 'No such invitation.',
  referral_not_found: 'No such referral.',
  lead_not_found: 'No such lead.',
  event_not_found: 'No such event.',
  membership_not_found: 'No such membership.',
  care_coordinator_not_found: 'No such care coordinator.',
  payer_not_found: 'No such payer.',
  caregiver_not_found: 'No such caregiver.',
  relationship_not_found: 'There is no relationship with the id {{id}}.',
  listing_unpublished: 'This listing is not in the marketplace (it may have been unpublished).',
  outbox_development_only: 'The outbox is available in development only.',
  tax_rate_not_in_effect: 'No tax rate of this region was in effect on that day.',
  tax_rates_unknown: 'No tax rates are known for this region.',
  translation_file_not_found: 'There is no such translation file.',
  report_not_available:
    'This report is not available yet. Try another report from the list, or come back after the next update.',
  // Sign-in and sessions.
  sign_in_to_continue: 'Sign in to continue.',
  session_expired: 'Your session has expired. Sign in again.',
  sign_in_wrong: 'The email or password is not right.',
  access_token_invalid: 'The access token is invalid, expired or revoked.',
  page_out_of_date: 'This page is out of date or your session has expired. Reload the page.',
  // Refusals: what the caller's role or relation does not allow.
  role_forbidden: 'Your role does not allow this.',
  role_cannot_change_user: 'Your role does not allow changing this user.',
  role_cannot_give_role: 'Your role does not allow giving this role.',
  own_agency_people_only: 'You can add people to your own agency only.',
  channel_refused: 'You may not listen on this channel.',
  owner_approves_timesheets: 'Only the agency owner approves timesheets.',
  owner_changes_billing_settings: 'Only the agency owner can change its billing settings.',
  provider_takes_attendance: "Only the program's provider takes its attendance.",
  review_author_only: 'Only its author may change a review.',
  listing_organisation_replies: 'Only the organisation that runs this listing may reply.',
  review_needs_verified_visit:
    'You can review this listing once its caregivers have completed a visit for someone you care for.',
  note_supervisor_holds: 'Only a supervisor of these notes may put them on hold.',
  note_supervisor_releases: 'Only a supervisor of these notes may release them from hold.',
  note_supervisor_extends: 'Only a supervisor of these notes may extend the time to amend them.',
  note_writers_amend: 'Only those who write notes here may amend this note.',
  document_remover: 'Only the one who attached this document or a supervisor may remove it.',
  note_writer_only: 'You do not write notes for this patient or hub.',
  draft_author_only: 'Only the author changes or signs a draft.',
  draft_author_attaches: 'Only its author attaches documents to a draft.',
  note_logs_readers: "Only the note's author and supervisors read its logs.",
  own_organisation_subscribes: 'You may subscribe only your own organisation.',
  admins_see_retired: 'Only administrators see retired entries.',
  assessment_move_role: 'Your role may not move an assessment from {{from}} to {{to}}.',
  referral_move_referrer: 'The referrer may not move a referral from {{from}} to {{to}}.',
  referral_move_hub: 'The hub may not move a referral from {{from}} to {{to}}.',
  referrer_records_dates:
    'The referring partner records only the hospital dates; the hub records the rest.',
  hub_places_referrals: 'Only the hub places a referred person in a home.',
  hub_runners_plan_events: 'Only those who run this hub plan its events.',
  member_answers_for_self: 'A member answers for themself only.',
  hub_runners_only: 'Only those who run this hub may do this.',
  hub_runners_move: 'Only those who run the hub make this move.',
  member_self_move: 'Only the person themself makes this move.',
  admins_read_threads: 'Administrators read threads; they do not write.',
  admins_change_standing: 'Only administrators change an agency’s standing.',
  role_cannot_see_standing: 'Your role does not allow seeing this agency’s standing.',
  admins_search_standing: 'Only administrators search agencies by standing.',
  no_agency: 'You do not belong to an agency.',
  role_cannot_see_staff: 'Your role does not allow seeing this agency’s people.',
  admins_move_patients: 'Only an administrator can move a patient to another agency.',
  no_organisation_for_hub: 'You run no agency or partner to found a hub for.',
  note_readers_changer: "Only the note's author or a supervisor may change who reads it.",
  care_team_records_doses: "Only the patient's care team and agency staff record doses.",
  staff_prescribe: "Only the patient's agency staff can add, change or discontinue medications.",
  hub_calendar_readers: "Only this hub's members and those who run it see its calendar.",
  hub_event_answerers: "Only this hub's members and those who run it answer for its events.",
  own_agency_profile_only: "You can change your own agency's profile only.",
  own_agency_patients_change: "You can change your own agency's patients only.",
  own_agency_patients: "You can add and change your own agency's patients only.",
  own_agency_caregivers: "You can add and change your own agency's caregivers only.",
  own_agency_caregivers_change: "You can change your own agency's caregivers only.",
  report_not_for_you:
    'This report is not part of your account. Choose another report from the list.',
  // Conflicts: what the record's present state does not allow.
  invoice_has_payments:
    'This invoice has payments recorded. Record a refund of them first, then void it.',
  draft_invoice_not_voided: 'A draft is not issued yet: there is nothing to void.',
  invoice_voided: 'This invoice is already voided.',
  invoice_issued: 'Invoice {{number}} is already issued; an issued invoice never changes.',
  timesheet_approved: 'This timesheet is already approved; revise it instead.',
  timesheet_not_approved: 'Only an approved timesheet is revised; approve it first.',
  timesheet_unverified_visits:
    '{{count}} visits of this period have no verified time yet; resolve them first.',
  invoice_not_disputable: 'Only an issued or partially paid invoice can be disputed.',
  invoice_not_disputed: 'Only a disputed invoice can be resolved.',
  run_too_long: 'A run covers at most {{days}} days.',
  run_ends_in_future: 'A run bills care already given: the period cannot end after today.',
  agency_membership_one: 'Agency users and providers belong to exactly one organisation.',
  caregiver_needs_agency: 'A caregiver works for at least one agency.',
  agency_membership_roles: 'Only agency users, providers and caregivers belong to agencies.',
  partner_membership: 'Partner users, and only they, belong to a partner.',
  role_changes_organisation_kind:
    'This change would move the user to another kind of organisation; invite them anew instead.',
  review_exists_edit: 'You have reviewed this listing already; edit your review.',
  review_exists: 'You have reviewed this listing already.',
  review_reported: 'You have reported this review already.',
  note_on_hold_blocks:
    'This note is on hold: nothing can be done with it until a supervisor releases it.',
  note_not_on_hold: 'This note is not on hold.',
  draft_not_amended: 'A draft is not amended: change it as its author, or sign it first.',
  amend_window_passed: 'The time to amend this note has passed; a supervisor may extend it.',
  addendum_to_note: 'An addendum is added to the note itself, not to another addendum.',
  note_signed:
    'This note is signed; its text no longer changes. Append a note or insert text instead.',
  note_on_hold: 'This note is on hold.',
  live_subscription_exists: 'This organisation has a live subscription already.',
  payment_not_refundable: 'Only a paid card or debit payment, not yet refunded, can be refunded.',
  refund_refused:
    "The payment provider refused this refund. Check the payment in the provider's dashboard.",
  product_retired: 'This product is retired already.',
  subscription_cancelled: 'This subscription is cancelled already.',
  payment_not_unpaid: 'Only an unpaid payment can be recorded or voided.',
  entry_exists: 'This is already in the list; rename or un-retire that entry instead.',
  exception_resolved: 'This exception was already resolved.',
  capture_key_reused: 'This idempotency key was used for another capture.',
  shift_cancelled: 'This shift was cancelled.',
  shift_answered: 'This shift was already answered.',
  check_in_not_open: 'Check-in opens {{minutes}} minutes before the shift starts.',
  shift_ended: 'This shift has ended; ask the agency to record the visit.',
  check_out_before_check_in: 'A check-out cannot come before the check-in.',
  visit_too_long:
    'A visit cannot last over {{hours}} hours; ask the agency to record the check-out.',
  visit_unsigned: 'This visit has no signature.',
  accept_before_check_in: 'Accept the shift before checking in.',
  checked_in: 'You have already checked in to this shift.',
  check_in_before_check_out: 'Check in before checking out.',
  checked_out: 'You have already checked out of this shift.',
  caregiver_booked:
    'The caregiver is already booked on shift {{shiftId}}, from {{startsAt}} to {{endsAt}}.',
  shifts_need_scheduled_assessment:
    'Shifts are planned once the assessment is scheduled (and until it ends).',
  shift_keeps_caregiver: 'A cancelled or started shift keeps its caregiver.',
  posting_closed: 'This posting is no longer open.',
  booking_posted: 'This booking is already posted.',
  offer_answered: 'You have already answered this offer.',
  assessment_move_refused: 'An assessment that is {{from}} cannot become {{to}}.',
  assessment_closed:
    'A completed or cancelled assessment can no longer be changed; book a new one.',
  visit_needs_accepted_caregiver:
    'Only a visit whose caregiver accepted it can be recorded; assign it first.',
  dose_recorded: 'This dose is already recorded. To change what it says, add a correction to it.',
  mar_entry_corrected: 'This entry has been corrected already. Correct the latest entry instead.',
  record_key_reused: 'This idempotency key was used for another record.',
  medication_discontinued: 'This medication is discontinued; add a new one to start it again.',
  contact_follows: 'This contact already follows the patient’s care.',
  care_not_shared: 'The patient no longer shares their care; ask the agency.',
  home_retired: 'This home is retired.',
  home_already_retired: 'This home is already retired.',
  home_occupied: 'Someone holds a place in this home. Move them or end the placement first.',
  referral_move_refused: 'A referral that is {{from}} cannot become {{to}}.',
  referral_closed: 'A closed referral takes no placement; reopen it first.',
  referral_closed_details:
    'A closed referral is kept as it was; the hub reopens it to change its details.',
  referral_on_hold_details:
    'The referring partner edits a referral only while it is open; it is on hold now.',
  lead_move_refused: 'A lead cannot move from {{from}} to {{to}}.',
  host_runs_home: 'This host already runs a host home.',
  host_not_approved: 'Only an approved host becomes a provider.',
  event_cancelled: 'This event is cancelled.',
  membership_changed: 'This membership changed meanwhile; look at it again.',
  membership_move_refused: 'A membership in {{from}} cannot become {{to}}.',
  membership_none_move_refused: 'Without a membership, one cannot become {{to}}.',
  caregiver_stays_with_agency:
    'A caregiver profile stays with its agency. To work for another agency, add a profile there.',
  caregiver_profile_exists: 'This account already has a caregiver profile at this agency.',
  caregiver_move_refused: 'A caregiver who is {{from}} cannot be moved to {{to}}.',
  export_too_large:
    'The filters match {{matching}} rows; an export holds at most {{limit}}. Narrow the filters.',
  home_full: '{{home}} has no vacancy.',
  // A field's own problem, where the web has no key of its own for it.
  choose_caregiver_agency: 'Choose the agency this caregiver works for.',
  choose_offered_entries:
    'Choose entries that are offered; retired or unknown ones are not. ({{ids}})',
  payer_name_taken: 'A payer with this name already exists.',
  photo_too_large: 'A photo may be at most {{megabytes}} MB.',
  document_too_large: 'A document may be at most {{megabytes}} MB.',
  caregiver_account_other_agency:
    "This account is not a caregiver account of the profile's agency.",
  caregiver_email_taken: 'Another caregiver of this agency already has this email.',
  entries_unknown: 'There is no entry with the id {{ids}}.',
  entries_unknown_or_retired: 'There is no entry with the id {{ids}}, or it is retired.',
  care_team_outsiders:
    "Only active caregivers and staff of the patient's agency can be on the care team (not {{ids}}).",
  text_has_nul: 'Text must not contain a NUL character.',
  text_not_unicode: 'Text must be well-formed Unicode.',
  body_required: 'A JSON body is required.',
  nothing_to_change: 'Name at least one field to change.',
  coordinates_together: 'Give both latitude and longitude, or neither.',
  place_needed: 'Say where to search: latitude and longitude, or a city.',
  place_unknown_city: 'No city by this name; check the spelling or pick one from the list.',
  place_unknown_province:
    'No province or state by this name or code; use one like "ON" or "Ontario".',
  place_unknown_country: 'No country by this name or code; use Canada, United States or Spain.',
  survey_options_too_few: 'Give at least two options.',
  survey_options_not_choice: 'Only choices take options.',
  survey_option_values_repeat: 'Option values must differ.',
  bounds_east_of_west: 'The east edge must be east of the west edge.',
  bounds_north_of_south: 'The north edge must be north of the south edge.',
  // A request the server cannot read at all (Fastify's own refusals, before any route).
  request_unreadable: 'The request could not be read.',
  media_type_unsupported: 'This kind of body is not accepted here; send JSON.',
  body_too_large: 'The request is too large.',
  body_length_mismatch: 'The request body is not as long as its Content-Length says.',
  url_unreadable: 'The address could not be read; check its %-encoded characters.',
  url_too_long: 'A part of the address is too long.',
  // Machine callers: a webhook and the Pusher HTTP API.
  webhook_signature_bad: 'The webhook signature did not verify.',
  body_not_json: 'The body is not valid JSON.',
  realtime_app_not_found: 'No such app.',
  event_data_too_large: 'Event data is limited to {{bytes}} bytes.',
  presence_channels_only: 'Only presence channels have users.',
  auth_key_unknown: 'auth_key does not name this app.',
  auth_version_wrong: 'auth_version must be 1.0.',
  auth_timestamp_off: "auth_timestamp must be within {{seconds}} seconds of the server's time.",
  body_md5_mismatch: 'body_md5 does not match the body.',
  signature_invalid: 'Invalid signature.',
} as const;
export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
export const SERVER_MESSAGE_CODES = Object.keys(SERVER_MESSAGES) as ServerMessageCode[];

export function isServerMessageCode(value: unknown): value is ServerMessageCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES, value);
}

export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

/** What a message says, as a code and its parameters; codes are strings on the wire, so a web
 * older than the server meets an unknown one and falls back to the text. */
export const codedMessageSchema = z.object({
  code: z.string(),
  params: messageParamsSchema.optional(),
});
export type CodedMessage = { code: ServerMessageCode; params?: MessageParams };

/** The server's English for a code, its parameters filled in. */
export function serverMessageText(code: ServerMessageCode, params: MessageParams = {}): string {
  return SERVER_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
