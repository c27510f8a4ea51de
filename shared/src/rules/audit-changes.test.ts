import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

const before = { capacity: 12, price: null, state: 'open', highlights: ['Reef', 'Rainforest'], isSoldOut: false };

describe('auditChanges', () => {
  it.each<[string, Parameters<typeof auditChanges>[1], ReturnType<typeof auditChanges>]>([
    ['nothing for an empty change', {}, []],
    ['nothing when the values are the same', { capacity: 12, state: 'open', highlights: ['Reef', 'Rainforest'] }, []],
    ['a number', { capacity: 10 }, [{ field: 'capacity', from: 12, to: 10 }]],
    ['a value set where there was none', { price: 1499 }, [{ field: 'price', from: null, to: 1499 }]],
    ['a list whose order changed', { highlights: ['Rainforest', 'Reef'] }, [{ field: 'highlights', from: ['Reef', 'Rainforest'], to: ['Rainforest', 'Reef'] }]],
    ['a flag', { isSoldOut: true }, [{ field: 'isSoldOut', from: false, to: true }]],
    ['fields left undefined as unchanged', { capacity: undefined, state: 'closed' }, [{ field: 'state', from: 'open', to: 'closed' }]],
  ])('records %s', (_label, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});
