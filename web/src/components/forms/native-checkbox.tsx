import { Checkmark, chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface NativeCheckboxProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Marks the box as wrong (Chakra's red control) and says so to assistive technology. */
  invalid?: boolean;
  required?: boolean;
  'aria-describedby'?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** The label's own styles, e.g. its weight. */
  labelProps?: { fontWeight?: string };
  children: ReactNode;
}

/**
 * A checkbox that looks like Chakra's `Checkbox` (its slot recipe and `Checkmark`) and is the
 * browser's own `<input type="checkbox">`: no state machine to start, so a form that shows one
 * fills in sooner on a slow phone (decision 069). The input is visually hidden inside the label;
 * the drawn box follows it.
 */
export function NativeCheckbox({ name, checked, onCheckedChange, invalid = false, required = false, inputRef, labelProps, children, ...aria }: NativeCheckboxProps) {
  const styles = useSlotRecipe({ key: 'checkbox' })({});
  const state = checked ? 'checked' : 'unchecked';
  return (
    <chakra.label css={styles.root} colorPalette="brand" alignItems="start" data-state={state} data-invalid={invalid ? '' : undefined}>
      <chakra.input
        type="checkbox"
        className="peer"
        srOnly
        name={name}
        checked={checked}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={aria['aria-describedby']}
        ref={inputRef}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <chakra.span
        aria-hidden="true"
        css={styles.control}
        mt="0.5"
        data-state={state}
        data-invalid={invalid ? '' : undefined}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <Checkmark unstyled checked={checked} css={styles.indicator} />
      </chakra.span>
      <chakra.span css={styles.label} {...labelProps}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
