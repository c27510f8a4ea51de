import { Button, Dialog, Field, Input, InputGroup, NativeSelect, SimpleGrid, chakra } from '@chakra-ui/react';
import { formatUsd, dollarsToCents } from '@sunward/shared/money';
import { type AdminDeparture, type AdminTrip, CreateDepartureRequest, UpdateDepartureRequest } from '@sunward/shared/schemas/catalogue-admin';
import { departureStates, type DepartureState } from '@sunward/shared/schemas/package';
import { type FormEvent, useState } from 'react';
import { showSuccessToast } from '../../../components/feedback/toaster';
import { errorsFromIssues, type FieldErrors } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/format';
import { useCreateDeparture, useUpdateDeparture } from '../api/trips';
import { AdminDialog, AdminDialogHeader } from './admin-dialog';
import { formFailure, type FormFailure } from './api-form-error';
import { FormFailureAlert } from './form-failure-alert';
import {
  createDepartureBody,
  type DepartureField,
  departureFields,
  type DepartureFormValues,
  departureValues,
  newDepartureValues,
  updateDepartureBody,
} from './departure-form-values';
import { departureStateLabels } from './departure-state-badge';
import { RequiredField } from '../../../components/forms/required-field';

export interface DepartureFormDialogProps {
  trip: AdminTrip;
  /** The departure edited, as last loaded; none to add one. */
  departure: AdminDeparture | null;
  open: boolean;
  onClose: () => void;
  /** Loads the trips again after a refused edit; the form then starts from what is stored now. */
  onReload: () => Promise<unknown>;
}

/** Adds a departure to a trip or edits one, checked with the shared schemas before it is sent. */
export function DepartureFormDialog({ trip, departure, open, onClose, onReload }: DepartureFormDialogProps) {
  return (
    <AdminDialog open={open} onClose={onClose} size="lg" closeLabel="Close">
      {open && (
        // A new version (after a reload) starts the form again from the stored departure.
        <DepartureForm key={departure ? `${departure.id}@${departure.version}` : 'new'} trip={trip} departure={departure} onClose={onClose} onReload={onReload} />
      )}
    </AdminDialog>
  );
}

function DepartureForm({ trip, departure, onClose, onReload }: Omit<DepartureFormDialogProps, 'open'>) {
  const [values, setValues] = useState<DepartureFormValues>(() => (departure ? departureValues(departure) : newDepartureValues(trip.capacity)));
  const [failure, setFailure] = useState<FormFailure<DepartureField>>({ fields: {} });
  const create = useCreateDeparture(trip.id);
  const update = useUpdateDeparture(trip.id, departure?.id ?? '');
  const saving = create.isPending || update.isPending;
  const errors: FieldErrors<DepartureField> = failure.fields;
  const formId = `departure-form-${trip.id}`;

  function change<K extends keyof DepartureFormValues>(field: K, value: DepartureFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setFailure((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  }

  /** Loads the stored departure again after a refusal; the form then starts from it. */
  async function reload() {
    await onReload();
    setFailure({ fields: {} });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const options = {
      onError: (error: unknown) => setFailure(formFailure(error, departureFields)),
    };
    if (departure) {
      const parsed = UpdateDepartureRequest.safeParse(updateDepartureBody(values, departure));
      if (!parsed.success) return setFailure({ fields: errorsFromIssues(parsed.error.issues, departureFields) });
      update.mutate(parsed.data, {
        ...options,
        onSuccess: (saved) => {
          showSuccessToast({ title: 'Departure saved', description: `${trip.title}, ${formatDate(saved.departureDate)}` });
          onClose();
        },
      });
    } else {
      const parsed = CreateDepartureRequest.safeParse(createDepartureBody(values));
      if (!parsed.success) return setFailure({ fields: errorsFromIssues(parsed.error.issues, departureFields) });
      create.mutate(parsed.data, {
        ...options,
        onSuccess: (saved) => {
          showSuccessToast({ title: 'Departure added', description: `${trip.title}, ${formatDate(saved.departureDate)}` });
          onClose();
        },
      });
    }
  }

  const seatsTaken = departure ? Math.max(0, departure.capacity - departure.seatsLeft) : 0;

  return (
    <>
      <AdminDialogHeader eyebrow={trip.title} title={departure ? `Edit departure of ${formatDate(departure.departureDate)}` : 'Add departure'} />
      <Dialog.Body>
        <chakra.form id={formId} display="flex" flexDirection="column" gap="5" noValidate onSubmit={submit}>
          <FormFailureAlert failure={failure} onReload={reload} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <RequiredField label="Departure date" error={errors.departureDate}>
              <Input type="date" name="departureDate" value={values.departureDate} onChange={(event) => change('departureDate', event.target.value)} />
            </RequiredField>
            <RequiredField label="Return date" error={errors.returnDate}>
              <Input type="date" name="returnDate" value={values.returnDate} onChange={(event) => change('returnDate', event.target.value)} />
            </RequiredField>
            <RequiredField
              label="Capacity (seats)"
              error={errors.capacity}
              helper={departure && (seatsTaken === 0 ? 'No seat taken yet.' : `${seatsTaken} taken: it cannot go below that.`)}
            >
              <Input type="number" name="capacity" inputMode="numeric" min={1} max={60} step={1} value={values.capacity} onChange={(event) => change('capacity', event.target.value)} />
            </RequiredField>
            <Field.Root invalid={errors.price !== undefined}>
              <Field.Label>Price per person</Field.Label>
              <InputGroup startElement="$">
                <Input type="number" name="price" inputMode="numeric" min={1} step={1} placeholder={String(trip.price)} value={values.price} onChange={(event) => change('price', event.target.value)} />
              </InputGroup>
              {errors.price ? (
                <Field.ErrorText>{errors.price}</Field.ErrorText>
              ) : (
                <Field.HelperText>Leave blank to sell at the trip’s price, {formatUsd(dollarsToCents(trip.price))}.</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={errors.balanceDueDate !== undefined}>
              <Field.Label>Balance due date</Field.Label>
              <Input type="date" name="balanceDueDate" value={values.balanceDueDate} onChange={(event) => change('balanceDueDate', event.target.value)} />
              {errors.balanceDueDate ? (
                <Field.ErrorText>{errors.balanceDueDate}</Field.ErrorText>
              ) : (
                <Field.HelperText>Leave blank for 45 days before departure.</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={errors.state !== undefined}>
              <Field.Label>State</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="state" value={values.state} onChange={(event) => change('state', event.target.value as DepartureState)}>
                  {departureStates.map((state) => (
                    <option key={state} value={state}>
                      {departureStateLabels[state]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.state}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        </chakra.form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={formId} colorPalette="brand" loading={saving}>
          {departure ? 'Save changes' : 'Add departure'}
        </Button>
      </Dialog.Footer>
    </>
  );
}
