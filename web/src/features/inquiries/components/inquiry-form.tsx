import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, VisuallyHidden, chakra } from '@chakra-ui/react';
import { honeypotField } from '@sunward/shared/schemas/honeypot';
import { InquiryFields, inquiryInterestLabels } from '@sunward/shared/schemas/inquiry';
import { inquiryFormResults } from '@sunward/shared/form-results';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { showErrorToast, showSuccessToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, errorsFromIssues } from '../../../lib/field-errors';
import { FieldMessage } from '../../../components/forms/field-message';
import { LabelledOptions } from '../../../components/forms/labelled-options';
import { useCreateInquiry } from '../api/create-inquiry';

type FieldName = 'firstName' | 'lastName' | 'email' | 'interest' | 'message';
type Values = Record<FieldName, string>;
type Errors = FieldErrors<FieldName>;

const emptyValues: Values = { firstName: '', lastName: '', email: '', interest: '', message: '' };
const fieldOrder: readonly FieldName[] = ['firstName', 'lastName', 'email', 'interest', 'message'];
/** The shared schema's limits, for the browser's own check before the page's scripts run. */
const maxLengths: Partial<Record<FieldName, number>> = { firstName: 100, lastName: 100, email: 254, message: 5000 };

export interface InquiryFormHandle {
  /** Chooses "Custom trip", brings the form into view and puts the cursor in the message. */
  startCustomRequest: () => void;
}

export interface InquiryFormProps {
  ref?: Ref<InquiryFormHandle>;
}

/** The contact form (spec §2 Contact, §5): checked with the shared `InquiryFields` before it is sent. */
export function InquiryForm({ ref }: InquiryFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>>>({});
  const createInquiry = useCreateInquiry();
  const formElement = useRef<HTMLFormElement>(null);

  // Until a script checks the fields, the browser does (`required`, `maxlength`): the prerendered
  // form leaves its own check on, and turns it off only once this form runs.
  useEffect(() => {
    if (formElement.current) formElement.current.noValidate = true;
  }, []);

  useImperativeHandle(ref, () => ({
    startCustomRequest() {
      setValues((current) => ({ ...current, interest: 'custom' }));
      const message = inputs.current.message;
      message?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      message?.focus({ preventScroll: true });
    },
  }));

  function register(name: FieldName) {
    // Ids and label links come from each `Field.Root`; the error also describes the field, for
    // screen readers that do not read `aria-errormessage`.
    return {
      name,
      maxLength: maxLengths[name],
      'aria-describedby': errors[name] ? errorId(name) : undefined,
      value: values[name],
      ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
        inputs.current[name] = element;
      },
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function errorId(name: FieldName) {
    return `${id}-${name}-error`;
  }

  function showErrors(next: Errors) {
    setErrors(next);
    const first = fieldOrder.find((name) => next[name]);
    if (first) inputs.current[first]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = InquiryFields.safeParse(values);
    if (!parsed.success) {
      showErrors(errorsFromIssues(parsed.error.issues, fieldOrder));
      return;
    }
    setErrors({});
    createInquiry.mutate(
      { ...parsed.data, [honeypotField]: website },
      {
        onSuccess: () => {
          setValues(emptyValues);
          setWebsite('');
          showSuccessToast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
        },
        onError: (cause) => {
          const body = cause instanceof ApiError ? cause.errorBody() : undefined;
          if (body?.issues) showErrors(errorsFromIssues(body.issues, fieldOrder));
          showErrorToast({ title: 'Error', description: body?.message ?? 'Failed to send message' });
        },
      },
    );
  }

  return (
    <Box id="inquiry-form" bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }} scrollMarginTop="24">
      <Stack gap="2" mb="6">
        <Heading as="h2" id={`${id}-title`} textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }}>
          Send us a message
        </Heading>
        <Text color="fg.muted">Tell us where you would like to go and when. Fields marked * are required.</Text>
      </Stack>
      {/* Posts natively to the API before the page's scripts run (decision 049); `enhance/forms.ts` or this component send it with fetch once they do. */}
      <chakra.form
        ref={formElement}
        method="post"
        action={inquiryFormResults.action}
        data-enhance="form"
        data-form="inquiry"
        onSubmit={handleSubmit}
        aria-labelledby={`${id}-title`}
      >
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Field.Root required invalid={errors.firstName !== undefined}>
              <Field.Label>
                First name <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="given-name" {...register('firstName')} />
              <FieldMessage id={errorId('firstName')} field="firstName" message={errors.firstName} />
            </Field.Root>
            <Field.Root required invalid={errors.lastName !== undefined}>
              <Field.Label>
                Last name <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="family-name" {...register('lastName')} />
              <FieldMessage id={errorId('lastName')} field="lastName" message={errors.lastName} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root required invalid={errors.email !== undefined}>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="email" {...register('email')} />
            <FieldMessage id={errorId('email')} field="email" message={errors.email} />
          </Field.Root>
          <Field.Root invalid={errors.interest !== undefined}>
            <Field.Label>Trip you are interested in</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('interest')}>
                <option value="">Choose a trip (optional)</option>
                <LabelledOptions labels={inquiryInterestLabels} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <FieldMessage id={errorId('interest')} field="interest" message={errors.interest} />
          </Field.Root>
          <Field.Root required invalid={errors.message !== undefined}>
            <Field.Label>
              Message <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={6} resize="vertical" {...register('message')} />
            <FieldMessage id={errorId('message')} field="message" message={errors.message} />
          </Field.Root>
          <VisuallyHidden aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website (leave this empty)</label>
            <input
              id={`${id}-website`}
              type="text"
              name={honeypotField}
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </VisuallyHidden>
          <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} loading={createInquiry.isPending} loadingText="Sending..." data-pending-text="Sending...">
            Send Message
          </Button>
        </Stack>
      </chakra.form>
    </Box>
  );
}
