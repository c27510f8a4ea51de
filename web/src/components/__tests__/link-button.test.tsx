import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-app';
import { LinkButton } from '../link-button';

function Links() {
  return (
    <>
      <LinkButton to="/contact" colorPalette="brand" size="lg">
        Contact us
      </LinkButton>
      <LinkButton to="tel:+18005550100" variant="outline">
        Call
      </LinkButton>
      <LinkButton to="#packages" variant="ghost">
        See the packages
      </LinkButton>
    </>
  );
}

describe('a link styled as a button', () => {
  it('is a plain link with no type, styled like the buttons', async () => {
    renderRoutes([{ path: '/', Component: Links }], '/');

    const route = await screen.findByRole('link', { name: 'Contact us' });
    const call = screen.getByRole('link', { name: 'Call' });
    const section = screen.getByRole('link', { name: 'See the packages' });
    expect(route).toHaveAttribute('href', '/contact');
    expect(call).toHaveAttribute('href', 'tel:+18005550100');
    expect(section).toHaveAttribute('href', '#packages');
    for (const link of [route, call, section]) {
      expect(link.tagName).toBe('A');
      expect(link).not.toHaveAttribute('type');
      expect(link.className).toContain('chakra-button');
    }
  });
});
