import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { type StatusFilter, statusFilterOptions } from '@sunward/shared/rules/booking-search';
import { type BookingSort, bookingSortOptions } from '@sunward/shared/rules/booking-sort';

export interface BookingCriteria {
  search: string;
  status: StatusFilter;
  sort: BookingSort;
}

export const initialCriteria: BookingCriteria = { search: '', status: 'all', sort: 'date-newest' };

const isStatusFilter = (value: string): value is StatusFilter => statusFilterOptions.some((option) => option.value === value);
const isSort = (value: string): value is BookingSort => bookingSortOptions.some((option) => option.value === value);

/** Search, status filter and sort of the All Bookings list; options from the shared rules. */
export function BookingFilters({ criteria, onChange }: { criteria: BookingCriteria; onChange: (criteria: BookingCriteria) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <Field.Root>
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          placeholder="Name or e-mail"
          autoComplete="off"
          value={criteria.search}
          onChange={(event) => onChange({ ...criteria, search: event.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={criteria.status}
            onChange={(event) => {
              const value = event.target.value;
              if (isStatusFilter(value)) onChange({ ...criteria, status: value });
            }}
          >
            {statusFilterOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Sort by</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={criteria.sort}
            onChange={(event) => {
              const value = event.target.value;
              if (isSort(value)) onChange({ ...criteria, sort: value });
            }}
          >
            {bookingSortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}
