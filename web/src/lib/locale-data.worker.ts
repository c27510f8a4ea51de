/**
 * Makes one date and one money formatter, then ends. The first `Intl` formatter a page makes loads
 * the browser's locale data: 80–140 ms at 4× CPU, one task that cannot be cut (decision 063).
 * That data is cached for the whole renderer process, so loaded here, on a thread of its own, the
 * page's first formatter is made at once (decision 070).
 */
import { AGENCY_TIME_ZONE } from '@sunward/shared/rules/agency-calendar';

new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long' }).format(0);
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
close();
