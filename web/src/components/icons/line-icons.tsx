import { Icon, type IconProps } from '@chakra-ui/react';

/** Line icons (padlock, clock, tick); decorative, the text beside each says what it means. */
function LineIcon({ children, ...props }: IconProps) {
  return (
    <Icon boxSize="4" aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {children}
      </svg>
    </Icon>
  );
}

/** A closed padlock: payment is secure. */
export function LockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </LineIcon>
  );
}

/** A clock face: the seat hold's deadline. */
export function ClockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

/** A tick in a circle: done. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </LineIcon>
  );
}
