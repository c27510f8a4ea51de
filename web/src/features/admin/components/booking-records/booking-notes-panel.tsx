import { Box, Button, Field, HStack, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { AddNoteRequest, MAX_NOTE_LENGTH } from '@sunward/shared/schemas/booking-records';
import { type FormEvent, useState } from 'react';
import { RetryAlert } from '../../../../components/feedback/retry-alert';
import { ApiError } from '../../../../lib/api-client';
import { formatTimestamp } from '../../../../lib/format';
import { useAddBookingNote, useBookingNotes } from '../../api/booking-records';

/** The desk's notes on a booking, oldest first, each with who wrote it and when, and a box to add one. */
export function BookingNotesPanel({ bookingId }: { bookingId: string }) {
  const notes = useBookingNotes(bookingId);
  const add = useAddBookingNote(bookingId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldId = `new-note-${bookingId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AddNoteRequest.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await add.mutateAsync(parsed.data.text);
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errorBody()?.message ?? failure.message) : 'We could not save the note just now. Please try again.');
    }
  }

  return (
    <Stack gap="3">
      {notes.isPending ? (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text fontSize="sm">Loading notes…</Text>
        </HStack>
      ) : notes.isError ? (
        <RetryAlert title="We could not load the notes." isRetrying={notes.isFetching} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No notes yet.
        </Text>
      ) : (
        <Stack as="ol" aria-label="Notes" gap="2" listStyleType="none" m="0" p="0">
          {notes.data.map((note) => (
            <Box as="li" key={note.id} bg="bg.subtle" rounded="md" p="3">
              <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.text}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {note.by}, <time dateTime={note.at}>{formatTimestamp(note.at)}</time>
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <chakra.form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="2">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={fieldId}>New note</Field.Label>
            <Textarea
              id={fieldId}
              rows={2}
              value={text}
              maxLength={MAX_NOTE_LENGTH}
              placeholder="Vegetarian; room with her sister"
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
            <Field.HelperText>Plain text, seen only by the desk; it shows on the departure&apos;s manifest too.</Field.HelperText>
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand" variant="outline" alignSelf="start" loading={add.isPending}>
            Add note
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
