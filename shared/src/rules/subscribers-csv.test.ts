import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { subscribersCsv, subscribersCsvColumns, subscribersCsvFileName } from './subscribers-csv';

describe('subscribersCsv', () => {
  it('reads back as a header and a row per subscriber, dates in New York', () => {
    const text = subscribersCsv([
      { email: 'ana@example.com', confirmedAt: '2026-11-25T03:00:00.000Z' },
      { email: 'o,brien@example.com', confirmedAt: '2026-11-20T15:00:00.000Z' },
    ]);

    expect(parse(text)).toEqual([[...subscribersCsvColumns], ['ana@example.com', '2026-11-24'], ['o,brien@example.com', '2026-11-20']]);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('keeps a would-be formula from running', () => {
    const [, row] = parse(subscribersCsv([{ email: '=HYPERLINK("x")@example.com', confirmedAt: '2026-11-25T15:00:00.000Z' }])) as string[][];

    expect(row?.[0]?.startsWith('=')).toBe(false);
    expect(row?.[0]).toContain('=HYPERLINK("x")@example.com');
  });

  it('names the file by the New York date of the export', () => {
    expect(subscribersCsvFileName(new Date('2026-11-26T02:00:00.000Z'))).toBe('subscribers-2026-11-25.csv');
  });
});
