import { Button, Dialog, Field, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { Booking } from '@sunward/shared/schemas/booking';
import { type BookingContact, EditContactRequest } from '@sunward/shared/schemas/booking-records';
import { type FormEvent, useState } from 'react';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { errorsFromIssues } from '../../../../lib/field-errors';
import { useEditBookingContact } from '../../api/booking-records';
import { AdminDialog, AdminDialogHeader } from '../admin-dialog';
import { formFailure, type FormFailure } from '../api-form-error';
import { FormFailureAlert } from '../form-failure-alert';

const contactFields = ['firstName', 'lastName', 'email', 'phone'] as const;
type ContactField = (typeof contactFields)[number];

const labels: Readonly<Record<ContactField, string>> = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', phone: 'Phone' };

function contactOf(booking: Booking): BookingContact {
  return { firstName: booking.firstName, lastName: booking.lastName, email: booking.email, phone: booking.phone };
}

export interface EditContactDialogProps {
  /** The booking as last loaded: the form starts from it, and the change is refused if it moved on meanwhile. */
  booking: Booking;
  open: boolean;
  onClose: () => void;
  /** Loads the bookings again after a refused change. */
  onReload: () => Promise<unknown>;
}

/** Corrects the traveller's name, e-mail or phone with the booking form's own rules, saying what a new e-mail does. */
export function EditContactDialog({ booking, open, onClose, onReload }: EditContactDialogProps) {
  return (
    <AdminDialog open={open} onClose={onClose} size="lg" closeLabel="Close">
      {open && <ContactForm key={Object.values(contactOf(booking)).join('|')} booking={booking} onClose={onClose} onReload={onReload} />}
    </AdminDialog>
  );
}

function ContactForm({ booking, onClose, onReload }: Omit<EditContactDialogProps, 'open'>) {
  const asRead = contactOf(booking);
  const [values, setValues] = useState<BookingContact>(asRead);
  const [failure, setFailure] = useState<FormFailure<ContactField>>({ fields: {} });
  const edit = useEditBookingContact();
  const formId = `contact-form-${booking.id}`;
  const changed = contactFields.filter((field) => values[field].trim() !== asRead[field]);
  const emailChanges = values.email.trim().toLowerCase() !== asRead.email;

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (failure.fields[field]) setFailure((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = { ...Object.fromEntries(changed.map((field) => [field, values[field]])), expected: asRead };
    const parsed = EditContactRequest.safeParse(request);
    if (!parsed.success) {
      setFailure({ fields: errorsFromIssues(parsed.error.issues, contactFields), ...(changed.length === 0 ? { other: 'Nothing has changed yet.' } : {}) });
      return;
    }
    try {
      await edit.mutateAsync({ bookingId: booking.id, change: parsed.data });
    } catch (error) {
      setFailure(formFailure(error, contactFields));
      return;
    }
    showSuccessToast({
      title: 'Contact details saved',
      description: emailChanges ? `${booking.reference} is now under ${parsed.data.email ?? ''}; both addresses get an e-mail.` : `${booking.reference} is up to date.`,
    });
    onClose();
  }

  return (
    <>
      <AdminDialogHeader eyebrow={booking.reference} mono title="Edit contact details" />
      <Dialog.Body>
        <Stack gap="4">
          <FormFailureAlert failure={failure} onReload={onReload} />
          <chakra.form id={formId} noValidate onSubmit={(event) => void submit(event)}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {contactFields.map((field) => (
                <Field.Root key={field} invalid={Boolean(failure.fields[field])} required>
                  <Field.Label>{labels[field]}</Field.Label>
                  <Input
                    name={field}
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete="off"
                    value={values[field]}
                    onChange={(event) => change(field, event.target.value)}
                  />
                  <Field.ErrorText>{failure.fields[field]}</Field.ErrorText>
                </Field.Root>
              ))}
            </SimpleGrid>
          </chakra.form>
          <Text fontSize="sm" color="fg.muted" role="note">
            No money moves and no seats change.{' '}
            {emailChanges
              ? 'The booking moves to the new e-mail: My Booking finds it there, mails about it go there, and both the old and the new address get an e-mail saying so.'
              : 'The traveller is not e-mailed.'}{' '}
            The trip&apos;s change history records what you changed.
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={formId} colorPalette="brand" loading={edit.isPending}>
          Save contact details
        </Button>
      </Dialog.Footer>
    </>
  );
}
