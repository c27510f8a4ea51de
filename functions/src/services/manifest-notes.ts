import type { ManifestEntry } from '@sunward/shared/schemas/catalogue-admin';
import { listNotes } from '../store/booking-records-repository';

/** How many bookings' notes are read at once: a departure's few dozen in a handful of rounds, without a burst. */
const NOTES_AT_ONCE = 10;

/** The manifest's entries with each booking's notes, oldest first: one Query of each booking's partition. */
export async function withNotes(entries: readonly ManifestEntry[]): Promise<ManifestEntry[]> {
  const noted: ManifestEntry[] = [];
  for (let start = 0; start < entries.length; start += NOTES_AT_ONCE) {
    const batch = entries.slice(start, start + NOTES_AT_ONCE);
    const notes = await Promise.all(batch.map((entry) => listNotes(entry.bookingId)));
    noted.push(...batch.map((entry, index) => ({ ...entry, notes: (notes[index] ?? []).map(({ text, at, by }) => ({ text, at, by })) })));
  }
  return noted;
}
