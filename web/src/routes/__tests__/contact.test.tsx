import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { renderApp } from '../../testing/render-app';
import { disclosureOf, summaryOf } from '../../testing/summary-of';
import { sendJson, usePostEndpoint } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

const inquiries = usePostEndpoint('/api/inquiries');

afterEach(() => {
  toaster.remove();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
  await enterText(user, screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await enterText(user, screen.getByRole('textbox', { name: /Email/ }), 'Ada@Example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Trip you are interested in' }), 'morocco');
  await enterText(user, screen.getByRole('textbox', { name: /Message/ }), 'Is there a July departure?');
}

describe('the contact page', () => {
  it('shows the page: hours, phone and e-mail, quick actions, reasons, FAQ and the way back to all packages', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact Us | Sunward Group Travel'));
    expect(screen.getByText('Monday-Friday 9:00 AM-5:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    expect(screen.getByRole('link', { name: 'hello@sunwardgrouptravel.com' })).toHaveAttribute('href', 'mailto:hello@sunwardgrouptravel.com');
    expect(screen.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', 'tel:+12125550147');
    expect(screen.getByRole('link', { name: 'View All Packages' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Morocco Itinerary' })).toHaveAttribute('href', '/morocco');
    expect(screen.getByRole('link', { name: 'Check Availability' })).toHaveAttribute('href', '/barbados');
    for (const reason of ['Expert Knowledge', 'Personalized Service', '24/7 Support']) {
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    }

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const question = summaryOf(within(faq).getByRole('heading', { name: 'How far in advance should I book?' }));
    expect(screen.getByText(/3-6 months ahead/)).not.toBeVisible();
    await user.click(question);
    expect(disclosureOf(question)).toHaveAttribute('open');
    expect(screen.getByText(/3-6 months ahead/)).toBeVisible();
    expect(within(faq).getAllByRole('heading', { level: 3, name: /\?$/ }).map(summaryOf)).toHaveLength(4);
  });

  it('Custom Trip Request picks the custom interest and puts the cursor in the message', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/contact');

    const link = await screen.findByRole('link', { name: 'Custom Trip Request' });
    // Without scripts it is a link to the form.
    expect(link).toHaveAttribute('href', '#inquiry-form');
    await user.click(link);

    expect(screen.getByRole('combobox', { name: 'Trip you are interested in' })).toHaveValue('custom');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveFocus();
  });

  it('posts the form to the API, every field named, so a message sent before the scripts run is taken and never lands in a URL', async () => {
    renderApp('/contact');

    const message = await screen.findByRole('textbox', { name: /Message/ });
    const form = message.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/inquiries');
    expect(form).toHaveAttribute('data-enhance', 'form');
    const names = [...(form?.elements ?? [])].map((field) => field.getAttribute('name')).filter((name) => name !== null);
    expect(names).toEqual(['firstName', 'lastName', 'email', 'interest', 'message', 'website']);
    expect(message).toHaveAttribute('maxlength', '5000');
  });

  it('shows the shared schema’s errors on the fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/contact');

    await enterText(user, await screen.findByRole('textbox', { name: /Email/ }), 'not-an-address');
    await enterText(user, screen.getByRole('textbox', { name: /Message/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const firstName = screen.getByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Message is required');
    expect(screen.getByRole('combobox', { name: 'Trip you are interested in' })).not.toHaveAttribute('aria-invalid');

    await enterText(user, firstName, 'Ada');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(inquiries.bodies).toEqual([]);
  });

  it('sends the inquiry, says so, and empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    inquiries.answer = (response) => sendJson(response, 201, { id: 'inq-1' });
    renderApp('/contact');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(inquiries.bodies).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', interest: 'morocco', message: 'Is there a July departure?', website: '' },
    ]);
    for (const name of [/First name/, /Last name/, /Email/, /Message/]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: 'Trip you are interested in' })).toHaveValue('');
  });

  it('shows the server message and puts its issues on the fields when the inquiry is refused', async () => {
    const user = userEvent.setup({ delay: null });
    inquiries.answer = (response) =>
      sendJson(response, 400, { message: 'Please check the highlighted fields', issues: [{ path: ['email'], message: 'This address cannot receive mail' }] });
    renderApp('/contact');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await screen.findByText('Please check the highlighted fields');
    expect(within(toast.parentElement ?? document.body).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('This address cannot receive mail');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  });

  it('falls back to a general message when the failure has no JSON body', async () => {
    const user = userEvent.setup({ delay: null });
    inquiries.answer = (response) => {
      response.writeHead(500);
      response.end();
    };
    renderApp('/contact');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });
});
