import { Button, Field, Input, InputGroup, Switch, Textarea, chakra } from '@chakra-ui/react';
import { type AdminTrip, UpdateTripRequest } from '@sunward/shared/schemas/catalogue-admin';
import { type FormEvent, useState } from 'react';
import { showSuccessToast } from '../../../components/feedback/toaster';
import { errorsFromIssues } from '../../../lib/field-errors';
import { useUpdateTrip } from '../api/trips';
import { formFailure, type FormFailure } from './api-form-error';
import { FormFailureAlert } from './form-failure-alert';

const tripFields = ['price', 'highlights', 'isSoldOut'] as const;
type TripField = (typeof tripFields)[number];

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The trip's own price, highlights (one a line) and sold-out flag. Only what changed is sent,
 * with the version read; the form starts again from the stored trip after a save or a reload.
 */
export function TripSettingsForm({ trip, onReload }: { trip: AdminTrip; onReload: () => Promise<unknown> }) {
  const [price, setPrice] = useState(String(trip.price));
  const [highlights, setHighlights] = useState(trip.highlights.join('\n'));
  const [isSoldOut, setIsSoldOut] = useState(trip.isSoldOut);
  const [failure, setFailure] = useState<FormFailure<TripField>>({ fields: {} });
  const update = useUpdateTrip(trip.id);
  const errors = failure.fields;

  function submit(event: FormEvent) {
    event.preventDefault();
    const typedPrice = price.trim() === '' || Number.isNaN(Number(price)) ? price : Number(price);
    const lines = linesOf(highlights);
    const body = {
      version: trip.version,
      ...(typedPrice !== trip.price ? { price: typedPrice } : {}),
      ...(lines.join('\n') !== trip.highlights.join('\n') ? { highlights: lines } : {}),
      ...(isSoldOut !== trip.isSoldOut ? { isSoldOut } : {}),
    };
    const parsed = UpdateTripRequest.safeParse(body);
    if (!parsed.success) return setFailure({ fields: errorsFromIssues(parsed.error.issues, tripFields) });
    update.mutate(parsed.data, {
      onSuccess: () => {
        setFailure({ fields: {} });
        showSuccessToast({ title: 'Trip saved', description: trip.title });
      },
      onError: (error) => setFailure(formFailure(error, tripFields)),
    });
  }

  /** Loads the stored trip again after a refusal; the form then starts from it. */
  async function reload() {
    await onReload();
    setFailure({ fields: {} });
  }

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={submit} aria-label={`Settings of ${trip.title}`}>
      <FormFailureAlert failure={failure} onReload={reload} />
      <Field.Root invalid={errors.price !== undefined} maxW="xs">
        <Field.Label>Trip price per person</Field.Label>
        <InputGroup startElement="$">
          <Input type="number" inputMode="numeric" min={1} step={1} value={price} onChange={(event) => setPrice(event.target.value)} />
        </InputGroup>
        {errors.price ? <Field.ErrorText>{errors.price}</Field.ErrorText> : <Field.HelperText>Departures without a price of their own sell at this.</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={errors.highlights !== undefined}>
        <Field.Label>Highlights, one per line</Field.Label>
        <Textarea rows={5} autoresize value={highlights} onChange={(event) => setHighlights(event.target.value)} />
        <Field.ErrorText>{errors.highlights}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={errors.isSoldOut !== undefined}>
        <Switch.Root checked={isSoldOut} onCheckedChange={(details) => setIsSoldOut(details.checked)} colorPalette="red">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Sold out (stops bookings on every departure)</Switch.Label>
        </Switch.Root>
        <Field.ErrorText>{errors.isSoldOut}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" alignSelf="start" colorPalette="brand" loading={update.isPending}>
        Save trip
      </Button>
    </chakra.form>
  );
}
