import { formResultPaths, inquiryFormResults, newsletterFormResults } from '@sunward/shared/form-results';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the pages a native form post lands on', () => {
  it.each([...formResultPaths(newsletterFormResults), ...formResultPaths(inquiryFormResults)])('%s says what happened and links back', async (path) => {
    renderApp(path);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.some((href) => href === '/#newsletter' || href === '/contact#inquiry-form' || href === '/' || href?.startsWith('tel:'))).toBe(true);
  });

  it('names the field to fix and its rule', async () => {
    renderApp(inquiryFormResults.pages.fix.message);

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to fix: Message' })).toBeInTheDocument();
    expect(screen.getByText('Required, at most 5,000 characters of ordinary text.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute('href', '/contact#inquiry-form');
  });

  it('says a message was sent in the words of the app’s toast', async () => {
    renderApp(inquiryFormResults.pages.sent);

    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByText(/^We'll get back to you within 24 hours\./)).toBeInTheDocument();
  });
});
