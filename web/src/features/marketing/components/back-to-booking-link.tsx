import { LinkButton, type LinkButtonProps } from '../../../components/link-button';

/** "← Back to booking": the financing page's way back, styled as a button by its caller. */
export function BackToBookingLink(props: Omit<LinkButtonProps, 'to' | 'children'>) {
  return (
    <LinkButton {...props} to="/booking">
      <span aria-hidden="true">←</span> Back to booking
    </LinkButton>
  );
}
