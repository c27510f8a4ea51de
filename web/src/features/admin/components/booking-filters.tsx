import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { type StatusFilter, statusFilterOptions } from '@sunward/shared/rules/booking-search';
import { type BookingSort, bookingSortOptions } from '@sunward/shared/rules/booking-sort';

export interface BookingCriteria {
  search: string;
  status: StatusFilter;
  sort: BookingSort;
}

export const initialCriteria: BookingCriteria = { search: '', status: 'all', sort: 'date-newest' };

/** A select of the filter bar; `onSelect` gets only one of `options`' own values. */
function SelectFilter<Value extends string>({
  label,
  value,
  options,
  onSelect,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onSelect: (value: Value) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onSelect(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Search, status filter and sort of the All Bookings list; options from the shared rules. */
export function BookingFilters({ criteria, onChange }: { criteria: BookingCriteria; onChange: (criteria: BookingCriteria) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <Field.Root>
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          placeholder="Name, e-mail or SGT- reference"
          autoComplete="off"
          value={criteria.search}
          onChange={(event) => onChange({ ...criteria, search: event.target.value })}
        />
      </Field.Root>
      <SelectFilter label="Status" value={criteria.status} options={statusFilterOptions} onSelect={(status) => onChange({ ...criteria, status })} />
      <SelectFilter label="Sort by" value={criteria.sort} options={bookingSortOptions} onSelect={(sort) => onChange({ ...criteria, sort })} />
    </SimpleGrid>
  );
}
