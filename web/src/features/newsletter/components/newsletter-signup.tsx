import { Box, Button, Container, Field, Flex, Heading, Input, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newsletterFormResults } from '@sunward/shared/form-results';
import { showErrorToast } from '../../../components/feedback/toaster';
import { FieldMessage } from '../../../components/forms/field-message';

/** The honeypot's name on every public form (`honeypotField` in the shared schema, not imported: it would bring zod with the page). */
const honeypotField = 'website';

/**
 * A full-width band inviting visitors to the newsletter: heading, a line of text, an e-mail field
 * and Subscribe. Any page can end with it; it needs no props. After a signup it says 'Check your
 * inbox to confirm', whatever the address: nobody is subscribed until they follow the mailed link,
 * and the band tells nobody whether an address is on the list (decision 039).
 */
export function NewsletterSignup() {
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [requested, setRequested] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  /** Set by 'Use another address', so the field it brings back takes focus. */
  const focusField = useRef(false);

  useEffect(() => {
    if (requested || !focusField.current) return;
    focusField.current = false;
    field.current?.focus();
  }, [requested]);

  async function subscribe() {
    setPending(true);
    try {
      const { subscribeNewsletter } = await import('../api/subscribe-newsletter');
      const outcome = await subscribeNewsletter(email, website);
      if (outcome.status === 'requested') {
        setError(undefined);
        setEmail('');
        setRequested(true);
        return;
      }
      setError(outcome.fieldError);
      if (outcome.status === 'failed') showErrorToast({ title: 'Error', description: outcome.message ?? 'Failed to subscribe to newsletter' });
    } finally {
      setPending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own `required` check stops an empty field first; should it not, still nothing happens.
    if (email.trim() === '' || pending) return;
    void subscribe();
  }

  return (
    <Box as="section" id="newsletter" aria-labelledby={titleId} bg="brand.subtle" borderYWidth="1px" borderColor="brand.muted" py={{ base: '12', md: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '6', lg: '12' }} align={{ base: 'stretch', lg: 'center' }} justify="space-between">
          <Stack gap="3" maxW="xl">
            <Text textStyle="eyebrow" color="accent.fg">
              Newsletter
            </Text>
            <Heading as="h2" id={titleId} textStyle="sectionTitle" fontSize={{ base: '2xl', md: '3xl' }}>
              Hear about new departures first
            </Heading>
            <Text color="fg.muted">
              One short e-mail when we open a new trip or a seat comes free. No spam, and you can unsubscribe at any time.
            </Text>
          </Stack>
          {/*
            The form posts natively to the API before the page's scripts run (decision 049), and the
            API answers with a result page; once `enhance/forms.ts` (or this component) runs, it is
            sent with fetch instead. The panel that replaces it is in the page from the start,
            hidden, so the enhanced form shows it without React.
          */}
          <CheckInbox
            hidden={!requested}
            onAnotherAddress={() => {
              focusField.current = true;
              setRequested(false);
            }}
          />
          <chakra.form
            method="post"
            action={newsletterFormResults.action}
            data-enhance="form"
            data-form="newsletter"
            hidden={requested}
            _hidden={{ display: 'none' }}
            onSubmit={handleSubmit}
            w="full"
            maxW={{ lg: 'md' }}
            flexShrink={0}
          >
            <Field.Root invalid={error !== undefined}>
              <Field.Label>Email address</Field.Label>
              <Flex direction={{ base: 'column', sm: 'row' }} gap="3" w="full">
                <Input
                  ref={field}
                  type="email"
                  name="email"
                  required
                  maxLength={254}
                  autoComplete="email"
                  aria-describedby={error ? errorId : undefined}
                  placeholder="you@example.com"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  bg="bg.panel"
                  size="lg"
                  flex={{ sm: '1' }}
                />
                <Button type="submit" colorPalette="brand" size="lg" disabled={pending} data-pending-text="Subscribing...">
                  {pending ? 'Subscribing...' : 'Subscribe'}
                </Button>
              </Flex>
              <FieldMessage id={errorId} field="email" message={error} />
            </Field.Root>
            <HoneypotInput value={website} onChange={setWebsite} />
          </chakra.form>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * What the band says once a signup is taken, in place of the form; it takes focus when shown so
 * it is read out. Always in the page, hidden until then (`data-form-done`: the enhanced form shows
 * it, and its button, `data-form-again`, brings the form back).
 */
function CheckInbox({ hidden, onAnotherAddress }: { hidden: boolean; onAnotherAddress: () => void }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!hidden) message.current?.focus();
  }, [hidden]);
  return (
    <Stack
      role="status"
      data-form-done="newsletter"
      hidden={hidden}
      _hidden={{ display: 'none' }}
      gap="2"
      w="full"
      maxW={{ lg: 'md' }}
      flexShrink={0}
      bg="bg.panel"
      rounded="card"
      px="6"
      py="5"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Text ref={message} tabIndex={-1} fontSize="lg" fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
        Check your inbox to confirm
      </Text>
      <Text color="fg.muted">Follow the link in the e-mail we sent to start your subscription. If the address is already on our list, there is nothing more to do.</Text>
      <Button variant="plain" colorPalette="brand" alignSelf="start" px="0" data-form-again="" onClick={onAnotherAddress}>
        Use another address
      </Button>
    </Stack>
  );
}

/** The field people never see and bots fill in (`website`); out of sight and off the tab order. */
function HoneypotInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const inputId = `${useId()}-website`;
  return (
    <VisuallyHidden aria-hidden="true">
      <label htmlFor={inputId}>Website (leave this empty)</label>
      <input id={inputId} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </VisuallyHidden>
  );
}
