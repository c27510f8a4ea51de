import type { RouteDefinition } from '../route-definition';
import { DepartureIdParams } from '../schemas/package';
import {
  AdminWaitlist,
  AdminWaitlistEntry,
  JoinWaitlistRequest,
  JoinWaitlistResponse,
  WaitlistEntryParams,
  WaitlistEntryView,
  WaitlistTokenRequest,
} from '../schemas/waitlist';

/*
 * The waitlist's calls (decision 053): joining a sold-out departure, the links of its mails, and
 * the operator's view of each departure's line.
 */

/** 'Join the waitlist' on a sold-out departure; the address confirms by a mailed link. */
export const joinWaitlist = {
  method: 'POST',
  path: '/api/waitlist',
  handler: 'join-waitlist',
  access: 'public',
  request: JoinWaitlistRequest,
  response: JoinWaitlistResponse,
} as const satisfies RouteDefinition;

/** A waitlist link's page reads its entry: the departure, the state, the place in line. */
export const openWaitlistEntry = {
  method: 'POST',
  path: '/api/waitlist/entry',
  handler: 'open-waitlist-entry',
  access: 'public',
  request: WaitlistTokenRequest,
  response: WaitlistEntryView,
} as const satisfies RouteDefinition;

/** 'Confirm my place': the entry joins the line (and gets an offer at once if seats are free). */
export const confirmWaitlistEntry = {
  method: 'POST',
  path: '/api/waitlist/confirm',
  handler: 'confirm-waitlist-entry',
  access: 'public',
  request: WaitlistTokenRequest,
  response: WaitlistEntryView,
} as const satisfies RouteDefinition;

/** 'Leave the waitlist': an offer's held seats pass to the next entry. */
export const leaveWaitlist = {
  method: 'POST',
  path: '/api/waitlist/leave',
  handler: 'leave-waitlist',
  access: 'public',
  request: WaitlistTokenRequest,
  response: WaitlistEntryView,
} as const satisfies RouteDefinition;

/** The operator's view of one departure's waitlist. */
export const getDepartureWaitlist = {
  method: 'GET',
  path: '/api/trips/{id}/departures/{departureId}/waitlist',
  handler: 'get-departure-waitlist',
  access: 'admin',
  params: DepartureIdParams,
  response: AdminWaitlist,
} as const satisfies RouteDefinition;

/** The operator removes an entry; seats it was offered pass to the next entry. */
export const removeWaitlistEntry = {
  method: 'DELETE',
  path: '/api/trips/{id}/departures/{departureId}/waitlist/{entryId}',
  handler: 'remove-waitlist-entry',
  access: 'admin',
  params: WaitlistEntryParams,
  response: AdminWaitlistEntry,
} as const satisfies RouteDefinition;

/** The operator offers an entry seats by hand, from the seats on sale, out of turn. */
export const offerWaitlistSeats = {
  method: 'POST',
  path: '/api/trips/{id}/departures/{departureId}/waitlist/{entryId}/offer',
  handler: 'offer-waitlist-seats',
  access: 'admin',
  params: WaitlistEntryParams,
  response: AdminWaitlistEntry,
} as const satisfies RouteDefinition;
