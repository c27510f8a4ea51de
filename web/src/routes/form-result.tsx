import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { inquiryFormResults, newsletterFormResults } from '@sunward/shared/form-results';
import { LinkButton } from '../components/link-button';
import { NarrowPage } from '../components/layout/narrow-page';
import { contactDetails } from '../features/contact/contact-details';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

/*
 * The pages a form sent by the browser itself lands on (decision 049): the API answers a native
 * post `303 See Other` with one of them. Each is static and says everything on its own, since
 * nothing the visitor typed reaches its URL; a page about a field names the field and its rule.
 */

interface Link {
  to: string;
  label: string;
}

interface FormResult {
  eyebrow: string;
  title: string;
  /** What happened, in one or two sentences. */
  summary: string;
  /** The field to fix and its rule, on a page about one field. */
  fix?: { field: string; rule: string };
  /** Whether the Back button helps: it returns to the form with what was typed. */
  back: boolean;
  primary: Link;
  secondary?: Link;
}

const toNewsletter: Link = { to: newsletterFormResults.formPage, label: 'Back to the signup' };
const toContactForm: Link = { to: inquiryFormResults.formPage, label: 'Back to the contact form' };
const toTrips: Link = { to: '/', label: 'Browse our trips' };
const callUs: Link = { to: contactDetails.phoneHref, label: `Call ${contactDetails.phoneDisplay}` };

const newsletter = newsletterFormResults.pages;
const contact = inquiryFormResults.pages;

const contactFix = (field: string, rule: string): FormResult => ({
  eyebrow: 'Contact',
  title: `Check your ${field.toLowerCase()}`,
  summary: `Your message was not sent: the ${field.toLowerCase()} cannot be used as it is.`,
  fix: { field, rule },
  back: true,
  primary: toContactForm,
  secondary: callUs,
});

/** Every result page, by path. */
export const formResults: Readonly<Record<string, FormResult>> = {
  [newsletter.sent]: {
    eyebrow: 'Newsletter',
    title: 'Check your inbox to confirm',
    summary: 'Follow the link in the e-mail we sent to start your subscription. If the address is already on our list, there is nothing more to do.',
    back: false,
    primary: toTrips,
    secondary: { to: newsletterFormResults.formPage, label: 'Use another address' },
  },
  [newsletter.fix.email]: {
    eyebrow: 'Newsletter',
    title: 'Check your e-mail address',
    summary: 'We could not subscribe you: the address is not one we can write to. Nothing was sent.',
    fix: { field: 'Email address', rule: 'A whole address, such as you@example.com, of at most 254 characters.' },
    back: true,
    primary: toNewsletter,
  },
  [newsletter.tooManyTries]: {
    eyebrow: 'Newsletter',
    title: 'Too many signups just now',
    summary: 'Too many requests came from your network in the last few minutes, so this one was not taken. Please wait a few minutes and try again.',
    back: true,
    primary: toNewsletter,
    secondary: toTrips,
  },
  [newsletter.notSent]: {
    eyebrow: 'Newsletter',
    title: 'Your signup did not go through',
    summary: 'Something went wrong on our side, and nothing was sent. Please try again in a moment.',
    back: true,
    primary: toNewsletter,
    secondary: toTrips,
  },
  [newsletter.otherSite]: {
    eyebrow: 'Newsletter',
    title: 'Please sign up on our own site',
    summary:
      'This signup came from a form on another website, so we did not take it, and nothing was sent. Our signup is at the foot of our home page and of every trip page.',
    back: false,
    primary: { to: newsletterFormResults.formPage, label: 'Go to the signup' },
  },
  [contact.sent]: {
    eyebrow: 'Contact',
    title: 'Message Sent!',
    summary: "We'll get back to you within 24 hours. A trip planner reads every message and answers by e-mail.",
    back: false,
    primary: toTrips,
    secondary: { to: '/contact', label: 'Back to Contact' },
  },
  [contact.fix.firstName]: contactFix('First name', 'Required, at most 100 characters of ordinary text.'),
  [contact.fix.lastName]: contactFix('Last name', 'Required, at most 100 characters of ordinary text.'),
  [contact.fix.email]: {
    ...contactFix('Email', 'A whole address, such as you@example.com, of at most 254 characters: it is where we reply.'),
    title: 'Check your e-mail address',
    summary: 'Your message was not sent: we could not reply to the e-mail address as it is.',
  },
  [contact.fix.interest]: {
    ...contactFix('Trip you are interested in', "One of the trips in the list, or 'Choose a trip (optional)' to leave it open."),
    title: 'Check the trip you chose',
    summary: 'Your message was not sent: the trip chosen is not one of ours.',
  },
  [contact.fix.message]: contactFix('Message', 'Required, at most 5,000 characters of ordinary text.'),
  [contact.tooManyTries]: {
    eyebrow: 'Contact',
    title: 'Too many messages just now',
    summary:
      'We have received several messages from this e-mail address or your network in a short time, so this one was not sent. Please try again in an hour, or call or e-mail us.',
    back: false,
    primary: callUs,
    secondary: { to: contactDetails.emailHref, label: `E-mail ${contactDetails.email}` },
  },
  [contact.notSent]: {
    eyebrow: 'Contact',
    title: 'Your message was not sent',
    summary: 'Something went wrong on our side, and nothing was sent. Please try again in a moment, or call or e-mail us.',
    back: true,
    primary: toContactForm,
    secondary: callUs,
  },
  [contact.otherSite]: {
    eyebrow: 'Contact',
    title: 'Please write to us from our own site',
    summary: 'This message came from a form on another website, so we did not take it, and nothing was sent. Use the form on our contact page, or call or e-mail us.',
    back: false,
    primary: { to: inquiryFormResults.formPage, label: 'Go to the contact form' },
    secondary: callUs,
  },
};

export function FormResultScreen({ path }: { path: string }) {
  const result = formResults[path];
  if (!result) throw new Error(`No form result page for ${path}`);
  // Answers to one visitor's post: nothing for a search engine to list.
  usePageMeta({ title: pageTitle(result.title), description: result.summary, noindex: true });
  return (
    <NarrowPage eyebrow={result.eyebrow} title={result.title}>
      <Box as="section" aria-label={result.title} bg="bg.panel" rounded="card" shadow="card" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <Text fontSize={{ base: 'md', md: 'lg' }}>{result.summary}</Text>
          {result.fix && (
            <Box borderStartWidth="4px" borderColor="border.error" bg="bg.error" roundedEnd="md" px="4" py="3">
              <Heading as="h2" fontSize="md" mb="1">
                What to fix: {result.fix.field}
              </Heading>
              <Text color="fg.muted">{result.fix.rule}</Text>
            </Box>
          )}
          {result.back && (
            <Text color="fg.muted">
              Your browser&rsquo;s Back button returns to the form with what you typed. The link below opens it empty.
            </Text>
          )}
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
            <LinkButton to={result.primary.to} colorPalette="brand" size="lg">
              {result.primary.label}
            </LinkButton>
            {result.secondary && (
              <LinkButton to={result.secondary.to} variant="outline" colorPalette="brand" size="lg">
                {result.secondary.label}
              </LinkButton>
            )}
          </Flex>
        </Stack>
      </Box>
    </NarrowPage>
  );
}
